import { message } from '../../i18n/messages.ts';
import { z } from 'zod';
import type { Db, Transaction } from '../../db/client.ts';
import type { User } from '../../generated/prisma/client.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { CredentialCache } from '../../access/credential-cache.ts';
import type { PhotoFeed } from '../../live/photo-feed.ts';
import { ForbiddenError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validation.ts';
import type { RateLimiter } from '../../limits/rate-limiter.ts';
import { revokeAllApiTokensOf } from '../api-tokens/api-tokens.service.ts';
import type { EmailService } from '../email/email.service.ts';
import type { EventsService } from '../events/events.service.ts';
import type { DataExportsService } from '../account-data/data-exports.service.ts';
import { ChangeEmailInput } from './email-verification.service.ts';
import { confirmCurrentPassword, type AccountSettingsRateLimits } from './account-settings.service.ts';

/** How long a deletion waits after it was asked for: time to change one's mind (issue 32 item 6). */
export const ACCOUNT_DELETION_GRACE_MS = 14 * 24 * 60 * 60_000;

/**
 * How long one instance holds a due deletion it claimed. A purge that died half way (a crash) is taken up
 * again after this by any instance: every step of it may run twice.
 */
export const PURGE_CLAIM_MS = 60 * 60_000;

/** Accounts one tick purges at most: each may own many events, whose files go one prefix at a time. */
const PURGES_PER_TICK = 10;

export const LAST_ADMIN_CANNOT_DELETE = message('inputs.lastAdmin');

/** What the anonymised account is called from then on. */
export const DELETED_ACCOUNT_NAME = 'Deleted account';

/** The address a deleted account keeps: unique, lower case (the CHECK), and never deliverable (.invalid). */
export function deletedAccountEmail(userId: number): string {
  return `deleted-${userId}@deleted.invalid`;
}

/** No argon2 hash: verifying any password against it fails, so the account never signs in again. */
const UNUSABLE_PASSWORD_HASH = '!deleted';

export const RequestAccountDeletionInput = z.object({ password: ChangeEmailInput.shape.currentPassword });

/**
 * Deleting one's own account (issue 32 item 6). Asked for with the password, it is planned for
 * ACCOUNT_DELETION_GRACE_MS later: until then the account signs in, its events stay online, and it may
 * cancel. When the date passed, the purge tick deletes every event it owns as the owner's delete does
 * (rows, files, live pages told), ends its co-hosting, invitations, API tokens, webhooks, links, mail
 * and data exports, and anonymises the user row, which stays so audit rows keep naming someone.
 */
export class AccountDeletionService {
  constructor(
    private readonly prisma: Db,
    private readonly email: EmailService,
    private readonly events: Pick<EventsService, 'deleteEventData'>,
    /** The account's "Download my data" archives: they hold every original photo, so they go too. */
    private readonly exports: Pick<DataExportsService, 'removeAll'>,
    private readonly limiter: RateLimiter,
    private readonly limits: AccountSettingsRateLimits,
    private readonly credentials: CredentialCache,
    private readonly audit: AuditLog,
    private readonly feed: Pick<PhotoFeed, 'publish'>,
    private readonly log: { warn(object: object, message: string): void; error(object: object, message: string): void },
  ) {}

  /** Plans the deletion after the password is confirmed, and mails the date and how to stop it. */
  async request(user: User, input: unknown, clientIp: string, now = new Date()): Promise<User> {
    const { password } = parseInput(RequestAccountDeletionInput, input);
    await confirmCurrentPassword(this.limiter, this.limits, user, password, 'password');
    if (user.deletionScheduledAt) return user;
    const deletionScheduledAt = new Date(now.getTime() + ACCOUNT_DELETION_GRACE_MS);
    const notice = await this.email.accountDeletion(user, deletionScheduledAt);
    const planned = await this.prisma.$transaction(async (tx) => {
      if (user.isAdmin) await assertAnotherAdminStays(tx, user.id);
      const updated = await tx.user.update({ where: { id: user.id }, data: { deletionScheduledAt } });
      await this.email.queue(tx, notice);
      await this.audit.record(
        {
          actorId: user.id,
          action: 'user.deletion.request',
          targetType: 'User',
          targetId: user.id,
          metadata: { deletionScheduledAt: deletionScheduledAt.toISOString() },
          ip: clientIp,
        },
        tx,
      );
      return updated;
    });
    await this.credentials.forgetUser(user.id);
    this.email.wake();
    return planned;
  }

  /** Keeps the account: the planned deletion is called off (nothing when none was planned). */
  async cancel(user: User, clientIp: string): Promise<User> {
    if (!user.deletionScheduledAt) return user;
    const kept = await this.prisma.$transaction(async (tx) => {
      // Conditional: a purge that claimed the account first has made it DELETED, and then it is too late.
      const { count } = await tx.user.updateMany({
        where: { id: user.id, status: { not: 'DELETED' }, deletionScheduledAt: { not: null } },
        data: { deletionScheduledAt: null },
      });
      if (count === 1) {
        await this.audit.record(
          {
            actorId: user.id,
            action: 'user.deletion.cancel',
            targetType: 'User',
            targetId: user.id,
            metadata: { deletionScheduledAt: user.deletionScheduledAt!.toISOString() },
            ip: clientIp,
          },
          tx,
        );
      }
      return tx.user.findUniqueOrThrow({ where: { id: user.id } });
    });
    await this.credentials.forgetUser(user.id);
    return kept;
  }

  /**
   * The purge tick: deletes the accounts whose date passed. Each is claimed by a conditional update of
   * its date (moved PURGE_CLAIM_MS ahead), so of two instances only one purges it. Answers how many.
   */
  async purgeDue(now = new Date()): Promise<number> {
    const due = await this.prisma.user.findMany({
      where: { deletionScheduledAt: { lte: now } },
      select: { id: true, deletionScheduledAt: true },
      orderBy: [{ deletionScheduledAt: 'asc' }, { id: 'asc' }],
      take: PURGES_PER_TICK,
    });
    let purged = 0;
    for (const { id, deletionScheduledAt } of due) {
      const claim = await this.prisma.user.updateMany({
        where: { id, deletionScheduledAt },
        data: { deletionScheduledAt: new Date(now.getTime() + PURGE_CLAIM_MS) },
      });
      if (claim.count !== 1) continue;
      try {
        await this.purge(id);
        purged += 1;
      } catch (error) {
        // Left claimed: tried again once the claim runs out.
        this.log.error({ err: error, userId: id }, 'purging a deleted account failed; trying again later');
      }
    }
    return purged;
  }

  /** One claimed account: signed out and anonymised first, then its events, then the audit row. */
  private async purge(userId: number): Promise<void> {
    const ended = await this.prisma.$transaction(async (tx) => {
      const user = await tx.user.findUniqueOrThrow({ where: { id: userId } });
      if (user.isAdmin && user.status === 'ACTIVE') await assertAnotherAdminStays(tx, user.id);
      const apiTokens = await revokeAllApiTokensOf(tx, user.id);
      const coHosting = await tx.eventMember.findMany({
        where: { userId: user.id, role: { not: 'OWNER' } },
        select: { eventId: true },
      });
      await tx.eventMember.deleteMany({ where: { userId: user.id, role: { not: 'OWNER' } } });
      const invitations = await tx.eventInvitation.deleteMany({
        where: { OR: [{ invitedById: user.id }, { email: user.email }] },
      });
      const webhooks = await tx.webhook.deleteMany({
        where: { OR: [{ userId: user.id }, { event: { ownerId: user.id } }] },
      });
      await tx.accountToken.deleteMany({ where: { userId: user.id } });
      // Its mail goes too (a deleted message's job finds nothing to send): it carries the address and name.
      const emails = await tx.emailMessage.deleteMany({ where: { userId: user.id } });
      await tx.user.update({
        where: { id: user.id },
        data: {
          status: 'DELETED',
          email: deletedAccountEmail(user.id),
          displayName: DELETED_ACCOUNT_NAME,
          passwordHash: UNUSABLE_PASSWORD_HASH,
          tokenVersion: { increment: 1 },
          isAdmin: false,
          emailVerifiedAt: null,
          notifyReviewDigest: false,
          notifyDailySummary: false,
          notifyEventReminder: false,
        },
      });
      return {
        coHostedEvents: coHosting.map((membership) => membership.eventId),
        counts: {
          apiTokensRevoked: apiTokens.length,
          coHostingEnded: coHosting.length,
          invitationsDeleted: invitations.count,
          webhooksDeleted: webhooks.count,
          emailsDeleted: emails.count,
        },
      };
    });
    // Signed out everywhere from here on; open moderation queues of co-hosted events re-check the session.
    await this.credentials.forgetUser(userId);
    for (const eventId of ended.coHostedEvents) this.feed.publish({ kind: 'EVENT_CHANGED', eventId });

    const owned = await this.prisma.event.findMany({
      where: { ownerId: userId, deletedAt: null },
      select: { id: true, slug: true, title: true },
      orderBy: { id: 'asc' },
    });
    let uploadsDeleted = 0;
    let rsvpsDeleted = 0;
    let guestbookEntriesDeleted = 0;
    for (const event of owned) {
      const removed = await this.events.deleteEventData(event, (counts) => ({
        actorId: userId,
        action: 'event.delete',
        targetType: 'Event',
        targetId: event.id,
        metadata: { slug: event.slug, title: event.title, ...counts, cause: 'user.delete' },
      }));
      uploadsDeleted += removed.uploads;
      rsvpsDeleted += removed.rsvps;
      guestbookEntriesDeleted += removed.guestbookEntries;
    }
    await this.exports.removeAll(userId);

    await this.prisma.$transaction(async (tx) => {
      await tx.user.update({ where: { id: userId }, data: { deletionScheduledAt: null } });
      await this.audit.record(
        {
          actorId: userId,
          action: 'user.delete',
          targetType: 'User',
          targetId: userId,
          metadata: {
            eventsDeleted: owned.length,
            uploadsDeleted,
            rsvpsDeleted,
            guestbookEntriesDeleted,
            ...ended.counts,
          },
        },
        tx,
      );
    });
    await this.credentials.forgetUser(userId);
  }
}

/**
 * Refuses (rolling back) when no other active admin would remain without this one: under a lock on the
 * active admins, as admins' own changes take it, so two admins deleting themselves at once cannot both win.
 * An admin whose own deletion is planned does not count as staying.
 */
async function assertAnotherAdminStays(tx: Transaction, userId: number): Promise<void> {
  await tx.$queryRaw`SELECT id FROM "User" WHERE "isAdmin" AND status = 'ACTIVE' FOR UPDATE`;
  const others = await tx.user.count({
    where: { isAdmin: true, status: 'ACTIVE', deletionScheduledAt: null, id: { not: userId } },
  });
  if (others === 0) throw new ForbiddenError(LAST_ADMIN_CANNOT_DELETE);
}
