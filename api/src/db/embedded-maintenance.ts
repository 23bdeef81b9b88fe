// PGlite runs PostgreSQL as one process (decision 067): none of its helper processes run, neither the
// checkpointer nor autovacuum. The server does their work for the embedded database, through the app's pool,
// so it never lands inside a transaction of the app's (the pool has one connection), and one statement at a
// time, so requests go on in between.
import type { Db } from './client.ts';

/**
 * The write-ahead log the embedded database may gather between checkpoints. Its worker also starts PGlite
 * with max_wal_size 64 MB (embedded-worker.ts), so a checkpoint removes the segments it no longer needs
 * instead of keeping up to 1 GB of them for reuse.
 */
export const EMBEDDED_WAL_CHECKPOINT_BYTES = 32 * 1024 * 1024;
/** How often the server looks: a minute of a venue's uploads writes a few megabytes of log. */
const CHECK_EVERY_MS = 60_000;

/**
 * Checkpoints when the write-ahead log has grown past `thresholdBytes` since the last checkpoint; says
 * whether it did. On its own PGlite checkpoints only when it shuts down, so a server that ran for weeks
 * kept every byte of log it wrote (a 20,000-photo event left 385 MB beside 47 MB of tables), and every
 * backup carried it.
 */
export async function checkpointIfDue(prisma: Db, thresholdBytes = EMBEDDED_WAL_CHECKPOINT_BYTES): Promise<boolean> {
  const [since] = await prisma.$queryRawUnsafe<{ bytes: number }[]>(
    'SELECT pg_wal_lsn_diff(pg_current_wal_insert_lsn(), redo_lsn)::float8 AS bytes FROM pg_control_checkpoint()',
  );
  if (!since || since.bytes < thresholdBytes) return false;
  await prisma.$executeRawUnsafe('CHECKPOINT');
  return true;
}

/** A table autovacuum would have taken up, and what it would have done. */
export interface TableUpkeep {
  table: string;
  vacuum: boolean;
  analyze: boolean;
}

/**
 * Vacuums and analyzes the tables PostgreSQL's autovacuum would, by its own default rules: a vacuum once
 * dead rows pass 50 + 20% of the table (or new rows 1,000 + 20%, which keeps index-only scans off the
 * heap), an analyze once changed rows pass 50 + 10%. Without it, the space of deleted rows (an event
 * deleted, photos approved, finished jobs) was never reused, and the planner never had statistics.
 */
export async function vacuumWhatIsDue(prisma: Db): Promise<TableUpkeep[]> {
  // The session's row counts reach the shared statistics when it goes idle, at most once a second: the
  // next time is forced, so the counts below include the last writes.
  await prisma.$queryRawUnsafe('SELECT pg_stat_force_next_flush()::text');
  const due = await prisma.$queryRawUnsafe<TableUpkeep[]>(`
    SELECT quote_ident(s.schemaname) || '.' || quote_ident(s.relname) AS "table",
           (s.n_dead_tup > 50 + 0.2 * greatest(c.reltuples, 0)
             OR s.n_ins_since_vacuum > 1000 + 0.2 * greatest(c.reltuples, 0)) AS vacuum,
           s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0) AS analyze
      FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
     ORDER BY s.relname`);
  const upkeep = due.filter((table) => table.vacuum || table.analyze);
  for (const { table, vacuum, analyze } of upkeep) {
    // The name comes from the catalog, quoted by quote_ident.
    await prisma.$executeRawUnsafe(vacuum ? `VACUUM ${analyze ? '(ANALYZE) ' : ''}${table}` : `ANALYZE ${table}`);
  }
  return upkeep;
}

/** Looks every minute, in the background; never fails the app, only logs (once per failure streak). */
export function scheduleEmbeddedMaintenance(
  prisma: Db,
  log: { warn(object: object, message: string): void },
  intervalMs = CHECK_EVERY_MS,
): { stop(): void } {
  let failing = false;
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    (async () => {
      await vacuumWhatIsDue(prisma);
      await checkpointIfDue(prisma);
    })()
      .then(
        () => {
          failing = false;
        },
        (error: unknown) => {
          if (!failing) log.warn({ err: error }, 'embedded database upkeep failed; it will be tried again');
          failing = true;
        },
      )
      .finally(() => {
        running = false;
      });
  }, intervalMs);
  // Never keeps the process alive on its own.
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
