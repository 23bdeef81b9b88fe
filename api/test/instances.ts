import { randomUUID } from 'node:crypto';
import { createTestApp, type TestApp } from './app.ts';

/** The Redis the instances share: CI's, or this machine's. */
export const TEST_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TwoInstances {
  first: TestApp;
  second: TestApp;
  /** Stops the second, then closes the first with the database they share. */
  close(): Promise<void>;
}

/**
 * Two instances of one deployment: one database, one data directory, and one Redis namespace of their
 * own (live updates and cache invalidations cross between them through Redis only, as between servers).
 */
export async function createTwoInstances(name: string): Promise<TwoInstances> {
  const namespace = `${name}-${randomUUID()}`;
  const first = await createTestApp({ env: { REDIS_URL: TEST_REDIS_URL }, liveNamespace: namespace });
  const second = await createTestApp({
    env: { REDIS_URL: TEST_REDIS_URL },
    liveNamespace: namespace,
    database: first.database,
    dataDir: first.dataDir,
  });
  return {
    first,
    second,
    async close() {
      await second.stop();
      await first.close();
    },
  };
}
