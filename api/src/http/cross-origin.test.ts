import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signupUser, type TestApp } from '../../test/app.ts';

// A page on another site must neither read GraphQL answers with the visitor's cookie (CORS) nor get
// a query executed by a GET that carries it (CSRF over GET).

let app: TestApp;
let cookie: string;
const EVIL = 'https://evil.example';
const PARTNER = 'https://partner.example';

beforeAll(async () => {
  app = await createTestApp({ env: { PUBLIC_URL: 'https://photos.example', CORS_ORIGINS: PARTNER } });
  cookie = (await signupUser(app)).cookie;
});
afterAll(() => app.close());

const viewerQuery = `/graphql?query=${encodeURIComponent('{ viewer { id email } }')}`;

describe('GraphQL from other origins', () => {
  it('a preflight from a foreign origin gets no CORS grant', async () => {
    const response = await app.server.inject({
      method: 'OPTIONS',
      url: '/graphql',
      headers: { origin: EVIL, 'access-control-request-method': 'POST' },
    });
    expect(response.headers['access-control-allow-origin']).toBeUndefined();
    expect(response.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('a GET with the cookie from a foreign page is refused and reveals nothing', async () => {
    for (const headers of [
      { origin: EVIL },
      { 'sec-fetch-site': 'cross-site' },
      { origin: EVIL, 'sec-fetch-site': 'cross-site' },
    ]) {
      const response = await app.server.inject({ method: 'GET', url: viewerQuery, headers: { cookie, ...headers } });
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('@example.com');
      expect(response.headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('our own origin and configured partners are allowed, with credentials', async () => {
    for (const origin of ['https://photos.example', PARTNER]) {
      const response = await app.server.inject({
        method: 'GET',
        url: viewerQuery,
        headers: { cookie, origin, 'sec-fetch-site': 'same-site' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['access-control-allow-origin']).toBe(origin);
      expect(response.headers['access-control-allow-credentials']).toBe('true');
    }
  });

  it('same-origin pages and API clients without Origin (curl, servers) still query over GET', async () => {
    const sameOrigin = await app.server.inject({
      method: 'GET',
      url: viewerQuery,
      headers: { cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(sameOrigin.statusCode).toBe(200);
    expect(sameOrigin.json().data.viewer.email).toContain('@example.com');
    const apiClient = await app.server.inject({ method: 'GET', url: viewerQuery, headers: { cookie } });
    expect(apiClient.statusCode).toBe(200);
  });
});
