import { PlaceholderPage } from '../../components/PlaceholderPage';

function SecurityPage() {
  return <PlaceholderPage title="Security" description="How we protect your photos and data is coming soon." />;
}

export { SecurityPage as Component };
