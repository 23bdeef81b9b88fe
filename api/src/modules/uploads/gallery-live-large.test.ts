import type { Client } from 'graphql-ws';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, signupUser, type TestApp } from '../../../test/app.ts';
import { createEvent } from '../../../test/factories.ts';
import { follow, followSse, liveClient, type Follower, type SseFollower } from '../../../test/live.ts';
import { multipart } from '../../../test/multipart.ts';
import { insertPhotoRows } from '../../../test/photos.ts';
import { LIVE_PHOTOS_PER_MESSAGE } from './gallery-changes.ts';

// Issue 35: selecting all and approving thousands of photos sent every open gallery one message carrying
// every photo, resolved and serialized per gallery (5,000 photos took 6 s to reach four galleries). A change
// of more photos than a page holds now sends each gallery its first page as it is now (`startOver`), over
// graphql-ws and server-sent events alike; small changes still send their photos.

const GALLERY = `subscription ($slug: String!) {
  galleryUpdated(slug: $slug) { added { id } removedIds photoCount startOver }
}`;
type Update = {
  added: { id: string }[];
  removedIds: string[];
  photoCount: number;
  startOver: boolean;
  access?: string;
};
type GalleryMessage = { galleryUpdated: Update };

const galleryPhotoId = (id: number) => Buffer.from(`GalleryPhoto:${id}`).toString('base64');

let app: TestApp;
let address: string;
let host: { cookie: string };
const clients: Client[] = [];

beforeAll(async () => {
  app = await createTestApp();
  address = await app.start();
  host = await signupUser(app);
});
afterAll(async () => {
  await Promise.all(clients.map(async (client) => client.dispose()));
  await app.close();
});

async function moderate(ids: number[], action: 'APPROVED' | 'REJECTED'): Promise<void> {
  const response = await app.server.inject({
    method: 'POST',
    url: '/api/auth/uploads/bulk',
    headers: authHeaders(host),
    payload: { ids, action },
  });
  expect(response.statusCode, response.body).toBe(200);
}

/** A gallery open over server-sent events: every `next` event's data as it came, raw. */
function sseGallery(slug: string): SseFollower {
  return followSse(address, GALLERY, { slug });
}

function wsGallery(slug: string, headers: Record<string, string> = {}): Follower<GalleryMessage> {
  const client = liveClient(address, { headers });
  clients.push(client);
  return follow<GalleryMessage>(client, GALLERY, { slug });
}

/** No further message within `ms`: what came is all there is. */
async function quiet(follower: Follower<GalleryMessage>, ms = 500): Promise<void> {
  await expect(follower.next(ms)).rejects.toThrow();
}

/** The gallery's first page as a guest's page reads it, over GraphQL. */
async function firstPage(slug: string): Promise<{ ids: string[]; photoCount: number }> {
  const response = await app.graphql<{
    eventGallery: { edges: { node: { id: string } }[] };
    publicEvent: { event: { photoCount: number } };
  }>(
    `query ($slug: String!) {
      eventGallery(slug: $slug, first: 20) { edges { node { id } } }
      publicEvent(slug: $slug) { ... on PublicEventSuccess { event { photoCount } } }
    }`,
    { slug },
  );
  expect(response.body.errors).toBeUndefined();
  return {
    ids: response.body.data!.eventGallery.edges.map((edge) => edge.node.id),
    photoCount: response.body.data!.publicEvent.event.photoCount,
  };
}

describe('a change larger than a page reaches open galleries as their first page', () => {
  it('approving 1,000 photos in one action: one short message over graphql-ws and SSE, then the same first page', async () => {
    const event = await createEvent(app, host);
    const earlier = await insertPhotoRows(app, event.id, 5, { status: 'APPROVED' });
    const pending = await insertPhotoRows(app, event.id, 1000);
    const ws = wsGallery(event.slug);
    const sse = sseGallery(event.slug);
    try {
      expect((await ws.next()).data?.galleryUpdated.photoCount).toBe(5);
      await sse.received(1, 5_000);

      await moderate(pending, 'APPROVED');

      const message = await ws.next(5000);
      const update = message.data!.galleryUpdated;
      expect(update.startOver).toBe(true);
      expect(update.photoCount).toBe(1005);
      // The newest page of the gallery, not the 1,000 photos.
      const newest = pending.slice(-LIVE_PHOTOS_PER_MESSAGE).reverse().map(galleryPhotoId);
      expect(update.added.map((photo) => photo.id)).toEqual(newest);
      expect(JSON.stringify(message).length).toBeLessThan(5000);
      await quiet(ws);

      await sse.received(2, 5_000);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(sse.raw).toHaveLength(2);
      expect(sse.raw[1]!.length).toBeLessThan(5000);
      expect((JSON.parse(sse.raw[1]!) as { data: GalleryMessage }).data.galleryUpdated).toEqual(update);

      // What the page then loads from the start shows the approved photos, as the message did.
      const page = await firstPage(event.slug);
      expect(page.ids).toEqual(newest);
      expect(page.photoCount).toBe(1005);
      expect(page.ids).not.toContain(galleryPhotoId(earlier[0]!));
    } finally {
      await sse.close();
      ws.stop();
    }
  });

  it('taking 1,000 down at once sends the first page of what is left; a few photos still come one by one', async () => {
    const event = await createEvent(app, host);
    const earlier = await insertPhotoRows(app, event.id, 3, { status: 'APPROVED' });
    const approved = await insertPhotoRows(app, event.id, 1000, { status: 'APPROVED' });
    const ws = wsGallery(event.slug);
    try {
      expect((await ws.next()).data?.galleryUpdated.photoCount).toBe(1003);

      await moderate(approved, 'REJECTED');
      const takenDown = (await ws.next(5000)).data!.galleryUpdated;
      expect(takenDown).toEqual({
        added: earlier.toReversed().map((id) => ({ id: galleryPhotoId(id) })),
        removedIds: [],
        photoCount: 3,
        startOver: true,
      });
      await quiet(ws);

      // A page's worth or fewer: the photos themselves, as before.
      const few = approved.slice(0, LIVE_PHOTOS_PER_MESSAGE);
      await moderate(few, 'APPROVED');
      const shown = (await ws.next(5000)).data!.galleryUpdated;
      expect(shown.startOver).toBe(false);
      expect(shown.added.map((photo) => photo.id)).toEqual(few.toReversed().map(galleryPhotoId));
      expect(shown.photoCount).toBe(3 + LIVE_PHOTOS_PER_MESSAGE);
    } finally {
      ws.stop();
    }
  });

  it('a guest who sees only their own photos receives their own first page, never anyone else’s', async () => {
    const event = await createEvent(app, host, { galleryMode: 'OWN' });
    // The guest's browser gets its key with a photo it sends.
    const { payload, headers } = multipart([
      {
        name: 'files',
        filename: 'mine.png',
        contentType: 'image/png',
        data: await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
          .png()
          .toBuffer(),
      },
    ]);
    const sent = await app.server.inject({
      method: 'POST',
      url: `/api/events/${event.slug}/uploads/direct`,
      headers,
      payload,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const cookie = sent.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
    const { guestKeyHash } = await app.database.prisma.upload.findFirstOrThrow({ where: { eventId: event.id } });
    expect(guestKeyHash).not.toBeNull();
    const mine = await insertPhotoRows(app, event.id, 25, { guestKeyHash });
    const others = await insertPhotoRows(app, event.id, 25);
    const ws = wsGallery(event.slug, { cookie });
    try {
      await ws.next();
      await moderate([...mine, ...others], 'APPROVED');
      const update = (await ws.next(5000)).data!.galleryUpdated;
      expect(update.startOver).toBe(true);
      expect(update.added.map((photo) => photo.id)).toEqual(
        mine.slice(-LIVE_PHOTOS_PER_MESSAGE).reverse().map(galleryPhotoId),
      );
      await quiet(ws);
    } finally {
      ws.stop();
    }
  });
});
