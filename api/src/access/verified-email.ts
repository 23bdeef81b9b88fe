import type { User } from '../generated/prisma/client.ts';
import { ForbiddenError } from '../lib/errors.ts';

// Who must confirm their address before what (decision 054), in one place. Creating API tokens and
// webhooks (they act for the account without it present) and accepting a co-host invitation (it is
// addressed to a mailbox, and an unconfirmed account only claims to own one) need a confirmed address.
// Where no mail server is configured, nothing could deliver the link: nobody is asked to confirm.

export const VERIFY_EMAIL_FIRST =
  'Please confirm your email address first: open the link we sent you, or send a new one from your account settings.';

/** Whether the account is still to confirm its address, with mail that can reach it. */
export function mustVerifyEmail(user: Pick<User, 'emailVerifiedAt'>, mailDelivers: boolean): boolean {
  return mailDelivers && user.emailVerifiedAt === null;
}

/** Refuses (403) what needs a confirmed address, while the account has none to show. */
export function requireVerifiedEmail(user: Pick<User, 'emailVerifiedAt'>, mailDelivers: boolean): void {
  if (mustVerifyEmail(user, mailDelivers)) throw new ForbiddenError(VERIFY_EMAIL_FIRST);
}
