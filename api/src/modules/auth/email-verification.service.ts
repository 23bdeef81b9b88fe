import { message, type Message } from '../../i18n/messages.ts';
import { z } from 'zod';
import type { Db, Transaction } from '../../db/client.ts';
import type { User } from '../../generated/prisma/client.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import { mustVerifyEmail } from '../../access/verified-email.ts';
import type { CredentialCache } from '../../access/credential-cache.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { ConflictError, fieldProblem, ValidationError } from '../../lib/errors.ts';
import { parseInput, says } from '../../lib/validation.ts';
import type { RateLimiter, RateLimitPolicy } from '../../limits/rate-limiter.ts';
import type { EmailService } from '../email/email.service.ts';
import { issueAccountToken, useAccountToken } from './account-tokens.ts';
import { EMAIL_TAKEN, EmailAddress } from './auth.service.ts';
import { verifyPassword } from './password.ts';

/** How long a confirmation link works: a day, since it may be opened on another device later. */
export const VERIFY_LINK_TTL_MS = 24 * 60 * 60_000;
/** The link's lifetime as the mail says it ("24 hours" in the reader's language). */
const VERIFY_LINK_VALID_HOURS = VERIFY_LINK_TTL_MS / 3_600_000;

export const VERIFY_LINK_INVALID = message('inputs.verifyLinkInvalid');
export const ALREADY_VERIFIED = message('inputs.alreadyVerified');
export const NO_MAIL_SERVER = message('inputs.noMailServer');
export const VERIFICATION_SENT = message('inputs.verificationSent');
export const EMAIL_UNCHANGED = message('inputs.emailUnchanged');
export const WRONG_CURRENT_PASSWORD = message('inputs.wrongCurrentPassword');
export const ADDRESS_NOW_TAKEN = message('inputs.addressNowTaken');

export const VerifyEmailInput = z.object({
  token: z
    .string({ error: says('inputs.verifyLinkIncomplete') })
    .min(1, says('inputs.verifyLinkIncomplete'))
    .max(200),
});

export const ChangeEmailInput = z.object({
  email: EmailAddress,
  currentPassword: z
    .string({ error: says('inputs.currentPasswordRequired') })
    .min(1, says('inputs.currentPasswordRequired'))
    .max(256),
});

export interface EmailVerificationRateLimits {
  /** Confirmation links one account asks for. */
  verificationPerAccount: RateLimitPolicy;
  /** Address changes one account asks for (each mails two addresses). */
  emailChangePerAccount: RateLimitPolicy;
}

export const DEFAULT_EMAIL_VERIFICATION_RATE_LIMITS: EmailVerificationRateLimits = {
  verificationPerAccount: { limit: 5, windowMs: 60 * 60_000 },
  emailChangePerAccount: { limit: 5, windowMs: 60 * 60_000, sensitive: true },
};

/** What an address change did: moved at once (no mail server), or waits for the new address's link. */
export type EmailChange = { user: User; pendingEmail: string | null };

/**
 * Confirming addresses (decision 054): a link after signup, a new one on request, and an address change
 * that takes effect only once the new address opened its link (the old one is told). Without a mail
 * server nothing could deliver a link: nobody is asked to confirm, and a change applies at once.
 */
export class EmailVerificationService {
  constructor(
    private readonly prisma: Db,
    private readonly email: EmailService,
    private readonly limiter: RateLimiter,
    private readonly limits: EmailVerificationRateLimits,
    private readonly credentials: CredentialCache,
    private readonly audit: AuditLog,
  ) {}

  /** Whether mail can reach anyone: confirmation is asked for only then. */
  get mailDelivers(): boolean {
    return this.email.canDeliver;
  }

  /** The account must still confirm its address (and mail could reach it). */
  mustVerify(user: Pick<User, 'emailVerifiedAt'>): boolean {
    return mustVerifyEmail(user, this.mailDelivers);
  }

  /** Resolves once a confirmation link can be queued in a transaction without loading the template. */
  async prepare(): Promise<void> {
    if (this.mailDelivers) await this.email.ready();
  }

  /** Queues a confirmation link in `tx` (signup's transaction, after `prepare`); nothing without a mail server. */
  async queueVerification(tx: Transaction, user: User): Promise<void> {
    if (!this.mailDelivers || user.emailVerifiedAt) return;
    const { token } = await issueAccountToken(tx, user, 'VERIFY_EMAIL', user.email, VERIFY_LINK_TTL_MS);
    await this.email.queue(tx, await this.email.verifyEmail(user, token, VERIFY_LINK_VALID_HOURS));
  }

  wake(): void {
    this.email.wake();
  }

  /** A new confirmation link for the signed-in account (the older one stops working). */
  async resend(user: User): Promise<Message> {
    if (!this.mailDelivers) throw new ConflictError(NO_MAIL_SERVER);
    if (user.emailVerifiedAt) throw new ConflictError(ALREADY_VERIFIED);
    await this.limiter.consume('verify-resend', String(user.id), this.limits.verificationPerAccount, (wait) =>
      message('rates.verifyLinks', { limit: this.limits.verificationPerAccount.limit, wait }),
    );
    await this.prepare();
    await this.prisma.$transaction((tx) => this.queueVerification(tx, user));
    this.email.wake();
    return VERIFICATION_SENT;
  }

  /**
   * Opens a mailed confirmation link: the account's address is confirmed, or (a change's link) the account
   * moves to the address the link was sent to. Answers the confirmed address.
   */
  async verify(input: unknown, clientIp: string): Promise<{ user: User; changed: boolean }> {
    const { token } = parseInput(VerifyEmailInput, input);
    try {
      const result = await this.prisma.$transaction(async (tx) => {
        const used = await useAccountToken(tx, token, ['VERIFY_EMAIL', 'CHANGE_EMAIL']);
        if (!used) throw new ValidationError(VERIFY_LINK_INVALID);
        const { user } = used;
        if (used.purpose === 'VERIFY_EMAIL') {
          const verified = await tx.user.update({
            where: { id: user.id },
            data: { emailVerifiedAt: user.emailVerifiedAt ?? new Date() },
          });
          await this.audit.record(
            { actorId: user.id, action: 'user.email.verify', targetType: 'User', targetId: user.id, ip: clientIp },
            tx,
          );
          return { user: verified, changed: false };
        }
        const moved = await tx.user.update({
          where: { id: user.id },
          data: { email: used.email, emailVerifiedAt: new Date() },
        });
        // Links mailed to the old address (a reset, a confirmation) stop here too.
        await tx.accountToken.deleteMany({ where: { userId: user.id, usedAt: null } });
        await this.audit.record(
          {
            actorId: user.id,
            action: 'user.email.change',
            targetType: 'User',
            targetId: user.id,
            metadata: { from: user.email, to: used.email },
            ip: clientIp,
          },
          tx,
        );
        return { user: moved, changed: true };
      });
      await this.credentials.forgetUser(result.user.id);
      return result;
    } catch (error) {
      // Someone signed up with the new address between the request and the link.
      if (isUniqueViolation(error)) throw new ConflictError(ADDRESS_NOW_TAKEN);
      throw error;
    }
  }

  /**
   * The signed-in account asks to sign in with another address, proving it is them with the current
   * password. With a mail server the new address gets a link and the old one a notice; the address
   * changes when the link is opened. Without one it changes at once, unconfirmed.
   */
  async requestChange(user: User, input: unknown, clientIp: string): Promise<EmailChange> {
    const data = parseInput(ChangeEmailInput, input);
    await this.limiter.consume('email-change', String(user.id), this.limits.emailChangePerAccount);
    if (!(await verifyPassword(user.passwordHash, data.currentPassword))) {
      throw new ValidationError(WRONG_CURRENT_PASSWORD, [fieldProblem('currentPassword', WRONG_CURRENT_PASSWORD)]);
    }
    if (data.email === user.email) throw new ValidationError(EMAIL_UNCHANGED, [fieldProblem('email', EMAIL_UNCHANGED)]);
    const taken = await this.prisma.user.findUnique({ where: { email: data.email }, select: { id: true } });
    if (taken) throw new ConflictError(EMAIL_TAKEN);
    if (!this.mailDelivers) return this.changeAtOnce(user, data.email, clientIp);
    const notice = await this.email.emailChangeNotice(user, data.email);
    await this.prisma.$transaction(async (tx) => {
      const { token } = await issueAccountToken(tx, user, 'CHANGE_EMAIL', data.email, VERIFY_LINK_TTL_MS);
      await this.email.queue(tx, await this.email.confirmNewEmail(user, data.email, token, VERIFY_LINK_VALID_HOURS));
      await this.email.queue(tx, notice);
      await this.audit.record(
        {
          actorId: user.id,
          action: 'user.email.change_requested',
          targetType: 'User',
          targetId: user.id,
          metadata: { to: data.email },
          ip: clientIp,
        },
        tx,
      );
    });
    this.email.wake();
    return { user, pendingEmail: data.email };
  }

  /** The address a change waits to move the account to (its link unused and in time), or null. */
  async pendingEmailOf(userId: number): Promise<string | null> {
    const pending = await this.prisma.accountToken.findFirst({
      where: { userId, purpose: 'CHANGE_EMAIL', usedAt: null, expiresAt: { gt: new Date() } },
      orderBy: { id: 'desc' },
      select: { email: true },
    });
    return pending?.email ?? null;
  }

  private async changeAtOnce(user: User, email: string, clientIp: string): Promise<EmailChange> {
    try {
      const moved = await this.prisma.$transaction(async (tx) => {
        const updated = await tx.user.update({ where: { id: user.id }, data: { email, emailVerifiedAt: null } });
        await this.audit.record(
          {
            actorId: user.id,
            action: 'user.email.change',
            targetType: 'User',
            targetId: user.id,
            metadata: { from: user.email, to: email },
            ip: clientIp,
          },
          tx,
        );
        return updated;
      });
      await this.credentials.forgetUser(user.id);
      return { user: moved, pendingEmail: null };
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(EMAIL_TAKEN);
      throw error;
    }
  }
}
