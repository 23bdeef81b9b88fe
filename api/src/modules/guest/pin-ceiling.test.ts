import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, RELAXED_RATE_LIMITS, signupUser, type TestApp } from '../../../test/app.ts';
import { createEvent } from '../../../test/factories.ts';
import { MemoryRateLimitStore } from '../../limits/rate-limiter.ts';

// Issue 12, item 4: rotating addresses must not give a guesser fresh PIN tries. Past a ceiling of wrong
// PINs per event (from all addresses), callers not yet let in take turns with a growing delay, and the
// hosts see a warning. With Redis the counters are shared by instances and survive a restart.

const PIN = '482913';
const LIMITS = {
  ...RELAXED_RATE_LIMITS,
  pinTries: { limit: 10, windowMs: 15 * 60_000, sensitive: true },
  pinTriesPerEvent: { limit: 20, windowMs: 60 * 60_000, sensitive: true },
};
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

const open = (app: TestApp, slug: string, pin: string, remoteAddress: string) =>
  app.server.inject({ url: `/api/events/${slug}?pin=${pin}`, remoteAddress });

describe('a ceiling of wrong PINs per event, across addresses', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ rateLimits: LIMITS });
  });
  afterAll(() => app.close());

  it('slows every new caller past the ceiling, right PIN or wrong, but not guests already in; hosts are warned', async () => {
    const host = await signupUser(app);
    const event = await createEvent(app, { cookie: host.cookie }, { isPinRequired: true, pinCode: PIN });
    expect((await open(app, event.slug, PIN, '198.51.100.1')).statusCode).toBe(200);

    // One wrong try from each of 24 addresses: no address ever reaches its own budget of 10.
    for (let i = 1; i <= 24; i += 1) {
      expect((await open(app, event.slug, String(100000 + i), `203.0.113.${i}`)).statusCode).toBe(403);
    }

    // Three wrong callers from fresh addresses at once, then the right PIN from another: one per turn.
    const started = performance.now();
    const ask = async (pin: string, address: string) => {
      const response = await open(app, event.slug, pin, address);
      return { status: response.statusCode, ms: performance.now() - started };
    };
    const wrong = ['111111', '222222', '333333'].map((pin, i) => ask(pin, `192.0.2.${i + 1}`));
    await new Promise((resolve) => setTimeout(resolve, 150));
    const right = ask(PIN, '192.0.2.9');
    const answers = await Promise.all([...wrong, right]);
    expect(answers.map((answer) => answer.status)).toEqual([403, 403, 403, 200]);
    // Past the ceiling by 4 or more: turns at least ~560 ms apart, so the right PIN waited three turns.
    expect(answers[3]!.ms).toBeGreaterThan(1500);

    // A guest who was let in before is not slowed.
    const known = performance.now();
    expect((await open(app, event.slug, PIN, '198.51.100.1')).statusCode).toBe(200);
    expect(performance.now() - known).toBeLessThan(400);

    const { body } = await app.graphql<{
      node: { pinGuessing: { wrongTriesLastHour: number; guestsSlowed: boolean } };
    }>(
      `query($id: ID!) { node(id: $id) { ... on Event { pinGuessing { wrongTriesLastHour guestsSlowed } } } }`,
      { id: event.globalId },
      { cookie: host.cookie },
    );
    expect(body.data?.node.pinGuessing).toEqual({ wrongTriesLastHour: 27, guestsSlowed: true });
  }, 20_000);

  it('tells a caller too far back in line to come back later instead of holding it', async () => {
    const store = new MemoryRateLimitStore();
    expect(await store.reserve('turns', 1000, 2500, 0)).toEqual({ waitMs: 0, taken: true });
    expect(await store.reserve('turns', 1000, 2500, 0)).toEqual({ waitMs: 1000, taken: true });
    expect(await store.reserve('turns', 1000, 2500, 0)).toEqual({ waitMs: 2000, taken: true });
    expect(await store.reserve('turns', 1000, 2500, 0)).toEqual({ waitMs: 3000, taken: false });
    // A refused caller takes no turn: the next one still gets 3 s.
    expect(await store.reserve('turns', 1000, 3000, 0)).toEqual({ waitMs: 3000, taken: true });
  });
});

describe('PIN budgets in Redis', () => {
  it('are shared by two instances and survive a restart', async () => {
    const namespace = `pins-${randomUUID()}`;
    const env = { REDIS_URL };
    const first = await createTestApp({ rateLimits: LIMITS, env, liveNamespace: namespace });
    const host = await signupUser(first);
    const event = await createEvent(first, { cookie: host.cookie }, { isPinRequired: true, pinCode: PIN });
    let second = await createTestApp({
      rateLimits: LIMITS,
      env,
      liveNamespace: namespace,
      database: first.database,
      dataDir: first.dataDir,
    });
    try {
      for (let i = 0; i < 10; i += 1) {
        const app = i % 2 === 0 ? first : second;
        expect((await open(app, event.slug, `00000${i}`, '203.0.113.50')).statusCode).toBe(403);
      }
      expect((await open(second, event.slug, PIN, '203.0.113.50')).statusCode).toBe(429);
      expect((await open(first, event.slug, PIN, '203.0.113.50')).statusCode).toBe(429);

      // A restarted instance still knows.
      await second.stop();
      second = await createTestApp({
        rateLimits: LIMITS,
        env,
        liveNamespace: namespace,
        database: first.database,
        dataDir: first.dataDir,
      });
      expect((await open(second, event.slug, PIN, '203.0.113.50')).statusCode).toBe(429);
      expect((await open(second, event.slug, PIN, '203.0.113.51')).statusCode).toBe(200);
    } finally {
      await second.stop();
      await first.close();
    }
  });

  it('refuse PIN tries while Redis is unreachable, and let other requests through; the outage is logged once', async () => {
    const lines: string[] = [];
    const app = await createTestApp({
      rateLimits: LIMITS,
      env: { REDIS_URL: 'redis://127.0.0.1:1', LOG_LEVEL: 'warn' },
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      const host = await signupUser(app);
      const locked = await createEvent(app, { cookie: host.cookie }, { isPinRequired: true, pinCode: PIN });
      const openEvent = await createEvent(app, { cookie: host.cookie });
      for (let i = 0; i < 3; i += 1) {
        const refused = await open(app, locked.slug, PIN, '203.0.113.60');
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toEqual({
          message: 'We cannot check this right now. Please try again in a minute.',
          code: 'RateLimitError',
        });
      }
      const rsvp = await app.server.inject({
        method: 'POST',
        url: `/api/events/${openEvent.slug}/rsvp`,
        payload: { fullName: 'Deniz Kaya', email: 'deniz@example.com', status: 'YES', guestsCount: 1 },
      });
      expect(rsvp.statusCode).toBe(201);
      expect(lines.filter((line) => line.includes('rate limits: store unreachable'))).toHaveLength(1);
    } finally {
      await app.close();
    }
  });
});
