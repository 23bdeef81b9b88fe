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
import type { MessageId } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';

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
  const t = useT();
  const found = useDetailQuery(eventDetailView).admin.event;
  if (!found) {
    return (
      <div className="rounded-xl border border-stone-200 bg-white px-6 py-12 text-center">
        <h2 className="font-semibold text-stone-900">{t('adminEvents.notFound')}</h2>
        <p className="mt-2 text-stone-600">{t('adminEvents.notFoundHelp')}</p>
        <Link to="?tab=events" className="btn-secondary mt-4">
          {t('adminEvents.backToEvents')}
        </Link>
      </div>
    );
  }
  return <EventDetail event={found} />;
}

function EventDetail({ event: key }: { event: AdminEventDetail_event$key }) {
  const t = useT();
  const event = useFragment(fragment, key);
  const { report, notify } = useAdminBanner();
  const [confirming, setConfirming] = useState(false);
  const [commit, busy] = useAdminSetEventStatusMutation();

  const next = event.status === 'ACTIVE' ? 'INACTIVE' : 'ACTIVE';
  const toggle = async () => {
    const outcome = await commit({ variables: { id: event.id, status: next } });
    if (outcome.ok) {
      notify(next === 'ACTIVE' ? t('adminEvents.activated') : t('adminEvents.deactivated'));
    } else {
      report(outcomeText(outcome, t('adminEvents.updateFailed')));
    }
    setConfirming(false);
  };

  const photos = event.photos.edges.map((edge) => edge.node);
  const rsvps = event.rsvps.edges.map((edge) => edge.node);
  const messages = event.guestbook.edges.map((edge) => edge.node);
  return (
    <article aria-labelledby="event-title" className="space-y-6">
      <Link to="?tab=events" className="text-link text-sm">
        {t('adminEvents.allEvents')}
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
            {t('adminEvents.ownerLine', {
              name: event.owner.displayName,
              email: event.owner.email,
              date: formatDay(event.createdAt),
            })}
            {event.isPinRequired ? ` · ${t('adminEvents.pinProtected')}` : ''}
          </p>
          <p className="mt-2 flex flex-wrap items-center gap-2 text-sm text-stone-700">
            <Badge value={event.status} />{' '}
            {t('adminEvents.counts', {
              photos: event.photoCount,
              pending: event.pendingPhotoCount,
              rsvps: event.rsvpCount,
            })}
          </p>
        </div>
        <div className="flex shrink-0 flex-wrap gap-2">
          <Link to={`?tab=uploads&eventId=${encodeURIComponent(event.id)}`} className="btn-secondary">
            {t('adminEvents.moderatePhotos')}
          </Link>
          <button
            type="button"
            className={event.status === 'ACTIVE' ? 'btn bg-red-600 text-white hover:bg-red-700' : 'btn-primary'}
            onClick={() => setConfirming(true)}
          >
            {event.status === 'ACTIVE' ? t('adminEvents.deactivate') : t('adminEvents.activate')}
          </button>
        </div>
      </header>

      <Panel id="event-photos" title={t('adminEvents.newestPhotos')} level={3}>
        {photos.length === 0 ? (
          <p className="mt-3 text-sm text-stone-600">{t('adminEvents.noPhotos')}</p>
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

      <Panel id="event-guestbook" title={t('adminEvents.guestbook')} level={3}>
        {messages.length === 0 ? (
          <p className="mt-3 text-sm text-stone-600">{t('adminEvents.noGuestbook')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-stone-100 text-sm">
            {messages.map((entry) => (
              <GuestbookRow key={entry.id} entry={entry} timeZone={event.timeZone} />
            ))}
          </ul>
        )}
      </Panel>

      <Panel id="event-rsvps" title={t('adminEvents.rsvps')} level={3}>
        {rsvps.length === 0 ? (
          <p className="mt-3 text-sm text-stone-600">{t('adminEvents.noRsvps')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-stone-100 text-sm">
            {rsvps.map((rsvp) => (
              <li key={rsvp.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span className="font-medium text-stone-900">{rsvp.fullName}</span>
                <span className="text-stone-600">
                  {t('adminEvents.rsvpLine', {
                    status: rsvpStatusLabel(rsvp.status),
                    guests: rsvp.guestsCount,
                    photos: rsvp.photoCount,
                    date: formatDay(rsvp.createdAt),
                  })}
                </span>
              </li>
            ))}
          </ul>
        )}
      </Panel>

      <ConfirmDialog
        open={confirming}
        title={next === 'INACTIVE' ? t('adminEvents.deactivateTitle') : t('adminEvents.activateTitle')}
        confirmLabel={next === 'INACTIVE' ? t('adminEvents.deactivate') : t('adminEvents.activate')}
        danger={next === 'INACTIVE'}
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void toggle()}
      >
        {next === 'INACTIVE' ? t('adminEvents.deactivateBody') : t('adminEvents.activateBody')}
      </ConfirmDialog>
    </article>
  );
}

const GUESTBOOK_STATUS_LABELS: Record<string, MessageId> = {
  PENDING: 'adminEvents.guestbook.pending',
  APPROVED: 'adminEvents.guestbook.approved',
  HIDDEN: 'adminEvents.guestbook.hidden',
};

type GuestbookRowEntry = AdminEventDetail_event$data['guestbook']['edges'][number]['node'];

/** One guestbook message: who, when, the words as text (never HTML), and a takedown unless already hidden. */
function GuestbookRow({
  entry,
  timeZone,
}: {
  entry: GuestbookRowEntry;
  timeZone: AdminEventDetail_event$data['timeZone'];
}) {
  const t = useT();
  const { report, notify } = useAdminBanner();
  const [confirming, setConfirming] = useState(false);
  const [commit, busy] = useAdminTakeDownGuestbookEntryMutation();
  const statusLabel = GUESTBOOK_STATUS_LABELS[entry.status];

  const takeDown = async () => {
    // The answer's entry { id status } updates this row's record, so its badge turns Hidden by itself.
    const outcome = await commit({ variables: { id: entry.id } });
    if (outcome.ok) {
      notify(t('adminEvents.guestbook.takenDown'));
    } else {
      report(outcomeText(outcome, t('adminEvents.guestbook.takeDownFailed')));
    }
    setConfirming(false);
  };

  return (
    <li className="flex flex-col gap-2 py-3 sm:flex-row sm:items-start sm:justify-between">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium text-stone-900">{entry.name}</span>
          <span className="text-stone-600">{formatTime(entry.createdAt, timeZone)}</span>
          <Badge value={entry.status} label={statusLabel ? t(statusLabel) : undefined} />
        </p>
        <p className="mt-1 whitespace-pre-line break-words text-stone-800">{entry.message}</p>
      </div>
      {entry.status !== 'HIDDEN' && (
        <button
          type="button"
          className="btn-secondary shrink-0 self-start"
          aria-label={t('adminEvents.guestbook.takeDownName', { name: entry.name })}
          onClick={() => setConfirming(true)}
        >
          {t('adminEvents.guestbook.takeDown')}
        </button>
      )}
      <ConfirmDialog
        open={confirming}
        title={t('adminEvents.guestbook.confirmTitle')}
        confirmLabel={t('adminEvents.guestbook.takeDown')}
        danger
        busy={busy}
        onCancel={() => setConfirming(false)}
        onConfirm={() => void takeDown()}
      >
        {t('adminEvents.guestbook.confirmBody')}
      </ConfirmDialog>
    </li>
  );
}
