import { readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, openEmbeddedTestDatabase } from '../../test/database.ts';
import { openDatabase } from './database.ts';
import { startEmbeddedPostgres } from './embedded.ts';
import {
  checkpointIfDue,
  EMBEDDED_WAL_CHECKPOINT_BYTES,
  scheduleEmbeddedMaintenance,
  vacuumWhatIsDue,
} from './embedded-maintenance.ts';
import { MIGRATIONS_DIR } from './migrate.ts';

describe('embedded PGlite in a data directory', () => {
  let directory: string;
  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), 'pglite-'));
  });
  afterAll(() => rm(directory, { recursive: true, force: true }));

  it('keeps data across a clean shutdown and restart', async () => {
    const first = await openDatabase({ embeddedDirectory: directory, poolMax: 10 });
    expect(first.kind).toBe('embedded');
    await first.prisma.user.create({ data: { email: 'kept@example.com', displayName: 'Kept', passwordHash: 'x' } });
    await first.close();

    const second = await openDatabase({ embeddedDirectory: directory, poolMax: 10 });
    try {
      const user = await second.prisma.user.findUnique({ where: { email: 'kept@example.com' } });
      expect(user?.displayName).toBe('Kept');
      // Migrations are not applied twice.
      const applied = await second.prisma.$queryRawUnsafe<{ n: bigint }[]>(
        'SELECT count(*) AS n FROM "_prisma_migrations"',
      );
      const migrations = readdirSync(MIGRATIONS_DIR).filter((name) => /^\d{14}_/.test(name));
      expect(Number(applied[0]?.n)).toBe(migrations.length);
    } finally {
      await second.close();
    }
  });

  it('listens on a Unix socket in a private directory, never on a TCP port, and removes it on close', async () => {
    const embedded = await startEmbeddedPostgres(undefined);
    const url = new URL(embedded.url);
    const socketDirectory = url.searchParams.get('host')!;
    try {
      // No password exists: a TCP port on 127.0.0.1 would be open to every local user and to SSRF.
      expect(url.port).toBe('');
      expect(socketDirectory.startsWith(tmpdir())).toBe(true);
      expect((await stat(socketDirectory)).mode & 0o777).toBe(0o700);
      expect((await stat(join(socketDirectory, '.s.PGSQL.5432'))).isSocket()).toBe(true);
    } finally {
      await embedded.stop();
    }
    await expect(stat(socketDirectory)).rejects.toThrow(/ENOENT/);
  });

  it('refuses a second server on the same directory while the first runs', async () => {
    const first = await openDatabase({ embeddedDirectory: directory, poolMax: 1 });
    try {
      await expect(openDatabase({ embeddedDirectory: directory, poolMax: 1 })).rejects.toThrow(/already open/);
    } finally {
      await first.close();
    }
    // Released on close: the directory opens again.
    const again = await openDatabase({ embeddedDirectory: directory, poolMax: 1 });
    await again.close();
  });

  it('survives failed queries: a constraint violation does not break the next query', async () => {
    const database = await openEmbeddedTestDatabase();
    try {
      await database.prisma.user.create({ data: { email: 'one@example.com', displayName: 'One', passwordHash: 'x' } });
      for (let i = 0; i < 3; i += 1) {
        await expect(
          database.prisma.user.create({ data: { email: 'one@example.com', displayName: 'Dup', passwordHash: 'x' } }),
        ).rejects.toThrow(/Unique constraint/);
        expect(await database.prisma.user.count()).toBe(1);
      }
    } finally {
      await database.close();
    }
  });

  it('runs queries off the main thread: a long query does not stall the event loop', async () => {
    const database = await openEmbeddedTestDatabase();
    try {
      // Timer ticks on this thread while the query runs. On the main thread PGlite (synchronous
      // WebAssembly) held the loop for the whole query, so almost no tick fell inside it. A count, not
      // a duration: a busy machine that delays the ticks does not fail the test.
      let ticks = 0;
      const ticker = setInterval(() => (ticks += 1), 5);
      const started = performance.now();
      await database.prisma.$queryRawUnsafe('SELECT sum(i) FROM generate_series(1, 1000000) AS i');
      const queryMs = performance.now() - started;
      clearInterval(ticker);
      expect(queryMs).toBeGreaterThan(100);
      // Measured at a load average of 15 on two cores: off the main thread 37–44 % of the ticks a free
      // loop would make; on it, 6 ticks in 1.2–3.8 s (the query's own round trips).
      expect(ticks).toBeGreaterThanOrEqual(Math.max(20, queryMs / 5 / 10));
    } finally {
      await database.close();
    }
  });

  it('runs concurrent queries and interactive transactions over its single session', async () => {
    const database = await openEmbeddedTestDatabase();
    try {
      await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          database.prisma.$transaction(async (tx) => {
            await tx.user.create({ data: { email: `u${i}@example.com`, displayName: `U${i}`, passwordHash: 'x' } });
            return tx.user.count();
          }),
        ),
      );
      expect(await database.prisma.user.count()).toBe(20);
    } finally {
      await database.close();
    }
  });

  it('keeps its write-ahead log near 64 MB while it runs, however much is written', async () => {
    const walDirectory = join(directory, 'wal-test');
    const database = await openDatabase({ embeddedDirectory: walDirectory, poolMax: 1 });
    const { prisma } = database;
    const walMegabytes = () =>
      readdirSync(join(walDirectory, 'pg_wal'), { withFileTypes: true })
        .filter((entry) => entry.isFile())
        .reduce((sum, entry) => sum + statSync(join(walDirectory, 'pg_wal', entry.name)).size, 0) /
      (1024 * 1024);
    // About 60 MB of log: 200,000 rows of 170 bytes (no compression, no TOAST), then their deletion.
    const writeRound = async () => {
      await prisma.$executeRawUnsafe(
        `INSERT INTO scratch SELECT g, md5(g::text) || md5((g + 1)::text) || md5((g + 2)::text) || md5((g + 3)::text)
         || md5((g + 4)::text) FROM generate_series(1, 200000) g`,
      );
      await prisma.$executeRawUnsafe('DELETE FROM scratch');
    };
    const sinceCheckpoint = async () =>
      (
        await prisma.$queryRawUnsafe<{ bytes: number }[]>(
          'SELECT pg_wal_lsn_diff(pg_current_wal_insert_lsn(), redo_lsn)::float8 AS bytes FROM pg_control_checkpoint()',
        )
      )[0]!.bytes;
    try {
      await prisma.$executeRawUnsafe('CREATE TABLE scratch (id int, body text)');
      for (let round = 0; round < 2; round++) {
        await writeRound();
        expect(await checkpointIfDue(prisma)).toBe(true);
      }
      // Nothing written since the last one: nothing to do.
      expect(await checkpointIfDue(prisma)).toBe(false);
      // The server's schedule checkpoints by itself (every minute there; here every 50 ms).
      const schedule = scheduleEmbeddedMaintenance(prisma, { warn: () => undefined }, 50);
      try {
        await writeRound();
        await expect.poll(sinceCheckpoint, { timeout: 10_000 }).toBeLessThan(EMBEDDED_WAL_CHECKPOINT_BYTES);
      } finally {
        schedule.stop();
      }
      // 180 MB written; PGlite alone would keep all of it until it shut down (and 1 GB for reuse after).
      expect(walMegabytes()).toBeLessThanOrEqual(96);
    } finally {
      await database.close();
    }
  });

  it('vacuums and analyzes what autovacuum would: the space of deleted rows is used again', async () => {
    const database = await openDatabase({ poolMax: 1 });
    const { prisma } = database;
    const pages = async () =>
      (await prisma.$queryRawUnsafe<{ pages: number }[]>(`SELECT pg_relation_size('guests')::int / 8192 AS pages`))[0]!
        .pages;
    const fill = () =>
      prisma.$executeRawUnsafe(`INSERT INTO guests (name) SELECT 'Guest ' || g FROM generate_series(1, 20000) g`);
    try {
      // The migrations' own rows first (their table is analyzed once).
      await vacuumWhatIsDue(prisma);
      await prisma.$executeRawUnsafe('CREATE TABLE guests (id serial PRIMARY KEY, name text NOT NULL)');
      await fill();
      // New rows: vacuumed (the visibility map) and analyzed. The app's tables, untouched since, are left alone.
      expect(await vacuumWhatIsDue(prisma)).toEqual([{ table: 'public.guests', vacuum: true, analyze: true }]);
      const [stats] = await prisma.$queryRawUnsafe<{ n: number }[]>(
        `SELECT count(*)::int AS n FROM pg_stats WHERE tablename = 'guests'`,
      );
      expect(stats!.n).toBeGreaterThan(0);
      const full = await pages();
      // A wedding's worth of guests deleted, then as many again: the second fill reuses the first's pages.
      await prisma.$executeRawUnsafe('DELETE FROM guests');
      expect(await vacuumWhatIsDue(prisma)).toEqual([{ table: 'public.guests', vacuum: true, analyze: true }]);
      await fill();
      expect(await pages()).toBeLessThanOrEqual(full + 1);
      // Nothing past the thresholds since: nothing to do.
      await vacuumWhatIsDue(prisma);
      expect(await vacuumWhatIsDue(prisma)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('a PostgreSQL server from DATABASE_URL', () => {
  it('is used instead of the embedded database, migrated, and closed cleanly', async () => {
    // A fresh database on that server (createTestDatabase drops it afterwards).
    const database = await createTestDatabase();
    expect(database.kind).toBe('server');
    const [{ version }] = await database.prisma.$queryRawUnsafe<[{ version: string }]>('SELECT version() AS version');
    expect(version).toMatch(/PostgreSQL/);
    const tables = await database.prisma.$queryRawUnsafe<{ n: bigint }[]>(
      `SELECT count(*) AS n FROM information_schema.tables WHERE table_name = '_prisma_migrations'`,
    );
    expect(Number(tables[0]?.n)).toBe(1);
    await database.close();
  });
});
