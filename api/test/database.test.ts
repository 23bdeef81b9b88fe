import { describe, expect, it } from 'vitest';
import * as testDatabases from './database.ts';

const { openEmbeddedTestDatabase } = testDatabases;

// Test files of a worker share embedded databases (api/test/database.ts): a database a file closed is
// emptied and handed to the next. Each must still find what a new database would have.
describe('an embedded test database handed on to the next test file', () => {
  const addUser = (database: Awaited<ReturnType<typeof openEmbeddedTestDatabase>>, email: string) =>
    database.prisma.user.create({ data: { email, displayName: 'Earlier file', passwordHash: 'x' } });

  it('has no rows of the file before it, and its ids start again at 1', async () => {
    const earlier = await openEmbeddedTestDatabase();
    await addUser(earlier, 'earlier@example.com');
    await addUser(earlier, 'second@example.com');
    await earlier.close();

    const started = testDatabases.embeddedTestDatabasesStarted;
    const next = await openEmbeddedTestDatabase();
    try {
      // Handed on, not started anew (which costs ~0.8 s of CPU per file).
      expect(testDatabases.embeddedTestDatabasesStarted).toBe(started);
      expect(await next.prisma.user.count()).toBe(0);
      expect((await addUser(next, 'earlier@example.com')).id).toBe(1);
    } finally {
      await next.close();
    }
  });

  it('is not handed on when the file before it changed the schema', async () => {
    const earlier = await openEmbeddedTestDatabase();
    await earlier.prisma.$executeRawUnsafe('ALTER TABLE "User" ADD COLUMN "leftOver" integer');
    await earlier.close();

    const next = await openEmbeddedTestDatabase();
    try {
      const columns = await next.prisma.$queryRawUnsafe<unknown[]>(
        `SELECT 1 FROM information_schema.columns WHERE table_name = 'User' AND column_name = 'leftOver'`,
      );
      expect(columns).toEqual([]);
    } finally {
      await next.close();
    }
  });

  it('is not handed on holding a lock a test took in its one session', async () => {
    const earlier = await openEmbeddedTestDatabase();
    await earlier.prisma.$executeRawUnsafe('SELECT pg_advisory_lock(4242)');
    await earlier.close();

    const next = await openEmbeddedTestDatabase();
    try {
      const locks = await next.prisma.$queryRawUnsafe<unknown[]>(
        `SELECT 1 FROM pg_locks WHERE locktype = 'advisory' AND objid = 4242`,
      );
      expect(locks).toEqual([]);
    } finally {
      await next.close();
    }
  });

  it('is out of reach of the file that closed it: its client fails as on a stopped database', async () => {
    const earlier = await openEmbeddedTestDatabase();
    await earlier.close();
    const started = testDatabases.embeddedTestDatabasesStarted;
    const next = await openEmbeddedTestDatabase();
    try {
      expect(testDatabases.embeddedTestDatabasesStarted).toBe(started);
      // Prisma dials again after a close; an app left running on a closed database must not reach the
      // next file's (tests of a database that went away expect errors).
      await expect(earlier.prisma.user.count()).rejects.toThrow();
      expect(await next.prisma.user.count()).toBe(0);
    } finally {
      await next.close();
    }
  });
});
