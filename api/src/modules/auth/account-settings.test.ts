import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  RELAXED_RATE_LIMITS,
  sessionCookieFrom,
  signupUser,
  uniqueEmail,
  type TestApp,
} from '../../../test/app.ts';

// The English words, as they always read (the catalogs hold them since issue 34).
const WRONG_CURRENT_PASSWORD = 'Your current password is not right.';

// The account's own name and password (issue 32 item 6), through REST and GraphQL.

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp({
    rateLimits: { ...RELAXED_RATE_LIMITS, currentPasswordPerAccount: { limit: 3, windowMs: 60_000 } },
  });
});
afterAll(() => app.close());

const UPDATE_PROFILE = /* GraphQL */ `
  mutation UpdateProfile($input: UpdateProfileInput!) {
    updateProfile(input: $input) {
      __typename
      ... on UpdateProfileSuccess {
        viewer {
          displayName
        }
      }
      ... on ValidationError {
        message
        fieldErrors {
          field
          message
        }
      }
    }
  }
`;

const CHANGE_PASSWORD = /* GraphQL */ `
  mutation ChangePassword($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      __typename
      ... on ChangePasswordSuccess {
        viewer {
          email
        }
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        fieldErrors {
          field
          message
        }
      }
    }
  }
`;

function me(cookie: string) {
  return app.server.inject({ url: '/api/auth/me', headers: { cookie } });
}

function login(email: string, password: string) {
  return app.server.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
}

describe('profile', () => {
  it('REST: changes the name under the signup rules, and refuses an empty or too long one', async () => {
    const user = await signupUser(app, { displayName: 'Ayla' });
    const changed = await app.server.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: { cookie: user.cookie },
      payload: { displayName: '  Ayla Demir  ' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().user).toMatchObject({ displayName: 'Ayla Demir', email: user.email });
    expect((await me(user.cookie)).json().user.displayName).toBe('Ayla Demir');

    for (const displayName of ['   ', 'x'.repeat(101)]) {
      const refused = await app.server.inject({
        method: 'PATCH',
        url: '/api/auth/me',
        headers: { cookie: user.cookie },
        payload: { displayName },
      });
      expect(refused.statusCode).toBe(400);
    }
    expect((await me(user.cookie)).json().user.displayName).toBe('Ayla Demir');

    const anonymous = await app.server.inject({ method: 'PATCH', url: '/api/auth/me', payload: { displayName: 'X' } });
    expect(anonymous.statusCode).toBe(401);
    const audit = await app.database.prisma.auditLog.findMany({
      where: { action: 'user.profile.update', targetId: String(user.id) },
    });
    expect(audit).toHaveLength(1);
  });

  it('GraphQL: updateProfile answers the viewer, or the name’s field error', async () => {
    const user = await signupUser(app);
    const ok = await app.graphql(UPDATE_PROFILE, { input: { displayName: 'Can Yılmaz' } }, { cookie: user.cookie });
    expect(ok.body.data?.updateProfile).toEqual({
      __typename: 'UpdateProfileSuccess',
      viewer: { displayName: 'Can Yılmaz' },
    });
    const bad = await app.graphql(UPDATE_PROFILE, { input: { displayName: '' } }, { cookie: user.cookie });
    expect(bad.body.data?.updateProfile).toMatchObject({
      __typename: 'ValidationError',
      fieldErrors: [{ field: 'displayName', message: 'Name is required' }],
    });
  });
});

describe('changing the password', () => {
  it('REST: refuses a wrong current password, then signs every other session out and this one in again', async () => {
    const user = await signupUser(app, { email: uniqueEmail('change-password') });
    const otherDevice = (await login(user.email, user.password)).json<{ token: string }>().token;

    const wrong = await app.server.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: user.cookie },
      payload: { currentPassword: 'not my password', newPassword: 'a brand new password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe(WRONG_CURRENT_PASSWORD);
    const tooShort = await app.server.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: user.cookie },
      payload: { currentPassword: user.password, newPassword: 'short' },
    });
    expect(tooShort.statusCode).toBe(400);
    expect((await login(user.email, user.password)).statusCode).toBe(200);

    const changed = await app.server.inject({
      method: 'POST',
      url: '/api/auth/change-password',
      headers: { cookie: user.cookie },
      payload: { currentPassword: user.password, newPassword: 'a brand new password' },
    });
    expect(changed.statusCode).toBe(200);
    const body = changed.json<{ user: { email: string }; token: string }>();
    expect(body.user.email).toBe(user.email);

    // This caller goes on with the fresh session (cookie and token); the others, old cookie included, end.
    expect((await me(sessionCookieFrom(changed))).statusCode).toBe(200);
    const withToken = await app.server.inject({
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${body.token}` },
    });
    expect(withToken.statusCode).toBe(200);
    expect((await me(user.cookie)).statusCode).toBe(401);
    const other = await app.server.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${otherDevice}` } });
    expect(other.statusCode).toBe(401);

    expect((await login(user.email, user.password)).statusCode).toBe(401);
    expect((await login(user.email, 'a brand new password')).statusCode).toBe(200);

    // The address is told (essential: no unsubscribe link), and the change is audited without secrets.
    const notice = await app.database.prisma.emailMessage.findFirstOrThrow({
      where: { userId: user.id, kind: 'password-changed' },
    });
    expect(notice.toAddress).toBe(user.email);
    expect(notice.subject).toBe('Your password was changed');
    expect(notice.headers).toEqual({});
    const audit = await app.database.prisma.auditLog.findMany({
      where: { action: 'user.password.change', targetId: String(user.id) },
    });
    expect(audit).toHaveLength(1);
    expect(JSON.stringify(audit)).not.toContain('a brand new password');
  });

  it('GraphQL: answers the field error, then sets a new session cookie that works', async () => {
    const user = await signupUser(app);
    const wrong = await app.graphql(
      CHANGE_PASSWORD,
      { input: { currentPassword: 'wrong password', newPassword: 'another long password' } },
      { cookie: user.cookie },
    );
    expect(wrong.body.data?.changePassword).toEqual({
      __typename: 'ValidationError',
      message: WRONG_CURRENT_PASSWORD,
      fieldErrors: [{ field: 'currentPassword', message: WRONG_CURRENT_PASSWORD }],
    });

    const changed = await app.graphql(
      CHANGE_PASSWORD,
      { input: { currentPassword: user.password, newPassword: 'another long password' } },
      { cookie: user.cookie },
    );
    expect(changed.body.data?.changePassword).toEqual({
      __typename: 'ChangePasswordSuccess',
      viewer: { email: user.email },
    });
    expect((await me(sessionCookieFrom(changed.raw))).statusCode).toBe(200);
    expect((await me(user.cookie)).statusCode).toBe(401);
  });

  it('stops guessing the current password after a few wrong tries', async () => {
    const user = await signupUser(app);
    const attempt = (currentPassword: string) =>
      app.server.inject({
        method: 'POST',
        url: '/api/auth/change-password',
        headers: { cookie: user.cookie },
        payload: { currentPassword, newPassword: 'a brand new password' },
      });
    for (let i = 0; i < 3; i += 1) expect((await attempt(`guess ${i}`)).statusCode).toBe(400);
    expect((await attempt('guess 4')).statusCode).toBe(429);
    // Even the right one waits now.
    expect((await attempt(user.password)).statusCode).toBe(429);
  });
});
