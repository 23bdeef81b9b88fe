import { useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { AdminEventDetailQuery } from '../../__generated__/AdminEventDetailQuery.graphql';
import type {
  AdminEventDetail_event$data,
  AdminEventDetail_event$key,
} from '../../__generated__/AdminEventDetail_event.graphql';
import { adminView, useDetailQuery } from './adminQueries';
import { ConfirmDialog } from '../../components/ConfirmDialog';
import { outcomeText, useAdminBanner } from './adminBanner';
import { useAdminSetEventStatusMutation } from './AdminSetEventStatusMutation';
import { useAdminTakeDownGuestbookEntryMutation } from './AdminTakeDownGuestbookEntryMutation';
import { Badge } from './Badge';
import { formatDay, formatTime } from '../../format';
import { photoSenderText, rsvpStatusLabel } from '../../rsvpStatus';
import { Panel } from '../../components/Section';

const fragment = graphql`
  fragment AdminEventDetail_event on AdminEvent {
    id
    databaseId
    title
    slug
    dateTime
    timeZone
    venueName
    status
    isPinRequired
    createdAt
    shareUrl
    photoCount
    pendingPhotoCount
    rsvpCount
    owner {
      displayName
      email
    }
    photos(first: 24) {
      edges {
        node {
          id
          thumbnailUrl
          originalFilename
          status
          uploaderName
          rsvp {
            fullName
            status
            guestsCount
          }
        }
      }
    }
    guestbook(first: 50) {
      edges {
        node {
          id
          name
          message
          status
          createdAt
        }
      }
    }
    rsvps(first: 50) {
      edges {
        node {
          id
          fullName
          status
          guestsCount
          photoCount
          createdAt
        }
      }
    }
  }
`;

/** An event opened from the Events tab (?event=), started by the panel's route loader. */
export const eventDetailView = adminView<AdminEventDetailQuery>({
  query: graphql`
    query AdminEventDetailQuery($id: ID!) {
      admin {
        event(id: $id) {
          ...AdminEventDetail_event
        }
      }
    }
  `,
  variables: (params) => ({ id: params.get('event') ?? '' }),
});

/** One event as admins see it: owner, counts, newest photos, guestbook and RSVPs; switch it off or on. */
export function AdminEventDetail() {
  const found = useDetailQuery(eventDetailView).admin.event;
  if (!found) {
    return (
      <div className="rounded-xl border border-stone-200 bg-white px-6 py-12 text-center">
        <h2 className="font-semibold text-stone-900">Event not found</h2>
        <p className="mt-2 text-stone-600">It may have been deleted by its host.</p>
        <Link to="?tab=events" className="btn-secondary mt-4">
          Back to events
        </Link>
      </div>
    );
  }
  return <EventDetail event={found} />;
}

function EventDetail({ event: key }: { event: AdminEventDetail_event$key }) {
  const event = useFragment(fragment, key);
  const { report, notify } = useAdminBanner();
  const [confirming, setConfirming] = useState(false);
  const [commit, busy] = useAdminSetEventStatusMutation();

  const next = event.status === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE';
  const toggle = async () => {
    const outcome = await commit({ variables: { id: event.id, status: next } });
    if (outcome.ok) {
      notify(next === 'ACTIVE' ? 'Event activated successfully' : 'Event deactivated successfully');
    } else {
      report(outcomeText(outcome, 'Failed to update status'));
    }
    setConfirming(false);
  };

  const photos = event.photos.edges.map((edge) => edge.node);
  const rsvps = event.rsvps.edges.map((edge) => edge.node);
  const messages = event.guestbook.edges.map((edge) => edge.node);
  return (
    <article aria-labelledby="event-title" className="space-y-6">
      <Link to="?tab=events" className="text-link text-sm">
        ← All events
      </Link>
      <header className="flex flex-col gap-4 rounded-2xl border border-stone-200 bg-white p-5 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h2 id="event-title" className="font-display text-2xl font-semibold text-stone-900">
            {event.title}
          </h2>
          <p className="mt-1 break-all text-sm text-stone-600">
            <a href={event.shareUrl} className="text-link" target="_blank" rel="noreferrer">
              /e/{event.slug}
            </a>{' '}
            · {formatTime(event.dateTime, event.timeZone)}
            {event.venueName ? ` · ${event.venueName}` : ''}
          </p>
          <p className="mt-1 text-sm text-stone-600">
            Owner: {event.owner.displayName} ({event.owner.email}) · created {formatDay(event.createdAt)}
            {event.isPinRequired ? ' · PIN protected' : ''}
          </p>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-stone-700">
            <Badge value={event.status} /> {event.photoCount} photos ({event.pendingPhotoCount} pending) ·{' '}
            {event.rsvpCount} RSVPs
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Link to={`?tab=uploads&eventId=${encodeURIComponent(event.id)}`} className="btn-secondary">
            Moderate photos
          </Link>
          <button
            type="button"
            className={event.status === 'ACTIVE' ? 'btn bg-red-600 text-white hover:bg-red-700' : 'btn-primary'}
            onClick={() => setConfirming(true)}
          >
            {event.status === 'ACTIVE' ? 'Deactivate' : 'Activate'}
          </button>
        </div>
      </header>

      <Panel id="event-photos" title="Newest photos" level={3}>
        {photos.length === 0 ? (
          <p className="mt-3 text-sm text-stone-600">No photos uploaded yet</p>
        ) : (
          <ul className="mt-3 grid grid-cols-3 gap-3 sm:grid-cols-6">
            {photos.map((photo) => (
              <li key={photo.id} className="space-y-1">
                <img
                  src={photo.thumbnailUrl}
                  alt={photo.originalFilename}
                  loading="lazy"
                  className="aspect-square w-full rounded-lg bg-stone-100 object-cover"
                />
                <Badge value={photo.status} />
                <p className="truncate text-xs text-stone-600" title={photoSenderText(photo.rsvp, photo.uploaderName)}>
                  {photoSenderText(photo.rsvp, photo.uploaderName)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <Panel id="event-guestbook" title="Guestbook" level={3}>
        {messages.length === 0 ? (
          <p className="mt-3 text-sm text-stone-600">No guestbook messages.</p>
        ) : (
          <ul className="mt-3 divide-y divide-stone-100 text-sm">
            {messages.map((entry) => (
              <GuestbookRow key={entry.id} entry={entry} timeZone={event.timeZone} />
            ))}
          </ul>
        )}
      </Panel>

      <Panel id="event-rsvps" title="RSVPs" level={3}>
        {rsvps.length === 0 ? (
          <p className="mt-3 text-sm text-stone-600">No RSVPs Yet</p>
        ) : (
          <ul className="mt-3 divide-y divide-stone-100 text-sm">
            {rsvps.map((rsvp) => (
              <li key={rsvp.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="font-medium text-stone-900">{rsvp.fullName}</span>
                <span className="text-stone-600">
                  {rsvpStatusLabel(rsvp.status)} · {rsvp.guestsCount} {rsvp.guestsCount === 1 ? 'guest' : 'guests'} ·{' '}
                  {rsvp.photoCount} {rsvp.photoCount === 1 ? 'photo' : 'photos'} · {formatDay(rsvp.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <ConfirmDialog
        open={confirming}
        title={next === 'INACTIVE' ? 'Deactivate this event?' : 'Activate this event?'}
        confirmLabel={next === 'INACTIVE' ? 'Deactivate' : 'Activate'}
        danger={next === 'INACTIVE'}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void toggle()}
      >
        {next === 'INACTIVE'
          ? 'Guests will see “Event Temporarily Disabled” at once; the hosts keep their photos and RSVPs.'
          : 'Guests will be able to open the event page again.'}
      </ConfirmDialog>
    </article>
  );
}

const GUESTBOOK_STATUS_LABELS: Record<string, string> = { PENDING: 'Pending', APPROVED: 'Approved', HIDDEN: 'Hidden' };

type GuestbookRowEntry = AdminEventDetail_event$data['guestbook']['edges'][number]['node'];

/** One guestbook message: who, when, the words as text (never HTML), and a takedown unless already hidden. */
function GuestbookRow({
  entry,
  timeZone,
}: {
  entry: GuestbookRowEntry;
  timeZone: AdminEventDetail_event$data['timeZone'];
}) {
  const { report, notify } = useAdminBanner();
  const [confirming, setConfirming] = useState(false);
  const [commit, busy] = useAdminTakeDownGuestbookEntryMutation();

  const takeDown = async () => {
    // The answer's entry { id status } updates this row's record, so its badge turns Hidden by itself.
    const outcome = await commit({ variables: { id: entry.id } });
    if (outcome.ok) {
      notify('Message taken down: guests no longer see it.');
    } else {
      report(outcomeText(outcome, 'Failed to take the message down'));
    }
    setConfirming(false);
  };

  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-stone-900">{entry.name}</span>
          <span className="text-stone-600">{formatTime(entry.createdAt, timeZone)}</span>
          <Badge value={entry.status} label={GUESTBOOK_STATUS_LABELS[entry.status]} />
        </p>
        <p className="mt-1 whitespace-pre-line break-words text-stone-800">{entry.message}</p>
      </div>
      {entry.status !== 'HIDDEN' && (
        <button
          type="button"
          className="btn-secondary shrink-0 self-start"
          aria-label={`Take down the message from ${entry.name}`}
          onClick={() => setConfirming(true)}
        >
          Take down
        </button>
      )}
      <ConfirmDialog
        open={confirming}
        title="Take this message down?"
        confirmLabel="Take down"
        danger
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void takeDown()}
      >
        Guests will no longer see it; its writer still does. The takedown is recorded in the audit log.
      </ConfirmDialog>
    </li>
  );
}
