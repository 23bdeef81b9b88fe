import { PlaceholderPage } from '../../components/PlaceholderPage';

function HelpPage() {
  return <PlaceholderPage title="Help Center" description="Answers to common questions are coming soon." />;
}

export { HelpPage as Component };
