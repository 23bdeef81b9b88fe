import { randomUUID } from 'node:crypto';
import { parse } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signupUser, type TestApp } from '../../test/app.ts';
import { liveClient } from '../../test/live.ts';
import { operationNodeCount } from '../graphql/operation-cost.ts';
import { persistedOperations } from '../graphql/persisted-operations.ts';
import { schema } from '../graphql/schema.ts';
import { DEFAULT_POINTS_BUDGETS, payersOf } from './points-budget.ts';
import { RedisRateLimitStore } from './rate-limit-redis.ts';
import { MemoryRateLimitStore, type RateLimitStore } from './rate-limiter.ts';

// Issue 15, item 2: every caller has an hourly points budget (decision 027).

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const HOUR = 3_600_000;
/** 1 connection + 10 events + 10 edges. */
const TEN_EVENTS = '{ myEvents(first: 10) { edges { node { id } } } }';
const TEN_EVENTS_BY_VARIABLE = 'query($n: Int) { myEvents(first: $n) { edges { node { id } } } }';

interface Cost {
  requestedPoints: number;
  limit: number;
  remaining: number;
  resetAt: string;
}
type Answer = Awaited<ReturnType<TestApp['graphql']>>;
const costOf = (answer: Answer) => (answer.body as { extensions?: { cost?: Cost } }).extensions?.cost;
const errorOf = (answer: Answer) =>
  answer.body.errors?.[0] as { message: string; extensions: { code: string } } | undefined;

describe('counting several points in one hit', () => {
  const stores: [string, () => RateLimitStore][] = [
    ['memory', () => new MemoryRateLimitStore()],
    ['Redis', () => new RedisRateLimitStore(REDIS_URL, `points-${randomUUID()}`, { warn: () => undefined })],
  ];
  it.each(stores)('adds and gives back amounts in %s, keeping the window', async (_name, make) => {
    const store = make();
    try {
      const now = Date.now();
      expect(await store.hit('k', HOUR, now, 21)).toMatchObject({ count: 21 });
      expect(await store.hit('k', HOUR, now)).toMatchObject({ count: 22 });
      const back = await store.hit('k', HOUR, now, -21);
      expect(back.count).toBe(1);
      expect(back.resetAt).toBeGreaterThan(now + HOUR - 5000);
      expect(back.resetAt).toBeLessThanOrEqual(now + HOUR);
    } finally {
      await store.close();
    }
  });
});

describe('who pays', () => {
  it('is the API token and its account, else the signed-in user and their account, else the client address (IPv6 by its /64)', () => {
    expect(payersOf({ apiTokenId: 7, userId: 3, clientIp: '203.0.113.5' })).toEqual([
      { kind: 'caller', key: 'token:7' },
      { kind: 'account', key: 'account:3' },
    ]);
    expect(payersOf({ apiTokenId: null, userId: 3, clientIp: '203.0.113.5' })).toEqual([
      { kind: 'caller', key: 'user:3' },
      { kind: 'account', key: 'account:3' },
    ]);
    expect(payersOf({ userId: null, clientIp: '2001:db8:1:2:3:4:5:6' })).toEqual([
      { kind: 'anonymous', key: 'address:2001:db8:1:2::/64' },
    ]);
  });
});

describe("an account's budget, shared by its session and every token it makes", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({
      pointsBudgets: {
        caller: { limit: 100, windowMs: HOUR },
        account: { limit: 150, windowMs: HOUR },
        anonymous: { limit: 5, windowMs: HOUR },
      },
    });
  });
  afterAll(() => app.close());

  const tokenOf = async (cookie: string) => {
    const { body } = await app.graphql<{ createApiToken: { secret: string } }>(
      'mutation($input: CreateApiTokenInput!) { createApiToken(input: $input) { ... on CreatedApiToken { secret } } }',
      { input: { name: 'Sync', scopes: ['READ'] } },
      { cookie },
    );
    return body.data!.createApiToken.secret;
  };

  it('does not grow with each new token: past the account budget every token and the session get 429', async () => {
    const { cookie } = await signupUser(app);
    // Creating the tokens costs the session 1 point each.
    const [first, second, third] = [await tokenOf(cookie), await tokenOf(cookie), await tokenOf(cookie)];
    for (const remaining of [79, 58, 37, 16]) {
      expect(costOf(await app.graphql(TEN_EVENTS, {}, { token: first }))?.remaining).toBe(remaining);
    }
    // 150 - 3 - 84 = 63 account points left: the second token's own 100 are no longer the tighter budget.
    for (const remaining of [42, 21, 0]) {
      const answer = await app.graphql(TEN_EVENTS, {}, { token: second });
      expect(costOf(answer)).toMatchObject({ remaining, limit: 150 });
    }
    for (const [auth, name] of [
      [{ token: second }, 'second token'],
      [{ token: third }, 'a fresh token'],
      [{ cookie }, 'the session'],
    ] as const) {
      const refused = await app.graphql(TEN_EVENTS, {}, auth);
      expect(refused.status, name).toBe(429);
      expect(costOf(refused), name).toMatchObject({ requestedPoints: 21, remaining: 0, limit: 150 });
      expect(errorOf(refused)?.message, name).toMatch(/^This request needs 21 points and 0 of your 150 points/);
    }
    const rest = await app.server.inject({ url: '/api/auth/me', headers: { authorization: `Bearer ${third}` } });
    expect(rest.statusCode).toBe(429);
    expect(rest.headers['ratelimit-limit']).toBe('150');
    // Another account is untouched.
    const other = await signupUser(app);
    expect(costOf(await app.graphql(TEN_EVENTS, {}, { cookie: other.cookie }))).toMatchObject({
      remaining: 79,
      limit: 100,
    });
  });

  it('charges a refused operation to neither budget', async () => {
    const { cookie } = await signupUser(app);
    const token = await tokenOf(cookie);
    for (const remaining of [79, 58, 37, 16]) {
      expect(costOf(await app.graphql(TEN_EVENTS, {}, { token }))?.remaining).toBe(remaining);
    }
    expect((await app.graphql(TEN_EVENTS, {}, { token })).status).toBe(429);
    // The account lost only what ran: 1 (the token's creation) + 84.
    expect(costOf(await app.graphql('{ viewer { id } }', {}, { cookie }))).toMatchObject({ remaining: 64, limit: 150 });
  });

  it('charges a REST call however its path is spelled', async () => {
    const { cookie } = await signupUser(app);
    const token = await tokenOf(cookie);
    const me = (url: string) => app.server.inject({ url, headers: { authorization: `Bearer ${token}` } });
    expect((await me('/api/auth/me')).headers['ratelimit-remaining']).toBe('99');
    const encoded = await me('/%61pi/auth/me');
    expect(encoded.statusCode).toBe(200);
    expect(encoded.headers['ratelimit-remaining']).toBe('98');
  });
});

describe('the hourly points budget over GraphQL', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({
      pointsBudgets: { caller: { limit: 100, windowMs: HOUR }, anonymous: { limit: 5, windowMs: HOUR } },
    });
  });
  afterAll(() => app.close());

  it('spends an operation’s node count, from literals and variables alike, told in extensions.cost', async () => {
    const { cookie } = await signupUser(app);
    const before = Date.now();
    const literal = await app.graphql(TEN_EVENTS, {}, { cookie });
    expect(literal.body.errors).toBeUndefined();
    const cost = costOf(literal)!;
    expect(cost).toMatchObject({ requestedPoints: 21, limit: 100, remaining: 79 });
    expect(Date.parse(cost.resetAt)).toBeGreaterThanOrEqual(before + HOUR - 1000);

    const variable = await app.graphql(TEN_EVENTS_BY_VARIABLE, { n: 10 }, { cookie });
    expect(costOf(variable)).toEqual({ ...cost, remaining: 58 });
    // An operation of no objects still costs 1.
    expect(costOf(await app.graphql('{ viewer { id } }', {}, { cookie }))).toMatchObject({
      requestedPoints: 1,
      remaining: 57,
    });
  });

  it('refuses an operation over the budget before it runs, with 429 and the reset time; a smaller one still fits', async () => {
    const { cookie } = await signupUser(app);
    for (const remaining of [79, 58, 37, 16]) {
      expect(costOf(await app.graphql(TEN_EVENTS, {}, { cookie }))?.remaining).toBe(remaining);
    }
    const refused = await app.graphql(TEN_EVENTS_BY_VARIABLE, { n: 10 }, { cookie });
    expect(refused.status).toBe(429);
    expect(refused.body.data).toBeUndefined();
    const cost = costOf(refused)!;
    expect(cost).toMatchObject({ requestedPoints: 21, remaining: 16, limit: 100 });
    expect(errorOf(refused)?.extensions.code).toBe('RATE_LIMITED');
    expect(errorOf(refused)?.message).toBe(
      `This request needs 21 points and 16 of your 100 points for this hour are left. The budget resets at ${cost.resetAt}.`,
    );
    expect(Number(refused.raw.headers['retry-after'])).toBeGreaterThan(3500);
    // The refused operation cost nothing.
    expect(costOf(await app.graphql('{ viewer { id } }', {}, { cookie }))?.remaining).toBe(15);
  });

  it('budgets each user apart, and anonymous callers per address', async () => {
    const anonymous = (remoteAddress: string) =>
      app.server.inject({
        method: 'POST',
        url: '/graphql',
        remoteAddress,
        headers: { 'content-type': 'application/json' },
        payload: { query: '{ checkSlug(slug: "some-slug") { available } }' },
      });
    for (let i = 0; i < 5; i += 1) expect((await anonymous('198.51.100.7')).statusCode).toBe(200);
    const refused = await anonymous('198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json<{ extensions: { cost: Cost } }>().extensions.cost.remaining).toBe(0);
    expect((await anonymous('198.51.100.8')).statusCode).toBe(200);
    const other = await signupUser(app);
    expect(costOf(await app.graphql(TEN_EVENTS, {}, { cookie: other.cookie }))?.remaining).toBe(79);
  });

  it('counts operations over WebSockets from the same budget', async () => {
    const { cookie } = await signupUser(app);
    expect(costOf(await app.graphql(TEN_EVENTS, {}, { cookie }))?.remaining).toBe(79);
    const address = await app.start();
    const client = liveClient(address, { headers: { cookie } });
    try {
      const result = await new Promise<{ extensions?: { cost?: Cost } }>((resolve, reject) => {
        client.subscribe<unknown, { cost?: Cost }>(
          { query: TEN_EVENTS },
          { next: resolve, error: reject, complete: () => undefined },
        );
      });
      expect(result.extensions?.cost?.remaining).toBe(58);
    } finally {
      await client.dispose();
    }
    expect(costOf(await app.graphql('{ viewer { id } }', {}, { cookie }))?.remaining).toBe(57);
  });
});

describe('the points budget over REST', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({
      pointsBudgets: { caller: { limit: 100, windowMs: HOUR }, anonymous: { limit: 3, windowMs: HOUR } },
    });
  });
  afterAll(() => app.close());

  it('costs 1 point a call, told in RateLimit headers; over budget 429 with Retry-After and a clear message', async () => {
    const get = (url: string) => app.server.inject({ url, remoteAddress: '192.0.2.10' });
    for (const remaining of ['2', '1', '0']) {
      const answer = await get('/api/config');
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['ratelimit-limit']).toBe('3');
      expect(answer.headers['ratelimit-remaining']).toBe(remaining);
      expect(Number(answer.headers['ratelimit-reset'])).toBeGreaterThan(3500);
    }
    const refused = await get('/api/config');
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    expect(refused.json<{ message: string }>().message).toMatch(
      /^This request needs 1 points and 0 of your 3 points for this hour are left\. The budget resets at \d{4}-\d\d-\d\dT/,
    );
    // The health probe is free, and so are a guest page's cached reads; another address has its own budget.
    expect((await get('/api/health')).statusCode).toBe(200);
    for (const url of ['/api/events/no-such-party', '/api/events/no-such-party/gallery?limit=20']) {
      const free = await get(url);
      expect(free.statusCode, url).toBe(404);
      expect(free.headers['ratelimit-remaining'], url).toBeUndefined();
    }
    // A later gallery page reads the database: it pays (and this address has nothing left).
    expect((await get('/api/events/no-such-party/gallery?limit=20&cursor=40')).statusCode).toBe(429);
    expect((await app.server.inject({ url: '/api/config', remoteAddress: '192.0.2.11' })).statusCode).toBe(200);
  });

  it('shares one budget between REST and GraphQL for a signed-in user', async () => {
    const { cookie } = await signupUser(app);
    const rest = await app.server.inject({ url: '/api/auth/me', headers: { cookie } });
    expect(rest.headers['ratelimit-remaining']).toBe('99');
    expect(costOf(await app.graphql(TEN_EVENTS, {}, { cookie }))?.remaining).toBe(78);
  });
});

describe('the points budget in Redis', () => {
  it('is shared by two instances', async () => {
    const namespace = `points-${randomUUID()}`;
    const options = {
      env: { REDIS_URL },
      liveNamespace: namespace,
      pointsBudgets: { caller: { limit: 50, windowMs: HOUR }, anonymous: { limit: 5, windowMs: HOUR } },
    };
    const first = await createTestApp(options);
    const second = await createTestApp({ ...options, database: first.database, dataDir: first.dataDir });
    try {
      const { cookie } = await signupUser(first);
      expect(costOf(await first.graphql(TEN_EVENTS, {}, { cookie }))?.remaining).toBe(29);
      expect(costOf(await second.graphql(TEN_EVENTS, {}, { cookie }))?.remaining).toBe(8);
      expect((await first.graphql(TEN_EVENTS, {}, { cookie })).status).toBe(429);
      const rest = await second.server.inject({ url: '/api/auth/me', headers: { cookie } });
      expect(rest.headers['ratelimit-remaining']).toBe('7');
    } finally {
      await second.stop();
      await first.close();
    }
  });
});

describe('the default budgets', () => {
  it('let a venue of 300 guests on one address use the guest page for an hour', () => {
    const cost = (name: string, variableValues: Record<string, unknown>) => {
      const { text } = persistedOperations().named(name);
      return operationNodeCount({ schema, document: parse(text), variableValues });
    };
    // What a guest's page asks for (web/src/pages/guest): the event, gallery pages of 20, the live gallery,
    // the slideshow's 100 slides, an RSVP; REST reads cost 1 each.
    const visit =
      cost('EventPageQuery', {}) +
      10 * cost('GallerySectionQuery', { first: 20 }) +
      cost('useLiveGallerySubscription', {}) +
      cost('LiveSlideshowQuery', { first: 100 }) +
      cost('SubmitRsvpMutation', {}) +
      20;
    expect(visit).toBeLessThan(1000);
    expect(300 * visit).toBeLessThan(DEFAULT_POINTS_BUDGETS.anonymous.limit);
  });
});
