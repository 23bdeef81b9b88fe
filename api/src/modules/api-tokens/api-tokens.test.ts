import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, signupUser, type Auth, type TestApp } from '../../../test/app.ts';
import { type SignedUpUser } from '../../../test/users.ts';
import { appWithHost, createEvent, inDays } from '../../../test/factories.ts';
import { MAX_API_TOKENS_PER_USER } from './api-tokens.service.ts';

// Personal access tokens through the built app: scopes, hashing, revocation, blocking, expiry, CSRF,
// audit and last use. Their effect on open subscriptions is in api-tokens-live.test.ts.

type Account = SignedUpUser;

const CREATE = /* GraphQL */ `
  mutation Create($input: CreateApiTokenInput!) {
    createApiToken(input: $input) {
      __typename
      ... on CreatedApiToken {
        secret
        apiToken {
          id
          name
          scopes
          prefix
          expiresAt
        }
      }
      ... on Error {
        message
      }
    }
  }
`;
const REVOKE = /* GraphQL */ `
  mutation Revoke($id: ID!) {
    revokeApiToken(id: $id) {
      __typename
      ... on RevokeApiTokenSuccess {
        revokedId
      }
      ... on Error {
        message
      }
    }
  }
`;
const MY_EVENTS = /* GraphQL */ `
  query {
    myEvents {
      edges {
        node {
          slug
        }
      }
    }
  }
`;
const CREATE_EVENT = /* GraphQL */ `
  mutation CreateEvent($input: CreateEventInput!) {
    createEvent(input: $input) {
      __typename
    }
  }
`;

interface Created {
  __typename: string;
  message?: string;
  secret?: string;
  apiToken?: { id: string; name: string; scopes: string[]; prefix: string; expiresAt: string | null };
}

let app: TestApp;
let owner: Account;

beforeAll(async () => {
  ({ app, host: owner } = await appWithHost());
});
afterAll(() => app.close());

async function createToken(
  account: { cookie: string } | Auth,
  input: { name?: string; scopes: string[]; expiresAt?: string | null },
): Promise<Created> {
  const { body } = await app.graphql<{ createApiToken: Created }>(
    CREATE,
    { input: { name: 'CI deploys', ...input } },
    account,
  );
  expect(body.errors).toBeUndefined();
  return body.data!.createApiToken;
}

async function tokenOf(account: Account, scopes: string[]): Promise<{ secret: string; id: string }> {
  const created = await createToken({ cookie: account.cookie }, { scopes });
  expect(created.__typename).toBe('CreatedApiToken');
  return { secret: created.secret!, id: created.apiToken!.id };
}

async function makeAdmin(account: Account): Promise<void> {
  await app.database.prisma.user.update({ where: { id: account.id }, data: { isAdmin: true } });
}

function restGet(url: string, secret: string) {
  return app.server.inject({ method: 'GET', url, headers: { authorization: `Bearer ${secret}` } });
}

describe('creating a token', () => {
  it('shows the secret once and stores only its SHA-256 and a short prefix', async () => {
    const created = await createToken({ cookie: owner.cookie }, { scopes: ['READ'] });
    expect(created.__typename).toBe('CreatedApiToken');
    const secret = created.secret!;
    expect(secret).toMatch(/^wp_[0-9A-Za-z]{43}$/);
    expect(created.apiToken).toMatchObject({ name: 'CI deploys', scopes: ['READ'], prefix: secret.slice(0, 9) });

    const rows = await app.database.prisma.$queryRawUnsafe<Record<string, unknown>[]>(
      'SELECT * FROM "ApiToken" WHERE "userId" = $1',
      owner.id,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.secretHash).toBe(createHash('sha256').update(secret).digest('hex'));
    // No column of any row holds the secret, nor does the audit log.
    expect(JSON.stringify(rows)).not.toContain(secret.slice(9));
    const audit = await app.database.prisma.auditLog.findMany({ where: { targetType: 'ApiToken' } });
    expect(JSON.stringify(audit)).not.toContain(secret.slice(9));

    // The list never shows it again either.
    const { body } = await app.graphql<{ myApiTokens: { edges: { node: Record<string, unknown> }[] } }>(
      `query { myApiTokens { edges { node { name prefix scopes } } } }`,
      {},
      { cookie: owner.cookie },
    );
    expect(JSON.stringify(body)).not.toContain(secret.slice(9));
    expect(body.data?.myApiTokens.edges[0]?.node).toEqual({
      name: 'CI deploys',
      prefix: secret.slice(0, 9),
      scopes: ['READ'],
    });
  });

  it('is its owner’s alone: node(id:) of a token answers null to anyone else, and its list too', async () => {
    const { id } = await tokenOf(owner, ['READ']);
    const NODE = `query($id: ID!) { node(id: $id) { id ... on ApiToken { name } } }`;
    expect((await app.graphql<{ node: unknown }>(NODE, { id }, { cookie: owner.cookie })).body.data?.node).toEqual({
      id,
      name: 'CI deploys',
    });
    const stranger = await signupUser(app);
    expect(
      (await app.graphql<{ node: unknown }>(NODE, { id }, { cookie: stranger.cookie })).body.data?.node,
    ).toBeNull();
    // Not even an admin lists another user's tokens: the deprecated User.apiTokens answers them an empty
    // list (not an error, which would null the account they asked for), the owner their own.
    const admin = await signupUser(app);
    await makeAdmin(admin);
    const ownerId = Buffer.from(`User:${owner.id}`).toString('base64');
    const LISTED = `query($id: ID!) { node(id: $id) { ... on User { email apiTokens { edges { node { name } } } } } }`;
    const listed = await app.graphql(LISTED, { id: ownerId }, { cookie: admin.cookie });
    expect(listed.body.errors).toBeUndefined();
    expect(listed.body.data).toEqual({ node: { email: owner.email, apiTokens: { edges: [] } } });
    const own = await app.graphql<{ node: { apiTokens: { edges: unknown[] } } }>(LISTED, { id: ownerId }, owner);
    expect(own.body.data?.node.apiTokens.edges.length).toBeGreaterThan(0);
  });

  it('audits each creation and revocation with the actor, the token and the address', async () => {
    const account = await signupUser(app);
    const { id } = await tokenOf(account, ['READ', 'WRITE']);
    const revoked = await app.graphql<{ revokeApiToken: { __typename: string } }>(REVOKE, { id }, account);
    expect(revoked.body.data?.revokeApiToken.__typename).toBe('RevokeApiTokenSuccess');
    const rows = await app.database.prisma.auditLog.findMany({
      where: { actorId: account.id, targetType: 'ApiToken' },
      orderBy: { id: 'asc' },
    });
    expect(rows.map((row) => row.action)).toEqual(['apiToken.create', 'apiToken.revoke']);
    expect(rows[0]).toMatchObject({
      ip: '127.0.0.1',
      metadata: expect.objectContaining({ scopes: ['READ', 'WRITE'] }),
    });
  });

  it('refuses bad names, past or far expiries, and a token made with a token', async () => {
    const refusals = [
      await createToken({ cookie: owner.cookie }, { name: ' ', scopes: ['READ'] }),
      await createToken({ cookie: owner.cookie }, { name: 'x'.repeat(101), scopes: ['READ'] }),
      await createToken({ cookie: owner.cookie }, { scopes: ['READ'], expiresAt: inDays(-1).toISOString() }),
      await createToken({ cookie: owner.cookie }, { scopes: ['READ'], expiresAt: inDays(400).toISOString() }),
    ];
    expect(refusals.map((refusal) => [refusal.__typename, refusal.message])).toEqual([
      ['ValidationError', 'Name is required'],
      ['ValidationError', 'Name must be at most 100 characters'],
      ['ValidationError', 'Expiry must be in the future'],
      ['ValidationError', 'Expiry must be within 366 days'],
    ]);
    const { secret } = await tokenOf(owner, ['READ', 'WRITE']);
    const minted = await createToken({ token: secret }, { scopes: ['READ', 'WRITE'] });
    expect(minted).toMatchObject({ __typename: 'ForbiddenError', message: expect.stringMatching(/signed in/) });
  });

  it(`stops at ${MAX_API_TOKENS_PER_USER} live tokens per account, with a clear message`, async () => {
    const account = await signupUser(app);
    await app.database.prisma.apiToken.createMany({
      data: Array.from({ length: MAX_API_TOKENS_PER_USER }, (_, i) => ({
        userId: account.id,
        name: `script ${i}`,
        scopes: ['READ' as const],
        secretHash: `hash-${account.id}-${i}`,
        prefix: 'wp_abcdef',
      })),
    });
    const refused = await createToken({ cookie: account.cookie }, { scopes: ['READ'] });
    expect(refused).toMatchObject({ __typename: 'ValidationError', message: expect.stringMatching(/Revoke one/) });
  });

  it('gives the admin scope to administrators only', async () => {
    const refused = await createToken({ cookie: owner.cookie }, { scopes: ['READ', 'ADMIN'] });
    expect(refused).toMatchObject({ __typename: 'ForbiddenError' });
    const admin = await signupUser(app);
    await makeAdmin(admin);
    const granted = await createToken({ cookie: admin.cookie }, { scopes: ['ADMIN'] });
    // Every token can read.
    expect(granted.apiToken?.scopes).toEqual(['READ', 'ADMIN']);
  });
});

describe('scopes', () => {
  it('a read token runs queries and GET calls, but no mutation (GraphQL) and no other method (REST)', async () => {
    await createEvent(app, { cookie: owner.cookie }, { slug: `read-scope-${owner.id}` });
    const { secret } = await tokenOf(owner, ['READ']);
    const read = await app.graphql<{ myEvents: { edges: { node: { slug: string } }[] } }>(
      MY_EVENTS,
      {},
      { token: secret },
    );
    expect(read.body.data?.myEvents.edges.map((edge) => edge.node.slug)).toContain(`read-scope-${owner.id}`);
    expect((await restGet('/api/auth/my/events', secret)).statusCode).toBe(200);

    const mutation = await app.graphql(
      CREATE_EVENT,
      { input: { slug: `refused-${owner.id}`, title: 'Nope', dateTime: inDays(30).toISOString() } },
      { token: secret },
    );
    expect(mutation.body.errors).toEqual([
      expect.objectContaining({
        message: expect.stringMatching(/read-only/),
        extensions: expect.objectContaining({ code: 'INSUFFICIENT_SCOPE' }),
      }),
    ]);
    const rest = await app.server.inject({
      method: 'POST',
      url: '/api/auth/events',
      headers: authHeaders({ token: secret }),
      payload: { slug: `refused-rest-${owner.id}`, title: 'Nope', dateTime: inDays(30).toISOString() },
    });
    expect(rest.statusCode).toBe(403);
    expect(rest.json()).toEqual({ message: expect.stringMatching(/read-only/), code: 'INSUFFICIENT_SCOPE' });
    expect(await app.database.prisma.event.count({ where: { slug: { startsWith: 'refused-' } } })).toBe(0);
  });

  it('a write token does what its user may, over GraphQL and REST', async () => {
    const { secret } = await tokenOf(owner, ['READ', 'WRITE']);
    const mutation = await app.graphql<{ createEvent: { __typename: string } }>(
      CREATE_EVENT,
      { input: { slug: `written-${owner.id}`, title: 'Yes', dateTime: inDays(30).toISOString() } },
      { token: secret },
    );
    expect(mutation.body.data?.createEvent.__typename).toBe('CreateEventSuccess');
    await createEvent(app, { token: secret }, { slug: `written-rest-${owner.id}` });
    // Not the admin calls: its user is no admin.
    expect((await restGet('/api/superadmin/dashboard', secret)).statusCode).toBe(403);
  });

  it("an admin's token reaches admin calls only with the admin scope", async () => {
    const admin = await signupUser(app);
    await makeAdmin(admin);
    const plain = await tokenOf(admin, ['READ', 'WRITE']);
    const query = await app.graphql(`query { admin { __typename } }`, {}, { token: plain.secret });
    expect(query.body.errors?.[0]).toMatchObject({ extensions: { code: 'INSUFFICIENT_SCOPE' } });
    const rest = await restGet('/api/superadmin/dashboard', plain.secret);
    expect(rest.statusCode).toBe(403);
    expect(rest.json()).toMatchObject({ code: 'INSUFFICIENT_SCOPE' });
    // Nor does it see other users as an admin would.
    const other = Buffer.from(`User:${owner.id}`).toString('base64');
    const node = await app.graphql<{ node: unknown }>(
      `query($id: ID!) { node(id: $id) { id } }`,
      { id: other },
      {
        token: plain.secret,
      },
    );
    expect(node.body.data?.node ?? null).toBeNull();

    const adminRead = await tokenOf(admin, ['READ', 'ADMIN']);
    expect((await app.graphql(`query { admin { __typename } }`, {}, { token: adminRead.secret })).body).toMatchObject({
      data: { admin: { __typename: 'Admin' } },
    });
    expect((await restGet('/api/superadmin/dashboard', adminRead.secret)).statusCode).toBe(200);
    // Admin changes are changes: they need the write scope as well.
    const block = await app.server.inject({
      method: 'PATCH',
      url: `/api/superadmin/users/${owner.id}`,
      headers: authHeaders({ token: adminRead.secret }),
      payload: { status: 'BLOCKED' },
    });
    expect(block.statusCode).toBe(403);
    expect((await app.database.prisma.user.findUniqueOrThrow({ where: { id: owner.id } })).status).toBe('ACTIVE');
  });

  it('judges the route a call reaches, not how its path is spelled: an encoded admin path is refused alike', async () => {
    const admin = await signupUser(app);
    await makeAdmin(admin);
    const { secret } = await tokenOf(admin, ['READ', 'WRITE']);
    const plain = await restGet('/api/superadmin/dashboard', secret);
    expect(plain.statusCode).toBe(403);
    for (const url of ['/api/%73uperadmin/dashboard', '/api/superadmin/%64ashboard', '/%61pi/superadmin/dashboard']) {
      const encoded = await restGet(url, secret);
      expect({ url, status: encoded.statusCode, body: encoded.json<unknown>() }).toEqual({
        url,
        status: 403,
        body: plain.json(),
      });
    }
  });
});

describe('refusals', () => {
  async function expectRefused(secret: string, message: string) {
    const graphql = await app.graphql(MY_EVENTS, {}, { token: secret });
    expect(graphql.status).toBe(401);
    expect(graphql.body.errors).toEqual([{ message, extensions: { code: 'UNAUTHENTICATED' } }]);
    const rest = await restGet('/api/auth/me', secret);
    expect(rest.statusCode).toBe(401);
    expect(rest.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    expect(rest.json()).toMatchObject({ message });
  }

  it('refuses malformed and unknown tokens with a 401, not a 500', async () => {
    await expectRefused('wp_nonsense', 'This API token is not valid.');
    await expectRefused(`wp_${'A'.repeat(43)}`, 'This API token is not valid.');
  });

  it('refuses a revoked token from the very next request', async () => {
    const account = await signupUser(app);
    const { secret, id } = await tokenOf(account, ['READ']);
    expect((await restGet('/api/auth/me', secret)).statusCode).toBe(200);
    await app.graphql(REVOKE, { id }, account);
    await expectRefused(secret, 'This API token was revoked.');
    // Revoking twice, or another user's token, finds nothing.
    const again = await app.graphql<{ revokeApiToken: { __typename: string } }>(REVOKE, { id }, account);
    expect(again.body.data?.revokeApiToken.__typename).toBe('NotFoundError');
  });

  it("cannot revoke another user's token", async () => {
    const account = await signupUser(app);
    const { secret, id } = await tokenOf(account, ['READ']);
    const stranger = await signupUser(app);
    const attempt = await app.graphql<{ revokeApiToken: { __typename: string } }>(REVOKE, { id }, stranger);
    expect(attempt.body.data?.revokeApiToken.__typename).toBe('NotFoundError');
    expect((await restGet('/api/auth/me', secret)).statusCode).toBe(200);
  });

  it('refuses an expired token', async () => {
    const account = await signupUser(app);
    const created = await createToken(
      { cookie: account.cookie },
      { scopes: ['READ'], expiresAt: inDays(1).toISOString() },
    );
    expect((await restGet('/api/auth/me', created.secret!)).statusCode).toBe(200);
    // A day passes: the row is moved back rather than the clock forward, so the cache that read it is told.
    await app.database.prisma.apiToken.updateMany({ where: { userId: account.id }, data: { expiresAt: inDays(-1) } });
    await app.services.auth.forgetUser(account.id);
    await expectRefused(created.secret!, 'This API token has expired.');
  });

  it('stops the tokens of a user an admin blocks at once, and of a deleted user', async () => {
    const admin = await signupUser(app);
    await makeAdmin(admin);
    for (const [status, message] of [
      ['BLOCKED', 'The account of this API token is blocked.'],
      ['DELETED', 'This API token is not valid.'],
    ] as const) {
      const account = await signupUser(app);
      const { secret } = await tokenOf(account, ['READ', 'WRITE']);
      const changed = await app.server.inject({
        method: 'PATCH',
        url: `/api/superadmin/users/${account.id}`,
        headers: authHeaders({ cookie: admin.cookie }),
        payload: { status },
      });
      expect(changed.statusCode).toBe(200);
      await expectRefused(secret, message);
    }
  });
});

describe('cross-site requests', () => {
  const foreign = { origin: 'https://evil.example', 'content-type': 'application/json' };

  it('lets a Bearer-token POST from another origin through: it carries no visitor’s cookie', async () => {
    const { secret } = await tokenOf(owner, ['READ']);
    const response = await app.server.inject({
      method: 'POST',
      url: '/graphql',
      headers: { ...foreign, authorization: `Bearer ${secret}` },
      payload: JSON.stringify({ query: MY_EVENTS }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toHaveProperty('data.myEvents');
  });

  it('still refuses a cookie POST from another origin, also when a Bearer header rides along', async () => {
    const { secret } = await tokenOf(owner, ['READ']);
    for (const headers of [
      { ...foreign, cookie: owner.cookie },
      { ...foreign, cookie: owner.cookie, authorization: `Bearer ${secret}` },
    ]) {
      const response = await app.server.inject({
        method: 'POST',
        url: '/graphql',
        headers,
        payload: JSON.stringify({ query: MY_EVENTS }),
      });
      expect(response.statusCode).toBe(403);
    }
  });
});

describe('last use', () => {
  it('records the time and address of use, at most once a minute', async () => {
    const account = await signupUser(app);
    const { secret } = await tokenOf(account, ['READ']);
    const before = await app.database.prisma.apiToken.findFirstOrThrow({ where: { userId: account.id } });
    expect(before.lastUsedAt).toBeNull();
    await app.server.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${secret}` },
      remoteAddress: '198.51.100.20',
    });
    const first = await app.database.prisma.apiToken.findFirstOrThrow({ where: { userId: account.id } });
    expect(first.lastUsedAt).toBeInstanceOf(Date);
    expect(first.lastUsedIp).toBe('198.51.100.20');

    await app.server.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${secret}` },
      remoteAddress: '198.51.100.21',
    });
    const second = await app.database.prisma.apiToken.findFirstOrThrow({ where: { userId: account.id } });
    expect(second.lastUsedAt).toEqual(first.lastUsedAt);

    // A minute later it is written again (the row moved back a minute; the cache that read it is told).
    await app.database.prisma.apiToken.update({
      where: { id: first.id },
      data: { lastUsedAt: new Date(Date.now() - 61_000) },
    });
    await app.services.auth.forgetUser(account.id);
    await app.server.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${secret}` },
      remoteAddress: '198.51.100.21',
    });
    const third = await app.database.prisma.apiToken.findFirstOrThrow({ where: { userId: account.id } });
    expect(third.lastUsedIp).toBe('198.51.100.21');
    expect(third.lastUsedAt!.getTime()).toBeGreaterThan(Date.now() - 10_000);

    const listed = await app.graphql<{ myApiTokens: { edges: { node: { lastUsedAddress: string } }[] } }>(
      `query { myApiTokens { edges { node { lastUsedAt lastUsedAddress } } } }`,
      {},
      { cookie: account.cookie },
    );
    expect(listed.body.data?.myApiTokens.edges[0]?.node.lastUsedAddress).toBe('198.51.100.21');
  });

  it('keeps session JWTs working as Bearer tokens', async () => {
    const response = await restGet('/api/auth/me', owner.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { id: owner.id } });
  });
});
