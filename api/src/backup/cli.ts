import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { keepNewFilesPrivate } from '../storage/private-mode.ts';
import { createBackup } from './backup.ts';
import { restoreBackup } from './restore.ts';

/**
 * `npm run backup [-- <file>]` and `npm run restore -- <file> [--force]` for the embedded database and
 * the local photo store (docs/decisions/032). DATA_DIR comes from the environment or `.env`, as for
 * the server. A deployment on a PostgreSQL server and a bucket backs up with their own tools (README).
 */

const USAGE = `Usage:
  npm run backup [-- <archive.tar.gz>]          back DATA_DIR up (default: backups/wedding-photos-<time>.tar.gz)
  npm run restore -- <archive.tar.gz> [--force]  restore it into DATA_DIR (--force: move a non-empty DATA_DIR aside)`;

async function main(): Promise<void> {
  // Archives and restored files hold the database and every photo: the user's alone.
  keepNewFilesPrivate();
  let parsed;
  try {
    parsed = parseArgs({ allowPositionals: true, options: { force: { type: 'boolean' } } });
  } catch (error) {
    throw new UsageError(`${(error as Error).message}\n${USAGE}`);
  }
  const { positionals, values } = parsed;
  const [command, file, ...rest] = positionals;
  if (rest.length > 0 || (command !== 'backup' && command !== 'restore') || (command === 'restore' && !file)) {
    throw new UsageError(USAGE);
  }
  if (existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  if (config.databaseUrl || config.storage.driver !== 'local') {
    throw new UsageError(
      `npm run ${command} covers the embedded database and local photo files; this deployment uses ${
        config.databaseUrl ? 'DATABASE_URL' : `STORAGE_DRIVER=${config.storage.driver}`
      }: back it up with pg_dump and the bucket's versioning (README, Running in production).`,
    );
  }
  const dataDir = resolve(config.dataDir);
  if (command === 'backup') {
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const out = resolve(file ?? join('backups', `wedding-photos-${stamp}.tar.gz`));
    const manifest = await createBackup({ dataDir, out });
    const rows = Object.values(manifest.rowCounts).reduce((sum, count) => sum + count, 0);
    console.log(
      `Backed up ${dataDir} (${manifest.source}): ${rows} rows, ${manifest.fileCount} files (${manifest.fileBytes} bytes) to ${out}`,
    );
  } else {
    const { manifest, movedAside } = await restoreBackup({ archive: resolve(file!), dataDir, force: values.force });
    console.log(`Restored ${file} (made ${manifest.createdAt}, version ${manifest.version}) into ${dataDir}.`);
    if (movedAside) console.log(`The data that was there is now in ${movedAside}; delete it once you are sure.`);
  }
}

class UsageError extends Error {}

main().catch((error: unknown) => {
  console.error(error instanceof UsageError || error instanceof ConfigError ? error.message : `${String(error)}`);
  process.exit(error instanceof UsageError ? 2 : 1);
});
