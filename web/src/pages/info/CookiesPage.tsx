import { PlaceholderPage } from '../../components/PlaceholderPage';

function CookiesPage() {
  return <PlaceholderPage title="Cookie Policy" description="Our cookie policy is coming soon." />;
}

export { CookiesPage as Component };
