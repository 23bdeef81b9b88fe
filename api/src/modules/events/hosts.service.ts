import { message } from '../../i18n/messages.ts';
import { requireVerifiedEmail } from '../../access/verified-email.ts';
import type { EmailService } from '../email/email.service.ts';
import { eventAudit, type AuditLog } from '../../audit/audit-log.ts';
import type { Db, PrismaQuery } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { z } from 'zod';
import { ConflictError, ForbiddenError, NotFoundError } from '../../lib/errors.ts';
import type { Event, EventInvitation, Prisma } from '../../generated/prisma/client.ts';
import type { PhotoFeed } from '../../live/photo-feed.ts';
import type { RateLimiter, RateLimitPolicy } from '../../limits/rate-limiter.ts';
import { parseInput } from '../../lib/validation.ts';
import { EmailAddress } from '../auth/auth.service.ts';
import { LIVE_EVENT, OWNER_ONLY, requireOwner, rolesOf } from '../../access/event-access.ts';
import type { Actor } from '../../access/actor.ts';
import { disableWebhooksOfDepartedHost } from '../webhooks/webhooks.service.ts';

export const INVITATION_NOT_FOUND = message('refusals.invitationNotFound');
export const HOST_NOT_FOUND = message('refusals.hostNotFound');

export interface InvitationRateLimits {
  /** Invitations one account sends, over all its events: enough for a wedding, too few to spam addresses. */
  invitationsPerAccount: RateLimitPolicy;
  /** Invitations to one event, whoever sends them. */
  invitationsPerEvent: RateLimitPolicy;
}

export const DEFAULT_INVITATION_RATE_LIMITS: InvitationRateLimits = {
  invitationsPerAccount: { limit: 30, windowMs: 60 * 60_000 },
  invitationsPerEvent: { limit: 20, windowMs: 60 * 60_000 },
};

const InvitationInput = z.object({ email: EmailAddress });

/** An invitation as the invited person sees it: which event, and who asked. */
export type ReceivedInvitation = EventInvitation & {
  event: Pick<Event, 'id' | 'title' | 'dateTime' | 'timeZone' | 'coupleNames'>;
  invitedBy: { displayName: string };
};

/** A host with the account's public fields, as listHosts answers. */
export type EventHost = Awaited<ReturnType<HostsService['listHosts']>>[number];

/** An invitation as the event's hosts see it: the address asked, and nothing about any account behind it. */
export type SentInvitation = EventInvitation;

/** Hosts in the order every view lists them: the owner first, then co-hosts by when they joined. */
export const HOST_ORDER = [
  { role: 'asc' },
  { createdAt: 'asc' },
] satisfies Prisma.EventMemberOrderByWithRelationInput[];

/**
 * An event's hosts: who co-hosts, and the invitations that make someone one. The owner names an email
 * address; the account with that address (now, or once someone signs up with it) gets no access at all
 * until it accepts on its dashboard, so registering someone else's address in advance and waiting to be
 * "added" gains nothing without the invitee acting. Invitations are stored by address and answered alike
 * whether an account uses it or not, so inviting is no way to learn who is registered (issue 28).
 * Accepting turns the invitation into a co-host membership.
 */
export class HostsService {
  constructor(
    private readonly prisma: Db,
    private readonly audit: AuditLog,
    private readonly feed: Pick<PhotoFeed, 'publish'>,
    private readonly limiter: RateLimiter,
    private readonly limits: InvitationRateLimits,
    /** Invitations are mailed to the invited address (decision 054). */
    private readonly email?: EmailService,
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
    if (!member || !actorRole) throw new NotFoundError(HOST_NOT_FOUND);
    if (member.role === 'OWNER') throw new ForbiddenError(message('refusals.ownerCannotBeRemoved'));
    if (actorRole !== 'OWNER' && member.userId !== actor.user.id) throw new ForbiddenError(OWNER_ONLY);
    await this.audit.audited(
      async (tx) => {
        await tx.eventMember.delete({ where: { id: member.id } });
        // Their event webhooks stop with their membership, in the same transaction (issue 28 item 5).
        await disableWebhooksOfDepartedHost(tx, member.eventId, member.userId);
      },
      () => eventAudit(actor, 'event.cohost.remove', member.eventId, { userId: member.userId }),
    );
    // Open moderation queues check membership on any change of their event: the removed co-host's end now,
    // on every instance, not at the next upload.
    this.feed.publish({ kind: 'EVENT_CHANGED', eventId: member.eventId });
    return member.event;
  }

  /**
   * The owner invites an email address to co-host. Every address gets the same answer, whether an account
   * uses it, is blocked, or none exists yet: only the owner's own address and the event's hosts (whom the
   * owner already sees) are refused. Every try counts against the account's and the event's hourly budget.
   */
  async invite(
    actor: Actor,
    eventId: number,
    rawEmail: unknown,
  ): Promise<{ event: Event; invitation: SentInvitation }> {
    const { event } = await requireOwner(this.prisma, actor.user.id, eventId);
    const { email } = parseInput(InvitationInput, { email: rawEmail });
    await this.spendInvitation(actor.user.id, event.id);
    if (email === actor.user.email) throw new ConflictError(message('refusals.alreadyOwner'));
    const member = await this.prisma.eventMember.findFirst({ where: { eventId: event.id, user: { email } } });
    if (member) throw new ConflictError(message('refusals.alreadyHost'));
    const mail = await this.invitationMail(actor, event, email);
    try {
      const invitation = await this.audit.audited(
        async (tx) => {
          const created = await tx.eventInvitation.create({
            data: { eventId: event.id, email, invitedById: actor.user.id },
          });
          if (mail) await this.email?.queue(tx, mail);
          return created;
        },
        () => eventAudit(actor, 'event.cohost.invite', event.id, { email }),
      );
      this.email?.wake();
      return { event, invitation };
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(message('refusals.alreadyInvited'));
      throw error;
    }
  }

  /** Invitations of an event waiting for an answer, oldest first (any host may see them). */
  forEvent(eventId: number): Promise<SentInvitation[]> {
    return this.prisma.eventInvitation.findMany({ where: { eventId }, orderBy: { createdAt: 'asc' } });
  }

  /** Invitations waiting for this account's answer (sent to its email), newest first; deleted events drop out. */
  forUser(user: { email: string }): Promise<ReceivedInvitation[]> {
    return this.prisma.eventInvitation.findMany({
      ...receivedWhere(user.email),
      include: {
        event: { select: { id: true, title: true, dateTime: true, timeZone: true, coupleNames: true } },
        invitedBy: { select: { displayName: true } },
      },
    });
  }

  /** As forUser, with the caller's selection (Pothos's `query` for GraphQL). */
  receivedBy<Q extends PrismaQuery<Prisma.EventInvitationFindManyArgs>>(user: { email: string }, query: Q) {
    return this.prisma.eventInvitation.findMany({ ...query, ...receivedWhere(user.email) });
  }

  /** The invited account accepts: it becomes a co-host. */
  async accept(actor: Actor, invitationId: number): Promise<Event> {
    const invitation = await this.received(actor, invitationId);
    // An invitation is addressed to a mailbox: an account that has not shown it reads that mailbox could
    // be someone who signed up with the invitee's address first (decision 054).
    requireVerifiedEmail(actor.user, this.email?.canDeliver ?? false);
    await this.audit.audited(
      async (tx) => {
        await tx.eventInvitation.delete({ where: { id: invitation.id } });
        await tx.eventMember.upsert({
          where: { eventId_userId: { eventId: invitation.eventId, userId: actor.user.id } },
          create: { eventId: invitation.eventId, userId: actor.user.id, role: 'CO_HOST' },
          update: {},
        });
      },
      () => eventAudit(actor, 'event.cohost.accept', invitation.eventId, { invitedById: invitation.invitedById }),
    );
    return invitation.event;
  }

  /**
   * The invitation's message to the invited address: to sign in, or to sign up with that address, either
   * way landing on the dashboard that lists it. The owner's answer is the same either way.
   */
  private async invitationMail(actor: Actor, event: Event, email: string) {
    if (!this.email) return null;
    const account = await this.prisma.user.findUnique({ where: { email }, select: { status: true, language: true } });
    return this.email.coHostInvitation({
      email,
      inviterName: actor.user.displayName,
      eventTitle: event.title,
      hasAccount: account !== null,
      // The account's language; an address without one reads what the event's guests read.
      language: account?.language ?? event.language,
    });
  }

  /** The invited account says no: the invitation goes, nothing else changes. */
  async decline(actor: Actor, invitationId: number): Promise<void> {
    const invitation = await this.received(actor, invitationId);
    await this.audit.audited(
      (tx) => tx.eventInvitation.delete({ where: { id: invitation.id } }),
      () => eventAudit(actor, 'event.cohost.decline', invitation.eventId),
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
      () => eventAudit(actor, 'event.cohost.invite.cancel', event.id, { email: invitation.email }),
    );
    return event;
  }

  /** An invitation addressed to the actor's email, on an event that still exists; anyone else's is "not found". */
  private async received(actor: Actor, invitationId: number) {
    const invitation = await this.prisma.eventInvitation.findFirst({
      where: { id: invitationId, email: actor.user.email, event: LIVE_EVENT },
      include: { event: true },
    });
    if (!invitation) throw new NotFoundError(INVITATION_NOT_FOUND);
    return invitation;
  }

  /** One invitation from the account's and the event's hourly budgets; refused with when to try again. */
  private async spendInvitation(userId: number, eventId: number): Promise<void> {
    const { invitationsPerAccount: perAccount, invitationsPerEvent: perEvent } = this.limits;
    await this.limiter.consume('invitation-account', String(userId), perAccount, (wait) =>
      message('rates.invitationsByAccount', { limit: perAccount.limit, wait }),
    );
    await this.limiter.consume('invitation-event', String(eventId), perEvent, (wait) =>
      message('rates.invitationsForEvent', { limit: perEvent.limit, wait }),
    );
  }
}

/** What was asked of an address and not answered yet, newest first; deleted events drop out. */
function receivedWhere(email: string) {
  return {
    where: { email, event: LIVE_EVENT },
    orderBy: { createdAt: 'desc' },
  } satisfies Prisma.EventInvitationFindManyArgs;
}
