import { graphql, useFragment } from 'react-relay/hooks';
import { Link, useSearchParams } from 'react-router';
import type { AdminEventsTabQuery } from '../../__generated__/AdminEventsTabQuery.graphql';
import type { AdminEventsTab_admin$key } from '../../__generated__/AdminEventsTab_admin.graphql';
import { adminView, listVariables, usePanelQuery } from './adminQueries';
import { EVENT_DETAILS_LOAD_ERROR } from './adminTabs';
import { Badge } from './Badge';
import { AdminEventDetail } from './AdminEventDetail';
import { formatDay } from '../../format';
import { AdminListTable } from './AdminListSection';
import { LoadErrorBoundary } from './LoadErrorBoundary';
import { useListParams } from './useListParams';
import { useT } from '../../i18n/useT';

const fragment = graphql`
  fragment AdminEventsTab_admin on Admin {
    events(search: $search, status: $status, first: $first, page: $page) {
      totalCount
      pageNumber
      pageCount
      edges {
        node {
          id
          title
          slug
          dateTime
          timeZone
          status
          photoCount
          rsvpCount
          owner {
            displayName
            email
          }
        }
      }
    }
  }
`;

const STATUSES = ['ACTIVE', 'INACTIVE'] as const;
const FILTERS = ['search', 'status'] as const;

/** The Events tab's list, started by the panel's route loader (an open event loads eventDetailView). */
export const eventsView = adminView<AdminEventsTabQuery>({
  query: graphql`
    query AdminEventsTabQuery($search: String, $status: EventStatus, $first: Int!, $page: Int!) {
      admin {
        ...AdminEventsTab_admin
      }
    }
  `,
  variables: (params) => listVariables(params, { search: 'text', status: STATUSES }),
});

export function AdminEventsTab() {
  const t = useT();
  const [params] = useSearchParams();
  const selected = params.get('event');
  if (!selected) return <EventList />;
  // Its own boundary: the tab's message ('Failed to load events') would name the wrong thing.
  return (
    <LoadErrorBoundary key={selected} message={t(EVENT_DETAILS_LOAD_ERROR)}>
      <AdminEventDetail />
    </LoadErrorBoundary>
  );
}

function EventList() {
  const t = useT();
  const list = useListParams(FILTERS);
  const { events } = useFragment<AdminEventsTab_admin$key>(fragment, usePanelQuery(eventsView).admin);
  return (
    <AdminListTable
      rows={events}
      title={t('adminEvents.title')}
      total={(count) => t('adminEvents.count', { count })}
      pagesLabel={t('adminEvents.pagesLabel')}
      list={list}
      search={{ key: 'search', label: t('adminEvents.searchLabel'), placeholder: t('adminEvents.searchPlaceholder') }}
      filters={[
        {
          key: 'status',
          label: t('admin.status'),
          options: [
            { value: 'ACTIVE', label: t('adminEvents.status.active') },
            { value: 'INACTIVE', label: t('adminEvents.status.inactive') },
          ],
        },
      ]}
      caption={t('adminEvents.title')}
      empty={t('adminEvents.empty')}
      columns={[
        {
          header: t('adminEvents.column.event'),
          cell: (event) => (
            <>
              <Link to={`?tab=events&event=${encodeURIComponent(event.id)}`} className="text-link block font-medium">
                {event.title}
              </Link>
              <span className="block break-all text-stone-500">/e/{event.slug}</span>
            </>
          ),
        },
        {
          header: t('adminEvents.column.owner'),
          cell: (event) => (
            <>
              <span className="block">{event.owner.displayName}</span>
              <span className="block break-all text-stone-600">{event.owner.email}</span>
            </>
          ),
        },
        { header: t('adminEvents.column.date'), cell: (event) => formatDay(event.dateTime, event.timeZone) },
        { header: t('admin.status'), cell: (event) => <Badge value={event.status} /> },
        { header: t('adminEvents.column.photos'), cell: (event) => event.photoCount },
        { header: t('adminEvents.column.rsvps'), cell: (event) => event.rsvpCount },
      ]}
    />
  );
}
