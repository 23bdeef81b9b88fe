import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app.ts';
import { ROUTE_DOCS } from './route-docs.ts';

/** The API routes the server really registers (not the web app's pages, files or HEAD twins). */
async function registeredApiRoutes(): Promise<string[]> {
  const routes: string[] = [];
  const app = await createTestApp({
    onRoute: (route) => {
      if (!route.url.startsWith('/api/')) return;
      for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push(`${method} ${route.url}`);
    },
  });
  await app.close();
  return routes;
}

describe('the REST reference', () => {
  it('documents exactly the routes the server registers', async () => {
    const documented = ROUTE_DOCS.map((route) => `${route.method} ${route.path}`);
    const registered = await registeredApiRoutes();
    expect(registered.length).toBeGreaterThan(40);
    expect([...documented].sort()).toEqual([...new Set(registered)].sort());
    expect(new Set(documented).size).toBe(documented.length);
  });
});
