import { randomBytes } from 'node:crypto';
import { rename, rm } from 'node:fs/promises';
import { inject } from 'vitest';
import pg from 'pg';
import { embeddedDirectoryFor, openDatabase, type Database } from '../src/db/database.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../src/db/embedded.ts';
import { runMigrations } from '../src/db/migrate.ts';

/**
 * A fresh, migrated database for one test file: a new database on the server named by
 * TEST_DATABASE_URL (dropped afterwards), or an in-memory embedded PGlite when it is unset.
 */
export async function createTestDatabase(
  options: { onQuery?: (sql: string, params: string) => void; serverUrl?: string } = {},
): Promise<Database> {
  const serverUrl = options.serverUrl ?? process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openEmbeddedTestDatabase({ onQuery: options.onQuery });
  const server = await createServerDatabase(serverUrl);
  const database = await openDatabase({ url: server.url, poolMax: 5, onQuery: options.onQuery });
  return {
    ...database,
    async close() {
      await database.close();
      await server.drop();
    },
  };
}

/**
 * A new, empty-of-rows database on the server at `serverUrl`, for a test (or a spawned server) to open by
 * its URL; `drop()` removes it. Copied from the run's migrated template (global-setup.ts) when it is on
 * TEST_DATABASE_URL's server, so migrating finds nothing to do; otherwise the first opener migrates it.
 */
export async function createServerDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const template = templateOfRun();
  const name = `test_${randomBytes(6).toString('hex')}`;
  const copy =
    template?.kind === 'server' && serverUrl === process.env.TEST_DATABASE_URL ? ` TEMPLATE "${template.name}"` : '';
  await adminQuery(serverUrl, `CREATE DATABASE "${name}"${copy}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
}

/**
 * A fresh in-memory embedded database, copied from the run's migrated template when there is one (an
 * embedded run) and migrated from nothing otherwise: for the tests of the embedded database itself,
 * which run against PGlite even when TEST_DATABASE_URL names a server. "Fresh" may be one an earlier
 * file of this worker closed, emptied and checked (giveBack below): to the test, the same.
 */
export async function openEmbeddedTestDatabase(
  options: { onQuery?: (sql: string, params: string) => void } = {},
): Promise<Database> {
  const spare = spareDatabases.pop() ?? (await startEmbeddedTestDatabase());
  let database: Database;
  try {
    // Through openDatabase as if the embedded database were a server, so the client is made (and the
    // migrations checked) exactly as the app makes it; one connection, as PGlite serves one session.
    database = await openDatabase({ url: spare.url, poolMax: 1, onQuery: options.onQuery });
  } catch (error) {
    await stopSpare(spare);
    throw error;
  }
  return {
    ...database,
    kind: 'embedded',
    dump: () => spare.embedded.dump(),
    async close() {
      await database.close();
      await giveBack(spare);
    },
  };
}

/**
 * Embedded databases that test files of this worker closed, emptied for the next file. Starting one
 * from the run's template costs ~0.8 s of CPU (a 40 MB data directory copied into a new PGlite), which
 * every file paid; emptying one costs ~50 ms. Vitest keeps this module between the files a worker
 * runs (isolate: false in vitest.config.ts).
 */
const spareDatabases: SpareDatabase[] = [];
/** More spares than a file opens at once would only hold memory. */
const MAX_SPARE_DATABASES = 2;

interface SpareDatabase {
  embedded: EmbeddedPostgres;
  /** The address of this use: each use reaches the database through a socket directory of its own. */
  url: string;
  /** That directory (null: PGlite listens on TCP, where no address can be taken back, so no reuse). */
  socketDirectory: string | null;
}

/** How many embedded databases this worker started (the rest were handed on). */
export let embeddedTestDatabasesStarted = 0;

async function startEmbeddedTestDatabase(): Promise<SpareDatabase> {
  embeddedTestDatabasesStarted += 1;
  const template = templateOfRun();
  // The dump's path: the database's thread opens the file itself, rather than this thread read it into memory.
  const dump = template?.kind === 'embedded' ? template.dumpFile : undefined;
  const embedded = await startEmbeddedPostgres(undefined, { loadDataDir: dump });
  try {
    await runMigrations(embedded.url);
  } catch (error) {
    await embedded.stop();
    throw error;
  }
  return { embedded, url: embedded.url, socketDirectory: new URL(embedded.url).searchParams.get('host') };
}

let uses = 0;

/**
 * Empties a closed test database and keeps it for the next file, if it is as fresh as a new one would
 * be: no row in any table (identities restarted), the schema and migrations as migrated, no lock left in
 * PGlite's one session. Anything else (a test that changed the schema) stops it. First its socket
 * directory moves, so the closed one's address leads nowhere: an app still running on it (tests of a
 * database that went away) fails as it would on a stopped database, and never reaches the next file's.
 */
async function giveBack(spare: SpareDatabase): Promise<void> {
  if (!spare.socketDirectory || spareDatabases.length >= MAX_SPARE_DATABASES) return stopSpare(spare);
  uses += 1;
  const moved = `${new URL(spare.embedded.url).searchParams.get('host')}-${uses}`;
  await rename(spare.socketDirectory, moved);
  const url = new URL(spare.url);
  url.searchParams.set('host', moved);
  const next = { ...spare, url: url.toString(), socketDirectory: moved };
  if (!(await emptied(next.url))) return stopSpare(next);
  spareDatabases.push(next);
}

async function stopSpare(spare: SpareDatabase): Promise<void> {
  await spare.embedded.stop();
  // stop() removes the directory the database started with; a moved one is ours to remove.
  if (spare.socketDirectory) await rm(spare.socketDirectory, { recursive: true, force: true });
}

async function emptied(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    // PGlite has one session for every connection: end whatever transaction a test left open.
    await client.query('ROLLBACK');
    if ((await client.query(`SELECT 1 FROM pg_locks WHERE locktype = 'advisory'`)).rowCount !== 0) return false;
    const tables = await client.query<{ name: string }>(
      `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> '_prisma_migrations'`,
    );
    const names = tables.rows.map((row) => `"${row.name}"`).join(', ');
    if (names) await client.query(`TRUNCATE ${names} RESTART IDENTITY CASCADE`);
    // The old rows' WAL would otherwise pile up in memory for the rest of the worker's files.
    await client.query('CHECKPOINT');
    const fingerprint = await schemaFingerprint(client);
    templateFingerprint ??= fingerprint;
    return fingerprint === templateFingerprint;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}

/** The first emptied database's fingerprint; every database of a worker starts from the same template. */
let templateFingerprint: string | undefined;

/** What a test could change that emptying does not undo: schema objects, applied migrations, sequences. */
async function schemaFingerprint(client: pg.Client): Promise<string> {
  const { rows } = await client.query<{ fingerprint: string }>(`
    SELECT md5(string_agg(item, E'\\n' ORDER BY item)) AS fingerprint FROM (
      SELECT 'namespace ' || nspname AS item FROM pg_namespace
      UNION ALL SELECT 'class ' || n.nspname || '.' || c.relname || ' ' || c.relkind::text
        FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE n.nspname NOT IN ('pg_catalog', 'information_schema', 'pg_toast')
      UNION ALL SELECT 'column ' || table_name || '.' || column_name || ' ' || data_type || ' ' || is_nullable
          || ' ' || coalesce(column_default, '')
        FROM information_schema.columns WHERE table_schema = 'public'
      UNION ALL SELECT 'index ' || indexdef FROM pg_indexes WHERE schemaname = 'public'
      UNION ALL SELECT 'constraint ' || conname || ' ' || pg_get_constraintdef(oid) FROM pg_constraint
        WHERE connamespace = 'public'::regnamespace
      UNION ALL SELECT 'function ' || proname || ' ' || md5(prosrc) FROM pg_proc
        WHERE pronamespace = 'public'::regnamespace
      UNION ALL SELECT 'trigger ' || tgname FROM pg_trigger WHERE NOT tgisinternal
      UNION ALL SELECT 'type ' || typname FROM pg_type WHERE typnamespace = 'public'::regnamespace
      UNION ALL SELECT 'migration ' || migration_name || ' ' || checksum || ' ' || (rolled_back_at IS NULL)
        FROM "_prisma_migrations"
      UNION ALL SELECT 'sequence ' || sequencename || ' ' || coalesce(last_value::text, 'unused')
        FROM pg_sequences WHERE schemaname = 'public'
      UNION ALL SELECT 'setting ' || array_to_string(setconfig, ',') FROM pg_db_role_setting
    ) AS items`);
  return rows[0]!.fingerprint;
}

/**
 * Puts the run's migrated template into `dataDir` as its embedded database (DATA_DIR/pglite), so a server
 * started there opens a database, as on a restart, instead of creating and migrating one (~3 s of CPU
 * more): for tests of what comes after a first start (kills, restarts, shutdown), not of the first start
 * itself. Without an embedded template (a run on a server) the server starts on an empty DATA_DIR as before.
 */
export async function seedEmbeddedDataDir(dataDir: string): Promise<void> {
  const template = templateOfRun();
  if (template?.kind !== 'embedded') return;
  const embedded = await startEmbeddedPostgres(embeddedDirectoryFor(dataDir), {
    loadDataDir: template.dumpFile,
  });
  await embedded.stop();
}

/** The template global-setup.ts made for this run, if the caller runs inside vitest. */
function templateOfRun() {
  try {
    return inject('databaseTemplate');
  } catch {
    // Outside a test run (the bench scripts): no template.
    return null;
  }
}

/** One statement on the server at `url` (creating or dropping a database), on its own connection. */
export async function adminQuery(url: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}
