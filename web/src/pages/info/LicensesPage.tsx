import { PlaceholderPage } from '../../components/PlaceholderPage';

function LicensesPage() {
  return (
    <PlaceholderPage
      title="Open Source Licenses"
      description="The list of third-party libraries we use is coming soon."
    />
  );
}

export { LicensesPage as Component };
