import { message, type Message } from '../../i18n/messages.ts';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import { ValidationError } from '../../lib/errors.ts';
import { parseInput, says } from '../../lib/validation.ts';
import { addressKey, type RateLimiter, type RateLimitPolicy } from '../../limits/rate-limiter.ts';
import type { CredentialCache } from '../../access/credential-cache.ts';
import type { EmailService } from '../email/email.service.ts';
import { issueAccountToken, useAccountToken } from './account-tokens.ts';
import { EmailAddress, NewPassword, type SignedIn } from './auth.service.ts';
import { hashPassword } from './password.ts';
import type { SessionTokens } from './session-tokens.ts';

/** How long a reset link works. */
export const RESET_LINK_TTL_MS = 60 * 60_000;
/** The link's lifetime as the mail says it ("1 hour" in the reader's language). */
const RESET_LINK_VALID_HOURS = RESET_LINK_TTL_MS / 3_600_000;

/** The one answer to "Forgot password?", whether or not the address has an account (no enumeration). */
export const RESET_REQUESTED_MESSAGE = message('inputs.resetRequested');
export const RESET_LINK_INVALID = message('inputs.resetLinkInvalid');

export const ForgotPasswordInput = z.object({ email: EmailAddress });
export const ResetPasswordInput = z.object({
  token: z
    .string({ error: says('inputs.resetLinkIncomplete') })
    .min(1, says('inputs.resetLinkIncomplete'))
    .max(200),
  password: NewPassword,
});

export interface PasswordResetRateLimits {
  /** Links asked for one address: five an hour, whoever asks (a mailbox is not flooded). */
  resetPerAddress: RateLimitPolicy;
  /** Links asked for from one client network, for any addresses. */
  resetPerClient: RateLimitPolicy;
  /** Tries to use a link from one client network. */
  resetAttempts: RateLimitPolicy;
}

export const DEFAULT_PASSWORD_RESET_RATE_LIMITS: PasswordResetRateLimits = {
  resetPerAddress: { limit: 5, windowMs: 60 * 60_000, sensitive: true },
  resetPerClient: { limit: 20, windowMs: 60 * 60_000, sensitive: true },
  resetAttempts: { limit: 30, windowMs: 15 * 60_000, sensitive: true },
};

/**
 * "Forgot password?" (decision 054): a one-hour, single-use link mailed to an active account, which sets
 * a new password, ends every other session and signs the user in.
 */
export class PasswordResetService {
  /** Links being composed and queued after their request was answered (tests wait for them). */
  readonly #pending = new Set<Promise<void>>();

  constructor(
    private readonly prisma: Db,
    private readonly email: EmailService,
    private readonly tokens: SessionTokens,
    private readonly limiter: RateLimiter,
    private readonly limits: PasswordResetRateLimits,
    private readonly credentials: CredentialCache,
    private readonly audit: AuditLog,
    private readonly log: { error(object: object, message: string): void },
  ) {}

  /**
   * Always the same answer for a well-formed address. The account is looked up and the link queued after
   * the answer, so neither the words nor the time taken tell whether the address has an account.
   */
  async requestReset(input: unknown, clientIp: string): Promise<Message> {
    const { email } = parseInput(ForgotPasswordInput, input);
    await this.limiter.consume('reset-client', addressKey(clientIp), this.limits.resetPerClient);
    await this.limiter.consume('reset-address', email, this.limits.resetPerAddress, (wait) =>
      message('rates.resetLinks', { wait }),
    );
    const sending = this.sendResetLink(email, clientIp).catch((error: unknown) =>
      this.log.error({ err: error }, 'queueing a password reset link failed'),
    );
    this.#pending.add(sending);
    void sending.finally(() => this.#pending.delete(sending));
    return RESET_REQUESTED_MESSAGE;
  }

  /** Sets the password from a mailed link and signs in; every other session and older link ends. */
  async resetPassword(input: unknown, clientIp: string): Promise<SignedIn> {
    const data = parseInput(ResetPasswordInput, input);
    await this.limiter.consume('reset-attempt', addressKey(clientIp), this.limits.resetAttempts);
    const passwordHash = await hashPassword(data.password);
    const user = await this.prisma.$transaction(async (tx) => {
      const used = await useAccountToken(tx, data.token, ['PASSWORD_RESET']);
      if (!used) throw new ValidationError(RESET_LINK_INVALID);
      const owner = used.user;
      const updated = await tx.user.update({
        where: { id: owner.id },
        data: {
          passwordHash,
          // Every session signed before now ends, on every device.
          tokenVersion: { increment: 1 },
          lastLoginAt: new Date(),
          // The link reached this address: the account reads it.
          emailVerifiedAt: owner.emailVerifiedAt ?? new Date(),
        },
      });
      await tx.accountToken.deleteMany({ where: { userId: owner.id, purpose: 'PASSWORD_RESET', usedAt: null } });
      await this.audit.record(
        { actorId: owner.id, action: 'user.password.reset', targetType: 'User', targetId: owner.id, ip: clientIp },
        tx,
      );
      return updated;
    });
    await this.credentials.forgetUser(user.id);
    return { user, token: await this.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion }) };
  }

  /** Resolves once the links asked for so far are queued (tests). */
  async idle(): Promise<void> {
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
  }

  private async sendResetLink(email: string, clientIp: string): Promise<void> {
    const user = await this.prisma.user.findUnique({ where: { email } });
    if (!user || user.status !== 'ACTIVE') return;
    await this.email.ready();
    await this.prisma.$transaction(async (tx) => {
      const { token } = await issueAccountToken(tx, user, 'PASSWORD_RESET', user.email, RESET_LINK_TTL_MS);
      await this.email.queue(tx, await this.email.passwordReset(user, token, RESET_LINK_VALID_HOURS));
      // Who asked, from where; never the token.
      await this.audit.record(
        { actorId: null, action: 'user.password.reset_requested', targetType: 'User', targetId: user.id, ip: clientIp },
        tx,
      );
    });
    this.email.wake();
  }
}
