import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../db/embedded.ts';

/**
 * What a backup archive holds (docs/decisions/032), described by `manifest.json`, its last entry: the
 * embedded database as PGlite's data-directory dump, the stored files under `files/`, and the generated
 * session key. Restore checks every byte against it before it touches DATA_DIR.
 */

export const MANIFEST_ENTRY = 'manifest.json';
export const DATABASE_ENTRY = 'database.tar';
export const JWT_SECRET_ENTRY = 'jwt-secret';
/** Stored files are `files/<storage key>`. */
export const FILES_PREFIX = 'files/';

export const BACKUP_FORMAT = 'wedding-photos-backup';
export const BACKUP_FORMAT_VERSION = 1;

export interface ArchivedFile {
  /** The entry's name in the archive. */
  path: string;
  bytes: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  formatVersion: typeof BACKUP_FORMAT_VERSION;
  createdAt: string;
  /** package.json's version and the git commit (null outside a git checkout, as in the Docker image). */
  version: string;
  commit: string | null;
  /** From the running server over its dump socket, or from the directory with the server stopped. */
  source: 'running server' | 'stopped server';
  /** The newest migration the database has: a release without it cannot run this database. */
  latestMigration: string | null;
  database: ArchivedFile;
  /** Rows in each table of the dumped database (counted on the dump itself). */
  rowCounts: Record<string, number>;
  fileCount: number;
  fileBytes: number;
  /** The session key and every stored file. */
  files: ArchivedFile[];
}

export interface DatabaseSummary {
  rowCounts: Record<string, number>;
  latestMigration: string | null;
}

/** Rows in each table and the newest migration of a database reached at `url`. */
export async function summarizeDatabase(url: string): Promise<DatabaseSummary> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ tablename: string }>(
      `SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
    );
    const rowCounts: Record<string, number> = {};
    for (const { tablename } of tables.rows) {
      const counted = await client.query<{ count: string }>(
        `SELECT count(*) FROM "${tablename.replaceAll('"', '""')}"`,
      );
      rowCounts[tablename] = Number(counted.rows[0]!.count);
    }
    const latest = rowCounts._prisma_migrations
      ? await client.query<{ name: string | null }>(
          'SELECT max(migration_name) AS name FROM "_prisma_migrations" WHERE rolled_back_at IS NULL',
        )
      : null;
    return { rowCounts, latestMigration: latest?.rows[0]?.name ?? null };
  } finally {
    await client.end();
  }
}

/**
 * Starts a data-directory dump and summarizes it: proof the dump loads, and what it holds. It starts in a
 * scratch directory, removed afterwards: in memory, PGlite would hold every file of the dump once more.
 */
export async function summarizeDump(dump: Blob): Promise<DatabaseSummary> {
  const scratch = await mkdtemp(join(tmpdir(), 'backup-check-'));
  try {
    const database = await startEmbeddedPostgres(join(scratch, 'pglite'), { loadDataDir: dump });
    try {
      return await summarizeDatabase(database.url);
    } finally {
      await database.stop();
    }
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
