import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link, useSearchParams } from 'react-router';
import type { AdminEventsTabQuery } from '../../__generated__/AdminEventsTabQuery.graphql';
import { ADMIN_PAGE_SIZE, EVENT_DETAILS_LOAD_ERROR } from './adminTabs';
import { Badge } from './Badge';
import { DataList } from './DataList';
import { AdminEventDetail } from './AdminEventDetail';
import { formatDay } from '../../format';
import { AdminListSection } from './AdminListSection';
import { LoadErrorBoundary } from './LoadErrorBoundary';
import { useListParams } from './useListParams';

const query = graphql`
  query AdminEventsTabQuery($search: String, $status: EventStatus, $first: Int!, $page: Int!) {
    admin {
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
  }
`;

const STATUSES = ['ACTIVE', 'INACTIVE'] as const;

export function AdminEventsTab() {
  const [params] = useSearchParams();
  const selected = params.get('event');
  if (!selected) return <EventList />;
  // Its own boundary: the tab's message ('Failed to load events') would name the wrong thing.
  return (
    <LoadErrorBoundary key={selected} message={EVENT_DETAILS_LOAD_ERROR}>
      <AdminEventDetail id={selected} />
    </LoadErrorBoundary>
  );
}

function EventList() {
  const list = useListParams(['search', 'status'] as const);
  const { values, page } = list;
  const status = STATUSES.find((value) => value === values.status) ?? null;
  const { admin } = useLazyLoadQuery<AdminEventsTabQuery>(
    query,
    { search: values.search || null, status, first: ADMIN_PAGE_SIZE, page },
    { fetchPolicy: 'store-and-network' },
  );
  const events = admin.events;
  return (
    <AdminListSection
      title="Events"
      page={events}
      noun="event"
      list={list}
      search={{ key: 'search', label: 'Search events', placeholder: 'Title, link, venue or owner' }}
      filters={[{ key: 'status', label: 'Status', options: STATUSES }]}
    >
      <DataList
        caption="Events"
        of={events}
        empty="No events match these filters."
        columns={[
          {
            header: 'Event',
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
            header: 'Owner',
            cell: (event) => (
              <>
                <span className="block">{event.owner.displayName}</span>
                <span className="block break-all text-stone-600">{event.owner.email}</span>
              </>
            ),
          },
          { header: 'Date', cell: (event) => formatDay(event.dateTime) },
          { header: 'Status', cell: (event) => <Badge value={event.status} /> },
          { header: 'Photos', cell: (event) => event.photoCount },
          { header: 'RSVPs', cell: (event) => event.rsvpCount },
        ]}
      />
    </AdminListSection>
  );
}
