import { Link } from 'react-router';
import { PlaceholderPage } from '../../components/PlaceholderPage';
import { paths } from '../../paths';

function CreateEventPage() {
  return (
    <PlaceholderPage title="Create New Event" description="The event form is coming soon.">
      <Link to={paths.dashboard.href()} className="btn-secondary mt-8">
        Back to Dashboard
      </Link>
    </PlaceholderPage>
  );
}

export { CreateEventPage as Component };
