import { PlaceholderPage } from '../../components/PlaceholderPage';

function StatusPage() {
  return <PlaceholderPage title="System Status" description="Live service health is coming soon." />;
}

export { StatusPage as Component };
