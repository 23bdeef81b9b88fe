import { PlaceholderPage } from '../../components/PlaceholderPage';

function PrivacyPage() {
  return <PlaceholderPage title="Privacy Policy" description="Our privacy policy is coming soon." />;
}

export { PrivacyPage as Component };
