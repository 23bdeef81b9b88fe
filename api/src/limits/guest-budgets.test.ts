import { randomBytes, randomUUID } from 'node:crypto';
import { parse } from 'graphql';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signupUser, type TestApp } from '../../test/app.ts';
import { createEvent } from '../../test/factories.ts';
import { liveClient } from '../../test/live.ts';
import { operationNodeCount } from '../graphql/operation-cost.ts';
import { persistedOperations } from '../graphql/persisted-operations.ts';
import { schema } from '../graphql/schema.ts';
import {
  BUSY_GUEST_HOUR_POINTS,
  DEFAULT_POINTS_BUDGETS,
  keyMintingPayersOf,
  PointsBudget,
  payersOf,
} from './points-budget.ts';
import { RedisRateLimitStore } from './rate-limit-redis.ts';
import { MemoryRateLimitStore, RateLimiter, type RateLimitStore } from './rate-limiter.ts';
import { hashGuestKey, type GuestBudgetKey } from '../modules/guest/guest-key.ts';

// Issue 35, item 3 (decision 061): a venue's guests share one address; each pays by the key we signed
// for it, under a ceiling per event and per address, while callers without a key still pay as the address.

const REDIS_URL = process.env.REDIS_URL;
const HOUR = 3_600_000;
const VENUE = '203.0.113.9';

const cost = (name: string, variableValues: Record<string, unknown> = {}) => {
  const { text } = persistedOperations().named(name);
  return operationNodeCount({ schema, document: parse(text), variableValues });
};

/**
 * The busiest guest's hour, operation by operation, as the web app's guest page asks (web/src/pages/guest):
 * the page opened 6 times, 60 more gallery pages of 20, an RSVP, 20 photos uploaded over REST (a few calls
 * each) and 100 other REST calls (1 point each).
 */
function busyGuestHour(): number[] {
  const open = [
    cost('EventPageQuery'),
    cost('GallerySectionQuery', { first: 20 }),
    cost('useLiveGallerySubscription'),
    cost('LiveSlideshowQuery', { first: 100 }),
  ];
  const operations: number[] = [];
  for (let i = 0; i < 6; i += 1) operations.push(...open);
  for (let i = 0; i < 60; i += 1) operations.push(cost('GallerySectionQuery', { first: 20 }));
  operations.push(cost('SubmitRsvpMutation'));
  for (let i = 0; i < 20 * 3 + 100; i += 1) operations.push(1);
  return operations;
}

const sum = (points: number[]) => points.reduce((total, each) => total + each, 0);
const aKey = (eventId: number): GuestBudgetKey => ({
  eventId,
  keyHash: hashGuestKey(randomBytes(16).toString('base64url')),
});

describe('the busiest guest’s hour', () => {
  it('is what the guest budgets are sized by, and a guest key has room for several of them', () => {
    const hour = sum(busyGuestHour());
    expect(hour).toBeLessThanOrEqual(BUSY_GUEST_HOUR_POINTS);
    expect(hour).toBeGreaterThan(BUSY_GUEST_HOUR_POINTS * 0.8);
    expect(DEFAULT_POINTS_BUDGETS.guest.limit).toBeGreaterThanOrEqual(4 * hour);
    // Why keys: 300 such guests overspend one address's anonymous budget ten times over.
    expect(300 * hour).toBeGreaterThan(DEFAULT_POINTS_BUDGETS.anonymous.limit);
  });
});

describe('who pays for a guest with a key', () => {
  it('is the key, its event and the keyed guests of its address; without a key, the address', () => {
    const guestKey = { eventId: 12, keyHash: 'ab'.repeat(32) };
    expect(payersOf({ userId: null, clientIp: VENUE, guestKey })).toEqual([
      { kind: 'guest', key: `guest:12:${'ab'.repeat(16)}` },
      { kind: 'event', key: 'event:12' },
      { kind: 'venue', key: `venue:${VENUE}` },
    ]);
    expect(payersOf({ userId: null, clientIp: VENUE, guestKey: null })).toEqual([
      { kind: 'anonymous', key: `address:${VENUE}` },
    ]);
    // A signed-in host pays as themselves, key or not.
    expect(payersOf({ userId: 3, clientIp: VENUE, guestKey })[0]).toEqual({ kind: 'caller', key: 'user:3' });
  });

  it('is, for a keyless RSVP or upload past its spent address, the address’s keyed guests (decision 064)', async () => {
    const keyless = { userId: null, clientIp: VENUE, guestKey: null };
    expect(keyMintingPayersOf({ ...keyless, mintsKey: true })).toEqual([{ kind: 'venue', key: `venue:${VENUE}` }]);
    expect(keyMintingPayersOf(keyless)).toBeNull();
    expect(keyMintingPayersOf({ ...keyless, guestKey: aKey(1), mintsKey: true })).toBeNull();
    expect(keyMintingPayersOf({ ...keyless, userId: 3, mintsKey: true })).toBeNull();

    const budget = new PointsBudget(new RateLimiter(new MemoryRateLimitStore()), {
      ...DEFAULT_POINTS_BUDGETS,
      anonymous: { limit: 2, windowMs: HOUR },
    });
    expect((await budget.spendAs(keyless, 2)).allowed).toBe(true);
    expect((await budget.spendAs(keyless, 1)).allowed).toBe(false);
    // The write that issues the key is not refused; a read without a key still is.
    expect(await budget.spendAs({ ...keyless, mintsKey: true }, 22)).toMatchObject({
      allowed: true,
      limit: DEFAULT_POINTS_BUDGETS.venue.limit,
    });
    expect((await budget.spendAs(keyless, 1)).allowed).toBe(false);
  });
});

const stores: [string, () => RateLimitStore][] = [['memory', () => new MemoryRateLimitStore()]];
if (REDIS_URL) {
  stores.push([
    'Redis',
    () => new RedisRateLimitStore(REDIS_URL, `guest-budgets-${randomUUID()}`, { warn: () => undefined }),
  ]);
}

describe.each(stores)('the default budgets at a venue (%s)', (_name, makeStore) => {
  let store: RateLimitStore;
  let budget: PointsBudget;
  beforeAll(() => {
    store = makeStore();
    budget = new PointsBudget(new RateLimiter(store));
  });
  afterAll(() => store.close());

  it('let 300 guests behind one address each spend the busiest guest’s hour without a refusal', async () => {
    const hour = busyGuestHour();
    const refused = await Promise.all(
      Array.from({ length: 300 }, async () => {
        const payers = payersOf({ userId: null, clientIp: VENUE, guestKey: aKey(1) });
        let refusals = 0;
        for (const points of hour) if (!(await budget.spend(payers, points)).allowed) refusals += 1;
        return refusals;
      }),
    );
    expect(sum(refused)).toBe(0);
  });

  it('still limit a client on that address without a key', async () => {
    const payers = payersOf({ userId: null, clientIp: VENUE, guestKey: null });
    const page = cost('GallerySectionQuery', { first: 20 });
    let served = 0;
    while ((await budget.spend(payers, page)).allowed) served += 1;
    expect(served).toBe(Math.floor(DEFAULT_POINTS_BUDGETS.anonymous.limit / page));
  });

  it('limit one key that spends far more than a guest could', async () => {
    const payers = payersOf({ userId: null, clientIp: '198.51.100.20', guestKey: aKey(2) });
    const page = cost('GallerySectionQuery', { first: 20 });
    let served = 0;
    while ((await budget.spend(payers, page)).allowed) served += 1;
    expect(served * page).toBeLessThanOrEqual(DEFAULT_POINTS_BUDGETS.guest.limit);
    expect(served * page).toBeGreaterThan(2 * BUSY_GUEST_HOUR_POINTS);
  });

  it('hold the ceiling of one event, whatever addresses and keys its guests use', async () => {
    const ceiling = DEFAULT_POINTS_BUDGETS.event.limit;
    const perKey = DEFAULT_POINTS_BUDGETS.guest.limit;
    let spent = 0;
    for (let guest = 0; spent + perKey <= ceiling; guest += 1) {
      const address = `10.${guest >> 16}.${(guest >> 8) & 255}.${guest & 255}`;
      expect(
        (await budget.spend(payersOf({ userId: null, clientIp: address, guestKey: aKey(3) }), perKey)).allowed,
      ).toBe(true);
      spent += perKey;
    }
    const next = await budget.spend(payersOf({ userId: null, clientIp: '10.200.0.1', guestKey: aKey(3) }), perKey);
    expect(next.allowed).toBe(false);
    expect(next.limit).toBe(ceiling);
    // Another event's guests are not held by it.
    expect((await budget.spend(payersOf({ userId: null, clientIp: '10.200.0.1', guestKey: aKey(4) }), 1)).allowed).toBe(
      true,
    );
  });

  it('hold one address’s keyed guests together, keys minted for many events or not', async () => {
    const address = '192.0.2.77';
    const perKey = DEFAULT_POINTS_BUDGETS.guest.limit;
    let spent = 0;
    for (let event = 1_000; spent + perKey <= DEFAULT_POINTS_BUDGETS.venue.limit; event += 1) {
      expect(
        (await budget.spend(payersOf({ userId: null, clientIp: address, guestKey: aKey(event) }), perKey)).allowed,
      ).toBe(true);
      spent += perKey;
    }
    const next = await budget.spend(payersOf({ userId: null, clientIp: address, guestKey: aKey(99_999) }), perKey);
    expect(next.allowed).toBe(false);
    expect(next.limit).toBe(DEFAULT_POINTS_BUDGETS.venue.limit);
  });
});

describe('guest keys over HTTP', () => {
  let app: TestApp;
  let event: { id: number; slug: string };
  beforeAll(async () => {
    app = await createTestApp({
      pointsBudgets: {
        caller: { limit: 1_000, windowMs: HOUR },
        anonymous: { limit: 5, windowMs: HOUR },
        guest: { limit: 40, windowMs: HOUR },
        event: { limit: 100_000, windowMs: HOUR },
        venue: { limit: 100_000, windowMs: HOUR },
      },
    });
    const { cookie } = await signupUser(app);
    event = await createEvent(app, { cookie });
  });
  afterAll(() => app.close());

  /** A key cookie as the server issues it (an RSVP, an upload or a reaction sets it). */
  const issuedCookie = async (eventId: number) => {
    let cookie = '';
    await app.services.guestKeys
      .of({ get: () => undefined, https: false, set: (name, value) => (cookie = `${name}=${value}`) })
      .keep(eventId);
    return cookie;
  };
  const read = (cookie: string | undefined) =>
    app.server.inject({
      method: 'POST',
      url: '/graphql',
      remoteAddress: VENUE,
      headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
      payload: {
        query: 'query($slug: String!) { publicEvent(slug: $slug) { __typename } }',
        variables: { slug: event.slug },
      },
    });
  const rest = (cookie: string | undefined) =>
    app.server.inject({ url: '/api/auth/me', remoteAddress: VENUE, headers: cookie ? { cookie } : {} });

  it('charge 300 guests on one address each by their key, over GraphQL and REST alike', async () => {
    const cookies = await Promise.all(Array.from({ length: 300 }, () => issuedCookie(event.id)));
    // Past the address's 5 points many times over: each guest reads twice and makes a REST call.
    const statuses: number[] = [];
    for (let at = 0; at < cookies.length; at += 20) {
      const answers = await Promise.all(
        cookies.slice(at, at + 20).flatMap((cookie) => [read(cookie), read(cookie), rest(cookie)]),
      );
      statuses.push(...answers.map((answer) => answer.statusCode));
    }
    expect(statuses.filter((status) => status === 429)).toEqual([]);
    const answer = await read(cookies[0]);
    expect(answer.json().extensions.cost).toMatchObject({ limit: 40 });
    expect((await rest(cookies[0])).headers['ratelimit-limit']).toBe('40');
  }, 60_000);

  it('limit a key that spends far more, and a client rotating keys it made up as its address', async () => {
    const cookie = await issuedCookie(event.id);
    let served = 0;
    let answer = await read(cookie);
    for (; answer.statusCode === 200; answer = await read(cookie)) served += 1;
    // Each read costs a point: the key's 40, then 429 (the venue's budget has plenty left).
    expect(served).toBe(40);
    expect(answer.statusCode).toBe(429);

    const forged = () =>
      `guest_${event.id}=${randomBytes(16).toString('base64url')}.${randomBytes(32).toString('base64url')}`;
    const statuses: number[] = [];
    for (let i = 0; i < 8; i += 1) statuses.push((await read(forged())).statusCode);
    for (let i = 0; i < 2; i += 1) statuses.push((await read(undefined)).statusCode);
    // The address's 5 points, spent by the forged keys and the keyless alike; then 429.
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429, 429, 429, 429]);
    // A key signed for another event is no key for this one's name either.
    const otherEvents = (await issuedCookie(event.id + 1)).replace(`guest_${event.id + 1}=`, `guest_${event.id}=`);
    expect((await read(otherEvents)).statusCode).toBe(429);
    // The keyed guests of the venue are not held by the abuser.
    expect((await read(await issuedCookie(event.id))).statusCode).toBe(200);
  });
});

describe('guest keys over a WebSocket', () => {
  let app: TestApp;
  let event: { id: number; slug: string };
  const clients: Client[] = [];
  let address: string;
  beforeAll(async () => {
    app = await createTestApp({
      pointsBudgets: {
        caller: { limit: 1_000, windowMs: HOUR },
        anonymous: { limit: 3, windowMs: HOUR },
        guest: { limit: 40, windowMs: HOUR },
        event: { limit: 100_000, windowMs: HOUR },
        venue: { limit: 100_000, windowMs: HOUR },
      },
    });
    address = await app.start();
    const { cookie } = await signupUser(app);
    event = await createEvent(app, { cookie });
  });
  afterAll(async () => {
    await Promise.all(clients.map(async (client) => client.dispose()));
    await app.close();
  });

  const connect = (cookie?: string) => {
    const client = liveClient(address, { headers: cookie ? { cookie } : {} });
    clients.push(client);
    return client;
  };
  /** Reads the event over the socket: the refusal's code, or null when it was answered. */
  const readOver = (client: Client) =>
    new Promise<string | null>((resolve, reject) => {
      let code: string | null = null;
      client.subscribe(
        { query: 'query($slug: String!) { publicEvent(slug: $slug) { __typename } }', variables: { slug: event.slug } },
        {
          next: (value) => void (code = (value.errors?.[0]?.extensions?.code as string | undefined) ?? null),
          error: reject,
          complete: () => resolve(code),
        },
      );
    });

  it('charge a keyed guest by the key, so a keyless client spending the address’s points holds no gallery', async () => {
    const keyless = connect();
    // The address's 3 points (some spent by the test's own setup from this address), then refused.
    let served = 0;
    let code = await readOver(keyless);
    for (; code === null && served < 10; code = await readOver(keyless)) served += 1;
    expect(served).toBeLessThanOrEqual(3);
    expect(code).toBe('RATE_LIMITED');

    let cookie = '';
    await app.services.guestKeys
      .of({ get: () => undefined, https: false, set: (name, value) => (cookie = `${name}=${value}`) })
      .keep(event.id);
    const guest = connect(cookie);
    const guestCodes: (string | null)[] = [];
    for (let i = 0; i < 5; i += 1) guestCodes.push(await readOver(guest));
    expect(guestCodes).toEqual([null, null, null, null, null]);
  });
});
