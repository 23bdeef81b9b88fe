import { useId, useState } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { EventCard_event$key, EventRole } from '../../__generated__/EventCard_event.graphql';
import { paths } from '../../../../common/paths';
import { CountdownBadge } from './CountdownBadge';
import { formatEventDate } from '../../format';
import { CalendarIcon, CameraIcon, GuestsIcon, HeartsIcon, PinIcon } from './icons';
import { ShareMenu } from './ShareMenu';
import type { MessageId } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';

const fragment = graphql`
  fragment EventCard_event on Event {
    databaseId
    slug
    title
    dateTime
    timeZone
    venueName
    coverImageUrl
    status
    viewerRole
    photoCount
    rsvpCount
    ...ShareMenu_event
  }
`;

/** The role badge's message: 'Owner' or 'Co-host'. */
export function roleLabel(role: EventRole): MessageId {
  return role === 'OWNER' ? 'dashboard.roleOwner' : 'dashboard.roleCoHost';
}

function CoverPlaceholder() {
  return (
    <div className="flex size-full items-center justify-center bg-gradient-to-br from-rose-100 via-rose-50 to-amber-50 text-rose-300">
      <HeartsIcon className="size-12" />
    </div>
  );
}

/** The cover image, or a placeholder when there is none or it fails to load. */
function EventCover({ url, inactive }: { url: string | null | undefined; inactive: boolean }) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  if (!url || failedUrl === url) return <CoverPlaceholder />;
  return (
    <img
      src={url}
      alt=""
      loading="lazy"
      decoding="async"
      className={`size-full object-cover ${inactive ? 'opacity-70 grayscale' : ''}`}
      onError={() => setFailedUrl(url)}
    />
  );
}

type EventCardProps = {
  event: EventCard_event$key;
  /** The current time, for the countdown badge. */
  now: Date;
};

/** One event on the dashboard: an `<article>` named by its title (SPEC §2). */
export function EventCard({ event, now }: EventCardProps) {
  const data = useFragment(fragment, event);
  const t = useT();
  const titleId = useId();
  const active = data.status === 'ACTIVE';

  return (
    <article
      aria-labelledby={titleId}
      className={`flex h-full flex-col rounded-2xl border bg-white shadow-sm ${
        active ? 'border-stone-200' : 'border-dashed border-stone-300'
      }`}
    >
      <div className="relative aspect-[16/9] overflow-hidden rounded-t-2xl bg-stone-100">
        <EventCover url={data.coverImageUrl} inactive={!active} />
        {active && (
          <CountdownBadge
            dateTime={data.dateTime}
            timeZone={data.timeZone}
            now={now}
            className="absolute top-3 left-3"
          />
        )}
      </div>

      <div className="flex flex-1 flex-col p-5">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <h3 id={titleId} className="font-display text-xl leading-snug font-semibold break-words text-stone-900">
            {data.title}
          </h3>
          <span className="mt-0.5 shrink-0 rounded-full bg-stone-100 px-2.5 py-1 text-xs font-medium text-stone-700">
            {t(roleLabel(data.viewerRole))}
          </span>
        </div>

        <ul className="mt-3 space-y-1.5 text-sm text-stone-600">
          <li className="flex items-start gap-2">
            <CalendarIcon className="mt-0.5 size-4 text-stone-400" />
            <time dateTime={data.dateTime}>{formatEventDate(data.dateTime, data.timeZone)}</time>
          </li>
          {data.venueName && (
            <li className="flex items-start gap-2">
              <PinIcon className="mt-0.5 size-4 text-stone-400" />
              <span className="break-words">{data.venueName}</span>
            </li>
          )}
        </ul>

        <p className="mt-4 flex flex-wrap gap-x-5 gap-y-1 text-sm font-medium text-stone-700">
          <span className="inline-flex items-center gap-1.5">
            <CameraIcon className="size-4 text-rose-500" />
            {t('dashboard.photoCount', { count: data.photoCount })}
          </span>
          <span className="inline-flex items-center gap-1.5">
            <GuestsIcon className="size-4 text-rose-500" />
            {t('dashboard.rsvpCount', { count: data.rsvpCount })}
          </span>
        </p>

        {active ? (
          <div className="mt-auto grid grid-cols-[repeat(auto-fit,minmax(min(100%,6rem),1fr))] gap-2 pt-5">
            {/* Three across while each fits 6rem (grows with the text size), else stacked: never sideways.
                6rem, not 5: words 40% longer than English (the pseudo-locale) overflowed 5rem at 360 px. */}
            <Link to={paths.manageEvent.href(data.databaseId)} className="btn-primary px-3">
              {t('dashboard.manage')}
            </Link>
            <a href={paths.guestEvent.href(data.slug)} target="_blank" rel="noopener" className="btn-secondary px-3">
              {t('dashboard.view')}
            </a>
            <ShareMenu event={data} />
          </div>
        ) : (
          <div className="mt-auto flex flex-wrap gap-2 pt-5">
            <Link to={paths.manageEvent.href(data.databaseId)} className="btn-primary px-4">
              {t('dashboard.manage')}
            </Link>
            <button type="button" className="btn-secondary px-4" disabled>
              {t('dashboard.inactiveNoShare')}
            </button>
          </div>
        )}
      </div>
    </article>
  );
}
