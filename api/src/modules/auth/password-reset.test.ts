import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sessionCookieFrom, signupUser, uniqueEmail, type TestApp } from '../../../test/app.ts';
import { linkIn, startMailServer } from '../../../test/mail-server.ts';

// The English words, as they always read (the catalogs hold them since issue 34).
const RESET_LINK_INVALID =
  'This reset link does not work any more: it was used, a newer one was sent, or it expired. Please ask for a new one.';
const RESET_REQUESTED_MESSAGE =
  'If an account uses this address, we have sent it a link to choose a new password. The link works for 1 hour.';

// "Forgot password?" against a real SMTP server (decision 054): the mail, its link, and every way a link
// must stop working.

const PUBLIC_URL = 'https://photos.example.test';
/** Signup mails a confirmation link too: these tests read the reset mails. */
const RESET = { subject: 'Reset your password' };
let mail: Awaited<ReturnType<typeof startMailServer>>;
let app: TestApp;

beforeAll(async () => {
  mail = await startMailServer();
  app = await createTestApp({
    env: { SMTP_URL: mail.url, PUBLIC_URL, MAIL_FROM: '"Wedding Photos" <hello@photos.example.test>' },
    email: { retryBaseMs: 100, retryMaxMs: 300, pollMs: 100 },
  });
});
afterAll(async () => {
  await app.close();
  await mail.close();
});

async function askForReset(email: string, headers: Record<string, string> = {}) {
  const response = await app.server.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    payload: { email },
    headers,
  });
  await app.services.passwordReset.idle();
  return response;
}

function resetWith(token: string, password: string) {
  return app.server.inject({ method: 'POST', url: '/api/auth/reset-password', payload: { token, password } });
}

function tokenOf(link: string): string {
  return new URL(link).searchParams.get('token') ?? '';
}

describe('forgot password', () => {
  it('mails a working link that sets the password once, signs in, and signs every other session out', async () => {
    const user = await signupUser(app, { email: uniqueEmail('forgot') });
    const asked = await askForReset(user.email.toUpperCase());
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual({ message: RESET_REQUESTED_MESSAGE });

    const message = await mail.waitFor(user.email, 1, RESET);
    expect(message.subject).toBe('Reset your password');
    expect(message.from?.text).toContain('hello@photos.example.test');
    expect(message.html).toContain('Choose a new password');
    const link = linkIn(message, `${PUBLIC_URL}/reset-password?token=`);

    const reset = await resetWith(tokenOf(link), 'a brand new password');
    expect(reset.statusCode).toBe(200);
    expect(reset.json().user.email).toBe(user.email);
    const newSession = sessionCookieFrom(reset);
    expect((await app.server.inject({ url: '/api/auth/me', headers: { cookie: newSession } })).statusCode).toBe(200);
    // The session from before the reset (a thief's, say) ends.
    expect((await app.server.inject({ url: '/api/auth/me', headers: { cookie: user.cookie } })).statusCode).toBe(401);

    const oldPassword = await app.server.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await app.server.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'a brand new password' },
    });
    expect(newPassword.statusCode).toBe(200);

    // Once only.
    const again = await resetWith(tokenOf(link), 'yet another password');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(RESET_LINK_INVALID);
  });

  it('keeps only the token’s hash, erases the sent body, and records the reset without the token', async () => {
    const user = await signupUser(app, { email: uniqueEmail('hash') });
    await askForReset(user.email);
    const token = tokenOf(linkIn(await mail.waitFor(user.email, 1, RESET), `${PUBLIC_URL}/reset-password?token=`));
    const rows = await app.database.prisma.accountToken.findMany({
      where: { userId: user.id, purpose: 'PASSWORD_RESET' },
    });
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toContain(token);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBeGreaterThan(59 * 60_000);
    expect(rows[0]!.expiresAt.getTime() - rows[0]!.createdAt.getTime()).toBeLessThanOrEqual(60 * 60_000 + 1000);

    await expect
      .poll(() => app.database.prisma.emailMessage.findFirst({ where: { userId: user.id, kind: 'password-reset' } }))
      .toMatchObject({
        status: 'SENT',
        html: '',
        text: '',
      });
    expect((await resetWith(token, 'the newest password')).statusCode).toBe(200);
    const audit = await app.database.prisma.auditLog.findMany({
      where: { targetType: 'User', targetId: String(user.id) },
    });
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(['user.password.reset_requested', 'user.password.reset']),
    );
    expect(JSON.stringify(audit)).not.toContain(token);
  });

  it('writes the mail in the account’s language (decision 058), with the same working link', async () => {
    const user = await signupUser(app, { email: uniqueEmail('forgot-de') });
    const chosen = await app.server.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: { cookie: user.cookie },
      payload: { language: 'de' },
    });
    expect(chosen.statusCode).toBe(200);
    expect((await askForReset(user.email)).statusCode).toBe(200);

    const message = await mail.waitFor(user.email, 1, { subject: 'Setze dein Passwort zurück' });
    expect(message.html).toMatch(/<html [^>]*lang="de"/);
    expect(message.text).toContain('Hallo');
    expect(message.text).toContain('1 Stunde lang');
    expect(message.html).not.toContain('Choose a new password');
    const link = linkIn(message, `${PUBLIC_URL}/reset-password?token=`);
    expect((await resetWith(tokenOf(link), 'ein ganz neues Passwort')).statusCode).toBe(200);
  });

  it('refuses a link after an hour', async () => {
    const user = await signupUser(app, { email: uniqueEmail('expired') });
    await askForReset(user.email);
    const token = tokenOf(linkIn(await mail.waitFor(user.email, 1, RESET), `${PUBLIC_URL}/reset-password?token=`));
    // An hour and a moment later.
    await app.database.prisma.accountToken.updateMany({
      where: { userId: user.id },
      data: { expiresAt: new Date(Date.now() - 1000) },
    });
    const late = await resetWith(token, 'too late a password');
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(RESET_LINK_INVALID);
  });

  it('refuses an older link once a newer one was sent', async () => {
    const user = await signupUser(app, { email: uniqueEmail('newer') });
    await askForReset(user.email);
    const first = tokenOf(linkIn(await mail.waitFor(user.email, 1, RESET), `${PUBLIC_URL}/reset-password?token=`));
    await askForReset(user.email);
    const second = tokenOf(linkIn(await mail.waitFor(user.email, 2, RESET), `${PUBLIC_URL}/reset-password?token=`));
    expect(second).not.toBe(first);
    expect((await resetWith(first, 'from the old link')).statusCode).toBe(400);
    expect((await resetWith(second, 'from the new link')).statusCode).toBe(200);
  });

  it('answers an unknown address exactly as a known one, and mails nothing', async () => {
    const known = await signupUser(app, { email: uniqueEmail('known') });
    const unknown = uniqueEmail('nobody');
    const forKnown = await askForReset(known.email);
    const forUnknown = await askForReset(unknown);
    expect(forUnknown.statusCode).toBe(forKnown.statusCode);
    expect(forUnknown.body).toBe(forKnown.body);
    await mail.waitFor(known.email, 1, RESET);
    expect(mail.to(unknown)).toHaveLength(0);
    expect(await app.database.prisma.emailMessage.count({ where: { toAddress: unknown } })).toBe(0);
  });

  it('mails no link to a blocked account', async () => {
    const user = await signupUser(app, { email: uniqueEmail('blocked') });
    await app.database.prisma.user.update({ where: { id: user.id }, data: { status: 'BLOCKED' } });
    expect((await askForReset(user.email)).statusCode).toBe(200);
    expect(
      await app.database.prisma.emailMessage.count({ where: { toAddress: user.email, kind: 'password-reset' } }),
    ).toBe(0);
  });

  it('refuses the 6th request in an hour for one address', async () => {
    const user = await signupUser(app, { email: uniqueEmail('flood') });
    for (let n = 1; n <= 5; n += 1) expect((await askForReset(user.email)).statusCode).toBe(200);
    const sixth = await askForReset(user.email);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().message).toMatch(/Too many reset links were asked for this address/);
    await mail.waitFor(user.email, 5, RESET);
    expect(
      await app.database.prisma.emailMessage.count({ where: { toAddress: user.email, kind: 'password-reset' } }),
    ).toBe(5);
  });

  it('puts PUBLIC_URL in the link whatever Host the request names (no reset poisoning)', async () => {
    const user = await signupUser(app, { email: uniqueEmail('host') });
    await askForReset(user.email, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    const message = await mail.waitFor(user.email, 1, RESET);
    expect(linkIn(message, `${PUBLIC_URL}/reset-password?token=`)).toMatch(/^https:\/\/photos\.example\.test\//);
    expect(`${message.text}${String(message.html)}`).not.toContain('evil.example');
  });

  it('refuses a weak new password and a made-up token with clear messages', async () => {
    const weak = await resetWith('whatever', 'short');
    expect(weak.statusCode).toBe(400);
    expect(JSON.stringify(weak.json())).toContain('Password must be at least 8 characters long');
    const madeUp = await resetWith('a'.repeat(43), 'long enough password');
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().message).toBe(RESET_LINK_INVALID);
    const bad = await app.server.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: 'nope' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('works through GraphQL too', async () => {
    const user = await signupUser(app, { email: uniqueEmail('graphql') });
    const asked = await app.graphql<{ requestPasswordReset: { message?: string } }>(
      `mutation ($email: String!) { requestPasswordReset(input: { email: $email }) {
        ... on RequestPasswordResetSuccess { message } ... on Error { message } } }`,
      { email: user.email },
    );
    expect(asked.body.data?.requestPasswordReset.message).toBe(RESET_REQUESTED_MESSAGE);
    await app.services.passwordReset.idle();
    const token = tokenOf(linkIn(await mail.waitFor(user.email, 1, RESET), `${PUBLIC_URL}/reset-password?token=`));
    const reset = await app.graphql<{ resetPassword: { __typename: string; viewer?: { email: string } } }>(
      `mutation ($token: String!) { resetPassword(input: { token: $token, password: "set over graphql" }) {
        __typename ... on ResetPasswordSuccess { viewer { email } } ... on Error { message } } }`,
      { token },
    );
    expect(reset.body.data?.resetPassword).toEqual({
      __typename: 'ResetPasswordSuccess',
      viewer: { email: user.email },
    });
    const reused = await app.graphql<{ resetPassword: { __typename: string; message?: string } }>(
      `mutation ($token: String!) { resetPassword(input: { token: $token, password: "set over graphql" }) {
        __typename ... on Error { message } } }`,
      { token },
    );
    expect(reused.body.data?.resetPassword).toEqual({ __typename: 'ValidationError', message: RESET_LINK_INVALID });
  });
});

describe('the mail server down when a message is due', () => {
  it('keeps the message, tries again, and sends it once the server is back', async () => {
    const user = await signupUser(app, { email: uniqueEmail('down') });
    await mail.stop();
    try {
      await askForReset(user.email);
      await expect
        .poll(
          () =>
            app.database.prisma.emailMessage.findFirst({ where: { toAddress: user.email, kind: 'password-reset' } }),
          {
            timeout: 15_000,
          },
        )
        .toMatchObject({
          status: 'PENDING',
          attempts: expect.any(Number) as number,
          error: expect.any(String) as string,
        });
    } finally {
      await mail.start();
    }
    const message = await mail.waitFor(user.email, 1, { ...RESET, timeoutMs: 20_000 });
    expect(linkIn(message, `${PUBLIC_URL}/reset-password?token=`)).toBeTruthy();
    // The server took it a moment before the worker writes that down.
    await expect
      .poll(() =>
        app.database.prisma.emailMessage.findFirst({ where: { toAddress: user.email, kind: 'password-reset' } }),
      )
      .toMatchObject({ status: 'SENT', error: null });
    const row = await app.database.prisma.emailMessage.findFirst({
      where: { toAddress: user.email, kind: 'password-reset' },
    });
    expect(row?.attempts).toBeGreaterThan(1);
    expect(mail.to(user.email, RESET.subject)).toHaveLength(1);

    // An administrator cannot send it again: its one-time link was erased once delivered.
    const admin = await signupUser(app, { email: uniqueEmail('admin') });
    await app.database.prisma.user.update({ where: { id: admin.id }, data: { isAdmin: true } });
    const resend = await app.server.inject({
      method: 'POST',
      url: `/api/superadmin/emails/${row!.id}/resend`,
      headers: { cookie: admin.cookie },
    });
    expect(resend.statusCode).toBe(409);
  });
});

describe('without SMTP_URL (the embedded default)', () => {
  it('keeps the message for the admin instead of sending it', async () => {
    const local = await createTestApp();
    try {
      const user = await signupUser(local, { email: uniqueEmail('kept') });
      await local.server.inject({ method: 'POST', url: '/api/auth/forgot-password', payload: { email: user.email } });
      await local.services.passwordReset.idle();
      await expect
        .poll(() => local.database.prisma.emailMessage.findFirst({ where: { toAddress: user.email } }))
        .toMatchObject({ status: 'KEPT', subject: 'Reset your password' });
      // Kept, the body is the only way the link reaches anyone: it stays for the admin's Emails tab.
      const admin = await signupUser(local, { email: uniqueEmail('admin') });
      await local.database.prisma.user.update({ where: { id: admin.id }, data: { isAdmin: true } });
      const { body } = await local.graphql<{
        admin: { emails: { edges: { node: { to: string; subject: string; status: string; text: string } }[] } };
      }>(
        `query ($search: String) { admin { emails(search: $search) { edges { node { to subject status text } } } } }`,
        { search: user.email },
        { cookie: admin.cookie },
      );
      const [listed] = body.data!.admin.emails.edges.map((edge) => edge.node);
      expect(listed).toMatchObject({ to: user.email, subject: 'Reset your password', status: 'KEPT' });
      expect(listed!.text).toContain('http://localhost:');
      expect(listed!.text).toContain('/reset-password?token=');
    } finally {
      await local.close();
    }
  });
});
