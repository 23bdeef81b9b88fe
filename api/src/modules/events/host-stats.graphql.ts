import { LocalizedGraphQLError } from '../../graphql/localized-errors.ts';
import { message } from '../../i18n/messages.ts';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { UserRef } from '../auth/auth.graphql.ts';
import { UPCOMING_EVENTS_MAX, type HostStats } from './events.service.ts';
import { ERROR_CODE } from '../../graphql/error-codes.ts';

// The dashboard's Analytics tab (SPEC §2), counted on the server over every event the viewer hosts.

const HostStatsRef = builder.objectRef<HostStats & { userId: number }>('HostStats').implement({
  description:
    "Totals over every event you host (owner or co-host; deleted ones left out): the dashboard's Analytics tab.",
  fields: (t) => ({
    totalEvents: t.exposeInt('totalEvents', { description: 'Events you host, active or not.' }),
    activeEvents: t.exposeInt('activeEvents', { description: 'Of those, the ones open to guests (ACTIVE).' }),
    totalPhotos: t.exposeInt('totalPhotos', {
      description: "Guests' photos of your active events, whatever their review status.",
    }),
    totalRsvps: t.exposeInt('totalRsvps', { description: 'RSVP answers to your active events.' }),
    upcomingEvents: t.prismaField({
      type: ['Event'],
      description: `Your active events from \`from\` on, soonest first (at most ${UPCOMING_EVENTS_MAX}).`,
      args: {
        from: t.arg({
          type: 'DateTime',
          required: true,
          description: "Where 'upcoming' starts: the start of today where the viewer is, so today's events count.",
        }),
        first: t.arg.int({
          defaultValue: 3,
          description: `How many (default 3, 1 to ${UPCOMING_EVENTS_MAX}).`,
        }),
      },
      resolve: (query, stats, { from, first }, context) => {
        const take = first ?? 3;
        if (take < 1 || take > UPCOMING_EVENTS_MAX) {
          throw new LocalizedGraphQLError(message('inputs.upcomingRange', { max: UPCOMING_EVENTS_MAX }), {
            code: ERROR_CODE.BAD_USER_INPUT,
          });
        }
        return context.services.events.upcomingForMember(stats.userId, from, take, query);
      },
    }),
  }),
});

/** The totals of this user's events, as the HostStats type resolves them. */
async function statsOf(userId: number, context: GraphQLContext) {
  return { userId, ...(await context.services.events.hostStats(userId)) };
}

/** What the deprecated User.hostStats answers for someone else's account: nobody's events. */
const NOBODYS_STATS = { userId: -1, totalEvents: 0, activeEvents: 0, totalPhotos: 0, totalRsvps: 0 };

// Owner-only figures hang off the viewer, not the shared User type that admins load for any account.
builder.queryField('myHostStats', (t) =>
  t.field({
    type: HostStatsRef,
    description: 'Totals over every event you host (the Analytics tab).',
    authScopes: { loggedIn: true },
    resolve: (_root, _args, context) => statsOf(context.viewer?.id ?? -1, context),
  }),
);

builder.objectField(UserRef, 'hostStats', (t) =>
  t.field({
    type: HostStatsRef,
    description:
      'Totals over every event the account hosts when it is yours; zeros and no upcoming events for any other account (admins see accounts, never their totals here).',
    deprecationReason: 'Use Query.myHostStats. Zeros for any account but your own.',
    // Never an error: an admin selecting every field of another account gets zeros, not a null answer.
    resolve: (user, _args, context) => (context.viewer?.id === user.id ? statsOf(user.id, context) : NOBODYS_STATS),
  }),
);
