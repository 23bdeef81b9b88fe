import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { UserRef } from '../auth/auth.graphql.ts';
import { AdminEventRef } from './admin-events.graphql.ts';

interface DashboardStats {
  users: { total: number; active: number };
  events: { total: number; active: number };
  uploads: { total: number; pending: number };
  rsvps: { total: number };
  contactMessages: { new: number };
}

const DashboardStatsRef = builder.objectRef<DashboardStats>('AdminDashboardStats').implement({
  description: "The admin dashboard's totals; deleted events, and their photos and RSVPs, are not counted.",
  fields: (t) => ({
    userCount: t.int({ description: 'Accounts not deleted.', resolve: (s) => s.users.total }),
    activeUserCount: t.int({ description: 'Accounts with status ACTIVE.', resolve: (s) => s.users.active }),
    eventCount: t.int({ description: 'Events not deleted.', resolve: (s) => s.events.total }),
    activeEventCount: t.int({ description: 'Events with status ACTIVE.', resolve: (s) => s.events.active }),
    uploadCount: t.int({ description: 'Photos of any status.', resolve: (s) => s.uploads.total }),
    pendingUploadCount: t.int({ description: 'Photos waiting for review.', resolve: (s) => s.uploads.pending }),
    rsvpCount: t.int({ description: 'RSVP answers.', resolve: (s) => s.rsvps.total }),
    newMessageCount: t.int({ description: 'Inbox messages nobody has opened.', resolve: (s) => s.contactMessages.new }),
  }),
});

type Dashboard = Awaited<ReturnType<GraphQLContext['services']['admin']['dashboard']>>;

/** The admin panel's first tab. */
export const DashboardRef = builder.objectRef<Dashboard>('AdminDashboard').implement({
  description: "The admin panel's first tab: totals, and the newest accounts and events.",
  fields: (t) => ({
    stats: t.field({ type: DashboardStatsRef, description: 'The totals.', resolve: (d) => d.stats }),
    recentUsers: t.field({
      type: [UserRef],
      description: 'The 5 newest accounts, any status.',
      resolve: (d) => d.recentUsers,
    }),
    recentEvents: t.field({
      type: [AdminEventRef],
      description: 'The 5 newest events (not deleted).',
      resolve: (d) => d.recentEvents,
    }),
  }),
});
