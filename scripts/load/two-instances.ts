// What every load scenario runs against: two `npm start` instances on one fresh PostgreSQL database and one
// Redis namespace, sharing a data directory, as a deployment of several instances does.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServerDatabase } from '../../api/test/database.ts';
import { startServer, stopServer } from '../../api/test/server-process.ts';
import { DEFAULT_THREAD_POOL_SIZE, MALLOC_ARENAS } from '../../api/src/lib/runtime.cts';
import { SERVER_V8_FLAGS } from '../../api/src/lib/server-command.ts';

export interface TwoInstances {
  /** The fresh database's URL (dropped by `stop`). */
  databaseUrl: string;
  /** Each instance's process id, as soon as it is spawned (before it listens). */
  pids: number[];
  /** Each instance's base URL, once it listens. */
  bases: Promise<string[]>;
  /** Stops both instances, drops the database and removes the data directory. */
  stop(): Promise<void>;
}

/** Starts the two instances; `name` tells the scenario's data directory and Redis namespace apart. */
export async function startTwoInstances(
  name: string,
  options: { databaseUrl: string; redisUrl: string },
): Promise<TwoInstances> {
  const database = await createServerDatabase(options.databaseUrl);
  const dataDir = await mkdtemp(join(tmpdir(), `wp-${name}-`));
  const shared = {
    databaseUrl: database.url,
    redis: { url: options.redisUrl, namespace: `${name}-${process.pid}-${Date.now()}` },
    // LOAD_SERVER_LOGS=<dir> keeps each instance's log lines and writes them there at the end (to find a 5xx's cause).
    keepLog: Boolean(process.env.LOAD_SERVER_LOGS),
    nodeFlags: SERVER_V8_FLAGS,
  };
  // As `npm start` runs them: its V8 flags, its preload's thread pool and malloc arenas (tsx runs the sources
  // without the preload).
  const env = {
    NODE_ENV: 'production',
    UV_THREADPOOL_SIZE: String(DEFAULT_THREAD_POOL_SIZE),
    MALLOC_ARENA_MAX: String(MALLOC_ARENAS),
  };
  const servers = [0, 1].map(() => startServer(dataDir, env, shared));
  return {
    databaseUrl: database.url,
    pids: servers.map((server) => server.child.pid!),
    bases: Promise.all(servers.map((server) => server.address)),
    async stop() {
      await Promise.all(servers.map((server) => stopServer(server.child)));
      const logs = process.env.LOAD_SERVER_LOGS;
      if (logs) {
        await Promise.all(
          servers.map((server, i) => writeFile(join(logs, `${name}-instance-${i + 1}.log`), server.log.join('\n'))),
        );
      }
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
