import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signupUser } from '../../test/app.ts';
import { modeOf, openToOthers } from '../../test/file-modes.ts';
import { createEvent } from '../../test/factories.ts';
import { uploadGuestPhotos } from '../../test/photos.ts';
import { embeddedDirectoryFor, openDatabase, type Database } from '../db/database.ts';
import { resolveJwtSecret } from '../modules/auth/jwt-secret.ts';
import { createBackup } from './backup.ts';
import { serveDumps } from './dump-socket.ts';
import { MANIFEST_ENTRY, type BackupManifest } from './manifest.ts';
import { restoreBackup } from './restore.ts';
import { readTar, writeTar, type TarEntry } from './tar.ts';

/**
 * npm run backup / restore (docs/decisions/032) on a DATA_DIR a host and guests used: events, RSVPs and
 * photos (originals and their generated copies) on the embedded database, which always runs here
 * (TEST_DATABASE_URL or not: backups are for the embedded database).
 */

let work: string;
let dataDir: string;
let archive: string;
/** Every row of every table, and every file's bytes, as they were when the backup was taken. */
let rowsBefore: Record<string, string[]>;
let filesBefore: Map<string, Buffer>;
let manifest: BackupManifest;

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'wp-backup-'));
  dataDir = join(work, 'data');
  archive = join(work, 'backups', 'first.tar.gz');
  await resolveJwtSecret(undefined, dataDir);
  const database = await openDatabase({ embeddedDirectory: embeddedDirectoryFor(dataDir), poolMax: 1 });
  const app = await createTestApp({ database, dataDir });
  const host = await signupUser(app);
  const events = [await createEvent(app, host, { title: 'Ayla & Can' }), await createEvent(app, host)];
  for (const [i, fullName] of ['Deniz Kaya', 'Şükrü Çırağan', 'Ece'].entries()) {
    const response = await app.server.inject({
      method: 'POST',
      url: `/api/events/${events[0]!.slug}/rsvp`,
      payload: { fullName, status: 'YES', guestsCount: i + 1 },
    });
    expect(response.statusCode, response.body).toBe(201);
  }
  await uploadGuestPhotos(app, events[0]!.slug, 3);
  await uploadGuestPhotos(app, events[1]!.slug, 1);
  // The app stops (no background job may change a row after the copy); its database keeps running and
  // serves the backup over the dump socket, as `npm start` does.
  await app.close();
  const dumps = await serveDumps(dataDir, database.dump!, (error) => {
    throw error;
  });
  try {
    manifest = await createBackup({ dataDir, out: archive });
  } finally {
    await dumps?.close();
  }
  rowsBefore = await everyRow(database);
  await database.close();
  filesBefore = await everyFile(dataDir, ['pglite', 'pglite.lock', 'backup.sock', 'tmp']);
}, 120_000);

afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('npm run backup', () => {
  it('takes the running server’s database and every stored file, with a manifest', () => {
    expect(manifest.source).toBe('running server');
    expect(manifest.rowCounts.Event).toBe(2);
    expect(manifest.rowCounts.Rsvp).toBe(3);
    expect(manifest.rowCounts.Upload).toBe(4);
    expect(manifest.rowCounts.User).toBe(1);
    const storedFiles = [...filesBefore.keys()].filter((path) => path.startsWith('files/'));
    // Each photo: its original, thumbnail and display copy.
    expect(storedFiles.length).toBeGreaterThanOrEqual(4 * 3);
    expect(manifest.fileCount).toBe(storedFiles.length);
    expect(manifest.fileBytes).toBe(storedFiles.reduce((sum, path) => sum + filesBefore.get(path)!.length, 0));
    expect(manifest.files.map((file) => file.path).sort()).toEqual([...filesBefore.keys()].sort());
    expect(manifest.latestMigration).toMatch(/^\d{14}_/);
    expect(manifest.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });
});

describe('npm run restore', () => {
  it('brings back every row and every byte-identical file into an emptied DATA_DIR', async () => {
    await rm(dataDir, { recursive: true });
    const { movedAside } = await restoreBackup({ archive, dataDir });
    expect(movedAside).toBeNull();
    await expectSameAsBackedUp();
  }, 60_000);

  it('writes an archive and a DATA_DIR that no other local user can read (issue 28, item 1)', async () => {
    // This test process keeps the usual umask (022): the modes come from backup and restore themselves.
    expect(await modeOf(archive)).toBe(0o600);
    await rm(dataDir, { recursive: true });
    await restoreBackup({ archive, dataDir });
    expect(await openToOthers(dataDir)).toEqual([]);
    expect(await modeOf(dataDir)).toBe(0o700);
  }, 60_000);

  it('refuses a DATA_DIR with data in it unless --force, which moves that data aside', async () => {
    await expect(restoreBackup({ archive, dataDir })).rejects.toThrow(/is not empty.*--force/);
    await writeFile(join(dataDir, 'files', 'added-after-backup.jpg'), 'newer');

    const { movedAside } = await restoreBackup({ archive, dataDir, force: true });
    expect(movedAside).not.toBeNull();
    expect(await readFile(join(movedAside!, 'files', 'added-after-backup.jpg'), 'utf8')).toBe('newer');
    await expectSameAsBackedUp();
  }, 60_000);

  it('backs up a stopped server’s DATA_DIR from the directory itself', async () => {
    const again = join(work, 'backups', 'stopped.tar.gz');
    const stopped = await createBackup({ dataDir, out: again });
    expect(stopped.source).toBe('stopped server');
    expect(stopped.rowCounts).toEqual(manifest.rowCounts);
    await rm(dataDir, { recursive: true });
    await restoreBackup({ archive: again, dataDir });
    await expectSameAsBackedUp();
  }, 60_000);

  it('refuses a damaged archive, and leaves DATA_DIR as it was', async () => {
    const damaged = await rewriteArchive('damaged.tar.gz', (entry, body) =>
      entry.name.startsWith('files/') && entry.name.endsWith('.png') ? flipFirstByte(body) : body,
    );
    await expect(restoreBackup({ archive: damaged, dataDir, force: true })).rejects.toThrow(
      /differs from the manifest: the archive is damaged/,
    );
    const cut = join(work, 'cut.tar.gz');
    const whole = await readFile(archive);
    await writeFile(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    await expect(restoreBackup({ archive: cut, dataDir, force: true })).rejects.toThrow(/not a readable backup/);
    await expect(restoreBackup({ archive: join(work, 'missing.tar.gz'), dataDir, force: true })).rejects.toThrow(
      /not a readable backup: ENOENT/,
    );
    await expectSameAsBackedUp();
    expect((await readdir(work)).filter((name) => name.includes('.restoring-'))).toEqual([]);
  }, 60_000);

  it('refuses an archive whose entry would write outside DATA_DIR', async () => {
    const escape = join(work, 'escaped.txt');
    const crafted = join(work, 'crafted.tar.gz');
    const outside = `files/../../${relative(dataDir, escape)}`;
    await pipeline(
      writeTar([{ name: outside, size: 4, body: [Buffer.from('evil')] }]),
      createGzip(),
      createWriteStream(crafted),
    );
    await expect(restoreBackup({ archive: crafted, dataDir, force: true })).rejects.toThrow(
      /names a file outside the photo store/,
    );
    await expect(stat(escape)).rejects.toThrow(/ENOENT/);
    await expectSameAsBackedUp();
  }, 30_000);
});

async function expectSameAsBackedUp(): Promise<void> {
  expect(await everyFile(dataDir, ['pglite', 'pglite.lock', 'backup.sock', 'tmp'])).toEqual(filesBefore);
  const database = await openDatabase({ embeddedDirectory: embeddedDirectoryFor(dataDir), poolMax: 1 });
  try {
    expect(await everyRow(database)).toEqual(rowsBefore);
  } finally {
    await database.close();
  }
}

/** Each table's rows as JSON text, sorted: equal only when every row and value is. */
async function everyRow(database: Database): Promise<Record<string, string[]>> {
  const tables = await database.prisma.$queryRawUnsafe<{ tablename: string }[]>(
    `SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`,
  );
  const rows: Record<string, string[]> = {};
  for (const { tablename } of tables) {
    const found = await database.prisma.$queryRawUnsafe<{ row: string }[]>(
      `SELECT to_jsonb(t)::text AS row FROM "${tablename}" t ORDER BY 1`,
    );
    rows[tablename] = found.map(({ row }) => row);
  }
  return rows;
}

/** Every file under `root` (but the database's own) by its path, with its bytes. */
async function everyFile(root: string, skip: string[], prefix = ''): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  for (const entry of await readdir(join(root, prefix), { withFileTypes: true })) {
    const path = prefix + entry.name;
    if (skip.includes(path)) continue;
    if (entry.isDirectory()) for (const [name, data] of await everyFile(root, skip, `${path}/`)) files.set(name, data);
    else files.set(path, await readFile(join(root, path)));
  }
  return files;
}

/** A copy of the first backup with some entries' bytes changed (the manifest kept as it was). */
async function rewriteArchive(name: string, change: (entry: TarEntry, body: Buffer) => Buffer): Promise<string> {
  const entries: TarEntry[] = [];
  for await (const entry of readTar(createReadStream(archive).pipe(createGunzip()))) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry.body) chunks.push(chunk);
    const body = change(entry, Buffer.concat(chunks));
    entries.push({ name: entry.name, size: body.length, body: [body] });
  }
  expect(entries.at(-1)!.name).toBe(MANIFEST_ENTRY);
  const out = join(work, name);
  await mkdir(work, { recursive: true });
  await pipeline(writeTar(entries), createGzip(), createWriteStream(out));
  return out;
}

function flipFirstByte(body: Buffer): Buffer {
  const copy = Buffer.from(body);
  copy[0] = copy[0]! ^ 0xff;
  return copy;
}
