import { requireVerifiedEmail } from '../../access/verified-email.ts';
import { z } from 'zod';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { Db, PrismaQuery, Transaction } from '../../db/client.ts';
import { fieldProblem, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { ApiToken, Prisma, User } from '../../generated/prisma/client.ts';
import { ApiTokenScope } from '../../generated/prisma/enums.ts';
import { parseInput, says } from '../../lib/validation.ts';
import { message, type Message } from '../../i18n/messages.ts';
import { API_TOKEN_PATTERN, hashApiTokenSecret, newApiTokenSecret, visiblePrefixOf } from './api-token-secret.ts';
import type { CredentialCache } from '../../access/credential-cache.ts';
import { mayAdminister, type ApiTokenGrant } from './api-token-scopes.ts';

/** Live (not revoked) tokens one account may hold; expired ones count until revoked. */
export const MAX_API_TOKENS_PER_USER = 50;
export const API_TOKEN_NAME_MAX_LENGTH = 100;
/** The longest expiry one may choose; no expiry at all is allowed too. */
export const API_TOKEN_MAX_LIFETIME_DAYS = 366;
/** Last-used time and address are written at most this often per token, not on every request. */
export const LAST_USED_WRITE_INTERVAL_MS = 60_000;

const DAY_MS = 24 * 60 * 60 * 1000;

export const CreateApiTokenInput = z.object({
  name: z
    .string({ error: says('tokens.nameRequired') })
    .trim()
    .min(1, says('tokens.nameRequired'))
    .max(API_TOKEN_NAME_MAX_LENGTH, says('tokens.nameTooLong', { max: API_TOKEN_NAME_MAX_LENGTH })),
  scopes: z
    .array(z.enum(ApiTokenScope, { error: says('tokens.scopesInvalid') }), {
      error: says('tokens.scopesList'),
    })
    .max(3, says('tokens.scopesInvalid')),
  expiresAt: z.date({ error: says('tokens.expiryDate') }).nullish(),
});

/** Who asks: the signed-in user, the token they used (null for a session) and their address (audit). */
export interface ApiTokenActor {
  user: User;
  grant: ApiTokenGrant | null;
  ip: string;
}

export interface CreatedApiToken {
  apiToken: ApiToken;
  /** Shown to its owner this once; only its hash is stored. */
  secret: string;
}

/**
 * The outcome of a Bearer `wp_…` credential. `user` is the owner as the token lets them act: an admin's
 * token without the admin scope carries `isAdmin: false`, so every admin check anywhere (scope-auth,
 * requireAdmin, admin views of events) honours the scope without knowing about tokens.
 */
export type ApiTokenAuthentication = { ok: true; user: User; grant: ApiTokenGrant } | { ok: false; message: Message };

/** Which of a user's tokens are listed: revoked ones are gone for them (their audit rows remain). */
export const LISTED_API_TOKENS = { revokedAt: null } satisfies Prisma.ApiTokenWhereInput;

const NOT_VALID = message('tokens.notValid');

/** Personal access tokens: issued to signed-in users, found by the hash of their secret on every request. */
export class ApiTokensService {
  constructor(
    private readonly prisma: Db,
    private readonly audit: AuditLog,
    /** Tokens read for requests, a few seconds (docs/decisions/042); a revocation forgets them everywhere. */
    private readonly credentials: CredentialCache,
    /** Mail can reach accounts: a token then needs a confirmed address (decision 054). */
    private readonly mailDelivers = false,
  ) {}

  /** The user's own tokens, newest first, as a GraphQL connection pages and selects them. */
  listOwn<Q extends PrismaQuery<Prisma.ApiTokenFindManyArgs>>(userId: number, query: Q) {
    return this.prisma.apiToken.findMany({
      ...query,
      where: { userId, ...LISTED_API_TOKENS },
      orderBy: { id: 'desc' },
    });
  }

  /**
   * A new token (audited). Only with a session: a token that could mint tokens would outlive its own
   * revocation. The admin scope only for admins; every token can read.
   */
  async create(actor: ApiTokenActor, input: unknown, now = new Date()): Promise<CreatedApiToken> {
    if (actor.grant) throw new ForbiddenError(message('tokens.notWithToken'));
    requireVerifiedEmail(actor.user, this.mailDelivers);
    const data = parseInput(CreateApiTokenInput, input);
    if (data.scopes.includes('ADMIN') && !actor.user.isAdmin) {
      throw new ForbiddenError(message('tokens.adminScopeAdminsOnly'));
    }
    const expiresAt = data.expiresAt ?? null;
    checkExpiry(expiresAt, now);
    const scopes = (['READ', 'WRITE', 'ADMIN'] as const).filter(
      (scope) => scope === 'READ' || data.scopes.includes(scope),
    );
    const secret = newApiTokenSecret();
    const apiToken = await this.audit.audited(
      async (tx) => {
        // One creation at a time per account, so two at once cannot both pass the count; and none while
        // an admin blocks it (revokeAllApiTokensOf takes the same lock): a token made then would outlive the block.
        const [owner] = await tx.$queryRaw<{ status: string }[]>`
          SELECT status FROM "User" WHERE id = ${actor.user.id} FOR UPDATE`;
        if (owner?.status !== 'ACTIVE') throw new ForbiddenError(message('tokens.accountCannotCreate'));
        const live = await tx.apiToken.count({ where: { userId: actor.user.id, ...LISTED_API_TOKENS } });
        if (live >= MAX_API_TOKENS_PER_USER) {
          throw new ValidationError(message('tokens.tooMany', { max: MAX_API_TOKENS_PER_USER }));
        }
        return tx.apiToken.create({
          data: {
            userId: actor.user.id,
            name: data.name,
            scopes,
            secretHash: hashApiTokenSecret(secret),
            prefix: visiblePrefixOf(secret),
            expiresAt,
          },
        });
      },
      (token) => ({
        actorId: actor.user.id,
        action: 'apiToken.create',
        targetType: 'ApiToken',
        targetId: token.id,
        metadata: { name: token.name, scopes, prefix: token.prefix, expiresAt: expiresAt?.toISOString() ?? null },
        ip: actor.ip,
      }),
    );
    return { apiToken, secret };
  }

  /** Revokes one of the actor's tokens (audited); it is refused from the next request on, everywhere. */
  async revoke(actor: ApiTokenActor, tokenId: number, now = new Date()): Promise<ApiToken> {
    const revoked = await this.audit.audited(
      async (tx) => {
        const { count } = await tx.apiToken.updateMany({
          where: { id: tokenId, userId: actor.user.id, ...LISTED_API_TOKENS },
          data: { revokedAt: now },
        });
        if (count === 0) throw new NotFoundError(message('tokens.notFound'));
        return tx.apiToken.findUniqueOrThrow({ where: { id: tokenId } });
      },
      (token) => ({
        actorId: actor.user.id,
        action: 'apiToken.revoke',
        targetType: 'ApiToken',
        targetId: token.id,
        metadata: { name: token.name, prefix: token.prefix, ...(actor.grant ? { withTokenId: actor.grant.id } : {}) },
        ip: actor.ip,
      }),
    );
    // Committed: this instance's next request and, within Redis' delay, every other's reads it revoked.
    await this.credentials.forgetApiToken(revoked.id);
    return revoked;
  }

  /**
   * The user behind a secret: one indexed read, then memory for a few seconds (CredentialCache). A
   * revocation or a change of the account forgets it, so it counts from this instance's very next
   * request and, as Redis delivers the message, every other's; an expiry is checked on every request.
   */
  async authenticate(secret: string, clientIp: string, now = new Date()): Promise<ApiTokenAuthentication> {
    // Garbage never reaches the database.
    if (!API_TOKEN_PATTERN.test(secret)) return { ok: false, message: NOT_VALID };
    const secretHash = hashApiTokenSecret(secret);
    const token = await this.credentials.apiToken(secretHash, () =>
      this.prisma.apiToken.findUnique({ where: { secretHash }, include: { user: true } }),
    );
    if (!token) return { ok: false, message: NOT_VALID };
    const refusal = refusalOf(token, now);
    if (refusal !== null) return { ok: false, message: refusal };
    await this.noteUse(token, clientIp, now);
    const grant: ApiTokenGrant = { id: token.id, scopes: token.scopes };
    return { ok: true, grant, user: { ...token.user, isAdmin: token.user.isAdmin && mayAdminister(grant) } };
  }

  /** Whether a token still admits its user (open live connections ask again as they go). */
  async isStillValid(tokenId: number, now = new Date()): Promise<boolean> {
    const token = await this.prisma.apiToken.findUnique({ where: { id: tokenId }, include: { user: true } });
    return token !== null && refusalOf(token, now) === null;
  }

  /**
   * Last-used time and address, at most once a minute per token: the row read says whether it is due,
   * and the conditional update lets one of many simultaneous requests (on any instance) write it.
   */
  private async noteUse(token: ApiToken, clientIp: string, now: Date): Promise<void> {
    const dueBefore = new Date(now.getTime() - LAST_USED_WRITE_INTERVAL_MS);
    if (token.lastUsedAt && token.lastUsedAt > dueBefore) return;
    // The cached row is told too, or every request of the next seconds would find the write due.
    token.lastUsedAt = now;
    await this.prisma.apiToken.updateMany({
      where: { id: token.id, OR: [{ lastUsedAt: null }, { lastUsedAt: { lte: dueBefore } }] },
      data: { lastUsedAt: now, lastUsedIp: clientIp },
    });
  }
}

/**
 * Revokes every live token of an account, inside the caller's transaction (an admin blocking or deleting
 * it): they stay revoked when the account is activated again, as its sessions do. Answers what was
 * revoked, for the audit row of that action.
 */
export async function revokeAllApiTokensOf(
  tx: Transaction,
  userId: number,
  now = new Date(),
): Promise<{ id: number; prefix: string }[]> {
  // The lock create() takes: a token being made now is either seen here or refused there.
  await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`;
  const live = await tx.apiToken.findMany({
    where: { userId, ...LISTED_API_TOKENS },
    select: { id: true, prefix: true },
    orderBy: { id: 'asc' },
  });
  if (live.length > 0) {
    await tx.apiToken.updateMany({ where: { id: { in: live.map((token) => token.id) } }, data: { revokedAt: now } });
  }
  return live;
}

/** Why a token admits nobody now, or null when it admits its user. The account's state is told first. */
function refusalOf(token: ApiToken & { user: User }, now: Date): Message | null {
  if (token.user.status === 'BLOCKED') return message('tokens.accountBlocked');
  if (token.user.status !== 'ACTIVE') return NOT_VALID;
  if (token.revokedAt) return message('tokens.revoked');
  if (token.expiresAt && token.expiresAt <= now) return message('tokens.expired');
  return null;
}

function checkExpiry(expiresAt: Date | null, now: Date): void {
  if (expiresAt === null) return;
  const problem =
    expiresAt <= now
      ? message('tokens.expiryFuture')
      : expiresAt.getTime() > now.getTime() + API_TOKEN_MAX_LIFETIME_DAYS * DAY_MS
        ? message('tokens.expiryWithin', { days: API_TOKEN_MAX_LIFETIME_DAYS })
        : null;
  if (problem) throw new ValidationError(problem, [fieldProblem('expiresAt', problem)]);
}
