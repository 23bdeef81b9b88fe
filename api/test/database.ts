import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import pg from 'pg';
import { openDatabase, type Database } from '../src/db/database.ts';

/**
 * A fresh, migrated database for one test file: a new database on the server named by
 * TEST_DATABASE_URL (dropped afterwards), or an in-memory embedded PGlite when it is unset.
 */
export async function createTestDatabase(
  options: { onQuery?: (sql: string) => void; serverUrl?: string } = {},
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
 * which run against PGlite even when TEST_DATABASE_URL names a server.
 */
export async function openEmbeddedTestDatabase(options: { onQuery?: (sql: string) => void } = {}): Promise<Database> {
  const template = templateOfRun();
  const dump = template?.kind === 'embedded' ? new Blob([await readFile(template.dumpFile)]) : undefined;
  return openDatabase({ poolMax: 1, onQuery: options.onQuery, embeddedTemplate: dump });
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
