import { graphql, useFragment } from 'react-relay/hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { AdminDashboardTabQuery } from '../../__generated__/AdminDashboardTabQuery.graphql';
import type { AdminDashboardTab_admin$key } from '../../__generated__/AdminDashboardTab_admin.graphql';
import { adminView, usePanelQuery } from './adminQueries';
import { Badge } from './Badge';
import { formatDay } from '../../format';
import { StatList, type Stat } from '../../components/StatCard';
import { Panel } from '../../components/Section';
import { useT } from '../../i18n/useT';

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
  const t = useT();
  const admin = useFragment<AdminDashboardTab_admin$key>(fragment, usePanelQuery(dashboardView).admin);
  const { stats, recentUsers, recentEvents } = admin.dashboard;
  const cards: Stat[] = [
    {
      label: t('adminDashboard.stat.users'),
      value: stats.userCount,
      detail: t('adminDashboard.activeCount', { count: stats.activeUserCount }),
      to: '?tab=users',
    },
    {
      label: t('adminDashboard.stat.events'),
      value: stats.eventCount,
      detail: t('adminDashboard.activeCount', { count: stats.activeEventCount }),
      to: '?tab=events',
    },
    {
      label: t('adminDashboard.stat.photos'),
      value: stats.uploadCount,
      detail: t('adminDashboard.awaitingReview', { count: stats.pendingUploadCount }),
      to: '?tab=uploads',
    },
    {
      label: t('adminDashboard.stat.rsvps'),
      value: stats.rsvpCount,
      detail: t('adminDashboard.rsvpDetail'),
      to: '?tab=events',
    },
    {
      label: t('adminDashboard.stat.messages'),
      value: stats.newMessageCount,
      detail: t('adminDashboard.messagesDetail'),
      to: '?tab=inbox',
    },
  ];
  return (
    <div className="space-y-8">
      <StatList stats={cards} className="grid-cols-2 lg:grid-cols-5" label={t('adminDashboard.totals')} />
      <div className="grid gap-6 lg:grid-cols-2">
        <RecentList
          id="recent-users"
          title={t('adminDashboard.recentUsers')}
          rows={recentUsers.map((user) => ({
            ...user,
            name: <span className="block font-medium text-stone-900">{user.displayName}</span>,
            detail: <span className="block break-all">{user.email}</span>,
          }))}
        />
        <RecentList
          id="recent-events"
          title={t('adminDashboard.recentEvents')}
          rows={recentEvents.map((event) => ({
            ...event,
            name: (
              <Link to={`?tab=events&event=${encodeURIComponent(event.id)}`} className="text-link block font-medium">
                {event.title}
              </Link>
            ),
            detail: <span className="block">{t('adminDashboard.byOwner', { name: event.owner.displayName })}</span>,
          }))}
        />
      </div>
    </div>
  );
}

type RecentRow = { id: string; name: ReactNode; detail: ReactNode; status: string; createdAt: string };

/** The newest users or events: who or what, a line under it, then its status and the day it came. */
function RecentList({ id, title, rows }: { id: string; title: string; rows: readonly RecentRow[] }) {
  return (
    <Panel id={id} title={title}>
      <ul className="mt-3 divide-y divide-stone-100">
        {rows.map((row) => (
          <li key={row.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
            <span className="min-w-0 text-stone-600">
              {row.name}
              {row.detail}
            </span>
            <span className="flex items-center gap-2 text-stone-500">
              <Badge value={row.status} /> {formatDay(row.createdAt)}
            </span>
          </li>
        ))}
      </ul>
    </Panel>
  );
}
