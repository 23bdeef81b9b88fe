import { PlaceholderPage } from '../../components/PlaceholderPage';

function FeaturesPage() {
  return <PlaceholderPage title="Features" description="A full tour of everything you can do is coming soon." />;
}

export { FeaturesPage as Component };
