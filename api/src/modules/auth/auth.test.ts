import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signupUser, uniqueEmail, type Auth, type TestApp } from '../../../test/app.ts';

let app: TestApp;
/** Every response body this file sees, to prove none ever carries a password hash. */
const bodies: string[] = [];

beforeAll(async () => {
  app = await createTestApp({
    env: { ADMIN_EMAIL: 'Root@Example.com', ADMIN_PASSWORD: 'admin-password' },
    configure: (server) =>
      server.addHook('onSend', async (_request, _reply, payload) => {
        if (typeof payload === 'string') bodies.push(payload);
        return payload;
      }),
  });
});
afterAll(() => app.close());

const SIGNUP = /* GraphQL */ `
  mutation Signup($input: SignupInput!) {
    signup(input: $input) {
      __typename
      ... on SignupSuccess {
        viewer {
          id
          email
          displayName
          isAdmin
          status
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
const LOGIN = /* GraphQL */ `
  mutation Login($input: LoginInput!) {
    login(input: $input) {
      __typename
      ... on LoginSuccess {
        viewer {
          id
          email
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
const VIEWER = /* GraphQL */ `
  {
    viewer {
      id
      email
      displayName
    }
  }
`;

describe('REST auth (SPEC §7)', () => {
  it('signs up, answers /me with the session cookie, and normalises the email', async () => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: '  Mixed.Case@Example.COM ', displayName: ' Ann Lee ', password: 'password123' },
    });
    expect(response.statusCode).toBe(201);
    const { user } = response.json();
    expect(user).toMatchObject({
      email: 'mixed.case@example.com',
      displayName: 'Ann Lee',
      isAdmin: false,
      status: 'ACTIVE',
    });
    const cookie = response.cookies.find((c) => c.name === 'session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.maxAge).toBe(7 * 24 * 3600);

    const me = await app.server.inject({ url: '/api/auth/me', headers: { cookie: `session=${cookie?.value}` } });
    expect(me.statusCode).toBe(200);
    expect(me.json().user.email).toBe('mixed.case@example.com');
  });

  it('refuses a second account for the same email in any letter case (409)', async () => {
    const email = uniqueEmail('dup');
    await signupUser(app, { email });
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: email.toUpperCase(), displayName: 'Again', password: 'password123' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'An account with this email already exists', code: 'ConflictError' });
  });

  it.each([
    [{ email: 'a@b.co', displayName: 'A', password: 'short' }, 'Password must be at least 8 characters long'],
    [{ email: 'not-an-email', displayName: 'A', password: 'password123' }, 'Please enter a valid email address'],
    [{ email: 'a@b.co', displayName: '   ', password: 'password123' }, 'Name is required'],
    [{ displayName: 'A', password: 'password123' }, 'Email is required'],
  ])('rejects invalid signup %j with a clear 400', async (payload, message) => {
    const response = await app.server.inject({ method: 'POST', url: '/api/auth/signup', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message, code: 'ValidationError' });
  });

  it('logs in with the right password only', async () => {
    const user = await signupUser(app);
    const wrong = await app.server.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'wrong password' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Invalid email or password', code: 'AuthError' });

    const unknown = await app.server.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.com', password: 'whatever1' },
    });
    expect(unknown.json()).toEqual({ message: 'Invalid email or password', code: 'AuthError' });

    const right = await app.server.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email.toUpperCase(), password: user.password },
    });
    expect(right.statusCode).toBe(200);
    expect(right.json().user.id).toBe(user.id);
  });

  it('answers /me with 401 and a message when signed out', async () => {
    const response = await app.server.inject({ url: '/api/auth/me' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please sign in to continue.', code: 'UnauthenticatedError' });
  });

  it('logout ends the session at once: the old cookie and token stop working', async () => {
    const user = await signupUser(app);
    const logout = await app.server.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: user.cookie },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find((c) => c.name === 'session')?.value).toBe('');

    const withCookie = await app.server.inject({ url: '/api/auth/me', headers: { cookie: user.cookie } });
    expect(withCookie.statusCode).toBe(401);
    const withToken = await app.server.inject({
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(withToken.statusCode).toBe(401);
  });

  it('accepts the token as a Bearer header for API clients', async () => {
    const user = await signupUser(app);
    const response = await app.server.inject({
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(response.json().user.id).toBe(user.id);
  });

  it('ignores forged, tampered and foreign tokens', async () => {
    const user = await signupUser(app);
    const [header, payload] = user.token.split('.');
    const forged = `${header}.${Buffer.from(JSON.stringify({ sub: '1', ver: 0, iss: 'wedding-photos' })).toString('base64url')}.${'x'.repeat(43)}`;
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    for (const token of [forged, unsigned, 'garbage']) {
      const response = await app.server.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });
      expect(response.statusCode).toBe(401);
    }
  });
});

describe('blocked accounts', () => {
  it('refuses login with a clear message and ends existing sessions on the next request', async () => {
    const user = await signupUser(app);
    expect((await app.server.inject({ url: '/api/auth/me', headers: { cookie: user.cookie } })).statusCode).toBe(200);

    // Blocked behind the services' back, so the credential cache is told as the admin service tells it.
    await app.database.prisma.user.update({ where: { id: user.id }, data: { status: 'BLOCKED' } });
    await app.services.auth.forgetUser(user.id);

    const me = await app.server.inject({ url: '/api/auth/me', headers: { cookie: user.cookie } });
    expect(me.statusCode).toBe(401);
    const viewer = await app.graphql(VIEWER, {}, { cookie: user.cookie });
    expect(viewer.body.data).toEqual({ viewer: null });

    const login = await app.server.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({
      message: 'Your account has been blocked. Please contact support.',
      code: 'AuthError',
    });
  });

  it('does not tell a wrong password apart from a blocked account', async () => {
    const user = await signupUser(app);
    await app.database.prisma.user.update({ where: { id: user.id }, data: { status: 'BLOCKED' } });
    const login = await app.server.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'not the password' },
    });
    expect(login.json()).toEqual({ message: 'Invalid email or password', code: 'AuthError' });
  });
});

describe('GraphQL auth', () => {
  it('signup returns the viewer and sets the session cookie', async () => {
    const email = uniqueEmail('gql');
    const { body, raw } = await app.graphql(SIGNUP, { input: { email, displayName: 'Gia', password: 'password123' } });
    expect(body.data).toMatchObject({
      signup: { __typename: 'SignupSuccess', viewer: { email, displayName: 'Gia', isAdmin: false, status: 'ACTIVE' } },
    });
    const cookie = raw.cookies.find((c) => c.name === 'session');
    expect(cookie?.httpOnly).toBe(true);
    const viewer = await app.graphql(VIEWER, {}, { cookie: `session=${cookie?.value}` });
    expect(viewer.body.data).toMatchObject({ viewer: { email } });
  });

  it('expected failures are data: validation and conflict', async () => {
    const invalid = await app.graphql(SIGNUP, { input: { email: 'x@y.co', displayName: 'X', password: 'short' } });
    expect(invalid.body.data).toEqual({
      signup: {
        __typename: 'ValidationError',
        message: 'Password must be at least 8 characters long',
        fieldErrors: [{ field: 'password', message: 'Password must be at least 8 characters long' }],
      },
    });
    const email = uniqueEmail();
    await signupUser(app, { email });
    const conflict = await app.graphql(SIGNUP, { input: { email, displayName: 'X', password: 'password123' } });
    expect(conflict.body.data).toEqual({
      signup: { __typename: 'ConflictError', message: 'An account with this email already exists' },
    });
  });

  it('login and logout', async () => {
    const user = await signupUser(app);
    const bad = await app.graphql(LOGIN, { input: { email: user.email, password: 'nope nope' } });
    expect(bad.body.data).toEqual({ login: { __typename: 'AuthError', message: 'Invalid email or password' } });

    const good = await app.graphql(LOGIN, { input: { email: user.email, password: user.password } });
    expect(good.body.data).toMatchObject({ login: { __typename: 'LoginSuccess', viewer: { email: user.email } } });
    const cookie = `session=${good.raw.cookies.find((c) => c.name === 'session')?.value}`;

    const logout = await app.graphql('mutation { logout }', {}, { cookie });
    expect(logout.body.data).toEqual({ logout: true });
    expect((await app.graphql(VIEWER, {}, { cookie })).body.data).toEqual({ viewer: null });
  });

  it('node(id:) shows a user to themselves and to admins, and null to anyone else', async () => {
    const alice = await signupUser(app);
    const bob = await signupUser(app);
    const me = await app.graphql<{ viewer: { id: string } }>(VIEWER, {}, { cookie: alice.cookie });
    const aliceId = me.body.data?.viewer.id;
    const asNode = (auth: Auth) =>
      app.graphql('query($id: ID!) { node(id: $id) { id ... on User { email } } }', { id: aliceId }, auth);

    expect((await asNode({ cookie: alice.cookie })).body.data).toEqual({ node: { id: aliceId, email: alice.email } });
    expect((await asNode({ cookie: bob.cookie })).body.data).toEqual({ node: null });
    expect((await asNode(undefined)).body.data).toEqual({ node: null });
    const nodes = await app.graphql(
      'query($ids: [ID!]!) { nodes(ids: $ids) { id } }',
      { ids: [aliceId] },
      { cookie: bob.cookie },
    );
    expect(nodes.body.data).toEqual({ nodes: [null] });

    const admin = await signupUser(app);
    await app.database.prisma.user.update({ where: { id: admin.id }, data: { isAdmin: true } });
    expect((await asNode({ cookie: admin.cookie })).body.data).toEqual({ node: { id: aliceId, email: alice.email } });
  });
});

describe('malformed global ids', () => {
  it('are not found, never a server error', async () => {
    const user = await signupUser(app);
    for (const raw of ['User:abc', 'User:999999999999', 'User:-1', 'User:0', 'User:1e3']) {
      const id = Buffer.from(raw).toString('base64');
      const { body } = await app.graphql('query($id: ID!) { node(id: $id) { id } }', { id }, { cookie: user.cookie });
      expect(body, raw).toEqual({ data: { node: null }, extensions: { cost: expect.any(Object) } });
    }
  });
});

describe('rate limits', () => {
  it('stops password guessing on one account with 429 and Retry-After, on both faces', async () => {
    const limited = await createTestApp({
      rateLimits: { login: { limit: 3, windowMs: 60_000 }, loginPerClient: { limit: 100, windowMs: 60_000 } },
    });
    try {
      const user = await signupUser(limited);
      const attempt = () =>
        limited.server.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password: 'guess guess' },
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt()).statusCode).toBe(401);
      const blocked = await attempt();
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.json().message).toMatch(/Too many attempts/);

      const viaGraphQL = await limited.graphql(LOGIN, { input: { email: user.email, password: user.password } });
      expect(viaGraphQL.body.data).toMatchObject({ login: { __typename: 'RateLimitError' } });
    } finally {
      await limited.close();
    }
  });

  it('limits sign-ups per client', async () => {
    const limited = await createTestApp({ rateLimits: { signup: { limit: 2, windowMs: 60_000 } } });
    try {
      await signupUser(limited);
      await signupUser(limited);
      const third = await limited.server.inject({
        method: 'POST',
        url: '/api/auth/signup',
        payload: { email: uniqueEmail(), displayName: 'Third', password: 'password123' },
      });
      expect(third.statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });
});

// Issue 28, item 2: signup must say an address is taken (no mail is sent to prove it), so it answers whether an
// email is registered: its per-client budget is what bounds that lookup. An IPv6 client holds a whole /64 and
// counted per address it could rotate through it without end; so could a password guesser on one account.
describe('per-client budgets count an IPv6 client by its /64', () => {
  const from = (n: number) => ({ remoteAddress: `2001:db8:28:2::${n.toString(16)}` });

  it('limits sign-ups (which tell whether an email is taken) across one /64', async () => {
    const limited = await createTestApp({ rateLimits: { signup: { limit: 2, windowMs: 60_000 } } });
    try {
      const statuses: number[] = [];
      for (let n = 1; n <= 3; n += 1) {
        const response = await limited.server.inject({
          method: 'POST',
          url: '/api/auth/signup',
          payload: { email: uniqueEmail(), displayName: 'Rotating', password: 'password123' },
          ...from(n),
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([201, 201, 429]);
    } finally {
      await limited.close();
    }
  });

  it('limits password guesses on one account across one /64', async () => {
    const limited = await createTestApp({
      rateLimits: { login: { limit: 3, windowMs: 60_000 }, loginPerClient: { limit: 100, windowMs: 60_000 } },
    });
    try {
      const user = await signupUser(limited);
      const statuses: number[] = [];
      for (let n = 1; n <= 4; n += 1) {
        const response = await limited.server.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password: 'guess guess' },
          ...from(n),
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('super-admin from ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  it('is created at start, once', async () => {
    await app.start();
    await app.services.auth.ensureAdmin({ email: 'root@example.com', password: 'other-password' });
    const admins = await app.database.prisma.user.findMany({ where: { email: 'root@example.com' } });
    expect(admins).toHaveLength(1);
    expect(admins[0]?.isAdmin).toBe(true);
    const login = await app.server.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ROOT@example.com', password: 'admin-password' },
    });
    expect(login.json().user).toMatchObject({ isAdmin: true });
  });
});

describe('cross-site requests', () => {
  it('refuses state-changing requests from a foreign Origin', async () => {
    const user = await signupUser(app);
    const rest = await app.server.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { cookie: user.cookie, origin: 'https://evil.example' },
    });
    expect(rest.statusCode).toBe(403);
    expect(rest.json()).toEqual({ message: 'Cross-site request refused.', code: 'ForbiddenError' });
    const gql = await app.server.inject({
      method: 'POST',
      url: '/graphql',
      headers: { cookie: user.cookie, origin: 'https://evil.example', 'content-type': 'application/json' },
      payload: { query: 'mutation { logout }' },
    });
    expect(gql.statusCode).toBe(403);
    // The session survived both attempts.
    expect((await app.server.inject({ url: '/api/auth/me', headers: { cookie: user.cookie } })).statusCode).toBe(200);
  });

  it('accepts the same origin', async () => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'http://localhost:3000', host: 'localhost:3000' },
      payload: { email: 'nobody@example.com', password: 'whatever1' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('runs mutations only over POST', async () => {
    const response = await app.server.inject({ url: `/graphql?query=${encodeURIComponent('mutation { logout }')}` });
    expect(response.statusCode).toBe(405);
  });
});

describe('no response carries a password hash', () => {
  it('holds for everything this file requested', () => {
    expect(bodies.length).toBeGreaterThan(20);
    for (const body of bodies) {
      expect(body).not.toMatch(/passwordHash|\$argon2/);
    }
  });
});
