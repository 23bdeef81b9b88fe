import { parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { schema } from '../schema.ts';
import { EXPLORER_TABS } from './examples.ts';

// Issue 15, item 3: an explorer that works offline and within our CSP.

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const html = () => app.server.inject({ url: '/graphql', headers: { accept: 'text/html,application/xhtml+xml' } });

describe('the API explorer at /graphql', () => {
  it('answers a browser with GraphiQL under a CSP of our own scripts only', async () => {
    const page = await html();
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    expect(csp).toContain("connect-src 'self'");
    // No inline script: the options travel as JSON data, every script is a file of ours.
    const scripts = [...page.body.matchAll(/<script([^>]*)>/g)].map((match) => match[1]!);
    expect(scripts.length).toBeGreaterThan(1);
    for (const attributes of scripts) expect(attributes).toMatch(/src="\/graphql\/explorer\/|type="application\/json"/);
    expect(page.body).not.toMatch(/(?:src|href)="(?:https?:)?\/\//);
    expect(page.body).toContain('query MyEvents');
  });

  it('never writes the Host header a request names into its CSP', async () => {
    for (const host of ['attacker.example', "attacker.example; script-src 'unsafe-inline' *"]) {
      const page = await app.server.inject({
        url: '/graphql',
        headers: { host, accept: 'text/html' },
      });
      expect(page.statusCode).toBe(200);
      const csp = String(page.headers['content-security-policy']);
      expect(csp).not.toContain('attacker');
      expect(csp).not.toContain("unsafe-inline' *");
      expect(csp).toMatch(/connect-src 'self'(;|$)/);
    }
  });

  it('names the configured public origin for the live socket, whatever Host says', async () => {
    const deployed = await createTestApp({ env: { PUBLIC_URL: 'https://photos.example.com' } });
    try {
      const page = await deployed.server.inject({
        url: '/graphql',
        headers: { host: 'attacker.example', accept: 'text/html' },
      });
      const csp = String(page.headers['content-security-policy']);
      expect(csp).toContain("connect-src 'self' wss://photos.example.com;");
      expect(csp).not.toContain('attacker');
    } finally {
      await deployed.close();
    }
  });

  it('serves its script, styles and editor workers from our origin, cached for good', async () => {
    const page = await html();
    const urls = [...page.body.matchAll(/(?:src|href)="(\/graphql\/explorer\/[^"]+)"/g)].map((match) => match[1]!);
    expect(urls.map((url) => url.split('/').pop())).toEqual(['graphiql.css', 'start.js', 'graphiql.js']);
    const version = urls[0]!.split('/')[3]!;
    for (const file of [
      ...urls,
      ...['editor', 'json', 'graphql'].map((name) => `/graphql/explorer/${version}/${name}.worker.js`),
    ]) {
      const answer = await app.server.inject({ url: file });
      expect(answer.statusCode, file).toBe(200);
      expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(answer.body.length).toBeGreaterThan(100);
    }
    expect((await app.server.inject({ url: '/graphql/explorer/0000/graphiql.js' })).statusCode).toBe(404);
    expect((await app.server.inject({ url: `/graphql/explorer/${version}/nope.js` })).statusCode).toBe(404);
  });

  it('still runs a query sent by GET for JSON', async () => {
    const answer = await app.server.inject({
      url: `/graphql?query=${encodeURIComponent('{ viewer { id } }')}`,
      headers: { accept: 'application/json' },
    });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ data: { viewer: null } });
  });

  it('opens with example operations that are valid against the schema', () => {
    expect(EXPLORER_TABS.map((tab) => /(query|mutation|subscription) (\w+)/.exec(tab.query)?.[2])).toEqual([
      'MyEvents',
      'GalleryPage',
      'ModeratePhoto',
      'FollowGallery',
    ]);
    for (const tab of EXPLORER_TABS) expect(validate(schema, parse(tab.query)), tab.query).toEqual([]);
  });
});
