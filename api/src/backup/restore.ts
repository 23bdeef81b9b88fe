import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, rmdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { pipeline } from 'node:stream/promises';
import { createGunzip, type Gunzip } from 'node:zlib';
import { embeddedDirectoryFor } from '../db/database.ts';
import { lockDirectory } from '../db/directory-lock.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { readMigrations } from '../db/migrate.ts';
import { assertValidKey, localFilesDirectory } from '../storage/index.ts';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../storage/private-mode.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  DATABASE_ENTRY,
  FILES_PREFIX,
  JWT_SECRET_ENTRY,
  MANIFEST_ENTRY,
  summarizeDatabase,
  type ArchivedFile,
  type BackupManifest,
} from './manifest.ts';
import { readTar } from './tar.ts';

/** A manifest larger than this is no manifest of ours (100,000 photos take about 20 MB). */
const MAX_MANIFEST_BYTES = 256 * 1024 * 1024;

export class RestoreRefusedError extends Error {}

/**
 * `npm run restore`: unpacks a backup (docs/decisions/032) beside DATA_DIR, checks every file against
 * the manifest and the database's rows against its counts, and only then puts it in DATA_DIR's place.
 * A DATA_DIR with anything in it is refused unless `force`; then it is moved aside, never deleted. On
 * any failure DATA_DIR is left exactly as it was.
 */
export async function restoreBackup(options: {
  archive: string;
  dataDir: string;
  force?: boolean;
}): Promise<{ manifest: BackupManifest; movedAside: string | null }> {
  const { archive, dataDir } = options;
  const existing = await entriesOf(dataDir);
  if (existing && existing.length > 0 && !options.force) {
    throw new RestoreRefusedError(
      `${dataDir} is not empty. Restoring replaces it: pass --force to move it aside and restore in its place.`,
    );
  }
  // A server running on DATA_DIR holds this lock; restoring under it would corrupt both.
  const lock = existing ? await lockDirectory(`${embeddedDirectoryFor(dataDir)}.lock`) : null;
  const staging = `${dataDir}.restoring-${randomBytes(4).toString('hex')}`;
  try {
    const manifest = await unpack(archive, staging);
    await loadDatabase(staging, manifest);
    await lock?.release();
    let movedAside: string | null = null;
    if (existing && existing.length > 0) {
      movedAside = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      await rename(dataDir, movedAside);
    } else if (existing) {
      await rmdir(dataDir);
    }
    await rename(staging, dataDir);
    return { manifest, movedAside };
  } catch (error) {
    await lock?.release();
    await rm(staging, { recursive: true, force: true });
    throw error;
  }
}

/** Extracts the archive into `staging` and checks every entry against the manifest. */
async function unpack(archive: string, staging: string): Promise<BackupManifest> {
  await mkdir(staging, { recursive: true, mode: PRIVATE_DIR_MODE });
  const found = new Map<string, ArchivedFile>();
  let manifestJson: Buffer | undefined;
  const bytes = gunzipped(archive);
  try {
    for await (const entry of readTar(bytes)) {
      if (found.has(entry.name) || (entry.name === MANIFEST_ENTRY && manifestJson)) {
        throw new RestoreRefusedError(`the archive holds ${entry.name} twice`);
      }
      if (entry.name === MANIFEST_ENTRY) {
        if (entry.size > MAX_MANIFEST_BYTES) throw new RestoreRefusedError('the manifest is too large');
        const chunks: Buffer[] = [];
        for await (const chunk of entry.body) chunks.push(chunk);
        manifestJson = Buffer.concat(chunks);
        continue;
      }
      const target = join(staging, stagingPathOf(entry.name));
      // The restored DATA_DIR is its owner's alone, whatever the umask (the server keeps it so).
      await mkdir(dirname(target), { recursive: true, mode: PRIVATE_DIR_MODE });
      const hash = createHash('sha256');
      let size = 0;
      await pipeline(
        async function* () {
          for await (const chunk of entry.body) {
            hash.update(chunk);
            size += chunk.length;
            yield chunk;
          }
        },
        createWriteStream(target, { flags: 'wx', mode: PRIVATE_FILE_MODE }),
      );
      found.set(entry.name, { path: entry.name, bytes: size, sha256: hash.digest('hex') });
    }
  } catch (error) {
    if (error instanceof RestoreRefusedError) throw error;
    throw new RestoreRefusedError(`${archive} is not a readable backup: ${(error as Error).message}`);
  } finally {
    bytes.destroy();
  }
  if (!manifestJson)
    throw new RestoreRefusedError(`${archive} has no ${MANIFEST_ENTRY}: it is no backup, or cut short`);
  const manifest = parseManifest(manifestJson);
  const expected = [manifest.database, ...manifest.files];
  for (const file of expected) {
    const got = found.get(file.path);
    if (!got) throw new RestoreRefusedError(`${file.path} is missing from the archive`);
    if (got.bytes !== file.bytes || got.sha256 !== file.sha256) {
      throw new RestoreRefusedError(`${file.path} differs from the manifest: the archive is damaged`);
    }
  }
  if (found.size !== expected.length) {
    const extra = [...found.keys()].find((name) => !expected.some((file) => file.path === name));
    throw new RestoreRefusedError(`${extra} is in the archive but not in its manifest`);
  }
  const known = (await readMigrations()).map((migration) => migration.name);
  if (manifest.latestMigration && !known.includes(manifest.latestMigration)) {
    throw new RestoreRefusedError(
      `the backup's database has migration ${manifest.latestMigration}, which this release does not know: restore it with the release that made it (${manifest.version}) or a later one`,
    );
  }
  return manifest;
}

/** The archive's tar bytes; a file that cannot be read fails the stream (pipe() alone would not). */
function gunzipped(archive: string): Gunzip {
  const gunzip = createGunzip();
  const file = createReadStream(archive);
  file.once('error', (error) => gunzip.destroy(error));
  gunzip.once('close', () => file.destroy());
  return file.pipe(gunzip);
}

/**
 * Where an entry goes in the restored DATA_DIR. Only the names a backup writes are accepted: a stored
 * file's key passes the storage's own key check, so no entry can reach outside the directory.
 */
function stagingPathOf(name: string): string {
  if (name === DATABASE_ENTRY || name === JWT_SECRET_ENTRY) return name;
  if (name.startsWith(FILES_PREFIX)) {
    const key = name.slice(FILES_PREFIX.length);
    try {
      assertValidKey(key);
    } catch {
      throw new RestoreRefusedError(`the archive names a file outside the photo store: ${JSON.stringify(name)}`);
    }
    return join(localFilesDirectory('.'), key);
  }
  throw new RestoreRefusedError(`the archive holds an entry no backup has: ${JSON.stringify(name)}`);
}

function parseManifest(json: Buffer): BackupManifest {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(json.toString('utf8')) as BackupManifest;
  } catch {
    throw new RestoreRefusedError(`${MANIFEST_ENTRY} is not valid JSON`);
  }
  if (manifest?.format !== BACKUP_FORMAT || manifest.formatVersion !== BACKUP_FORMAT_VERSION) {
    throw new RestoreRefusedError(`this is not a backup of format ${BACKUP_FORMAT} ${BACKUP_FORMAT_VERSION}`);
  }
  if (!Array.isArray(manifest.files) || typeof manifest.database?.sha256 !== 'string') {
    throw new RestoreRefusedError(`${MANIFEST_ENTRY} lacks its list of files`);
  }
  return manifest;
}

/** Loads the dump into `staging`'s database directory and checks its rows against the manifest. */
async function loadDatabase(staging: string, manifest: BackupManifest): Promise<void> {
  const dumpFile = join(staging, DATABASE_ENTRY);
  const database = await startEmbeddedPostgres(embeddedDirectoryFor(staging), {
    loadDataDir: dumpFile,
  });
  try {
    const { rowCounts } = await summarizeDatabase(database.url);
    if (!isDeepStrictEqual(rowCounts, manifest.rowCounts)) {
      throw new RestoreRefusedError('the restored database does not hold the rows the manifest counts');
    }
  } finally {
    await database.stop();
  }
  await rm(dumpFile);
}

/** The names in `directory`, or null when it does not exist. */
async function entriesOf(directory: string): Promise<string[] | null> {
  try {
    return await readdir(directory);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}
