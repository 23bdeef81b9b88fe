import type { User } from '../../generated/prisma/client.ts';

/** The fields of a user any response may carry: never the password hash or token version. */
export function publicUser(user: User) {
  return {
    id: user.id,
    email: user.email,
    displayName: user.displayName,
    isAdmin: user.isAdmin,
    status: user.status,
    plan: user.plan,
    // The language the account reads the app in ('en', 'tr', 'de', 'es'); null: follow the browser (issue 34).
    language: user.language,
    // The account opened a link mailed to its address (decision 054).
    emailVerified: user.emailVerifiedAt !== null,
    // The account's own deletion is planned for then (issue 32 item 6); null: none.
    deletionScheduledAt: user.deletionScheduledAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}
