import { PlaceholderPage } from '../../components/PlaceholderPage';

function TermsPage() {
  return <PlaceholderPage title="Terms of Service" description="The full terms are coming soon." />;
}

export { TermsPage as Component };
