import { useParams } from 'react-router';
import { PlaceholderPage } from '../../components/PlaceholderPage';

function GuestEventPage() {
  const { slug = '' } = useParams();
  return (
    <PlaceholderPage
      title="Event"
      description={`The page for “${slug}” with RSVPs and the photo gallery is coming soon.`}
    />
  );
}

export { GuestEventPage as Component };
