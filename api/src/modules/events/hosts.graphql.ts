import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.ts';
import { defineMutation } from '../../graphql/mutation.ts';
import { rowIdFrom } from '../../graphql/ids.ts';
import { LIVE_EVENT, memberEventWhere } from './access.ts';
import { actorOf, EventRef, eventId, isMember } from './events.graphql.ts';
import { HOST_ORDER } from './hosts.service.ts';
import { EventRole } from '../../generated/prisma/enums.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';

/** One host of an event; visible to the event's members only. */
export const EventHostRef = builder.prismaNode('EventMember', {
  name: 'EventHost',
  description: "One host of an event (its owner or a co-host); visible to the event's hosts only.",
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, context) => ({
    id: rowIdFrom(id),
    event: memberEventWhere(context.viewer?.id),
  }),
  runScopesOnType: true,
  authScopes: (member, context) => isMember(member.eventId, context),
  fields: (t) => ({
    role: t.expose('role', { type: EventRole, description: 'Owner or co-host.' }),
    displayName: t.string({
      description: "The host's display name.",
      select: { user: { select: { displayName: true } } },
      resolve: (m) => m.user.displayName,
    }),
    email: t.string({
      description: "The host's account email.",
      select: { user: { select: { email: true } } },
      resolve: (m) => m.user.email,
    }),
    isViewer: t.boolean({
      description: 'This host is you.',
      resolve: (member, _args, context) => member.userId === context.viewer?.id,
    }),
    addedAt: t.expose('createdAt', {
      type: 'DateTime',
      description: 'When they became a host.',
    }),
  }),
});

/**
 * A co-host invitation. Visible to the invited account (to answer it) and to the event's hosts (to see
 * who has not answered yet); `node(id:)` answers null for anyone else.
 */
const InvitationRef = builder.prismaNode('EventInvitation', {
  name: 'CoHostInvitation',
  description: "An invitation to co-host an event, for the invited account and the event's hosts only.",
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, context) => ({
    id: rowIdFrom(id),
    event: LIVE_EVENT,
    OR: [{ userId: context.viewer?.id ?? -1 }, { event: memberEventWhere(context.viewer?.id) }],
  }),
  fields: (t) => ({
    invitedAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was sent.' }),
    displayName: t.string({
      description: 'The invited person.',
      select: { user: { select: { displayName: true } } },
      resolve: (invitation) => invitation.user.displayName,
    }),
    email: t.string({
      description: 'The address the owner typed.',
      select: { user: { select: { email: true } } },
      resolve: (invitation) => invitation.user.email,
    }),
    invitedBy: t.string({
      description: 'Who sent it.',
      select: { invitedBy: { select: { displayName: true } } },
      resolve: (invitation) => invitation.invitedBy.displayName,
    }),
    eventTitle: t.string({
      description: "The event's title.",
      select: { event: { select: { title: true } } },
      resolve: (i) => i.event.title,
    }),
    eventCoupleNames: t.string({
      nullable: true,
      description: "The event's couple names; null if not given.",
      select: { event: { select: { coupleNames: true } } },
      resolve: (invitation) => invitation.event.coupleNames,
    }),
    eventDateTime: t.field({
      type: 'DateTime',
      description: 'When the event takes place.',
      select: { event: { select: { dateTime: true } } },
      resolve: (invitation) => invitation.event.dateTime,
    }),
  }),
});

builder.prismaObjectField(EventRef, 'hosts', (t) =>
  t.relation('members', {
    description: 'The owner first, then co-hosts in the order they were added.',
    query: { orderBy: HOST_ORDER },
  }),
);

builder.prismaObjectField(EventRef, 'pendingInvitations', (t) =>
  t.relation('invitations', {
    description: 'People invited to co-host who have not answered yet, oldest first.',
    query: { orderBy: { createdAt: 'asc' } },
  }),
);

builder.queryField('myCoHostInvitations', (t) =>
  t.prismaField({
    type: [InvitationRef],
    description: 'Invitations to co-host waiting for your answer, newest first.',
    authScopes: { loggedIn: true },
    resolve: (query, _root, _args, context) => context.services.hosts.receivedBy(actorOf(context).user.id, query),
  }),
);

defineMutation(
  'acceptCoHostInvitation',
  { errors: [NotFoundError], dataField: 'event', dataDescription: 'The event you now co-host.' },
  (t, common) =>
    t.field({
      ...common,
      type: EventRef,
      description: 'Become a co-host of the event you were invited to.',
      args: {
        invitationId: t.arg.globalID({ required: true, for: InvitationRef, description: 'An invitation sent to you.' }),
      },
      resolve: (_root, { invitationId }, context) =>
        context.services.hosts.accept(actorOf(context), rowIdFrom(invitationId.id)),
    }),
);

const DeclinedInvitationRef = builder
  .objectRef<{ declinedInvitationId: string }>('DeclineCoHostInvitationSuccess')
  .implement({
    description: 'What `declineCoHostInvitation` answers when it worked.',
    fields: (t) => ({
      declinedInvitationId: t.exposeID('declinedInvitationId', { description: 'The id of the invitation, now gone.' }),
    }),
  });

defineMutation('declineCoHostInvitation', { errors: [NotFoundError] }, (t, common) =>
  t.field({
    ...common,
    type: DeclinedInvitationRef,
    description: 'Say no to an invitation: nothing else changes.',
    args: {
      invitationId: t.arg.globalID({ required: true, for: InvitationRef, description: 'An invitation sent to you.' }),
    },
    resolve: async (_root, { invitationId }, context) => {
      await context.services.hosts.decline(actorOf(context), rowIdFrom(invitationId.id));
      return { declinedInvitationId: encodeGlobalID(invitationId.typename, invitationId.id) };
    },
  }),
);

defineMutation(
  'cancelCoHostInvitation',
  {
    errors: [NotFoundError, ForbiddenError],
    dataField: 'event',
    dataDescription: 'The event, without that invitation.',
  },
  (t, common) =>
    t.field({
      ...common,
      type: EventRef,
      description: 'The owner withdraws an invitation not answered yet.',
      args: {
        invitationId: t.arg.globalID({
          required: true,
          for: InvitationRef,
          description: 'An invitation to one of your events (Event.pendingInvitations).',
        }),
      },
      resolve: (_root, { invitationId }, context) =>
        context.services.hosts.cancel(actorOf(context), rowIdFrom(invitationId.id)),
    }),
);

defineMutation(
  'addCoHost',
  {
    errors: [ValidationError, NotFoundError, ForbiddenError, ConflictError],
    dataField: 'event',
    dataDescription: 'The event, the new invitation in its pendingInvitations.',
  },
  (t, common) =>
    t.field({
      ...common,
      type: EventRef,
      description:
        'The owner invites an existing account to co-host, by email. It gets no access until it accepts ' +
        '(acceptCoHostInvitation); until then it is listed in pendingInvitations.',
      args: {
        eventId: t.arg.globalID({
          required: true,
          for: EventRef,
          description: 'The event (Event.id); you must own it.',
        }),
        email: t.arg.string({ required: true, description: 'The email of an active account.' }),
      },
      resolve: async (_root, args, context) =>
        (await context.services.hosts.invite(actorOf(context), eventId(args.eventId), args.email)).event,
    }),
);

defineMutation(
  'removeCoHost',
  { errors: [NotFoundError, ForbiddenError], dataField: 'event', dataDescription: 'The event without that co-host.' },
  (t, common) =>
    t.field({
      ...common,
      type: EventRef,
      description: 'The owner removes a co-host; a co-host may remove themselves.',
      args: {
        hostId: t.arg.globalID({
          required: true,
          for: EventHostRef,
          description: 'The co-host (EventHost.id); never the owner.',
        }),
      },
      resolve: (_root, { hostId }, context) =>
        context.services.hosts.removeCoHost(actorOf(context), rowIdFrom(hostId.id)),
    }),
);
