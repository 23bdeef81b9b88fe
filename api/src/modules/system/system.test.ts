import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signupUser, type TestApp } from '../../../test/app.ts';

// Issue 28, item 10: anonymous callers learn only whether the service is up; the environment, the runtime's
// version and the database's details are for a super-admin or the metrics scraper.

const METRICS_TOKEN = 'scraper-token-0123456789';
/** What everyone reads, in plain words (issue 36, item 8): each part people rely on, up or down. */
const ALL_UP = { database: 'up', storage: 'up', liveUpdates: 'up' };
const detailed = (env: string) => ({
  status: 'ok',
  services: ALL_UP,
  env,
  node: process.version,
  uptimeSec: expect.any(Number),
  latencyMs: expect.any(Number),
  timestamp: expect.any(String),
  db: { status: 'up', latencyMs: expect.any(Number), error: null },
});

describe('GET /api/health', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({ env: { METRICS_TOKEN } });
  });
  afterAll(() => app.close());

  const health = (headers: Record<string, string> = {}) => app.server.inject({ url: '/api/health', headers });

  it('tells anonymous callers, signed-in non-admins and a wrong token only its status and its parts, up or down', async () => {
    const member = await signupUser(app);
    for (const headers of [
      {} as Record<string, string>,
      { cookie: member.cookie },
      { authorization: `Bearer ${member.token}` },
      { authorization: 'Bearer not-the-metrics-token' },
    ]) {
      const response = await health(headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', services: ALL_UP });
      expect(response.body).not.toContain(process.version);
      expect(response.body).not.toMatch(/env|node|test/i);
    }
  });

  it('gives a signed-in super-admin and the metrics scraper the environment, versions and database', async () => {
    const admin = await signupUser(app);
    await app.database.prisma.user.update({ where: { id: admin.id }, data: { isAdmin: true } });
    const callers: Record<string, string>[] = [{ cookie: admin.cookie }, { authorization: `Bearer ${METRICS_TOKEN}` }];
    for (const headers of callers) {
      const response = await health(headers);
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual(detailed('test'));
    }
  });
});

describe('health when the database is down', () => {
  it('answers 503: anonymous callers see only degraded, the scraper sees a generic error, never the driver message', async () => {
    const app = await createTestApp({ env: { METRICS_TOKEN } });
    const member = await signupUser(app);
    await app.database.close();
    try {
      // A session cannot be looked up without the database: the caller is answered as anonymous.
      for (const headers of [{}, { cookie: member.cookie }]) {
        const response = await app.server.inject({ url: '/api/health', headers });
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual({ status: 'degraded', services: { ...ALL_UP, database: 'down' } });
      }
      const scraped = await app.server.inject({
        url: '/api/health',
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(scraped.statusCode).toBe(503);
      expect(scraped.json()).toMatchObject({
        status: 'degraded',
        db: { status: 'down', latencyMs: null, error: 'The database is not reachable' },
      });
    } finally {
      await app.stop();
    }
  });
});

describe('health when live updates are down (Redis unreachable)', () => {
  it('is degraded in one voice: /api/health (still 200 for load balancers) and the admin System tab', async () => {
    const app = await createTestApp({ env: { REDIS_URL: 'redis://127.0.0.1:1', LOG_LEVEL: 'silent' } });
    try {
      const response = await app.server.inject({ url: '/api/health' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'degraded', services: { ...ALL_UP, liveUpdates: 'down' } });

      const admin = await signupUser(app);
      await app.database.prisma.user.update({ where: { id: admin.id }, data: { isAdmin: true } });
      const system = await app.graphql<{ admin: { system: { status: string; databaseStatus: string } } }>(
        '{ admin { system { status databaseStatus } } }',
        {},
        { cookie: admin.cookie },
      );
      expect(system.body.errors).toBeUndefined();
      expect(system.body.data?.admin.system).toEqual({ status: 'degraded', databaseStatus: 'up' });
    } finally {
      await app.close();
    }
  });
});
