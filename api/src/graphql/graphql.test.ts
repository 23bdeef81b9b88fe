import { readFileSync } from 'node:fs';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, signupUser, type TestApp } from '../../test/app.ts';
import { printedSchema, SCHEMA_FILE } from './print-schema.ts';

let app: TestApp;
let wsUrl: string;

beforeAll(async () => {
  app = await createTestApp();
  const address = await app.start();
  wsUrl = `${address.replace('http', 'ws')}/graphql`;
});
afterAll(() => app.close());

describe('schema.graphql', () => {
  it('is the printed Pothos schema (run `npm run schema:print` after changing types)', () => {
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(printedSchema());
  });
});

describe('operation limits', () => {
  it('refuses queries nested deeper than the limit', async () => {
    const deep = `{ viewer { ${'... on User { '.repeat(14)}id${' }'.repeat(14)} } }`;
    const { body } = await app.graphql(deep);
    expect(body.errors?.[0]?.message).toMatch(/depth/i);
  });

  it('refuses alias floods', async () => {
    const aliases = Array.from({ length: 40 }, (_, i) => `a${i}: viewer { id }`).join(' ');
    const { body } = await app.graphql(`{ ${aliases} }`);
    expect(body.errors?.[0]?.message).toMatch(/aliases/i);
  });

  it('refuses batched requests', async () => {
    const response = await app.server.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify([{ query: '{ viewer { id } }' }, { query: '{ viewer { id } }' }]),
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
  });

  it('gives no field suggestions that would map the schema', async () => {
    const { body } = await app.graphql('{ viewr { id } }');
    expect(body.errors?.[0]?.message).not.toMatch(/Did you mean/);
  });
});

describe('unexpected failures', () => {
  it('reach the client masked, with no driver or query details', async () => {
    const broken = await createTestApp();
    const user = await signupUser(broken);
    await broken.database.close();
    try {
      const { body, raw } = await broken.graphql('{ viewer { id email } }', {}, { cookie: user.cookie });
      expect(JSON.stringify(body)).toMatch(/Unexpected error/);
      expect(raw.body).not.toMatch(/prisma|ECONNREFUSED|Invalid `|SELECT|stack|127\.0\.0\.1/i);
    } finally {
      await broken.stop();
    }
  });
});

describe('graphql-ws on /graphql', () => {
  const clients: Client[] = [];
  afterAll(async () => {
    for (const client of clients) await client.dispose();
  });

  function connect(options: { headers?: Record<string, string>; authToken?: string } = {}): Client {
    const client = createClient({
      url: wsUrl,
      lazy: true,
      retryAttempts: 0,
      connectionParams: options.authToken ? { authToken: options.authToken } : undefined,
      webSocketImpl: class extends WebSocket {
        constructor(address: string, protocols?: string | string[]) {
          super(address, protocols, { headers: options.headers });
        }
      },
    });
    clients.push(client);
    return client;
  }

  function run<T>(client: Client, query: string): Promise<{ data?: T; errors?: unknown }> {
    return new Promise((resolve, reject) => {
      let result: { data?: T; errors?: unknown } = {};
      client.subscribe<T>(
        { query },
        { next: (value) => (result = value as typeof result), error: reject, complete: () => resolve(result) },
      );
    });
  }

  it('runs operations as the user of the session cookie', async () => {
    const user = await signupUser(app);
    const result = await run<{ viewer: { email: string } }>(
      connect({ headers: { cookie: user.cookie } }),
      '{ viewer { email } }',
    );
    expect(result.data).toEqual({ viewer: { email: user.email } });
  });

  it('accepts the token in connectionParams (browsers cannot set headers)', async () => {
    const user = await signupUser(app);
    const result = await run<{ viewer: { email: string } }>(connect({ authToken: user.token }), '{ viewer { email } }');
    expect(result.data).toEqual({ viewer: { email: user.email } });
  });

  it('is anonymous without a session', async () => {
    const result = await run(connect(), '{ viewer { email } }');
    expect(result.data).toEqual({ viewer: null });
  });

  it('applies the same operation limits', async () => {
    const aliases = Array.from({ length: 40 }, (_, i) => `a${i}: viewer { id }`).join(' ');
    await expect(run(connect(), `{ ${aliases} }`)).rejects.toEqual([
      expect.objectContaining({ message: expect.stringMatching(/Aliases limit/) }),
    ]);
  });

  it('refuses a socket opened by a page of another site', async () => {
    const user = await signupUser(app);
    const status = await new Promise<number | string>((resolve) => {
      const socket = new WebSocket(wsUrl, 'graphql-transport-ws', {
        headers: { origin: 'https://evil.example', cookie: user.cookie },
      });
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0));
      socket.on('open', () => resolve('opened'));
      socket.on('error', () => resolve('error'));
    });
    expect(status).toBe(403);
  });
});
