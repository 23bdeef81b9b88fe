import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, signupUser, type TestApp } from '../../../test/app.ts';
import { type SignedUpUser } from '../../../test/users.ts';
import { createEvent } from '../../../test/factories.ts';
import { phoneJpegWithGps, truncatedJpeg } from '../../../test/images.ts';
import { follow, liveClient } from '../../../test/live.ts';
import { multipart } from '../../../test/multipart.ts';
import { createMediaWorkers, type MediaWorkers } from '../../jobs/media-workers.ts';
import { MediaPipeline } from '../../media/pipeline.ts';
import type { StorageDriver } from '../../storage/storage.ts';

// The server answers uploads with no media worker of its own (MEDIA_WORKERS=0), as web servers do next to
// `npm run worker` processes; each test then starts a worker pool on the same database and storage, as
// such a process does, so a photo's copies provably do not exist when the upload is answered.
let app: TestApp;
let address: string;
let host: SignedUpUser;
let storage: StorageDriver;
let workerTemp: string;
const clients: Client[] = [];
const pools: { media: MediaPipeline; jobs: MediaWorkers }[] = [];

beforeAll(async () => {
  app = await createTestApp({ env: { MEDIA_WORKERS: '0' } });
  address = await app.start();
  host = await signupUser(app);
  storage = app.services.uploads['storage'];
  workerTemp = await mkdtemp(join(tmpdir(), 'wp-media-worker-'));
});
afterAll(async () => {
  for (const client of clients) await client.dispose();
  for (const pool of pools) {
    await pool.jobs.workers.stop(5_000);
    await pool.media.close();
  }
  await app.close();
  await rm(workerTemp, { recursive: true, force: true });
});

/** A media worker process's pool, sharing the app's database, storage and live feed. */
function startWorkers(): MediaWorkers {
  const media = new MediaPipeline({ tempDir: workerTemp });
  const jobs = createMediaWorkers({
    prisma: app.database.prisma,
    storage,
    media,
    feed: app.services.feed,
    log: { warn: () => undefined, error: () => undefined },
    concurrency: 2,
  });
  pools.push({ media, jobs });
  jobs.workers.start();
  return jobs;
}

async function upload(slug: string, filename: string, data: Buffer) {
  const { payload, headers } = multipart([{ name: 'files', filename, contentType: 'image/jpeg', data }]);
  const response = await app.server.inject({
    method: 'POST',
    url: `/api/events/${slug}/uploads/direct`,
    headers,
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ uploads: { id: number; status: string }[] }>().uploads[0]!;
}

type HostPhoto = { id: number; processingState: string; processingError: string | null; thumbnailUrl: string };

async function hostPhotos(slug: string): Promise<HostPhoto[]> {
  const response = await app.server.inject({
    url: `/api/events/${slug}/gallery?status=ALL`,
    headers: authHeaders({ cookie: host.cookie }),
  });
  return response.json<{ uploads: HostPhoto[] }>().uploads;
}

async function guestGallery(slug: string) {
  const response = await app.server.inject({ url: `/api/events/${slug}/gallery` });
  return response.json<{ uploads: { id: number }[] }>().uploads;
}

const QUEUE = /* GraphQL */ `
  subscription ($eventId: ID!) {
    moderationQueue(eventId: $eventId) {
      kind
      photos {
        databaseId
        processingState
        processingError
        thumbnailUrl
      }
    }
  }
`;
type QueueMessage = {
  moderationQueue: {
    kind: string;
    photos: { databaseId: number; processingState: string; processingError: string | null; thumbnailUrl: string }[];
  };
};

const GALLERY = /* GraphQL */ `
  subscription ($slug: String!) {
    galleryUpdated(slug: $slug) {
      added {
        id
      }
      photoCount
    }
  }
`;
type GalleryMessage = { galleryUpdated: { added: { id: string }[]; photoCount: number } };

function connect(): Client {
  const client = liveClient(address, { headers: { cookie: host.cookie } });
  clients.push(client);
  return client;
}

describe('an upload is answered once its original is stored', () => {
  it('before its thumbnail exists; the thumbnail then appears live for hosts, and for guests once approved', async () => {
    const event = await createEvent(app, { cookie: host.cookie }, { autoApprove: true });
    const queue = follow<QueueMessage>(connect(), QUEUE, { eventId: event.globalId });
    const gallery = follow<GalleryMessage>(connect(), GALLERY, { slug: event.slug });
    expect((await gallery.next()).data?.galleryUpdated.photoCount).toBe(0);

    const answered = await upload(event.slug, 'first-dance.jpg', await phoneJpegWithGps({ width: 640, height: 480 }));
    expect(answered.status).toBe('APPROVED');
    const row = await app.database.prisma.upload.findUniqueOrThrow({ where: { id: answered.id } });
    expect(row.processingState).toBe('PROCESSING');
    // The original is stored; its copies are not made yet.
    expect(await storage.stat(row.storageKey)).not.toBeNull();
    expect(await storage.stat(row.thumbnailKey)).toBeNull();
    expect(await storage.stat(row.displayKey)).toBeNull();

    // Hosts see a placeholder at once; guests nothing, though the event approves every photo.
    const added = await queue.next();
    expect(added.data?.moderationQueue).toMatchObject({
      kind: 'ADDED',
      photos: [{ databaseId: answered.id, processingState: 'PROCESSING' }],
    });
    expect((await hostPhotos(event.slug)).map((photo) => photo.processingState)).toEqual(['PROCESSING']);
    expect(await guestGallery(event.slug)).toEqual([]);
    expect((await app.server.inject({ url: `/api/uploads/${row.thumbnailKey}` })).statusCode).toBe(404);

    startWorkers();
    const processed = await queue.next(10_000);
    expect(processed.data?.moderationQueue).toMatchObject({
      kind: 'PROCESSED',
      photos: [{ databaseId: answered.id, processingState: 'READY' }],
    });
    const thumbnail = await app.server.inject({
      url: processed.data!.moderationQueue.photos[0]!.thumbnailUrl,
      headers: authHeaders({ cookie: host.cookie }),
    });
    expect(thumbnail.statusCode).toBe(200);
    expect(thumbnail.headers['content-type']).toBe('image/jpeg');

    // The open guest gallery receives it now, and only now.
    const shown = await gallery.next(5_000);
    expect(shown.data?.galleryUpdated).toMatchObject({ photoCount: 1, added: [{ id: expect.any(String) }] });
    expect((await guestGallery(event.slug)).map((photo) => photo.id)).toEqual([answered.id]);
    const done = await app.database.prisma.upload.findUniqueOrThrow({ where: { id: answered.id } });
    expect(done).toMatchObject({ processingState: 'READY', width: 480, height: 640 });
    queue.stop();
    gallery.stop();
  });

  it('marks a file that passes the magic bytes but cannot be decoded FAILED: hidden from guests, its files removed', async () => {
    const event = await createEvent(app, { cookie: host.cookie }, { autoApprove: true });
    const queue = follow<QueueMessage>(connect(), QUEUE, { eventId: event.globalId });
    const answered = await upload(event.slug, 'broken.jpg', await truncatedJpeg());
    const row = await app.database.prisma.upload.findUniqueOrThrow({ where: { id: answered.id } });
    expect((await queue.next()).data?.moderationQueue.kind).toBe('ADDED');

    startWorkers();
    const failed = await queue.next(10_000);
    expect(failed.data?.moderationQueue).toMatchObject({
      kind: 'PROCESSED',
      photos: [
        {
          databaseId: answered.id,
          processingState: 'FAILED',
          processingError: 'broken.jpg could not be read as an image.',
        },
      ],
    });
    for (const key of [row.storageKey, row.displayKey, row.thumbnailKey]) expect(await storage.stat(key)).toBeNull();
    expect(await guestGallery(event.slug)).toEqual([]);
    const publicEvent = await app.server.inject({ url: `/api/events/${event.slug}` });
    expect(JSON.stringify(publicEvent.json())).not.toContain('broken.jpg');
    // Its hosts see it, with the reason, and may delete it.
    expect(await hostPhotos(event.slug)).toMatchObject([
      { id: answered.id, processingState: 'FAILED', processingError: 'broken.jpg could not be read as an image.' },
    ]);
    const deleted = await app.server.inject({
      method: 'DELETE',
      url: `/api/auth/uploads/${answered.id}`,
      headers: authHeaders({ cookie: host.cookie }),
    });
    expect(deleted.statusCode).toBe(200);
    expect(await hostPhotos(event.slug)).toEqual([]);
    queue.stop();
  });
});
