import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, signupUser, uniqueEmail, type Auth, type TestApp } from '../../../test/app.ts';
import { createEvent } from '../../../test/factories.ts';
import { linkIn, startMailServer } from '../../../test/mail-server.ts';
import { asUser } from '../../../test/users.ts';
import { CREATE_WEBHOOK } from '../../../test/webhooks.ts';
import { VERIFY_EMAIL_FIRST } from '../../access/verified-email.ts';

// The English words, as they always read (the catalogs hold them since issue 34).
const WRONG_CURRENT_PASSWORD = 'Your current password is not right.';
const VERIFY_LINK_INVALID =
  'This confirmation link does not work any more: it was used, a newer one was sent, or it expired. Sign in to send a new one.';

// Confirming addresses, changing them, and mailed co-host invitations, against a real SMTP server
// (decision 054).

const PUBLIC_URL = 'https://photos.example.test';
const VERIFY_LINK = `${PUBLIC_URL}/verify-email?token=`;
let mail: Awaited<ReturnType<typeof startMailServer>>;
let app: TestApp;

beforeAll(async () => {
  mail = await startMailServer();
  app = await createTestApp({
    env: { SMTP_URL: mail.url, PUBLIC_URL, ALLOW_PRIVATE_WEBHOOKS: 'true' },
    email: { retryBaseMs: 100, retryMaxMs: 300, pollMs: 100 },
  });
});
afterAll(async () => {
  await app.close();
  await mail.close();
});

const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

const verify = (token: string) =>
  app.server.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token } });

async function me(auth: Auth) {
  const { body } = await app.graphql<{
    viewer: { email: string; emailVerifiedAt: string | null; mustVerifyEmail: boolean; pendingEmail: string | null };
  }>('{ viewer { email emailVerifiedAt mustVerifyEmail pendingEmail } }', {}, auth);
  return body.data!.viewer;
}

async function createToken(auth: Auth) {
  const { body } = await app.graphql<{ createApiToken: { __typename: string; message?: string } }>(
    `mutation { createApiToken(input: { name: "CI", scopes: [READ] }) { __typename ... on Error { message } } }`,
    {},
    auth,
  );
  return body.data!.createApiToken;
}

describe('confirming the address after signup', () => {
  it('mails a link; until it is opened API tokens and webhooks wait, then they work', async () => {
    const user = await signupUser(app, { email: uniqueEmail('verify'), displayName: 'Deniz' });
    const message = await mail.waitFor(user.email);
    expect(message.subject).toBe('Confirm your email address');
    expect(message.text).toContain('Hi Deniz');
    expect(await me(asUser(user))).toMatchObject({ emailVerifiedAt: null, mustVerifyEmail: true });

    expect(await createToken(asUser(user))).toEqual({ __typename: 'ForbiddenError', message: VERIFY_EMAIL_FIRST });
    const webhook = await app.graphql<{ createWebhook: { __typename: string; message?: string } }>(
      CREATE_WEBHOOK,
      { eventId: null, url: 'http://127.0.0.1:9/hook', topics: ['UPLOAD_CREATED'] },
      asUser(user),
    );
    expect(webhook.body.data?.createWebhook).toMatchObject({
      __typename: 'ForbiddenError',
      message: VERIFY_EMAIL_FIRST,
    });

    const opened = await verify(tokenOf(linkIn(message, VERIFY_LINK)));
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toEqual({ email: user.email, changed: false });
    expect(await me(asUser(user))).toMatchObject({ mustVerifyEmail: false });
    expect((await me(asUser(user))).emailVerifiedAt).not.toBeNull();
    expect((await createToken(asUser(user))).__typename).toBe('CreatedApiToken');
    const me2 = await app.server.inject({ url: '/api/auth/me', headers: authHeaders(asUser(user)) });
    expect(me2.json().user.emailVerified).toBe(true);
  });

  it('sends a new link on request, and only the newest works', async () => {
    const user = await signupUser(app, { email: uniqueEmail('resend') });
    const first = tokenOf(linkIn(await mail.waitFor(user.email, 1), VERIFY_LINK));
    const resent = await app.server.inject({
      method: 'POST',
      url: '/api/auth/resend-verification',
      headers: authHeaders(asUser(user)),
    });
    expect(resent.statusCode).toBe(200);
    const second = tokenOf(linkIn(await mail.waitFor(user.email, 2), VERIFY_LINK));
    expect((await verify(first)).json().message).toBe(VERIFY_LINK_INVALID);
    expect((await verify(second)).statusCode).toBe(200);
    expect((await verify(second)).statusCode).toBe(400);
    const again = await app.server.inject({
      method: 'POST',
      url: '/api/auth/resend-verification',
      headers: authHeaders(asUser(user)),
    });
    expect(again.statusCode).toBe(409);
  });
});

describe('changing the address', () => {
  it('asks for the current password, mails the new address a link and tells the old one', async () => {
    const user = await signupUser(app, { email: uniqueEmail('mover') });
    await mail.waitFor(user.email);
    const newEmail = uniqueEmail('moved');
    const wrong = await app.server.inject({
      method: 'POST',
      url: '/api/auth/change-email',
      headers: authHeaders(asUser(user)),
      payload: { email: newEmail, currentPassword: 'not my password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(WRONG_CURRENT_PASSWORD);

    const asked = await app.server.inject({
      method: 'POST',
      url: '/api/auth/change-email',
      headers: authHeaders(asUser(user)),
      payload: { email: newEmail.toUpperCase(), currentPassword: user.password },
    });
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toMatchObject({ user: { email: user.email }, pendingEmail: newEmail });
    expect(await me(asUser(user))).toMatchObject({ email: user.email, pendingEmail: newEmail });

    const notice = await mail.waitFor(user.email, 2);
    expect(notice.subject).toBe('Your sign-in address is being changed');
    expect(notice.text).toContain(newEmail);
    const confirm = await mail.waitFor(newEmail);
    expect(confirm.subject).toBe('Confirm your new email address');

    // Until the new address opens its link, the account signs in with the old one.
    const beforeLogin = await app.server.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(beforeLogin.statusCode).toBe(200);

    const opened = await verify(tokenOf(linkIn(confirm, VERIFY_LINK)));
    expect(opened.json()).toEqual({ email: newEmail, changed: true });
    expect(await me(asUser(user))).toMatchObject({ email: newEmail, pendingEmail: null, mustVerifyEmail: false });
    const oldLogin = await app.server.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(oldLogin.statusCode).toBe(401);
    const newLogin = await app.server.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: newEmail, password: user.password },
    });
    expect(newLogin.statusCode).toBe(200);
  });

  it('refuses an address another account has', async () => {
    const user = await signupUser(app, { email: uniqueEmail('a') });
    const other = await signupUser(app, { email: uniqueEmail('b') });
    const taken = await app.server.inject({
      method: 'POST',
      url: '/api/auth/change-email',
      headers: authHeaders(asUser(user)),
      payload: { email: other.email, currentPassword: user.password },
    });
    expect(taken.statusCode).toBe(409);
  });
});

describe('co-host invitations by email', () => {
  it('reach an address without an account, whose owner signs up, confirms and accepts', async () => {
    const owner = await signupUser(app, { email: uniqueEmail('owner'), displayName: 'Ayla' });
    const event = await createEvent(app, asUser(owner), { title: 'Ayla & Can' });
    const invitee = uniqueEmail('planner');
    const invited = await app.server.inject({
      method: 'POST',
      url: `/api/auth/events/${event.id}/hosts`,
      headers: authHeaders(asUser(owner)),
      payload: { email: invitee },
    });
    expect(invited.statusCode).toBe(201);
    const message = await mail.waitFor(invitee);
    expect(message.subject).toBe('Ayla invited you to co-host Ayla & Can');
    const signupLink = linkIn(message, `${PUBLIC_URL}/signup?email=`);
    expect(new URL(signupLink).searchParams.get('email')).toBe(invitee);

    const planner = await signupUser(app, { email: invitee });
    const { invitations } = (
      await app.server.inject({ url: '/api/auth/invitations', headers: authHeaders(asUser(planner)) })
    ).json<{ invitations: { id: number }[] }>();
    expect(invitations).toHaveLength(1);
    const accept = () =>
      app.server.inject({
        method: 'POST',
        url: `/api/auth/invitations/${invitations[0]!.id}/accept`,
        headers: authHeaders(asUser(planner)),
      });
    // Not yet confirmed: anyone could have signed up with this address first.
    const early = await accept();
    expect(early.statusCode).toBe(403);
    expect(early.json().message).toBe(VERIFY_EMAIL_FIRST);

    const confirm = await mail.waitFor(invitee, 2);
    expect(confirm.subject).toBe('Confirm your email address');
    await verify(tokenOf(linkIn(confirm, VERIFY_LINK)));
    expect((await accept()).statusCode).toBe(200);
  });

  it('keeps a squatter who signed up with the invitee’s address out', async () => {
    const owner = await signupUser(app, { email: uniqueEmail('owner2') });
    const event = await createEvent(app, asUser(owner));
    const victim = uniqueEmail('victim');
    // The attacker registers the address first; the confirmation link goes to the victim's mailbox.
    const squatter = await signupUser(app, { email: victim });
    await app.server.inject({
      method: 'POST',
      url: `/api/auth/events/${event.id}/hosts`,
      headers: authHeaders(asUser(owner)),
      payload: { email: victim },
    });
    const { invitations } = (
      await app.server.inject({ url: '/api/auth/invitations', headers: authHeaders(asUser(squatter)) })
    ).json<{ invitations: { id: number }[] }>();
    const accepted = await app.server.inject({
      method: 'POST',
      url: `/api/auth/invitations/${invitations[0]!.id}/accept`,
      headers: authHeaders(asUser(squatter)),
    });
    expect(accepted.statusCode).toBe(403);
    const hosts = await app.database.prisma.eventMember.count({ where: { eventId: event.id } });
    expect(hosts).toBe(1);
  });
});

describe('without a mail server (the embedded default)', () => {
  it('asks nobody to confirm, and changes an address at once', async () => {
    const local = await createTestApp();
    try {
      const user = await signupUser(local, { email: uniqueEmail('local') });
      const { body } = await local.graphql<{ mailEnabled: boolean; viewer: { mustVerifyEmail: boolean } }>(
        '{ mailEnabled viewer { mustVerifyEmail } }',
        {},
        asUser(user),
      );
      expect(body.data).toEqual({ mailEnabled: false, viewer: { mustVerifyEmail: false } });
      expect(await local.database.prisma.emailMessage.count({ where: { toAddress: user.email } })).toBe(0);
      const newEmail = uniqueEmail('local-moved');
      const changed = await local.server.inject({
        method: 'POST',
        url: '/api/auth/change-email',
        headers: authHeaders(asUser(user)),
        payload: { email: newEmail, currentPassword: user.password },
      });
      expect(changed.json()).toMatchObject({ user: { email: newEmail, emailVerified: false }, pendingEmail: null });
    } finally {
      await local.close();
    }
  });
});
