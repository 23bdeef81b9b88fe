import { GraphQLError } from 'graphql';
import { builder } from '../../graphql/builder.ts';
import { UserRef } from '../auth/auth.graphql.ts';
import { UPCOMING_EVENTS_MAX, type HostStats } from './events.service.ts';

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
          throw new GraphQLError(`Ask for 1 to ${UPCOMING_EVENTS_MAX} upcoming events.`, {
            extensions: { code: 'BAD_USER_INPUT' },
          });
        }
        return context.services.events.upcomingForMember(stats.userId, from, take, query);
      },
    }),
  }),
});

builder.objectField(UserRef, 'hostStats', (t) =>
  t.field({
    type: HostStatsRef,
    description: 'Totals over every event you host (the Analytics tab). Only for yourself.',
    authScopes: (user, _args, context) => context.viewer?.id === user.id,
    resolve: async (user, _args, context) => ({
      userId: user.id,
      ...(await context.services.events.hostStats(user.id)),
    }),
  }),
);
