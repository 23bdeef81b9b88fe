import { Link, useParams } from 'react-router';
import { PlaceholderPage } from '../../components/PlaceholderPage';
import { paths } from '../../paths';

function ManageEventPage() {
  const { id = '' } = useParams();
  return (
    <PlaceholderPage title="Manage Event" description={`Photos, RSVPs and settings for event ${id} are coming soon.`}>
      <Link to={paths.dashboard.href()} className="btn-secondary mt-8">
        Back to Dashboard
      </Link>
    </PlaceholderPage>
  );
}

export { ManageEventPage as Component };
