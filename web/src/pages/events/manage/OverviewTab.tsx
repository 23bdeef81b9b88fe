import { graphql, useFragment } from 'react-relay/hooks';
import type { OverviewTab_event$key } from '../../../__generated__/OverviewTab_event.graphql';
import { QrCodeCard } from '../../../components/QrCodeCard';
import { revealPending } from '../../../../../common/gallery-modes';
import { galleryModeChoice, visibilityChoice } from '../../../eventChoices';
import { RevealPanel } from './RevealPanel';
import { formatEventDate } from '../../../format';
import type { ManageTab } from './tabs';
import { StatList, type Stat } from '../../../components/StatCard';
import { Panel, Section } from '../../../components/Section';
import { ShareWithGuests } from './ShareWithGuests';
import { TablesPanel } from './tables/TablesPanel';
import { SlideshowLink } from './albums/SlideshowLink';
import { useT } from '../../../i18n/useT';

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
  const t = useT();
  const event = useFragment(fragment, eventKey);
  const details: [string, string][] = [
    [t('overview.status'), event.status === 'ACTIVE' ? t('manage.status.active') : t('manage.status.inactive')],
    [t('overview.dateTime'), formatEventDate(event.dateTime, event.timeZone)],
    [t('overview.venue'), event.venueName ?? t('overview.notSpecified')],
    [t('overview.address'), event.address ?? t('overview.notSpecified')],
    [t('overview.access'), event.isPinRequired ? t('overview.pinRequired') : t('overview.noPin')],
    [t('overview.visibility'), t(visibilityChoice(event.visibility).label)],
    [
      t('overview.whoSees'),
      event.galleryMode === 'SHARED' && event.revealAt
        ? t('overview.modeFrom', {
            mode: t(galleryModeChoice(event.galleryMode).label),
            date: formatEventDate(event.revealAt, event.timeZone),
          })
        : t(galleryModeChoice(event.galleryMode).label),
    ],
  ];
  const stats: Stat[] = [
    { label: t('overview.totalUploads'), value: event.photoCount },
    { label: t('overview.pending'), value: event.pendingPhotoCount },
    { label: t('overview.approved'), value: event.approvedPhotoCount },
    { label: t('overview.totalRsvps'), value: event.rsvpCount },
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
          <h2 className="font-semibold">{t('overview.guessing.title')}</h2>
          <p className="mt-1 text-sm">
            {t('overview.guessing.tries', { count: event.pinGuessing.wrongTriesLastHour })}{' '}
            {event.pinGuessing.guestsSlowed ? t('overview.guessing.slowed') : t('overview.guessing.limit')}{' '}
            {(event.pinCode?.length ?? 0) < 6 ? t('overview.guessing.shortPin') : t('overview.guessing.longPin')}
          </p>
          <button type="button" className="btn-secondary mt-3" onClick={() => onSelectTab('settings')}>
            {t('overview.changePin')}
          </button>
        </section>
      )}
      <Panel id="details-heading" title={t('overview.details')} size="lg" largeTitle>
        <dl className="mt-4 grid gap-x-6 gap-y-4 sm:grid-cols-2">
          {details.map(([term, value]) => (
            <div key={term}>
              <dt className="text-sm text-stone-500">{term}</dt>
              <dd className="mt-0.5 font-medium break-words text-stone-900">{value}</dd>
            </div>
          ))}
          <div className="sm:col-span-2">
            <dt className="text-sm text-stone-500">{t('overview.description')}</dt>
            <dd className="mt-0.5 whitespace-pre-line text-stone-900">
              {event.description ?? t('overview.noDescription')}
            </dd>
          </div>
        </dl>
      </Panel>

      <Section id="stats-heading" title={t('overview.statistics')} titleClassName="sr-only">
        <StatList stats={stats} className="grid-cols-2 sm:grid-cols-4" />
      </Section>

      <Panel id="actions-heading" title={t('overview.quickActions')} size="lg" largeTitle>
        <div className="mt-4 flex flex-wrap gap-3">
          <button type="button" className="btn-secondary" onClick={() => onSelectTab('uploads')}>
            {t('overview.reviewPhotos')}
          </button>
          <button type="button" className="btn-secondary" onClick={() => onSelectTab('rsvps')}>
            {t('overview.viewRsvps')}
          </button>
          <button type="button" className="btn-secondary" onClick={() => onSelectTab('settings')}>
            {t('overview.editSettings')}
          </button>
        </div>
      </Panel>

      <Panel id="share-heading" title={t('overview.qrAndSlideshow')} size="lg" largeTitle>
        {event.status === 'ACTIVE' ? (
          <div className="mt-4">
            <QrCodeCard
              title={event.title}
              qrCodeUrl={event.qrCodeUrl}
              shareUrl={event.shareUrl}
              databaseId={event.databaseId}
            />
            <div className="mt-6 rounded-xl bg-stone-50 p-4 text-center">
              <p className="text-sm text-stone-600">{t('overview.slideshowHint')}</p>
              <SlideshowLink event={event} />
            </div>
          </div>
        ) : (
          <p className="mt-2 text-sm text-stone-600">{t('manage.share.inactive')}</p>
        )}
      </Panel>

      <TablesPanel event={event} />
    </div>
  );
}
