import type { AuditLog } from '../../audit/audit-log.ts';
import type { Db, PrismaQuery } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../errors.ts';
import type { Event, EventInvitation, Prisma } from '../../generated/prisma/client.ts';
import type { PhotoFeed } from '../../live/photo-feed.ts';
import { LIVE_EVENT, OWNER_ONLY, requireOwner, rolesOf } from './access.ts';
import type { Actor } from './events.service.ts';
import { disableWebhooksOfDepartedHost } from '../webhooks/webhooks.service.ts';

export const INVITATION_NOT_FOUND = 'This invitation was not found.';

/** An invitation as the invited person sees it: which event, and who asked. */
export type ReceivedInvitation = EventInvitation & {
  event: Pick<Event, 'id' | 'title' | 'dateTime' | 'coupleNames'>;
  invitedBy: { displayName: string };
};

/** A host with the account's public fields, as listHosts answers. */
export type EventHost = Awaited<ReturnType<HostsService['listHosts']>>[number];

/** An invitation as the event's hosts see it: who was asked. */
export type SentInvitation = EventInvitation & { user: { id: number; displayName: string; email: string } };

/** Hosts in the order every view lists them: the owner first, then co-hosts by when they joined. */
export const HOST_ORDER = [
  { role: 'asc' },
  { createdAt: 'asc' },
] satisfies Prisma.EventMemberOrderByWithRelationInput[];

/**
 * An event's hosts: who co-hosts, and the invitations that make someone one. The owner names an account
 * by email; that account gets no access at all until it accepts on its dashboard, so registering someone
 * else's address in advance and waiting to be "added" gains nothing without the invitee acting.
 * Accepting turns the invitation into a co-host membership.
 */
export class HostsService {
  constructor(
    private readonly prisma: Db,
    private readonly audit: AuditLog,
    private readonly feed: Pick<PhotoFeed, 'publish'>,
  ) {}

  /** An event's hosts: the owner first, then co-hosts in the order they joined. */
  listHosts(eventId: number) {
    return this.prisma.eventMember.findMany({
      where: { eventId },
      orderBy: HOST_ORDER,
      include: { user: { select: { id: true, displayName: true, email: true } } },
    });
  }

  /** The owner removes a co-host; a co-host may also remove themselves (leave the event). */
  async removeCoHost(actor: Actor, memberId: number, eventId?: number): Promise<Event> {
    // `eventId`: the event a REST path names; a host of another event is "not found" there.
    const member = await this.prisma.eventMember.findFirst({
      where: { id: memberId, ...(eventId === undefined ? {} : { eventId }), event: LIVE_EVENT },
      include: { event: true },
    });
    const actorRole = member
      ? (await rolesOf(this.prisma, actor.user.id, [member.eventId])).get(member.eventId)
      : undefined;
    if (!member || !actorRole) throw new NotFoundError('This host was not found.');
    if (member.role === 'OWNER') throw new ForbiddenError('The owner cannot be removed from their event.');
    if (actorRole !== 'OWNER' && member.userId !== actor.user.id) throw new ForbiddenError(OWNER_ONLY);
    await this.audit.audited(
      async (tx) => {
        await tx.eventMember.delete({ where: { id: member.id } });
        // Their event webhooks stop with their membership, in the same transaction (issue 28 item 5).
        await disableWebhooksOfDepartedHost(tx, member.eventId, member.userId);
      },
      () => ({
        actorId: actor.user.id,
        action: 'event.cohost.remove',
        targetType: 'Event',
        targetId: member.eventId,
        metadata: { userId: member.userId },
        ip: actor.ip,
      }),
    );
    // Open moderation queues check membership on any change of their event: the removed co-host's end now,
    // on every instance, not at the next upload.
    this.feed.publish({ kind: 'EVENT_CHANGED', eventId: member.eventId });
    return member.event;
  }

  /** The owner invites an existing, active account to co-host. */
  async invite(
    actor: Actor,
    eventId: number,
    rawEmail: unknown,
  ): Promise<{ event: Event; invitation: SentInvitation }> {
    const { event } = await requireOwner(this.prisma, actor.user.id, eventId);
    const email = typeof rawEmail === 'string' ? rawEmail.trim().toLowerCase() : '';
    if (!email) throw new ValidationError('Email is required', [{ field: 'email', message: 'Email is required' }]);
    const user = await this.prisma.user.findUnique({ where: { email } });
    if (!user || user.status !== 'ACTIVE') {
      throw new NotFoundError('No active account uses this email. Ask them to sign up first.');
    }
    if (user.id === actor.user.id) throw new ConflictError('You already own this event.');
    const member = await this.prisma.eventMember.findUnique({
      where: { eventId_userId: { eventId: event.id, userId: user.id } },
    });
    if (member) throw new ConflictError('This person is already a host of this event.');
    try {
      const invitation = await this.audit.audited(
        (tx) =>
          tx.eventInvitation.create({
            data: { eventId: event.id, userId: user.id, invitedById: actor.user.id },
            include: { user: { select: { id: true, displayName: true, email: true } } },
          }),
        () => ({
          actorId: actor.user.id,
          action: 'event.cohost.invite',
          targetType: 'Event',
          targetId: event.id,
          metadata: { userId: user.id },
          ip: actor.ip,
        }),
      );
      return { event, invitation };
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError('This person has already been invited.');
      throw error;
    }
  }

  /** Invitations of an event waiting for an answer, oldest first (any host may see them). */
  forEvent(eventId: number): Promise<SentInvitation[]> {
    return this.prisma.eventInvitation.findMany({
      where: { eventId },
      orderBy: { createdAt: 'asc' },
      include: { user: { select: { id: true, displayName: true, email: true } } },
    });
  }

  /** Invitations waiting for this account's answer, newest first; deleted events drop out. */
  forUser(userId: number): Promise<ReceivedInvitation[]> {
    return this.prisma.eventInvitation.findMany({
      ...receivedWhere(userId),
      include: {
        event: { select: { id: true, title: true, dateTime: true, coupleNames: true } },
        invitedBy: { select: { displayName: true } },
      },
    });
  }

  /** As forUser, with the caller's selection (Pothos's `query` for GraphQL). */
  receivedBy<Q extends PrismaQuery<Prisma.EventInvitationFindManyArgs>>(userId: number, query: Q) {
    return this.prisma.eventInvitation.findMany({ ...query, ...receivedWhere(userId) });
  }

  /** The invited account accepts: it becomes a co-host. */
  async accept(actor: Actor, invitationId: number): Promise<Event> {
    const invitation = await this.received(actor, invitationId);
    await this.audit.audited(
      async (tx) => {
        await tx.eventInvitation.delete({ where: { id: invitation.id } });
        await tx.eventMember.upsert({
          where: { eventId_userId: { eventId: invitation.eventId, userId: actor.user.id } },
          create: { eventId: invitation.eventId, userId: actor.user.id, role: 'CO_HOST' },
          update: {},
        });
      },
      () => ({
        actorId: actor.user.id,
        action: 'event.cohost.accept',
        targetType: 'Event',
        targetId: invitation.eventId,
        metadata: { invitedById: invitation.invitedById },
        ip: actor.ip,
      }),
    );
    return invitation.event;
  }

  /** The invited account says no: the invitation goes, nothing else changes. */
  async decline(actor: Actor, invitationId: number): Promise<void> {
    const invitation = await this.received(actor, invitationId);
    await this.audit.audited(
      (tx) => tx.eventInvitation.delete({ where: { id: invitation.id } }),
      () => ({
        actorId: actor.user.id,
        action: 'event.cohost.decline',
        targetType: 'Event',
        targetId: invitation.eventId,
        ip: actor.ip,
      }),
    );
  }

  /** The owner withdraws an invitation not yet answered (`eventId`: the event a REST path names). */
  async cancel(actor: Actor, invitationId: number, eventId?: number): Promise<Event> {
    const invitation = await this.prisma.eventInvitation.findUnique({ where: { id: invitationId } });
    if (!invitation || (eventId !== undefined && invitation.eventId !== eventId)) {
      throw new NotFoundError(INVITATION_NOT_FOUND);
    }
    // Not a host of the event: the invitation does not exist for them.
    const role = (await rolesOf(this.prisma, actor.user.id, [invitation.eventId])).get(invitation.eventId);
    if (!role) throw new NotFoundError(INVITATION_NOT_FOUND);
    const { event } = await requireOwner(this.prisma, actor.user.id, invitation.eventId);
    await this.audit.audited(
      (tx) => tx.eventInvitation.delete({ where: { id: invitation.id } }),
      () => ({
        actorId: actor.user.id,
        action: 'event.cohost.invite.cancel',
        targetType: 'Event',
        targetId: event.id,
        metadata: { userId: invitation.userId },
        ip: actor.ip,
      }),
    );
    return event;
  }

  /** An invitation addressed to the actor, on an event that still exists; anyone else's is "not found". */
  private async received(actor: Actor, invitationId: number) {
    const invitation = await this.prisma.eventInvitation.findFirst({
      where: { id: invitationId, userId: actor.user.id, event: LIVE_EVENT },
      include: { event: true },
    });
    if (!invitation) throw new NotFoundError(INVITATION_NOT_FOUND);
    return invitation;
  }
}

/** What an account was asked and has not answered, newest first; deleted events drop out. */
function receivedWhere(userId: number) {
  return {
    where: { userId, event: LIVE_EVENT },
    orderBy: { createdAt: 'desc' },
  } satisfies Prisma.EventInvitationFindManyArgs;
}
