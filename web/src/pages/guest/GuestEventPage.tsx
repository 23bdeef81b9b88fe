import { useLoaderData, useParams } from 'react-router';
import type { EventPageQuery } from '../../__generated__/EventPageQuery.graphql';
import { createRouteQuery } from '../../relay/routeQuery';
import { EventPage, eventPageQuery, normalizeSlug, type EventPageQueryRef } from './EventPage';
import { readStoredPin } from './guestStorage';

// /e/{slug} inside the main app, reached by client-side navigation. A fresh load of that address
// gets the guest entry instead (web/guest.html, src/guest/main.tsx), which renders the same page
// without the router and the host code.
const { loader } = createRouteQuery<EventPageQuery>(eventPageQuery, ({ params }) => {
  const slug = normalizeSlug(params.slug ?? '');
  return { slug, pin: readStoredPin(slug) };
});

function GuestEventPage() {
  const slug = normalizeSlug(useParams().slug ?? '');
  const queryRef = useLoaderData<EventPageQueryRef>();
  return <EventPage key={slug} slug={slug} initialQueryRef={queryRef} />;
}

export { GuestEventPage as Component, loader };
