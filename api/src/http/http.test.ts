import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';

let app: TestApp;
let webRoot: string;

beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), 'web-'));
  await mkdir(join(webRoot, 'assets'));
  await writeFile(join(webRoot, 'index.html'), '<!doctype html><title>App shell</title><div id="root"></div>');
  await writeFile(join(webRoot, 'assets', 'main-abc123.js'), 'console.log("app")');
  app = await createTestApp({
    webRoot,
    env: { GOOGLE_MAPS_API_KEY: 'maps-key-123' },
    configure: (server) => {
      server.get('/api/test/boom', () => {
        throw new Error('connection to db-host-7 failed for user secret_admin');
      });
      server.get('/api/test/slow', async () => {
        await new Promise((resolve) => setTimeout(resolve, 400));
        return { finished: true };
      });
    },
  });
});
afterAll(async () => {
  await app.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('the web app', () => {
  it('serves the app shell for a guest page when there is no separate guest entry, with preview tags', async () => {
    const response = await app.server.inject({ url: '/e/some-slug' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.body).toContain('<meta property="og:title" content="You are invited" />');
  });

  it.each([
    ['/', 200],
    ['/dashboard', 200],
    ['/no/such/page', 404],
  ])('serves the app shell for %s (client-side routes; unknown paths with 404)', async (url, status) => {
    const response = await app.server.inject({ url });
    expect(response.statusCode).toBe(status);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<div id="root"></div>');
    expect(response.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with a long cache', async () => {
    const response = await app.server.inject({ url: '/assets/main-abc123.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it('sends security headers with a CSP that allows only our own scripts', async () => {
    const response = await app.server.inject({ url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self'[^;]*;/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends the page headers on every page, file and unknown page', async () => {
    const shell = await app.server.inject({ url: '/' });
    for (const url of ['/dashboard', '/assets/main-abc123.js', '/no/such/page']) {
      const response = await app.server.inject({ url });
      for (const name of [
        'content-security-policy',
        'strict-transport-security',
        'x-frame-options',
        'referrer-policy',
      ]) {
        expect(response.headers[name], `${name} on ${url}`).toBe(shell.headers[name]);
      }
    }
    expect(shell.headers['referrer-policy']).toBe('no-referrer');
    expect(shell.headers['cross-origin-opener-policy']).toBe('same-origin');
  });

  it('sends API answers, errors and unknown API paths headers that let nothing run, frame or sniff them', async () => {
    for (const url of ['/api/health', '/api/test/boom', '/api/nope', '/graphql?query=%7B__typename%7D']) {
      const response = await app.server.inject({ url });
      expect(response.headers['content-security-policy'], url).toBe("default-src 'none';frame-ancestors 'none'");
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(response.headers['strict-transport-security'], url).toMatch(/^max-age=\d+/);
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
      // Document-only headers stay off JSON.
      expect(response.headers['x-xss-protection'], url).toBeUndefined();
    }
  });
});

describe('API errors', () => {
  it('answers unknown /api paths with 404 JSON, not the app shell', async () => {
    for (const url of ['/api/nope', '/api', '/api/auth/nothing?x=1']) {
      const response = await app.server.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'Not found.', code: 'NotFoundError' });
    }
    const post = await app.server.inject({ method: 'POST', url: '/somewhere', payload: {} });
    expect(post.statusCode).toBe(404);
  });

  it('answers malformed JSON with 400 and a clear message', async () => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request body is not valid JSON.', code: 'ValidationError' });
  });

  it('answers an oversize body with 413', async () => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/api/auth/signup',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'a@b.co', displayName: 'x'.repeat(2 * 1024 * 1024), password: 'password123' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request body is too large.', code: 'PayloadTooLargeError' });
  });

  it('answers a wrong body type with 400, never 500', async () => {
    for (const payload of ['[]', '"text"', 'null', '42']) {
      const response = await app.server.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(response.statusCode, payload).toBe(400);
      expect(typeof response.json().message).toBe('string');
    }
  });

  it('hides internals of unexpected failures', async () => {
    const response = await app.server.inject({ url: '/api/test/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      message: 'Something went wrong. Please try again.',
      code: 'INTERNAL_SERVER_ERROR',
      requestId: response.headers['x-request-id'],
    });
    expect(response.body).not.toMatch(/db-host|secret_admin|stack|at /);
  });
});

describe('GET /api/health and /api/config', () => {
  it('tells an anonymous caller only its status and its parts (details: modules/system/system.test.ts)', async () => {
    const response = await app.server.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      services: { database: 'up', storage: 'up', liveUpdates: 'up' },
    });
  });

  it('gives the web app the maps key', async () => {
    const response = await app.server.inject({ url: '/api/config' });
    expect(response.json()).toEqual({ googleMapsApiKey: 'maps-key-123', supportEmail: null });
  });
});

describe('graceful shutdown', () => {
  it('finishes in-flight requests, then refuses new connections', async () => {
    const address = await app.start();
    const inFlight = fetch(`${address}/api/test/slow`);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const stopping = app.stop();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ finished: true });
    await stopping;
    await expect(fetch(`${address}/api/health`)).rejects.toThrow();
  });
});
