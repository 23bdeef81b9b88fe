import { createHash, randomBytes } from 'node:crypto';
import type { Transaction } from '../../db/client.ts';
import type { AccountTokenPurpose, User } from '../../generated/prisma/client.ts';

/** A link mailed to an account: the token goes in the link, its SHA-256 in the database (decision 054). */
export interface IssuedToken {
  token: string;
  expiresAt: Date;
}

/** SHA-256, hex: what AccountToken.tokenHash holds. A token is 256 random bits, so no salt is needed. */
export function hashAccountToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * A new token for `purpose`, sent to `email`, valid `ttlMs`; the account's older unused tokens of the same
 * purpose stop working (only the newest link does).
 */
export async function issueAccountToken(
  tx: Transaction,
  user: Pick<User, 'id'>,
  purpose: AccountTokenPurpose,
  email: string,
  ttlMs: number,
): Promise<IssuedToken> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlMs);
  await tx.accountToken.deleteMany({ where: { userId: user.id, purpose, usedAt: null } });
  await tx.accountToken.create({
    data: { userId: user.id, purpose, tokenHash: hashAccountToken(token), email, expiresAt },
  });
  return { token, expiresAt };
}

/** What a used token opens: the account, why the link was sent, and the address it was sent to. */
export interface UsedToken {
  user: User;
  purpose: AccountTokenPurpose;
  email: string;
}

/**
 * Uses a token once: the account it opens, or null when the token is unknown, of another purpose, used,
 * expired, or for an account that is not active. A link sent to the account's address (a reset, a
 * verification) also stops working once the account has another address; a CHANGE_EMAIL link was sent to
 * the address the account moves to. Marked used in `tx` by a conditional update, so two requests racing
 * with one link cannot both win.
 */
export async function useAccountToken(
  tx: Transaction,
  token: string,
  purposes: readonly AccountTokenPurpose[],
): Promise<UsedToken | null> {
  if (typeof token !== 'string' || token.length === 0 || token.length > 200) return null;
  const row = await tx.accountToken.findUnique({
    where: { tokenHash: hashAccountToken(token) },
    include: { user: true },
  });
  if (!row || !purposes.includes(row.purpose) || row.usedAt || row.expiresAt.getTime() <= Date.now()) return null;
  if (row.user.status !== 'ACTIVE') return null;
  if (row.purpose !== 'CHANGE_EMAIL' && row.user.email !== row.email) return null;
  const claimed = await tx.accountToken.updateMany({
    where: { id: row.id, usedAt: null },
    data: { usedAt: new Date() },
  });
  return claimed.count === 1 ? { user: row.user, purpose: row.purpose, email: row.email } : null;
}
