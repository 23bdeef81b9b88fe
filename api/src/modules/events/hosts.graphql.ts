import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.ts';
import { privateNodeId } from '../../graphql/private-node.ts';
import { defineMutation } from '../../graphql/mutation.ts';
import { rowIdFrom } from '../../graphql/ids.ts';
import { LIVE_EVENT, memberEventWhere } from '../../access/event-access.ts';
import { actorOf, EventRef, eventId, isMember } from './events.graphql.ts';
import { HOST_ORDER } from './hosts.service.ts';
import { EventRole } from '../../generated/prisma/enums.ts';
import { ConflictError, ForbiddenError, NotFoundError, RateLimitError, ValidationError } from '../../lib/errors.ts';

/** One host of an event; visible to the event's members only. */
export const EventHostRef = builder.prismaNode('EventMember', {
  name: 'EventHost',
  description: "One host of an event (its owner or a co-host); visible to the event's hosts only.",
  ...privateNodeId,
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
 * A co-host invitation, addressed to an email. Visible to the account with that email (to answer it) and
 * to the event's hosts (to see who has not answered yet); `node(id:)` answers null for anyone else. Until it
 * is accepted it names the address only, nothing of any account that uses it (issue 28).
 */
const InvitationRef = builder.prismaNode('EventInvitation', {
  name: 'CoHostInvitation',
  description:
    "An invitation to co-host an event, for the account with the invited email and the event's hosts only. " +
    'It shows the address, never whether an account uses it or whose it is, until it is accepted.',
  ...privateNodeId,
  findUnique: (id, context) => ({
    id: rowIdFrom(id),
    event: LIVE_EVENT,
    OR: [...(context.viewer ? [{ email: context.viewer.email }] : []), { event: memberEventWhere(context.viewer?.id) }],
  }),
  fields: (t) => ({
    invitedAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was sent.' }),
    displayName: t.exposeString('email', {
      description:
        'The invited email address, as `email`. No account detail (such as a name) is shown before the ' +
        'invitation is accepted; once it is, the person is listed in Event.hosts with their name.',
      deprecationReason: 'Invitations name no account until accepted: this is the invited address. Use `email`.',
    }),
    email: t.exposeString('email', {
      description:
        'The invited address, as the owner typed it (trimmed, lower case). It may or may not belong to an ' +
        'account yet: the invitation waits for one with this address.',
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
    eventTimeZone: t.string({
      description: "The event's IANA time zone: show eventDateTime on that clock.",
      select: { event: { select: { timeZone: true } } },
      resolve: (invitation) => invitation.event.timeZone,
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
    description:
      'Addresses invited to co-host that have not answered yet, oldest first: each by its email only, with ' +
      'nothing about any account that uses it.',
    query: { orderBy: { createdAt: 'asc' } },
  }),
);

builder.queryField('myCoHostInvitations', (t) =>
  t.prismaField({
    type: [InvitationRef],
    description: 'Invitations to co-host waiting for your answer, newest first.',
    authScopes: { loggedIn: true },
    resolve: (query, _root, _args, context) => context.services.hosts.receivedBy(actorOf(context).user, query),
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
    errors: [ValidationError, NotFoundError, ForbiddenError, ConflictError, RateLimitError],
    dataField: 'event',
    dataDescription: 'The event, the new invitation in its pendingInvitations.',
  },
  (t, common) =>
    t.field({
      ...common,
      type: EventRef,
      description:
        'The owner invites someone to co-host, by email. The answer is the same whether or not an account ' +
        'uses the address: the invitation waits for the account with it (now, or once someone signs up with ' +
        'it), which gets no access until it accepts (acceptCoHostInvitation); until then it is listed in ' +
        'pendingInvitations by its address. Refused (ConflictError) only for your own address, an address ' +
        'already invited and a current host. Rate limited per account and per event (RateLimitError).',
      args: {
        eventId: t.arg.globalID({
          required: true,
          for: EventRef,
          description: 'The event (Event.id); you must own it.',
        }),
        email: t.arg.string({
          required: true,
          description: 'The address to invite; it need not belong to an account yet.',
        }),
      },
      resolve: async (_root, args, context) =>
        (await context.services.hosts.invite(actorOf(context), eventId(args.eventId), args.email)).event,
    }),
);

defineMutation(
  'removeCoHost',
  {
    errors: [NotFoundError, ForbiddenError],
    dataField: 'event',
    dataDescription:
      'The event without that co-host. A co-host who leaves can no longer read it: asking for it then fails with FORBIDDEN after the leave has happened, so a co-host leaving selects `eventId` instead.',
  },
  (t, common) =>
    t.field({
      ...common,
      // What anyone who was allowed to remove can read afterwards, the co-host who left included (the
      // event is no longer theirs to read, so `event` fails for them: it is kept for owners).
      errors: {
        ...common.errors,
        result: {
          ...common.errors.result,
          fields: (result) => ({
            eventId: result.id({
              description: 'The event (Event.id) the co-host left; readable by a co-host who removed themselves.',
              resolve: (event) => encodeGlobalID('Event', event.id),
            }),
          }),
        },
      },
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
