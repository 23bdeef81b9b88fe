import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';

/**
 * The PostgreSQL server and Redis that tests of instances side by side need. CI sets both variables;
 * elsewhere the local defaults are tried, and a machine without the services fails with a message
 * saying so (assertSharedServicesReachable) instead of passing without having run.
 */
export const SERVER_DATABASE_URL = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
export const SHARED_REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

export async function assertSharedServicesReachable(needs: { redis?: boolean } = {}): Promise<void> {
  const problems: string[] = [];
  const client = new pg.Client({ connectionString: SERVER_DATABASE_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('SELECT 1');
  } catch (error) {
    problems.push(`PostgreSQL at ${SERVER_DATABASE_URL} (TEST_DATABASE_URL): ${messageOf(error)}`);
  } finally {
    await client.end().catch(() => undefined);
  }
  if (needs.redis !== false) {
    const redis = new Redis(SHARED_REDIS_URL, { lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 0 });
    redis.on('error', () => undefined);
    try {
      await redis.connect();
      await redis.ping();
    } catch (error) {
      problems.push(`Redis at ${SHARED_REDIS_URL} (REDIS_URL): ${messageOf(error)}`);
    } finally {
      redis.disconnect();
    }
  }
  if (problems.length > 0) {
    throw new Error(
      `This test needs a PostgreSQL server${needs.redis === false ? '' : ' and Redis'} (CI sets TEST_DATABASE_URL and REDIS_URL):\n  ${problems.join('\n  ')}`,
    );
  }
}

/** A Redis namespace (REDIS_NAMESPACE) of this test's own: counters and channels of other runs stay apart. */
export function testRedisNamespace(name: string): string {
  return `test-${name}-${randomUUID()}`;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message || error.name : String(error);
}
