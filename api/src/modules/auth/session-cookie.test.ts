import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signupUser, uniqueEmail, type TestApp } from '../../../test/app.ts';

// Decision 040: behind HTTPS the session cookie is `__Host-session`, which no other host (a sibling
// subdomain) can set; a plain-named `session` cookie, which one can plant, signs nobody in there.

let app: TestApp;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const https = { 'x-forwarded-proto': 'https' };

function me(headers: Record<string, string>) {
  return app.server.inject({ url: '/api/auth/me', headers });
}

describe('behind HTTPS', () => {
  it('signing in sets __Host-session (Secure, Path=/, no Domain), and that cookie is the session', async () => {
    const email = uniqueEmail('host-prefix');
    const signedUp = await app.server.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: https,
      payload: { email, displayName: 'Ayla', password: 'correct horse battery' },
    });
    expect(signedUp.statusCode).toBe(201);
    expect(signedUp.cookies.find((cookie) => cookie.name === 'session')).toBeUndefined();
    const session = signedUp.cookies.find((cookie) => cookie.name === '__Host-session')!;
    expect(session).toMatchObject({ secure: true, path: '/', httpOnly: true, sameSite: 'Lax' });
    expect(session.domain).toBeUndefined();

    const mine = await me({ ...https, cookie: `__Host-session=${session.value}` });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ user: { email } });

    const out = await app.server.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...https, cookie: `__Host-session=${session.value}` },
    });
    const cleared = out.cookies.find((cookie) => cookie.name === '__Host-session')!;
    expect(cleared).toMatchObject({ value: '', secure: true, path: '/' });
  });

  it('a planted plain-named session cookie (the attacker’s own valid session) signs nobody in', async () => {
    const attacker = await signupUser(app);
    const planted = await me({ ...https, cookie: attacker.cookie });
    expect(planted.statusCode).toBe(401);
    // Over plain HTTP (local development) the plain name is the session, as before.
    expect((await me({ cookie: attacker.cookie })).statusCode).toBe(200);
  });
});
