import { PlaceholderPage } from '../../components/PlaceholderPage';

function DocsPage() {
  return <PlaceholderPage title="Documentation" description="Guides for hosts are coming soon." />;
}

export { DocsPage as Component };
