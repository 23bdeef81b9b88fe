import type { signupUser } from './app.ts';

/** A user as `signupUser` made them: id, email, password, session cookie and API token. */
export type SignedUpUser = Awaited<ReturnType<typeof signupUser>>;

/** Acts as `user` through their session cookie, as their browser does. */
export function asUser(user: { cookie: string }): { cookie: string } {
  return { cookie: user.cookie };
}
