import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/database.ts';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { adminQuery } from './database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated database every test file's database is copied from (see createTestDatabase). */
    databaseTemplate: { kind: 'server'; name: string } | { kind: 'embedded'; dumpFile: string } | null;
  }
}

/**
 * Migrates one database for the whole run, so each test file copies it instead of migrating its own:
 * `CREATE DATABASE … TEMPLATE` on a server, a PGlite data-directory dump for the embedded database
 * (loading one takes ~0.5 s, creating and migrating one ~2.5 s).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `test_template_${randomBytes(6).toString('hex')}`;
    await adminQuery(serverUrl, `CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    // Migrated, then closed: a template must have no open connections when it is copied.
    const database = await openDatabase({ url: url.toString(), poolMax: 1 });
    await database.close();
    project.provide('databaseTemplate', { kind: 'server', name });
    return () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  }
  const directory = await mkdtemp(join(tmpdir(), 'wp-test-template-'));
  const dumpFile = join(directory, 'pglite.tar');
  const embedded = await startEmbeddedPostgres(undefined);
  try {
    await runMigrations(embedded.url);
    await writeFile(dumpFile, Buffer.from(await (await embedded.dump()).arrayBuffer()));
  } finally {
    await embedded.stop();
  }
  project.provide('databaseTemplate', { kind: 'embedded', dumpFile });
  return () => rm(directory, { recursive: true, force: true });
}
