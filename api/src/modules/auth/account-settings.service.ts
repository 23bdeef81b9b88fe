import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import type { User } from '../../generated/prisma/client.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { CredentialCache } from '../../access/credential-cache.ts';
import { fieldProblem, ValidationError } from '../../lib/errors.ts';
import { languageSchema } from '../../lib/language-input.ts';
import { parseInput } from '../../lib/validation.ts';
import type { RateLimiter, RateLimitPolicy } from '../../limits/rate-limiter.ts';
import type { EmailService } from '../email/email.service.ts';
import { NewPassword, SignupInput, type SignedIn } from './auth.service.ts';
import { ChangeEmailInput, WRONG_CURRENT_PASSWORD } from './email-verification.service.ts';
import { hashPassword, verifyPassword } from './password.ts';
import type { SessionTokens } from './session-tokens.ts';

/**
 * The name an account shows, under the signup rules (issue 32 item 6), and the language it reads the app
 * in (issue 34; null: follow the browser). Absent fields stay as they are.
 */
export const UpdateProfileInput = SignupInput.pick({ displayName: true })
  .partial()
  .extend({ language: languageSchema.nullable().optional() });

export const ChangePasswordInput = z.object({
  currentPassword: ChangeEmailInput.shape.currentPassword,
  newPassword: NewPassword,
});

export interface AccountSettingsRateLimits {
  /**
   * Tries of one account's current password (changing it, deleting the account): a stolen session
   * cannot guess its way to the password. A right password starts the count again.
   */
  currentPasswordPerAccount: RateLimitPolicy;
}

export const DEFAULT_ACCOUNT_SETTINGS_RATE_LIMITS: AccountSettingsRateLimits = {
  currentPasswordPerAccount: { limit: 10, windowMs: 15 * 60_000, sensitive: true },
};

/**
 * Checks the account's current password under the per-account budget: a wrong one answers ValidationError
 * on `field`, a right one resets the count. Shared by every setting that asks for the password.
 */
export async function confirmCurrentPassword(
  limiter: RateLimiter,
  limits: AccountSettingsRateLimits,
  user: User,
  password: string,
  field: string,
): Promise<void> {
  await limiter.consume('current-password', String(user.id), limits.currentPasswordPerAccount);
  if (!(await verifyPassword(user.passwordHash, password))) {
    throw new ValidationError(WRONG_CURRENT_PASSWORD, [fieldProblem(field, WRONG_CURRENT_PASSWORD)]);
  }
  await limiter.reset('current-password', String(user.id));
}

/**
 * The signed-in account's own settings (issue 32 item 6): its name, and its password, which ends every
 * other session. The address changes through EmailVerificationService, deletion through
 * AccountDeletionService.
 */
export class AccountSettingsService {
  constructor(
    private readonly prisma: Db,
    private readonly email: EmailService,
    private readonly tokens: SessionTokens,
    private readonly limiter: RateLimiter,
    private readonly limits: AccountSettingsRateLimits,
    private readonly credentials: CredentialCache,
    private readonly audit: AuditLog,
  ) {}

  async updateProfile(user: User, input: unknown, clientIp: string): Promise<User> {
    const { displayName, language } = parseInput(UpdateProfileInput, input);
    const renamed = displayName !== undefined && displayName !== user.displayName;
    const relanguaged = language !== undefined && language !== user.language;
    if (!renamed && !relanguaged) return user;
    const updated = await this.prisma.$transaction(async (tx) => {
      const changed = await tx.user.update({
        where: { id: user.id },
        data: { ...(renamed ? { displayName } : {}), ...(relanguaged ? { language } : {}) },
      });
      await this.audit.record(
        {
          actorId: user.id,
          action: 'user.profile.update',
          targetType: 'User',
          targetId: user.id,
          metadata: {
            ...(renamed ? { from: user.displayName, to: displayName } : {}),
            ...(relanguaged ? { fromLanguage: user.language, toLanguage: language } : {}),
          },
          ip: clientIp,
        },
        tx,
      );
      return changed;
    });
    await this.credentials.forgetUser(user.id);
    return updated;
  }

  /**
   * Sets a new password after the current one is confirmed. Every session signed before ends (the token
   * version moves on) and so do unused reset links; the caller gets a fresh session, and the address a
   * notice, in case it was not them.
   */
  async changePassword(user: User, input: unknown, clientIp: string): Promise<SignedIn> {
    const data = parseInput(ChangePasswordInput, input);
    await confirmCurrentPassword(this.limiter, this.limits, user, data.currentPassword, 'currentPassword');
    const passwordHash = await hashPassword(data.newPassword);
    const notice = await this.email.passwordChanged(user);
    const changed = await this.prisma.$transaction(async (tx) => {
      const updated = await tx.user.update({
        where: { id: user.id },
        data: { passwordHash, tokenVersion: { increment: 1 } },
      });
      await tx.accountToken.deleteMany({ where: { userId: user.id, purpose: 'PASSWORD_RESET', usedAt: null } });
      await this.email.queue(tx, notice);
      await this.audit.record(
        { actorId: user.id, action: 'user.password.change', targetType: 'User', targetId: user.id, ip: clientIp },
        tx,
      );
      return updated;
    });
    await this.credentials.forgetUser(user.id);
    this.email.wake();
    return { user: changed, token: await this.tokens.sign({ userId: changed.id, tokenVersion: changed.tokenVersion }) };
  }
}
