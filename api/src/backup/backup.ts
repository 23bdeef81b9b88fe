import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdir, open, readdir, rename, rm, type FileHandle } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { projectPath } from '../lib/build-layout.ts';
import { embeddedDirectoryFor } from '../db/database.ts';
import { startEmbeddedPostgres } from '../db/embedded.ts';
import { APP_VERSION } from '../modules/system/system.service.ts';
import { jwtSecretFile } from '../modules/auth/jwt-secret.ts';
import { LOCAL_TEMP_DIRECTORY, localFilesDirectory } from '../storage/index.ts';
import { PRIVATE_FILE_MODE } from '../storage/private-mode.ts';
import { requestDump } from './dump-socket.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  DATABASE_ENTRY,
  FILES_PREFIX,
  JWT_SECRET_ENTRY,
  MANIFEST_ENTRY,
  summarizeDump,
  type ArchivedFile,
  type BackupManifest,
} from './manifest.ts';
import { writeTar, type TarEntry } from './tar.ts';

/**
 * `npm run backup`: the embedded database and the stored files of DATA_DIR as one .tar.gz
 * (docs/decisions/032). With the server running, the database comes from it over its dump socket;
 * stopped, from the directory itself. The database is copied first and the files after, so every photo
 * a copied row names is in the archive unless it was deleted in between.
 */
export async function createBackup(options: { dataDir: string; out: string }): Promise<BackupManifest> {
  const { dataDir, out } = options;
  if (existsSync(out)) throw new Error(`${out} already exists: name another file for this backup.`);
  const fromServer = await requestDump(dataDir);
  const dump = fromServer ?? (await dumpStoppedDatabase(dataDir));
  const summary = await summarizeDump(dump);
  // Hashed as it is written, like every file: the manifest comes last.
  let database: ArchivedFile | undefined;

  const files: ArchivedFile[] = [];
  const storedFiles = () => files.filter((file) => file.path.startsWith(FILES_PREFIX));
  const manifest = (): BackupManifest => ({
    format: BACKUP_FORMAT,
    formatVersion: BACKUP_FORMAT_VERSION,
    createdAt: new Date().toISOString(),
    version: APP_VERSION,
    commit: gitCommit(),
    source: fromServer ? 'running server' : 'stopped server',
    latestMigration: summary.latestMigration,
    database: database!,
    rowCounts: summary.rowCounts,
    fileCount: storedFiles().length,
    fileBytes: storedFiles().reduce((sum, file) => sum + file.bytes, 0),
    files,
  });
  let written: BackupManifest | undefined;
  async function* entries(): AsyncGenerator<TarEntry> {
    // Read from the Blob in pieces, never copied whole: a 300-guest wedding's dump is ~80 MB.
    yield* hashedEntry(DATABASE_ENTRY, dump.size, piecesOf(dump), (entry) => (database = entry));
    const secret = jwtSecretFile(dataDir);
    if (existsSync(secret)) yield* fileEntry(secret, JWT_SECRET_ENTRY, files);
    const filesRoot = localFilesDirectory(dataDir);
    for (const key of await storedKeys(filesRoot)) yield* fileEntry(join(filesRoot, key), FILES_PREFIX + key, files);
    written = manifest();
    const json = Buffer.from(`${JSON.stringify(written, null, 2)}\n`);
    yield { name: MANIFEST_ENTRY, size: json.length, body: [json] };
  }

  // Written beside the target and renamed at the end: a failed backup never leaves a file that looks whole.
  await mkdir(dirname(out), { recursive: true });
  const partial = `${out}.partial`;
  try {
    // The archive holds the database and every photo: its owner's alone, whatever the umask.
    await pipeline(
      writeTar(entries()),
      createGzip(),
      createWriteStream(partial, { flags: 'wx', mode: PRIVATE_FILE_MODE }),
    );
    await rename(partial, out);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return written!;
}

/** The database of a DATA_DIR no server runs on (opening it takes the directory's lock). */
async function dumpStoppedDatabase(dataDir: string): Promise<Blob> {
  const directory = embeddedDirectoryFor(dataDir);
  if (!existsSync(directory)) throw new Error(`${directory} holds no embedded database: nothing to back up.`);
  const database = await startEmbeddedPostgres(directory);
  try {
    return await database.dump();
  } finally {
    await database.stop();
  }
}

/**
 * One file as an entry, hashed as it streams; a file deleted before it is opened is left out (a photo
 * removed while the backup ran). The handle keeps the file readable even if it is deleted meanwhile.
 */
async function* fileEntry(path: string, name: string, files: ArchivedFile[]): AsyncGenerator<TarEntry> {
  let handle: FileHandle;
  try {
    handle = await open(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  try {
    const { size } = await handle.stat();
    const body = handle.createReadStream({ autoClose: false }) as AsyncIterable<Buffer>;
    yield* hashedEntry(name, size, body, (entry) => files.push(entry));
  } finally {
    await handle.close();
  }
}

/** An entry hashed as it streams; `written` gets its size and SHA-256 once the archive has read it. */
function* hashedEntry(
  name: string,
  size: number,
  body: AsyncIterable<Buffer>,
  written: (entry: ArchivedFile) => void,
): Generator<TarEntry> {
  const hash = createHash('sha256');
  async function* hashed(): AsyncGenerator<Buffer> {
    for await (const chunk of body) {
      hash.update(chunk);
      yield chunk;
    }
  }
  yield { name, size, body: hashed() };
  written({ path: name, bytes: size, sha256: hash.digest('hex') });
}

/** Every stored file's key, sorted; half-written uploads (LOCAL_TEMP_DIRECTORY) are not photos yet. */
async function storedKeys(root: string, prefix = ''): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(join(root, prefix), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const keys: string[] = [];
  for (const entry of entries.sort((a, b) => a.name.localeCompare(b.name))) {
    const key = prefix + entry.name;
    if (entry.isDirectory()) {
      if (key !== LOCAL_TEMP_DIRECTORY) keys.push(...(await storedKeys(root, `${key}/`)));
    } else if (entry.isFile()) {
      keys.push(key);
    }
  }
  return keys;
}

async function* piecesOf(blob: Blob): AsyncGenerator<Buffer> {
  const reader = blob.stream().getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    yield Buffer.from(value.buffer, value.byteOffset, value.byteLength);
  }
}

function gitCommit(): string | null {
  const git = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: projectPath(), encoding: 'utf8' });
  return git.status === 0 ? git.stdout.trim() : null;
}
