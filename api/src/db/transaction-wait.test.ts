import { afterAll, beforeAll, expect, it } from 'vitest';
import { createServerDatabase, openEmbeddedTestDatabase } from '../../test/database.ts';
import { openDatabase, type Database } from './database.ts';

// Issue 35: under 1,000 guests the connection pool had a queue; plain queries waited their turn, but
// transactions (an RSVP is one) gave up after Prisma's default 2 s and the guest got a 500. A transaction
// now waits for a connection as long as a plain query does (CONNECTION_WAIT_MS), and one that was slow on a
// starved machine (6 s) commits instead of being rolled back at Prisma's default 5 s.

let database: Database;
let drop: () => Promise<void> = () => Promise.resolve();

beforeAll(async () => {
  // One connection, so one busy transaction makes the next one queue.
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const server = await createServerDatabase(serverUrl);
    database = await openDatabase({ url: server.url, poolMax: 1 });
    drop = () => server.drop();
  } else {
    database = await openEmbeddedTestDatabase();
  }
});
afterAll(async () => {
  await database.close();
  await drop();
});

it('a transaction queued behind a 3 s one still runs instead of failing after 2 s', async () => {
  const busy = database.prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_sleep(3)`;
    return 'busy done';
  });
  // Asked while the only connection is taken.
  await new Promise((resolve) => setTimeout(resolve, 100));
  const started = Date.now();
  const queued = database.prisma.$transaction(async (tx) => {
    const [row] = await tx.$queryRaw<{ answer: number }[]>`SELECT 42 AS answer`;
    return row!.answer;
  });
  await expect(queued).resolves.toBe(42);
  expect(Date.now() - started).toBeGreaterThan(2_000);
  await expect(busy).resolves.toBe('busy done');
}, 20_000);

it('a transaction whose work takes 6 s commits instead of being rolled back at 5 s', async () => {
  const slow = database.prisma.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_sleep(6)`;
    const [row] = await tx.$queryRaw<{ answer: number }[]>`SELECT 7 AS answer`;
    return row!.answer;
  });
  await expect(slow).resolves.toBe(7);
}, 20_000);
