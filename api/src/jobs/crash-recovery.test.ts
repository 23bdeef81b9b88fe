import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedEmbeddedDataDir } from '../../test/database.ts';
import { twelveMegapixelJpeg } from '../../test/images.ts';
import { multipart } from '../../test/multipart.ts';
import {
  createEventOn,
  hostPhotos,
  json,
  photosProcessedOn,
  signUpOn,
  startServer,
} from '../../test/server-process.ts';

const PHOTOS = 6;

describe('a server killed while photos are being processed', () => {
  let dataDir: string;
  const running: ChildProcess[] = [];
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'wp-crash-'));
    // A migrated database already there: the first start is not what this test is about.
    await seedEmbeddedDataDir(dataDir);
  });
  afterAll(async () => {
    for (const child of running) child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('finishes every photo after a restart on the same data directory; none stays processing', async () => {
    // One worker, so photos queue up behind the one being processed when the kill comes.
    const first = startServer(dataDir, { MEDIA_WORKERS: '1' });
    running.push(first.child);
    const base = await first.address;
    const token = await signUpOn(base, 'crash@example.com');
    const auth = { authorization: `Bearer ${token}` };
    const event = await createEventOn(base, auth, { slug: 'power-cut' });
    const photos = await Promise.all(Array.from({ length: PHOTOS }, (_, seed) => twelveMegapixelJpeg(seed)));
    await Promise.all(
      photos.map(async (data, seed) => {
        const { payload, headers } = multipart([
          { name: 'files', filename: `guest-${seed}.jpg`, contentType: 'image/jpeg', data },
        ]);
        await json(
          await fetch(`${base}/api/events/${event.slug}/uploads/direct`, {
            method: 'POST',
            headers,
            body: new Uint8Array(payload),
          }),
        );
      }),
    );
    // Every upload was answered; the copies of some are still being made (one of them claimed right now).
    const before = await hostPhotos(base, auth, event.id);
    expect(before).toHaveLength(PHOTOS);
    expect(before.filter((photo) => photo.processingState === 'PROCESSING').length).toBeGreaterThan(0);

    const killed = new Promise((resolve) => first.child.once('exit', resolve));
    first.child.kill('SIGKILL');
    await killed;

    const second = startServer(dataDir, { MEDIA_WORKERS: '1' });
    running.push(second.child);
    const restarted = await second.address;
    // Well within the claim's 60 s lease: the restart frees the dead process's claims at once.
    const after = await photosProcessedOn(restarted, auth, event.id, 30_000);
    expect(after.map((photo) => photo.processingState)).toEqual(Array(PHOTOS).fill('READY'));
    for (const photo of after) {
      const thumbnail = await fetch(`${restarted}${photo.thumbnailUrl}`, { headers: auth });
      expect(thumbnail.status).toBe(200);
      expect(thumbnail.headers.get('content-type')).toBe('image/jpeg');
    }
  }, 120_000);
});
