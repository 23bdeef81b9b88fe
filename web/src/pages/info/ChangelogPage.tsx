import { PlaceholderPage } from '../../components/PlaceholderPage';

function ChangelogPage() {
  return <PlaceholderPage title="Changelog" description="Release notes are coming soon." />;
}

export { ChangelogPage as Component };
