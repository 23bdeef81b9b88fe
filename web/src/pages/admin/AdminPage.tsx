import { PlaceholderPage } from '../../components/PlaceholderPage';

function AdminPage() {
  return <PlaceholderPage title="Admin Panel" description="Users, events and the support inbox are coming soon." />;
}

export { AdminPage as Component };
