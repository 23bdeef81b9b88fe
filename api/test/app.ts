import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp, type App, type AppOptions } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import type { Database } from '../src/db/database.ts';
import { createTestDatabase } from './database.ts';

export interface TestApp extends App {
  database: Database;
  /** Where this app stores files (a second instance of the deployment passes it as `dataDir`). */
  dataDir: string;
  /** POSTs a GraphQL operation; `session` is a cookie header value or a Bearer token. */
  graphql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    auth?: Auth,
  ): Promise<{ status: number; body: { data?: T; errors?: { message: string }[] }; raw: LightMyRequestResponse }>;
  close(): Promise<void>;
}

export type Auth = { cookie: string } | { token: string } | undefined;

export function authHeaders(auth: Auth): Record<string, string> {
  if (!auth) return {};
  return 'cookie' in auth ? { cookie: auth.cookie } : { authorization: `Bearer ${auth.token}` };
}

/** Lenient rate limits so ordinary tests never trip them; the rate-limit tests pass their own. */
export const RELAXED_RATE_LIMITS = {
  login: { limit: 1000, windowMs: 60_000 },
  loginPerClient: { limit: 1000, windowMs: 60_000 },
  signup: { limit: 1000, windowMs: 60_000 },
  pinTries: { limit: 1000, windowMs: 60_000 },
  rsvps: { limit: 1000, windowMs: 60_000 },
  contact: { limit: 1000, windowMs: 60_000 },
  newAccountEvents: { limit: 1000, windowMs: 60_000 },
  invitationsPerAccount: { limit: 1000, windowMs: 60_000 },
  invitationsPerEvent: { limit: 1000, windowMs: 60_000 },
};

/** Budgets no ordinary test reaches (a shared Redis would otherwise add up every test's points). */
export const RELAXED_POINTS_BUDGETS = {
  caller: { limit: 100_000_000, windowMs: 3_600_000 },
  account: { limit: 100_000_000, windowMs: 3_600_000 },
  anonymous: { limit: 100_000_000, windowMs: 3_600_000 },
};

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    webRoot?: string | null;
    rateLimits?: AppOptions['rateLimits'];
    /** Hourly points per caller; relaxed unless a test passes its own. */
    pointsBudgets?: AppOptions['pointsBudgets'];
    /** Adds test-only hooks or routes before the server is sealed. */
    configure?: (server: FastifyInstance) => void;
    /** Another app's database, to run a second instance on it (that app closes it). */
    database?: Database;
    /**
     * Another app's data directory, for a second instance of one deployment: instances share their stored
     * files (a directory or a bucket), and a media worker on either must find every upload's original.
     */
    dataDir?: string;
    liveNamespace?: string;
    onRoute?: AppOptions['onRoute'];
    logStream?: AppOptions['logStream'];
    liveLimits?: AppOptions['liveLimits'];
    httpTimeouts?: AppOptions['httpTimeouts'];
    subscriptionCaps?: AppOptions['subscriptionCaps'];
    webhooks?: AppOptions['webhooks'];
    email?: AppOptions['email'];
    notifications?: AppOptions['notifications'];
  } = {},
): Promise<TestApp> {
  // Stored files go to a fresh directory per app, removed on close.
  const ownsDataDir = options.dataDir === undefined;
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'wp-test-data-')));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    ...options.env,
  });
  const database = options.database ?? (await createTestDatabase());
  const ownsDatabase = options.database === undefined;
  const app = await buildApp({
    config,
    database,
    jwtSecret: 'test-secret-that-is-long-enough-for-hs256-signing',
    webRoot: options.webRoot ?? null,
    rateLimits: options.rateLimits ?? RELAXED_RATE_LIMITS,
    pointsBudgets: options.pointsBudgets ?? RELAXED_POINTS_BUDGETS,
    liveNamespace: options.liveNamespace,
    onRoute: options.onRoute,
    logStream: options.logStream,
    liveLimits: options.liveLimits,
    httpTimeouts: options.httpTimeouts,
    subscriptionCaps: options.subscriptionCaps,
    ...(options.webhooks ? { webhooks: options.webhooks } : {}),
    ...(options.email ? { email: options.email } : {}),
    ...(options.notifications ? { notifications: options.notifications } : {}),
  });
  options.configure?.(app.server);
  await app.server.ready();
  return {
    ...app,
    database,
    dataDir,
    async graphql(query, variables, auth) {
      const raw = await app.server.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', ...authHeaders(auth) },
        payload: JSON.stringify({ query, variables }),
      });
      return { status: raw.statusCode, body: raw.json(), raw };
    },
    async close() {
      await app.stop();
      if (ownsDatabase) await database.close();
      if (ownsDataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** The `name=value` pair of a Set-Cookie header, ready to send back as a Cookie header. */
export function sessionCookieFrom(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((c) => c.name === 'session');
  if (!cookie) throw new Error('the response set no session cookie');
  return `session=${cookie.value}`;
}

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}.${process.pid}.${counter}@example.com`;
}

export async function signupUser(
  app: TestApp,
  input: { email?: string; displayName?: string; password?: string } = {},
): Promise<{ id: number; email: string; password: string; cookie: string; token: string }> {
  const email = input.email ?? uniqueEmail();
  const password = input.password ?? 'correct horse battery';
  const response = await app.server.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email, displayName: input.displayName ?? 'Test User', password },
  });
  if (response.statusCode !== 201) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  const body = response.json<{ user: { id: number; email: string }; token: string }>();
  return { id: body.user.id, email: body.user.email, password, cookie: sessionCookieFrom(response), token: body.token };
}
