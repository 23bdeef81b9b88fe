import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import type { Database } from './database.ts';
import { statementKindOf } from './write-watch.ts';

describe('what a statement does to what readers see', () => {
  it.each([
    ['SELECT 1', 'read'],
    ['  -- a comment\n  select * from "User"', 'read'],
    ['/* note */ WITH x AS (SELECT 1) SELECT * FROM x', 'read'],
    ['WITH gone AS (DELETE FROM "Job" RETURNING id) SELECT count(*) FROM gone', 'write'],
    ['INSERT INTO "User" VALUES (1)', 'write'],
    ['UPDATE "Upload" SET status = $1', 'write'],
    ['delete from "Rsvp"', 'write'],
    ['TRUNCATE "Job"', 'write'],
    ['ALTER TABLE "Event" ADD COLUMN x int', 'write'],
    ['BEGIN', 'begin'],
    ['COMMIT', 'commit'],
    ['ROLLBACK', 'rollback'],
    ['ROLLBACK TO SAVEPOINT s1', 'neutral'],
    ['SAVEPOINT s1', 'neutral'],
    ['SET TRANSACTION ISOLATION LEVEL SERIALIZABLE', 'neutral'],
    ['', 'write'],
  ])('%j is a %s', (sql, kind) => {
    expect(statementKindOf(sql)).toBe(kind);
  });
});

describe('the database tells of committed writes', () => {
  let database: Database;
  let told = 0;

  beforeAll(async () => {
    database = await createTestDatabase();
    database.watchWrites(() => (told += 1));
  });
  afterAll(async () => {
    await database.close();
  });

  async function toldFor(work: () => Promise<unknown>): Promise<number> {
    const before = told;
    await work();
    return told - before;
  }

  it('after a write outside a transaction, not after a read', async () => {
    const { prisma } = database;
    expect(await toldFor(() => prisma.user.findMany({ take: 1 }))).toBe(0);
    expect(
      await toldFor(() =>
        prisma.user.create({ data: { email: `watch-${Date.now()}@example.com`, displayName: 'W', passwordHash: 'x' } }),
      ),
    ).toBe(1);
  });

  it('not after an update that matched no row (the job queue polling an empty queue)', async () => {
    expect(
      await toldFor(() => database.prisma.user.updateMany({ where: { id: -1 }, data: { displayName: 'x' } })),
    ).toBe(0);
  });

  it('once after the COMMIT of a transaction that wrote, never after a ROLLBACK', async () => {
    const { prisma } = database;
    const email = `watch-tx-${Date.now()}@example.com`;
    let toldInside = -1;
    const committed = await toldFor(() =>
      prisma.$transaction(async (tx) => {
        const before = told;
        await tx.user.create({ data: { email, displayName: 'T', passwordHash: 'x' } });
        await tx.user.update({ where: { email }, data: { displayName: 'U' } });
        toldInside = told - before;
      }),
    );
    // Nobody is told while the rows are not yet visible to other readers.
    expect(toldInside).toBe(0);
    expect(committed).toBe(1);

    const rolledBack = await toldFor(() =>
      prisma
        .$transaction(async (tx) => {
          await tx.user.update({ where: { email }, data: { displayName: 'V' } });
          throw new Error('changed my mind');
        })
        .catch(() => undefined),
    );
    expect(rolledBack).toBe(0);
    expect((await prisma.user.findUniqueOrThrow({ where: { email } })).displayName).toBe('U');
  });

  it('after raw SQL that writes', async () => {
    expect(
      await toldFor(() => database.prisma.$executeRawUnsafe(`UPDATE "User" SET "displayName" = "displayName"`)),
    ).toBe(1);
  });
});
