import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

/** What a spawned server shares with other instances instead of the embedded defaults in its data directory. */
export interface SharedServices {
  /** A database on a PostgreSQL server (see createServerDatabase) instead of the embedded one. */
  databaseUrl?: string;
  /** Redis, with the namespace (REDIS_NAMESPACE) that keeps this test's keys and channels apart. */
  redis?: { url: string; namespace: string };
  /** Keep stdout's lines in `log` (default); a long load run turns it off. */
  keepLog?: boolean;
  /** Node's flags before the entry (the load test gives npm start's V8 flags, server-command.ts). */
  nodeFlags?: readonly string[];
}

/**
 * `npm start` as a user runs it on `dataDir` (embedded database, unless `shared` names a server), in a
 * child process: for tests of what happens to the process itself (signals, kills, restarts, instances
 * side by side). Instances of one deployment are given the same `dataDir`: their local storage.
 */
export function startServer(
  dataDir: string,
  env: Record<string, string> = {},
  shared: SharedServices = {},
): { child: ChildProcess; address: Promise<string>; log: string[] } {
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DATA_DIR: dataDir,
    PORT: '0',
    HOST: '127.0.0.1',
    LOG_LEVEL: 'info',
    ...env,
  };
  // CI points tests at a PostgreSQL server and Redis; this process uses only what `shared` names.
  delete childEnv.DATABASE_URL;
  delete childEnv.REDIS_URL;
  if (shared.databaseUrl) childEnv.DATABASE_URL = shared.databaseUrl;
  if (shared.redis) {
    childEnv.REDIS_URL = shared.redis.url;
    childEnv.REDIS_NAMESPACE = shared.redis.namespace;
  }
  const child = spawn(process.execPath, [...(shared.nodeFlags ?? []), '--import', 'tsx', 'api/src/main.ts'], {
    env: childEnv,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const log: string[] = [];
  const address = new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout }).on('line', (line) => {
      if (shared.keepLog !== false) log.push(line);
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(line);
      if (listening) resolve(listening[1]!);
    });
    child.once('exit', (code) => reject(new Error(`server exited early with ${code}`)));
  });
  return { child, address, log };
}

/** Sends `signal` and waits until the process is gone (at once if it already is); answers its exit code. */
export async function stopServer(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<number | null> {
  if (child.exitCode !== null || child.signalCode !== null) return child.exitCode;
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  child.kill(signal);
  return exited;
}

export async function json<T>(response: Response): Promise<T> {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

type HostPhoto = { id: number; processingState: string; thumbnailUrl: string };

/** A host signed up over HTTP on a spawned server; answers the session token (for a Bearer header). */
export async function signUpOn(base: string, email: string): Promise<string> {
  const { token } = await json<{ token: string }>(
    await fetch(`${base}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'a long enough password', displayName: 'Host' }),
    }),
  );
  return token;
}

/** An event created over HTTP on a spawned server by the host whose `auth` headers are given. */
export async function createEventOn(
  base: string,
  auth: Record<string, string>,
  fields: { slug: string } & Record<string, unknown>,
): Promise<{ id: number; slug: string }> {
  const { event } = await json<{ event: { id: number; slug: string } }>(
    await fetch(`${base}/api/auth/events`, {
      method: 'POST',
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify({ title: 'Power cut', dateTime: '2027-06-12T18:00:00.000Z', ...fields }),
    }),
  );
  return event;
}

/** The event's photos as its host lists them (any status, with their processing state). */
export async function hostPhotos(base: string, auth: Record<string, string>, eventId: number): Promise<HostPhoto[]> {
  return (
    await json<{ uploads: HostPhoto[] }>(await fetch(`${base}/api/auth/events/${eventId}/uploads`, { headers: auth }))
  ).uploads;
}

/** Waits until no photo of the event is PROCESSING any more; returns them. */
export async function photosProcessedOn(
  base: string,
  auth: Record<string, string>,
  eventId: number,
  timeoutMs = 30_000,
): Promise<HostPhoto[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const photos = await hostPhotos(base, auth, eventId);
    if (photos.every((photo) => photo.processingState !== 'PROCESSING')) return photos;
    if (Date.now() > deadline) {
      throw new Error(
        `still processing after ${timeoutMs} ms: ${JSON.stringify(photos.map((p) => p.processingState))}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
