import { PlaceholderPage } from '../../components/PlaceholderPage';

function ContactPage() {
  return <PlaceholderPage title="Contact Us" description="The contact form is coming soon." />;
}

export { ContactPage as Component };
