import { message } from '../../i18n/messages.ts';
import { z } from 'zod';
import type { Db, Transaction } from '../../db/client.ts';
import type { User } from '../../generated/prisma/client.ts';
import type { Plan } from '../../generated/prisma/enums.ts';
import { AuthError, ConflictError, ForbiddenError } from '../../lib/errors.ts';
import { businessPlanMessage, isSelfServePlan } from '../../../../common/plans.ts';
import { addressKey, type RateLimiter, type RateLimitPolicy } from '../../limits/rate-limiter.ts';
import { parseInput, says } from '../../lib/validation.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { hashPassword, verifyDecoy, verifyPassword } from './password.ts';
import type { CredentialCache } from '../../access/credential-cache.ts';
import type { SessionTokens } from './session-tokens.ts';

export const PASSWORD_MIN_LENGTH = 8;

/**
 * An email address as accounts store it: trimmed, lower case (the User table's CHECK holds it). Every
 * lookup by address (signup, login, co-host invitations) normalises through this one rule.
 */
// The fields' names are the sign-in and sign-up pages' own words (app part auth; the name, contact's).
const EMAIL = message('auth.email');
const PASSWORD = message('auth.password');
const NAME = message('contact.name');

export const EmailAddress = z
  .string({ error: says('inputs.required', { label: EMAIL }) })
  .trim()
  .min(1, says('inputs.required', { label: EMAIL }))
  .max(254, says('inputs.fieldTooLong', { label: EMAIL }))
  .pipe(z.email(says('inputs.emailInvalid')))
  .transform((value) => value.toLowerCase());

/** A password as accounts may choose it (signup, reset, change). */
export const NewPassword = z
  .string({ error: says('inputs.required', { label: PASSWORD }) })
  .min(PASSWORD_MIN_LENGTH, says('auth.passwordTooShort', { min: PASSWORD_MIN_LENGTH }))
  .max(256, says('inputs.passwordTooLong', { max: 256 }));

export const SignupInput = z.object({
  email: EmailAddress,
  displayName: z
    .string({ error: says('inputs.required', { label: NAME }) })
    .trim()
    .min(1, says('inputs.required', { label: NAME }))
    .max(100, says('inputs.tooLong', { label: NAME, max: 100 })),
  password: NewPassword,
});

export const LoginInput = z.object({
  email: EmailAddress,
  password: z
    .string({ error: says('inputs.required', { label: PASSWORD }) })
    .min(1, says('inputs.required', { label: PASSWORD }))
    .max(256),
});

export interface AuthRateLimits {
  /** Per client address and email: guessing one account's password. */
  login: RateLimitPolicy;
  /** Per client address: spraying many accounts. */
  loginPerClient: RateLimitPolicy;
  signup: RateLimitPolicy;
}

export const DEFAULT_AUTH_RATE_LIMITS: AuthRateLimits = {
  login: { limit: 10, windowMs: 15 * 60_000, sensitive: true },
  loginPerClient: { limit: 50, windowMs: 15 * 60_000, sensitive: true },
  signup: { limit: 20, windowMs: 60 * 60_000, sensitive: true },
};

export interface SignedIn {
  user: User;
  token: string;
}

export const EMAIL_TAKEN = message('auth.emailTaken');
const INVALID_CREDENTIALS = message('auth.invalidCredentials');
const BLOCKED = message('auth.blocked');

/** What else signup does in its transaction: the confirmation link (EmailVerificationService). */
export interface AddressConfirmation {
  /** Loads what queueing needs, before the transaction opens. */
  prepare(): Promise<void>;
  queueVerification(tx: Transaction, user: User): Promise<void>;
  wake(): void;
}

export class AuthService {
  constructor(
    private readonly prisma: Db,
    private readonly tokens: SessionTokens,
    private readonly limiter: RateLimiter,
    private readonly limits: AuthRateLimits,
    /** Users read for session tokens, a few seconds (docs/decisions/042); forgotten on every change here. */
    private readonly credentials: CredentialCache,
    /** Mails a new account its confirmation link (decision 054); none in tests that build the service alone. */
    private readonly confirmation?: AddressConfirmation,
  ) {}

  async signup(input: unknown, clientIp: string): Promise<SignedIn> {
    // Signup must say when an address is taken, so this budget is what bounds looking emails up: counted
    // per client network (an IPv6 /64), which one client cannot rotate through.
    await this.limiter.consume('signup', addressKey(clientIp), this.limits.signup);
    await this.confirmation?.prepare();
    const user = await this.createAccount(input, { isAdmin: false, signedIn: true }, (created, tx) =>
      this.confirmation ? this.confirmation.queueVerification(tx, created) : Promise.resolve(),
    );
    this.confirmation?.wake();
    return { user, token: await this.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion }) };
  }

  /**
   * A new account under the signup rules (name, a valid email unique in any letter case, password
   * length), for signup and for admins creating users. `onCreated` runs in the same transaction (audit).
   */
  async createAccount(
    input: unknown,
    options: { isAdmin: boolean; signedIn: boolean },
    onCreated?: (user: User, tx: Transaction) => Promise<void>,
  ): Promise<User> {
    const data = parseInput(SignupInput, input);
    const existing = await this.prisma.user.findUnique({ where: { email: data.email }, select: { id: true } });
    if (existing) throw new ConflictError(EMAIL_TAKEN);
    const passwordHash = await hashPassword(data.password);
    try {
      return await this.prisma.$transaction(async (tx) => {
        const user = await tx.user.create({
          data: {
            email: data.email,
            displayName: data.displayName,
            passwordHash,
            isAdmin: options.isAdmin,
            lastLoginAt: options.signedIn ? new Date() : null,
          },
        });
        await onCreated?.(user, tx);
        return user;
      });
    } catch (error) {
      // Two sign-ups racing for one email: the unique index decides.
      if (isUniqueViolation(error)) throw new ConflictError(EMAIL_TAKEN);
      throw error;
    }
  }

  async login(input: unknown, clientIp: string): Promise<SignedIn> {
    const data = parseInput(LoginInput, input);
    const client = addressKey(clientIp);
    await this.limiter.consume('login-client', client, this.limits.loginPerClient);
    await this.limiter.consume('login', `${client} ${data.email}`, this.limits.login);
    const user = await this.prisma.user.findUnique({ where: { email: data.email } });
    if (!user) {
      await verifyDecoy(data.password);
      throw new AuthError(INVALID_CREDENTIALS);
    }
    if (!(await verifyPassword(user.passwordHash, data.password)) || user.status === 'DELETED') {
      throw new AuthError(INVALID_CREDENTIALS);
    }
    if (user.status === 'BLOCKED') throw new AuthError(BLOCKED);
    await this.limiter.reset('login', `${client} ${data.email}`);
    const signedIn = await this.prisma.user.update({ where: { id: user.id }, data: { lastLoginAt: new Date() } });
    await this.credentials.forgetUser(user.id);
    return { user: signedIn, token: await this.tokens.sign({ userId: user.id, tokenVersion: user.tokenVersion }) };
  }

  /** Ends every session of the user at once by bumping the token version their tokens carry. */
  async logout(userId: number): Promise<void> {
    await this.prisma.user.updateMany({ where: { id: userId }, data: { tokenVersion: { increment: 1 } } });
    await this.credentials.forgetUser(userId);
  }

  /**
   * Records the plan the user chose for themselves (Starter or Premium; no payment is taken yet). A business
   * plan is refused with where to ask for it: sales arranges those.
   */
  async choosePlan(userId: number, plan: Plan): Promise<User> {
    if (!isSelfServePlan(plan)) throw new ForbiddenError(businessPlanMessage(plan));
    const user = await this.prisma.user.update({ where: { id: userId }, data: { plan } });
    await this.credentials.forgetUser(userId);
    return user;
  }

  /**
   * Forgets what was cached of an account after a change committed elsewhere (an admin blocking it or
   * changing its role): its next request, on any instance, reads it again.
   */
  forgetUser(userId: number): Promise<void> {
    return this.credentials.forgetUser(userId);
  }

  /** The active user a session token belongs to, or null when the token is invalid, revoked or the user blocked. */
  async userFromToken(token: string | undefined): Promise<User | null> {
    if (!token) return null;
    const claims = await this.tokens.verify(token);
    if (!claims) return null;
    const user = await this.credentials.user(claims.userId, () =>
      this.prisma.user.findUnique({ where: { id: claims.userId } }),
    );
    if (!user || user.status !== 'ACTIVE' || user.tokenVersion !== claims.tokenVersion) return null;
    return user;
  }

  /** Creates the configured super-admin when no user has that email yet (ADMIN_EMAIL / ADMIN_PASSWORD). */
  async ensureAdmin(admin: { email: string; password: string }): Promise<'created' | 'exists'> {
    const emailAddress = admin.email.trim().toLowerCase();
    const existing = await this.prisma.user.findUnique({ where: { email: emailAddress }, select: { id: true } });
    if (existing) return 'exists';
    await this.prisma.user.create({
      data: {
        email: emailAddress,
        displayName: 'Administrator',
        passwordHash: await hashPassword(admin.password),
        isAdmin: true,
        // The operator wrote this address into the configuration: nothing for a link to prove.
        emailVerifiedAt: new Date(),
      },
    });
    return 'created';
  }
}
