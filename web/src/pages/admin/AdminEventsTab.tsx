import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { Link, useSearchParams } from 'react-router';
import type { AdminEventsTabQuery } from '../../__generated__/AdminEventsTabQuery.graphql';
import { ADMIN_PAGE_SIZE } from './adminTabs';
import { Badge } from './Badge';
import { DataList } from './DataList';
import { AdminEventDetail } from './AdminEventDetail';
import { FilterBar, SelectFilter } from './FilterBar';
import { formatDay } from '../../format';
import { Pagination } from './Pagination';
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
  return selected ? <AdminEventDetail id={selected} /> : <EventList />;
}

function EventList() {
  const { values, page, update } = useListParams(['search', 'status'] as const);
  const status = STATUSES.find((value) => value === values.status) ?? null;
  const { admin } = useLazyLoadQuery<AdminEventsTabQuery>(
    query,
    { search: values.search || null, status, first: ADMIN_PAGE_SIZE, page },
    { fetchPolicy: 'store-and-network' },
  );
  const events = admin.events;
  return (
    <section aria-labelledby="events-heading">
      <h2 id="events-heading" className="sr-only">
        Events
      </h2>
      <FilterBar
        search={{
          label: 'Search events',
          value: values.search,
          placeholder: 'Title, link, venue or owner',
          onSearch: (search) => update({ search }),
        }}
      >
        <SelectFilter
          label="Status"
          value={values.status}
          options={STATUSES}
          onChange={(value) => update({ status: value })}
        />
      </FilterBar>
      <DataList
        caption="Events"
        rows={events.edges.map((edge) => edge.node)}
        rowKey={(event) => event.id}
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
      <Pagination
        pageNumber={events.pageNumber}
        pageCount={events.pageCount}
        totalCount={events.totalCount}
        noun="event"
        onPage={(next) => update({ page: next, search: values.search, status: values.status })}
      />
    </section>
  );
}
