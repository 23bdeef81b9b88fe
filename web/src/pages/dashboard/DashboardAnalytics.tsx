import { useId } from 'react';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { DashboardAnalytics_query$key } from '../../__generated__/DashboardAnalytics_query.graphql';
import { paths } from '../../../../common/paths';
import { CountdownBadge } from './CountdownBadge';
import { formatEventDate } from '../../format';
import { UPCOMING_LIMIT } from './eventLists';
import { useT } from '../../i18n/useT';

// Counted by the server over every event the viewer hosts (SPEC §2: photos and RSVPs of active events
// only), not summed here from the event list, which loads a page at a time.
const fragment = graphql`
  fragment DashboardAnalytics_query on Query
  @argumentDefinitions(from: { type: "DateTime!" }, first: { type: "Int", defaultValue: 3 }) {
    myHostStats {
      totalEvents
      activeEvents
      totalPhotos
      totalRsvps
      upcomingEvents(from: $from, first: $first) {
        id
        databaseId
        title
        dateTime
        timeZone
      }
    }
  }
`;

/** One figure, as a group named by its label (so a test finds 'Total Events' and reads its value). */
function Stat({ label, value }: { label: string; value: number }) {
  const labelId = useId();
  return (
    <div role="group" aria-labelledby={labelId} className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <p id={labelId} className="text-sm font-medium text-stone-600">
        {label}
      </p>
      <p className="mt-2 font-display text-3xl font-semibold text-stone-900">{value}</p>
    </div>
  );
}

type DashboardAnalyticsProps = {
  /** The route query: the viewer's totals, upcoming events asked from the start of today (eventLists.ts startOfToday). */
  query: DashboardAnalytics_query$key;
  now: Date;
};

export function DashboardAnalytics({ query, now }: DashboardAnalyticsProps) {
  const stats = useFragment(fragment, query).myHostStats;
  const t = useT();
  const upcoming = stats.upcomingEvents.slice(0, UPCOMING_LIMIT);
  const upcomingHeadingId = useId();

  return (
    <div className="space-y-8">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
        <Stat label={t('dashboard.totalEvents')} value={stats.totalEvents} />
        <Stat label={t('dashboard.activeEvents')} value={stats.activeEvents} />
        <Stat label={t('dashboard.totalPhotos')} value={stats.totalPhotos} />
        <Stat label={t('dashboard.totalRsvps')} value={stats.totalRsvps} />
      </div>

      <section
        aria-labelledby={upcomingHeadingId}
        className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm sm:p-6"
      >
        <h2 id={upcomingHeadingId} className="font-display text-xl font-semibold text-stone-900">
          {t('dashboard.upcomingEvents')}
        </h2>
        {upcoming.length === 0 ? (
          <p className="mt-3 text-sm text-stone-600">{t('dashboard.noUpcoming')}</p>
        ) : (
          <ol className="mt-4 divide-y divide-stone-100">
            {upcoming.map((event) => (
              <li key={event.id} className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-3">
                <div className="min-w-0">
                  <Link
                    to={paths.manageEvent.href(event.databaseId)}
                    className="font-medium break-words text-stone-900 hover:text-rose-700"
                  >
                    {event.title}
                  </Link>
                  <p className="text-sm text-stone-600">
                    <time dateTime={event.dateTime}>{formatEventDate(event.dateTime, event.timeZone)}</time>
                  </p>
                </div>
                <CountdownBadge dateTime={event.dateTime} timeZone={event.timeZone} now={now} />
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
