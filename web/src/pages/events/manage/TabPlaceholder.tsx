import { graphql, useFragment } from 'react-relay/hooks';
import type { TabPlaceholder_event$key } from '../../../__generated__/TabPlaceholder_event.graphql';

const fragment = graphql`
  fragment TabPlaceholder_event on Event {
    photoCount
    rsvpCount
  }
`;

/** Photo review and the guest list arrive with moderation; until then the counts are honest. */
export function TabPlaceholder({
  event: eventKey,
  tab,
}: {
  event: TabPlaceholder_event$key;
  tab: 'uploads' | 'rsvps';
}) {
  const event = useFragment(fragment, eventKey);
  const empty = tab === 'uploads' ? event.photoCount === 0 : event.rsvpCount === 0;
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-16 text-center">
      <h2 className="font-display text-xl font-semibold text-stone-900">
        {tab === 'uploads'
          ? empty
            ? 'No photos uploaded yet'
            : `${event.photoCount} photo(s) uploaded`
          : empty
            ? 'No RSVPs Yet'
            : `${event.rsvpCount} RSVP(s)`}
      </h2>
      <p className="mx-auto mt-2 max-w-md text-stone-600">
        {tab === 'uploads'
          ? 'Share the event link or QR code: photos your guests upload will appear here.'
          : 'Share the event link: answers from your guests will appear here.'}
      </p>
    </div>
  );
}
