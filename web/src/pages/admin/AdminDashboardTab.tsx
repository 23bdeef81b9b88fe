import { graphql, useFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import type { AdminDashboardTabQuery } from '../../__generated__/AdminDashboardTabQuery.graphql';
import type { AdminDashboardTab_admin$key } from '../../__generated__/AdminDashboardTab_admin.graphql';
import { adminView, usePanelQuery } from './adminQueries';
import { Badge } from './Badge';
import { formatDay } from '../../format';
import { StatList, type Stat } from '../../components/StatCard';
import { Panel } from '../../components/Section';

const fragment = graphql`
  fragment AdminDashboardTab_admin on Admin {
    dashboard {
      stats {
        userCount
        activeUserCount
        eventCount
        activeEventCount
        uploadCount
        pendingUploadCount
        rsvpCount
        newMessageCount
      }
      recentUsers {
        id
        displayName
        email
        status
        createdAt
      }
      recentEvents {
        id
        title
        slug
        status
        createdAt
        owner {
          displayName
        }
      }
    }
  }
`;

/** The Dashboard tab's query, started by the panel's route loader. */
export const dashboardView = adminView<AdminDashboardTabQuery>({
  query: graphql`
    query AdminDashboardTabQuery {
      admin {
        ...AdminDashboardTab_admin
      }
    }
  `,
  variables: () => ({}),
});

export function AdminDashboardTab() {
  const admin = useFragment<AdminDashboardTab_admin$key>(fragment, usePanelQuery(dashboardView).admin);
  const { stats, recentUsers, recentEvents } = admin.dashboard;
  const cards: Stat[] = [
    { label: 'Users', value: stats.userCount, detail: `${stats.activeUserCount} active`, to: '?tab=users' },
    { label: 'Events', value: stats.eventCount, detail: `${stats.activeEventCount} active`, to: '?tab=events' },
    {
      label: 'Photos',
      value: stats.uploadCount,
      detail: `${stats.pendingUploadCount} awaiting review`,
      to: '?tab=uploads',
    },
    { label: 'RSVPs', value: stats.rsvpCount, detail: 'answers from guests', to: '?tab=events' },
    { label: 'New messages', value: stats.newMessageCount, detail: 'in the inbox', to: '?tab=inbox' },
  ];
  return (
    <div className="space-y-8">
      <StatList stats={cards} className="grid-cols-2 lg:grid-cols-5" label="Totals" />
      <div className="grid gap-6 lg:grid-cols-2">
        <Panel id="recent-users" title="Recent users">
          <ul className="mt-3 divide-y divide-stone-100">
            {recentUsers.map((user) => (
              <li key={user.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span className="min-w-0">
                  <span className="block font-medium text-stone-900">{user.displayName}</span>
                  <span className="block break-all text-stone-600">{user.email}</span>
                </span>
                <span className="flex items-center gap-2 text-stone-500">
                  <Badge value={user.status} /> {formatDay(user.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        </Panel>
        <Panel id="recent-events" title="Recent events">
          <ul className="mt-3 divide-y divide-stone-100">
            {recentEvents.map((event) => (
              <li key={event.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                <span className="min-w-0">
                  <Link
                    to={`?tab=events&event=${encodeURIComponent(event.id)}`}
                    className="text-link block font-medium"
                  >
                    {event.title}
                  </Link>
                  <span className="block text-stone-600">by {event.owner.displayName}</span>
                </span>
                <span className="flex items-center gap-2 text-stone-500">
                  <Badge value={event.status} /> {formatDay(event.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        </Panel>
      </div>
    </div>
  );
}
