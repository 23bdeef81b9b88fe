import { mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { LocalStorage } from '../storage/local.ts';
import { UploadTokenSigner } from '../storage/upload-tokens.ts';
import { sweepOrphans } from './orphan-sweep.ts';

let root: string;
let spoolDir: string;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'sweep-storage-'));
  spoolDir = await mkdtemp(join(tmpdir(), 'sweep-spool-'));
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
  await rm(spoolDir, { recursive: true, force: true });
});

it('removes abandoned incoming uploads and crash-left spool files, and nothing else', async () => {
  const storage = new LocalStorage(root, new UploadTokenSigner('sweep-test-secret'));
  const write = (key: string) => storage.write(key, Readable.from([Buffer.from('x')]), { contentType: 'image/jpeg' });
  await write('incoming/photos/1/old-upload');
  await write('incoming/covers/1/fresh-upload');
  await write('events/1/photos/abc/original.jpg');
  const twoDaysAgo = new Date(Date.now() - 2 * 24 * 60 * 60_000);
  await utimes(join(root, 'incoming/photos/1/old-upload'), twoDaysAgo, twoDaysAgo);
  await utimes(join(root, 'events/1/photos/abc/original.jpg'), twoDaysAgo, twoDaysAgo);

  // Spool files as the media pipeline names them (api/src/media/spool.ts).
  const staleSpool = join(spoolDir, 'upload-stale.part');
  const liveSpool = join(spoolDir, 'upload-live.part');
  await writeFile(staleSpool, 'x');
  await writeFile(liveSpool, 'x');
  await utimes(staleSpool, twoDaysAgo, twoDaysAgo);

  const log = { info: () => undefined, warn: () => undefined };
  const removed = await sweepOrphans({ storage, spoolDir, log });
  expect(removed).toEqual({ incoming: 1, spools: 1 });
  await expect(readdir(spoolDir)).resolves.toEqual(['upload-live.part']);
  expect(await storage.stat('incoming/photos/1/old-upload')).toBeNull();
  expect(await storage.stat('incoming/covers/1/fresh-upload')).not.toBeNull();
  // Stored photos are never the sweep's business, however old.
  expect(await storage.stat('events/1/photos/abc/original.jpg')).not.toBeNull();
});
