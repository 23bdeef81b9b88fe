import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, signupUser, type TestApp } from '../../test/app.ts';
import { createEvent } from '../../test/factories.ts';
import { uploadGuestPhoto } from '../../test/photos.ts';
import { videoKeys } from '../storage/file-keys.ts';
import { LOCAL_TEMP_DIRECTORY, LocalStorage } from '../storage/local.ts';
import { UploadTokenSigner } from '../storage/upload-tokens.ts';
import { sweepOrphans } from './orphan-sweep.ts';

let root: string;
let spoolDir: string;
let dataDir: string;
let app: TestApp;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'sweep-storage-'));
  spoolDir = await mkdtemp(join(tmpdir(), 'sweep-spool-'));
  dataDir = await mkdtemp(join(tmpdir(), 'sweep-data-'));
  app = await createTestApp({ env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await app.close();
  for (const directory of [root, spoolDir, dataDir]) await rm(directory, { recursive: true, force: true });
});

const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60_000);
const log = { info: () => undefined, warn: () => undefined };

it('removes abandoned incoming uploads and crash-left spool and half-written files, and nothing else', async () => {
  const storage = new LocalStorage(root, new UploadTokenSigner('sweep-test-secret'));
  const write = (key: string) => storage.write(key, Readable.from([Buffer.from('x')]), { contentType: 'image/jpeg' });
  await write('incoming/photos/1/old-upload');
  await write('incoming/covers/1/fresh-upload');
  await write('events/1/photos/abc/original.jpg');
  await utimes(join(root, 'incoming/photos/1/old-upload'), twoDaysAgo, twoDaysAgo);

  // Spool files as the media pipeline names them (api/src/media/spool.ts).
  const staleSpool = join(spoolDir, 'upload-stale.part');
  const liveSpool = join(spoolDir, 'upload-live.part');
  await writeFile(staleSpool, 'x');
  await writeFile(liveSpool, 'x');
  await utimes(staleSpool, twoDaysAgo, twoDaysAgo);
  // A stored file being written when the process was killed (LocalStorage.write's temp file), and one
  // being written now.
  await mkdir(join(root, LOCAL_TEMP_DIRECTORY), { recursive: true });
  await writeFile(join(root, LOCAL_TEMP_DIRECTORY, 'killed.part'), 'half a photo');
  await writeFile(join(root, LOCAL_TEMP_DIRECTORY, 'writing.part'), 'x');
  await utimes(join(root, LOCAL_TEMP_DIRECTORY, 'killed.part'), twoDaysAgo, twoDaysAgo);

  const removed = await sweepOrphans({ storage, prisma: app.database.prisma, spoolDir, log });
  expect(removed).toEqual({ incoming: 1, tickets: 0, spools: 1, interrupted: 1, unreferenced: 0 });
  await expect(readdir(join(root, LOCAL_TEMP_DIRECTORY))).resolves.toEqual(['writing.part']);
  await expect(readdir(spoolDir)).resolves.toEqual(['upload-live.part']);
  expect(await storage.stat('incoming/photos/1/old-upload')).toBeNull();
  expect(await storage.stat('incoming/covers/1/fresh-upload')).not.toBeNull();
});

it('removes presigned upload tickets a day after they expire, and keeps younger ones', async () => {
  const storage = new LocalStorage(root, new UploadTokenSigner('sweep-test-secret'));
  const host = await signupUser(app);
  const event = await createEvent(app, { cookie: host.cookie });
  const ticket = (name: string, expiresAt: Date) => ({
    storageKey: `incoming/photos/${event.id}/${name}`,
    eventId: event.id,
    expiresAt,
  });
  await app.database.prisma.uploadTicket.createMany({
    data: [ticket('expired-long-ago', twoDaysAgo), ticket('expired-just-now', new Date(Date.now() - 60_000))],
  });

  const removed = await sweepOrphans({ storage, prisma: app.database.prisma, spoolDir, log });
  expect(removed.tickets).toBe(1);
  const left = await app.database.prisma.uploadTicket.findMany({ where: { eventId: event.id } });
  expect(left.map((row) => row.storageKey)).toEqual([`incoming/photos/${event.id}/expired-just-now`]);
});

it('removes old files under events/ that no live photo or cover points at, and keeps every referenced one', async () => {
  const storage = new LocalStorage(join(dataDir, 'files'), new UploadTokenSigner('sweep-test-secret'));
  const write = (key: string) => storage.write(key, Readable.from([Buffer.from('x')]), { contentType: 'image/jpeg' });
  const host = await signupUser(app);
  const kept = await createEvent(app, { cookie: host.cookie });
  const deleted = await createEvent(app, { cookie: host.cookie });
  await uploadGuestPhoto(app, kept.slug);
  await uploadGuestPhoto(app, deleted.slug);
  const photo = await app.database.prisma.upload.findFirstOrThrow({ where: { eventId: kept.id } });
  await write(`events/${kept.id}/cover/current.jpg`);
  await app.database.prisma.event.update({
    where: { id: kept.id },
    data: { coverStorageKey: `events/${kept.id}/cover/current.jpg` },
  });
  // Left behind: a replaced cover whose removal failed, a photo's files from a crash before its row, and
  // the files of a deleted event whose prefix deletion failed.
  await write(`events/${kept.id}/cover/replaced.jpg`);
  await write(`events/${kept.id}/photos/0b7e8f4c-1f7a-4c43-9d0e-3d1b7a0c2f11/original.jpg`);
  await app.database.prisma.event.update({ where: { id: deleted.id }, data: { deletedAt: new Date() } });
  await write(`events/${kept.id}/photos/fresh-left-over/original.jpg`);

  const all: string[] = [];
  for await (const key of storage.listOlderThan('events/', new Date(Date.now() + 60_000))) all.push(key);
  for (const key of all) {
    if (!key.includes('fresh-left-over')) await utimes(join(dataDir, 'files', key), twoDaysAgo, twoDaysAgo);
  }

  const removed = await sweepOrphans({ storage, prisma: app.database.prisma, spoolDir, log });
  // The deleted event's photo has 3 files; the replaced cover 1; the crashed photo 1.
  expect(removed.unreferenced).toBe(5);
  const left: string[] = [];
  for await (const key of storage.listOlderThan('events/', new Date(Date.now() + 60_000))) left.push(key);
  expect(left.sort()).toEqual(
    [
      photo.storageKey,
      photo.displayKey,
      photo.thumbnailKey,
      `events/${kept.id}/cover/current.jpg`,
      `events/${kept.id}/photos/fresh-left-over/original.jpg`,
    ].sort(),
  );
  // The live photo is still served.
  const served = await app.server.inject({
    url: `/api/uploads/${photo.displayKey}`,
    headers: { cookie: host.cookie },
  });
  expect(served.statusCode).toBe(200);
});

it("keeps every file a video's row names, its web copy included, and takes a web copy no row names", async () => {
  const storage = new LocalStorage(join(dataDir, 'files'), new UploadTokenSigner('sweep-test-secret'));
  const host = await signupUser(app);
  const event = await createEvent(app, { cookie: host.cookie });
  const keys = videoKeys(event.id, 'video/mp4');
  // Converting: the row names web.mp4 from the upload on, so a copy being written is never an orphan.
  await app.database.prisma.upload.create({
    data: {
      eventId: event.id,
      originalFilename: 'clip.mp4',
      mimeType: 'video/mp4',
      bytes: 1,
      sha256: 'sweep-video',
      mediaType: 'VIDEO',
      storageKey: keys.original,
      displayKey: keys.display,
      thumbnailKey: keys.thumbnail,
      videoKey: keys.video,
    },
  });
  const stray = videoKeys(event.id, 'video/mp4').video;
  for (const key of [keys.original, keys.video, keys.display, keys.thumbnail, stray]) {
    await storage.write(key, Readable.from([Buffer.from('x')]), { contentType: 'video/mp4' });
    await utimes(join(dataDir, 'files', key), twoDaysAgo, twoDaysAgo);
  }

  const removed = await sweepOrphans({ storage, prisma: app.database.prisma, spoolDir, log });
  expect(removed.unreferenced).toBe(1);
  expect(await storage.stat(stray)).toBeNull();
  for (const key of [keys.original, keys.video, keys.display, keys.thumbnail]) {
    expect(await storage.stat(key), key).not.toBeNull();
  }
});
