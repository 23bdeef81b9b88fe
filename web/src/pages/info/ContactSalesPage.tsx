import { useSearchParams } from 'react-router';
import { PlaceholderPage } from '../../components/PlaceholderPage';
import { parseSalesPlan } from '../../paths';

function ContactSalesPage() {
  const [searchParams] = useSearchParams();
  const plan = parseSalesPlan(searchParams.get('plan'));
  const planName = plan.charAt(0).toUpperCase() + plan.slice(1);
  return (
    <PlaceholderPage
      title="Contact Sales"
      description={`Ask us about the ${planName} plan. The inquiry form is coming soon.`}
    />
  );
}

export { ContactSalesPage as Component };
