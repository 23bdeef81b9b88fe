import { useId, useState, useTransition, type ReactNode } from 'react';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { DashboardAnalytics_query$key } from '../../__generated__/DashboardAnalytics_query.graphql';
import type { DashboardEvents_query$key } from '../../__generated__/DashboardEvents_query.graphql';
import type { DashboardEventsPaginationQuery } from '../../__generated__/DashboardEventsPaginationQuery.graphql';
import { paths } from '../../../../common/paths';
import { DashboardAnalytics } from './DashboardAnalytics';
import { DashboardTabs } from './DashboardTabs';
import { EventCard } from './EventCard';
import { upcomingFirst } from './eventLists';
import { useNow } from './useNow';
import { useT } from '../../i18n/useT';

// The connection key is shared with the event mutations (create appends, delete removes):
// ConnectionHandler.getConnectionID('client:root', 'DashboardPage_myEvents').
const fragment = graphql`
  fragment DashboardEvents_query on Query
  @refetchable(queryName: "DashboardEventsPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 100 }, cursor: { type: "String" }) {
    myEvents(first: $count, after: $cursor) @connection(key: "DashboardPage_myEvents") {
      edges {
        node {
          id
          status
          dateTime
          timeZone
          ...EventCard_event
        }
      }
    }
  }
`;

type TabKey = 'overview' | 'analytics';

function EventGroup({ title, caption, children }: { title: string; caption?: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-display text-2xl font-semibold text-stone-900">
        {title}
      </h2>
      {caption && <p className="mt-1 text-sm text-stone-600">{caption}</p>}
      <ul className="mt-4 grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-3">{children}</ul>
    </section>
  );
}

function EmptyState() {
  const t = useT();
  return (
    <div className="rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
      <h2 className="font-display text-2xl font-semibold text-stone-900">{t('dashboard.emptyTitle')}</h2>
      <p className="mx-auto mt-2 max-w-md text-stone-600">{t('dashboard.emptyText')}</p>
      <Link to={paths.createEvent.href()} className="btn-primary mt-6">
        {t('dashboard.createFirst')}
      </Link>
    </div>
  );
}

type DashboardEventsProps = {
  query: DashboardEvents_query$key;
  /** The route query, for the Analytics tab's totals (myHostStats). */
  analytics: DashboardAnalytics_query$key;
};

/** The Overview and Analytics tabs over the viewer's events. */
export function DashboardEvents({ query, analytics }: DashboardEventsProps) {
  const { data, hasNext, loadNext, isLoadingNext } = usePaginationFragment<
    DashboardEventsPaginationQuery,
    DashboardEvents_query$key
  >(fragment, query);
  const t = useT();
  const [tab, setTab] = useState<TabKey>('overview');
  const [, startTransition] = useTransition();
  const now = useNow();

  const events = data.myEvents.edges.map((edge) => edge.node);
  const active = upcomingFirst(
    events.filter((event) => event.status === 'ACTIVE'),
    now,
  );
  const inactive = upcomingFirst(
    events.filter((event) => event.status !== 'ACTIVE'),
    now,
  );

  const overview =
    events.length === 0 ? (
      <EmptyState />
    ) : (
      <div className="space-y-10">
        {active.length > 0 && (
          <EventGroup title={t('dashboard.activeEvents')}>
            {active.map((event) => (
              <li key={event.id}>
                <EventCard event={event} now={now} />
              </li>
            ))}
          </EventGroup>
        )}
        {inactive.length > 0 && (
          <EventGroup title={t('dashboard.inactiveEvents')} caption={t('dashboard.inactiveCaption')}>
            {inactive.map((event) => (
              <li key={event.id}>
                <EventCard event={event} now={now} />
              </li>
            ))}
          </EventGroup>
        )}
        {hasNext && (
          <div className="text-center">
            <button
              type="button"
              className="btn-secondary"
              disabled={isLoadingNext}
              onClick={() =>
                startTransition(() => {
                  loadNext(100);
                })
              }
            >
              {isLoadingNext ? t('dashboard.loading') : t('dashboard.loadMore')}
            </button>
          </div>
        )}
      </div>
    );

  return (
    <DashboardTabs<TabKey>
      label={t('dashboard.title')}
      selected={tab}
      onSelect={setTab}
      tabs={[
        { key: 'overview', label: t('dashboard.overviewTab'), panel: overview },
        {
          key: 'analytics',
          label: t('dashboard.analyticsTab'),
          panel: <DashboardAnalytics query={analytics} now={now} />,
        },
      ]}
    />
  );
}
