import { graphql, useFragment } from 'react-relay/hooks';
import type { OverviewTab_event$key } from '../../../__generated__/OverviewTab_event.graphql';
import { QrCodeCard } from '../../../components/QrCodeCard';
import { visibilityOption } from '../../../../../common/visibility';
import { galleryModeOption, revealPending } from '../../../../../common/gallery-modes';
import { RevealPanel } from './RevealPanel';
import { formatEventDate } from '../../../format';
import type { ManageTab } from './tabs';
import { StatList, type Stat } from '../../../components/StatCard';
import { Panel, Section } from '../../../components/Section';
import { ShareWithGuests } from './ShareWithGuests';
import { TablesPanel } from './tables/TablesPanel';
import { SlideshowLink } from './albums/SlideshowLink';

const fragment = graphql`
  fragment OverviewTab_event on Event {
    id
    databaseId
    galleryMode
    revealAt
    title
    status
    dateTime
    timeZone
    venueName
    address
    description
    isPinRequired
    visibility
    photoCount
    pendingPhotoCount
    approvedPhotoCount
    rsvpCount
    shareUrl
    qrCodeUrl
    pinCode
    pinGuessing {
      wrongTriesLastHour
      guestsSlowed
    }
    ...TablesPanel_event
    ...SlideshowLink_event
  }
`;

/** Fewer wrong PINs than this in an hour are guests mistyping; more, someone may be guessing. */
const GUESSING_WARNING_TRIES = 50;

export function OverviewTab({
  event: eventKey,
  onSelectTab,
}: {
  event: OverviewTab_event$key;
  onSelectTab: (tab: ManageTab) => void;
}) {
  const event = useFragment(fragment, eventKey);
  const details: [string, string][] = [
    ['Status', event.status === 'ACTIVE' ? 'Active' : 'Inactive'],
    ['Date & time', formatEventDate(event.dateTime, event.timeZone)],
    ['Venue', event.venueName ?? 'Not specified'],
    ['Address', event.address ?? 'Not specified'],
    ['Access', event.isPinRequired ? 'PIN required' : 'No PIN'],
    ['Visibility', visibilityOption(event.visibility).label],
    [
      'Who sees the photos',
      event.galleryMode === 'SHARED' && event.revealAt
        ? `${galleryModeOption(event.galleryMode).label}, from ${formatEventDate(event.revealAt, event.timeZone)}`
        : galleryModeOption(event.galleryMode).label,
    ],
  ];
  const stats: Stat[] = [
    { label: 'Total Uploads', value: event.photoCount },
    { label: 'Pending', value: event.pendingPhotoCount },
    { label: 'Approved', value: event.approvedPhotoCount },
    { label: 'Total RSVPs', value: event.rsvpCount },
  ];

  const guessing = event.isPinRequired && event.pinGuessing.wrongTriesLastHour >= GUESSING_WARNING_TRIES;

  return (
    <div className="space-y-6">
      <ShareWithGuests title={event.title} shareUrl={event.shareUrl} active={event.status === 'ACTIVE'} />
      {revealPending(event.galleryMode, event.revealAt, new Date()) && event.revealAt && (
        <RevealPanel
          eventId={event.id}
          revealAt={event.revealAt}
          timeZone={event.timeZone}
          photoCount={event.approvedPhotoCount}
        />
      )}
      {guessing && (
        <section role="alert" className="rounded-2xl border border-amber-300 bg-amber-50 p-5 text-amber-950">
          <h2 className="font-semibold">Someone may be guessing your PIN</h2>
          <p className="mt-1 text-sm">
            {event.pinGuessing.wrongTriesLastHour} wrong PINs were tried on your guest page in the last hour.{' '}
            {event.pinGuessing.guestsSlowed
              ? 'New guests now wait a few seconds at the PIN screen; guests already in are not affected.'
              : 'Each address gets 10 tries per 15 minutes.'}{' '}
            {(event.pinCode?.length ?? 0) < 6
              ? 'A 6-digit PIN makes guessing hopeless: change it in Settings and share the new one with your guests.'
              : 'Your PIN is long enough to resist guessing; you can still change it in Settings.'}
          </p>
          <button type="button" className="btn-secondary mt-3" onClick={() => onSelectTab('settings')}>
            Change PIN
          </button>
        </section>
      )}
      <Panel id="details-heading" title="Event Details" size="lg" largeTitle>
        <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2">
          {details.map(([term, value]) => (
            <div key={term}>
              <dt className="text-sm text-stone-500">{term}</dt>
              <dd className="mt-0.5 font-medium break-words text-stone-900">{value}</dd>
            </div>
          ))}
          <div className="sm:col-span-2">
            <dt className="text-sm text-stone-500">Description</dt>
            <dd className="mt-0.5 whitespace-pre-line text-stone-900">{event.description ?? 'No description'}</dd>
          </div>
        </dl>
      </Panel>

      <Section id="stats-heading" title="Statistics" titleClassName="sr-only">
        <StatList stats={stats} className="grid-cols-2 sm:grid-cols-4" />
      </Section>

      <Panel id="actions-heading" title="Quick Actions" size="lg" largeTitle>
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="button" className="btn-secondary" onClick={() => onSelectTab('uploads')}>
            Review Photos
          </button>
          <button type="button" className="btn-secondary" onClick={() => onSelectTab('rsvps')}>
            View RSVPs
          </button>
          <button type="button" className="btn-secondary" onClick={() => onSelectTab('settings')}>
            Edit Settings
          </button>
        </div>
      </Panel>

      <Panel id="share-heading" title="QR Code and Slideshow" size="lg" largeTitle>
        {event.status === 'ACTIVE' ? (
          <div className="mt-4">
            <QrCodeCard
              title={event.title}
              qrCodeUrl={event.qrCodeUrl}
              shareUrl={event.shareUrl}
              databaseId={event.databaseId}
            />
            <div className="mt-6 rounded-xl bg-stone-50 p-4 text-center">
              <p className="text-sm text-stone-600">
                For a screen at the venue: approved photos in a full-screen slideshow, new ones as you approve them.
              </p>
              <SlideshowLink event={event} />
            </div>
          </div>
        ) : (
          <p className="mt-2 text-sm text-stone-600">Event is inactive - cannot share. Activate it to invite guests.</p>
        )}
      </Panel>

      <TablesPanel event={event} />
    </div>
  );
}
