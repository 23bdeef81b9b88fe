import { PlaceholderPage } from '../../components/PlaceholderPage';

function PricingPage() {
  return <PlaceholderPage title="Pricing" description="Plans and prices are coming soon. Starting is free." />;
}

export { PricingPage as Component };
