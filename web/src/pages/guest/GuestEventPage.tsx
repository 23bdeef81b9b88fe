import { useLoaderData, useParams, type LoaderFunctionArgs } from 'react-router';
import { normalizeSlug } from '../../../../common/slug';
import { EventPage, loadEventPage, type EventPageQueryRef } from './EventPage';

// /e/{slug} inside the main app, reached by client-side navigation. A fresh load of that address
// gets the guest entry instead (web/guest.html, src/guest/main.tsx), which renders the same page
// without the router and the host code. Either way the page loads its data without Relay.
function loader({ params }: LoaderFunctionArgs): EventPageQueryRef {
  return loadEventPage(normalizeSlug(params.slug ?? ''));
}

function GuestEventPage() {
  const slug = normalizeSlug(useParams().slug ?? '');
  const queryRef = useLoaderData<EventPageQueryRef>();
  return <EventPage key={slug} slug={slug} initialQueryRef={queryRef} />;
}

export { GuestEventPage as Component, loader };
