import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, RELAXED_RATE_LIMITS, signupUser, type TestApp } from '../../test/app.ts';
import { createEvent } from '../../test/factories.ts';
import { uploadGuestPhoto } from '../../test/photos.ts';

const METRICS_TOKEN = 'scraper-token-0123456789';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

describe('GET /metrics', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({
      env: { METRICS_TOKEN },
      rateLimits: { ...RELAXED_RATE_LIMITS, login: { limit: 1, windowMs: 60_000 } },
    });
  });
  afterAll(() => app.close());

  const scrape = async () => {
    const response = await app.server.inject({
      url: '/metrics',
      headers: { authorization: `Bearer ${METRICS_TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    return response.body;
  };

  it('answers only a scraper holding the token', async () => {
    for (const authorization of [undefined, 'Bearer wrong-token-0123456789', METRICS_TOKEN]) {
      const response = await app.server.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(response.statusCode, String(authorization)).toBe(401);
      expect(response.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(response.body).not.toContain('http_requests_total');
    }
  });

  it('counts requests by route pattern, GraphQL operations by name, uploads, processing and refusals', async () => {
    const host = await signupUser(app);
    const event = await createEvent(app, host, { autoApprove: true });
    await app.server.inject({ url: `/api/events/${event.slug}` });
    await app.server.inject({ url: '/api/no/such/route' });
    await app.graphql('query GuestPage($slug: String!) { publicEvent(slug: $slug) { __typename } }', {
      slug: event.slug,
    });
    await uploadGuestPhoto(app, event.slug);
    await app.mediaWorkers.drain();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      await app.server.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'nobody@example.com', password: 'wrong-password' },
      });
    }

    const body = await scrape();
    expect(body).toMatch(/http_requests_total\{method="GET",route="\/api\/events\/:slug",status="200"\} 1\b/);
    expect(body).toMatch(/http_requests_total\{method="GET",route="\(unmatched\)",status="404"\} 1\b/);
    expect(body).not.toContain(event.slug);
    expect(body).toMatch(/http_request_duration_seconds_bucket\{le="0\.5",method="GET",route="\/api\/events\/:slug"\}/);
    expect(body).toMatch(/graphql_operations_total\{type="query",name="GuestPage",outcome="ok"\} 1\b/);
    expect(body).toMatch(/graphql_operation_duration_seconds_count\{type="query",name="GuestPage"\} 1\b/);
    expect(Number(/^upload_bytes_total (\d+)/m.exec(body)?.[1])).toBeGreaterThan(100);
    expect(body).toMatch(/media_processing_duration_seconds_count\{outcome="ready"\} 1\b/);
    expect(body).toMatch(/rate_limit_refusals_total\{bucket="[^"]+"\} [1-9]/);
    expect(body).toMatch(/^db_pool_connections\{state="idle"\} \d+/m);
    expect(body).toMatch(/^websocket_connections_open 0$/m);
    expect(body).toMatch(/^process_resident_memory_bytes \d+/m);
  });

  it('keeps client-chosen operation names from growing the label set without bound', async () => {
    const names = Array.from({ length: 210 }, (_, i) => `Probe${i}`);
    for (const name of names) await app.graphql(`query ${name} { __typename }`);
    await app.graphql('query { __typename }');
    const body = await scrape();
    const labels = new Set(
      [...body.matchAll(/graphql_operations_total\{type="query",name="([^"]+)"/g)].map((m) => m[1]),
    );
    expect(labels.size).toBeLessThanOrEqual(202);
    expect(labels).toContain('other');
    expect(labels).toContain('anonymous');
  });

  it('counts resumable uploads too, which @tus/server answers on the raw response', async () => {
    const host = await signupUser(app);
    const event = await createEvent(app, host);
    const created = await app.server.inject({
      method: 'POST',
      url: `/api/events/${event.slug}/tus`,
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': '1000',
        'upload-metadata': `filename ${Buffer.from('IMG_2001.jpg').toString('base64')}`,
      },
    });
    expect(created.statusCode).toBe(201);
    expect(await scrape()).toMatch(
      /http_requests_total\{method="POST",route="\/api\/events\/:slug\/tus",status="201"\} 1\b/,
    );
  });

  it('counts jobs waiting in the queue', async () => {
    expect(await scrape()).toMatch(/^# TYPE job_queue_depth gauge$/m);
  });
});

describe('without METRICS_TOKEN', () => {
  it('has no metrics endpoint at all', async () => {
    const app = await createTestApp();
    try {
      const response = await app.server.inject({ url: '/metrics' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.', code: 'NotFoundError' });
    } finally {
      await app.close();
    }
  });
});

describe('request ids', () => {
  const lines: string[] = [];
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp({
      env: { LOG_LEVEL: 'info' },
      logStream: { write: (line) => void lines.push(line) },
      configure: (server) => {
        server.get('/api/test/boom', () => {
          throw new Error('the disk fell over');
        });
      },
    });
  });
  afterAll(() => app.close());

  it('name every answer, and a failure names its request so its log line can be found', async () => {
    const ok = await app.server.inject({ url: '/api/health' });
    expect(ok.headers['x-request-id']).toMatch(UUID);

    const failed = await app.server.inject({ url: '/api/test/boom' });
    expect(failed.statusCode).toBe(500);
    const { requestId } = failed.json<{ requestId: string }>();
    expect(requestId).toBe(failed.headers['x-request-id']);
    const logged = lines.map((line) => JSON.parse(line) as { reqId?: string; msg?: string; err?: { message: string } });
    expect(logged.find((line) => line.reqId === requestId && line.msg === 'request failed')?.err?.message).toBe(
      'the disk fell over',
    );
    expect(failed.body).not.toContain('disk fell over');
  });

  it("take a trusted proxy's id, and never a client's", async () => {
    // Injected requests come from 127.0.0.1, which TRUST_PROXY's default (loopback) trusts.
    const proxied = await app.server.inject({ url: '/api/health', headers: { 'x-request-id': 'lb-7f3a.91' } });
    expect(proxied.headers['x-request-id']).toBe('lb-7f3a.91');
    const forged = await app.server.inject({
      url: '/api/health',
      headers: { 'x-request-id': 'x"} injected {"level":60' },
    });
    expect(forged.headers['x-request-id']).toMatch(UUID);

    const direct = await createTestApp({ env: { TRUST_PROXY: 'false' } });
    try {
      const response = await direct.server.inject({ url: '/api/health', headers: { 'x-request-id': 'lb-7f3a.91' } });
      expect(response.headers['x-request-id']).toMatch(UUID);
    } finally {
      await direct.close();
    }
  });
});
