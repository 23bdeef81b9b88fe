import { encodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.ts';
import { defineMutation } from '../../graphql/mutation.ts';
import { rowIdFrom } from '../../graphql/ids.ts';
import { ForbiddenError, NotFoundError } from '../../errors.ts';
import { LIVE_EVENT, memberEventWhere } from './access.ts';
import { actorOf, EventRef } from './events.graphql.ts';

/**
 * A co-host invitation. Visible to the invited account (to answer it) and to the event's hosts (to see
 * who has not answered yet); `node(id:)` answers null for anyone else.
 */
const InvitationRef = builder.prismaNode('EventInvitation', {
  name: 'CoHostInvitation',
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, context) => ({
    id: rowIdFrom(id),
    event: LIVE_EVENT,
    OR: [{ userId: context.viewer?.id ?? -1 }, { event: memberEventWhere(context.viewer?.id) }],
  }),
  fields: (t) => ({
    invitedAt: t.expose('createdAt', { type: 'DateTime' }),
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
    eventTitle: t.string({ select: { event: { select: { title: true } } }, resolve: (i) => i.event.title }),
    eventCoupleNames: t.string({
      nullable: true,
      select: { event: { select: { coupleNames: true } } },
      resolve: (invitation) => invitation.event.coupleNames,
    }),
    eventDateTime: t.field({
      type: 'DateTime',
      select: { event: { select: { dateTime: true } } },
      resolve: (invitation) => invitation.event.dateTime,
    }),
  }),
});

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
    resolve: (query, _root, _args, context) => context.services.invitations.receivedBy(actorOf(context).user.id, query),
  }),
);

defineMutation('acceptCoHostInvitation', { errors: [NotFoundError], dataField: 'event' }, (t, common) =>
  t.field({
    ...common,
    type: EventRef,
    description: 'Become a co-host of the event you were invited to.',
    args: { invitationId: t.arg.globalID({ required: true, for: InvitationRef }) },
    resolve: (_root, { invitationId }, context) =>
      context.services.invitations.accept(actorOf(context), rowIdFrom(invitationId.id)),
  }),
);

const DeclinedInvitationRef = builder
  .objectRef<{ declinedInvitationId: string }>('DeclineCoHostInvitationSuccess')
  .implement({ fields: (t) => ({ declinedInvitationId: t.exposeID('declinedInvitationId') }) });

defineMutation('declineCoHostInvitation', { errors: [NotFoundError] }, (t, common) =>
  t.field({
    ...common,
    type: DeclinedInvitationRef,
    description: 'Say no to an invitation: nothing else changes.',
    args: { invitationId: t.arg.globalID({ required: true, for: InvitationRef }) },
    resolve: async (_root, { invitationId }, context) => {
      await context.services.invitations.decline(actorOf(context), rowIdFrom(invitationId.id));
      return { declinedInvitationId: encodeGlobalID(invitationId.typename, invitationId.id) };
    },
  }),
);

defineMutation('cancelCoHostInvitation', { errors: [NotFoundError, ForbiddenError], dataField: 'event' }, (t, common) =>
  t.field({
    ...common,
    type: EventRef,
    description: 'The owner withdraws an invitation not answered yet.',
    args: { invitationId: t.arg.globalID({ required: true, for: InvitationRef }) },
    resolve: (_root, { invitationId }, context) =>
      context.services.invitations.cancel(actorOf(context), rowIdFrom(invitationId.id)),
  }),
);
