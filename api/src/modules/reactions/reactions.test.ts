import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, RELAXED_RATE_LIMITS, signupUser, type TestApp } from '../../../test/app.ts';
import { createEvent, type CreatedEvent } from '../../../test/factories.ts';
import { follow, liveClient, type Follower } from '../../../test/live.ts';
import { multipart } from '../../../test/multipart.ts';
import { photosProcessed, uploadGuestPhoto } from '../../../test/photos.ts';
import { readZip } from '../../../test/zip.ts';
import sharp from 'sharp';
import type { Prisma } from '../../generated/prisma/client.ts';

// Guests' hearts (issue 33): the toggle, its counts under concurrent taps, what the gallery mode hides,
// the counts in both galleries, the batched live counts, and the hosts' Most loved list and ZIP.

let app: TestApp;
let address: string;
let host: { cookie: string };

beforeAll(async () => {
  app = await createTestApp();
  address = await app.start();
  host = { cookie: (await signupUser(app)).cookie };
});
afterAll(async () => {
  await app.close();
});

const PIN = '4826';
const galleryPhotoId = (id: number) => Buffer.from(`GalleryPhoto:${id}`).toString('base64');
const restId = (id: string) => Number(Buffer.from(id, 'base64').toString().split(':')[1]);

let digest = 0;
/** A photo row as the media workers leave it (approved and READY unless told otherwise). */
async function photoRow(event: CreatedEvent, data: Partial<Prisma.UploadUncheckedCreateInput> = {}): Promise<number> {
  digest += 1;
  const key = `events/${event.id}/photo-${digest}`;
  const row = await app.database.prisma.upload.create({
    data: {
      eventId: event.id,
      originalFilename: `photo-${digest}.jpg`,
      mimeType: 'image/jpeg',
      bytes: 1000,
      sha256: `${process.pid}-${digest}`.padEnd(64, '0'),
      storageKey: `${key}.jpg`,
      displayKey: `${key}-display.jpg`,
      thumbnailKey: `${key}-thumb.jpg`,
      status: 'APPROVED',
      processingState: 'READY',
      ...data,
    },
  });
  return row.id;
}

/** A small PNG unlike every other (an event stores equal bytes once). */
function tinyPng(seed: number): Promise<Buffer> {
  return sharp({
    create: { width: 24, height: 16, channels: 3, background: { r: seed % 255, g: (seed >> 8) % 255, b: 7 } },
  })
    .png()
    .toBuffer();
}

/** A guest's phone: it keeps the cookies the server sets (its guest key). */
class Phone {
  readonly cookies = new Map<string, string>();

  keep(response: LightMyRequestResponse): LightMyRequestResponse {
    for (const { name, value } of response.cookies) this.cookies.set(name, value);
    return response;
  }

  get cookie(): string {
    return [...this.cookies].map(([n, v]) => `${n}=${v}`).join('; ');
  }

  headers(): Record<string, string> {
    return this.cookies.size ? { cookie: this.cookie } : {};
  }

  async tap(event: CreatedEvent, photoId: number, pin: string | null = PIN): Promise<LightMyRequestResponse> {
    return this.keep(
      await app.server.inject({
        method: 'POST',
        url: `/api/events/${event.slug}/photos/${photoId}/reactions${pin ? `?pin=${pin}` : ''}`,
        headers: this.headers(),
      }),
    );
  }

  /** A tap that must work: its `{reacted, count}`. */
  async heart(event: CreatedEvent, photoId: number): Promise<{ reacted: boolean; count: number }> {
    const response = await this.tap(event, photoId);
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  }

  async upload(event: CreatedEvent): Promise<number> {
    const { payload, headers } = multipart([
      { name: 'files', filename: `mine-${++digest}.png`, contentType: 'image/png', data: await tinyPng(digest) },
    ]);
    const response = this.keep(
      await app.server.inject({
        method: 'POST',
        url: `/api/events/${event.slug}/uploads/direct?pin=${PIN}`,
        headers: { ...headers, ...this.headers() },
        payload,
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    await photosProcessed(app);
    return response.json<{ uploads: { id: number }[] }>().uploads[0]!.id;
  }

  /** The REST gallery's first page: each photo's count and this phone's heart. */
  async gallery(event: CreatedEvent): Promise<Map<number, { reactionCount: number; viewerReacted: boolean }>> {
    const response = await app.server.inject({
      url: `/api/events/${event.slug}/gallery?pin=${PIN}`,
      headers: this.headers(),
    });
    expect(response.statusCode).toBe(200);
    const { uploads } = response.json<{ uploads: { id: number; reactionCount: number; viewerReacted: boolean }[] }>();
    return new Map(uploads.map(({ id, reactionCount, viewerReacted }) => [id, { reactionCount, viewerReacted }]));
  }

  /** The same through GraphQL's eventGallery (the slideshow's and the web app's). */
  async eventGallery(event: CreatedEvent): Promise<Map<number, { reactionCount: number; viewerReacted: boolean }>> {
    type Node = { id: string; reactionCount: number; viewerReacted: boolean };
    const { body } = await app.graphql<{ eventGallery: { edges: { node: Node }[] } }>(
      `query($slug: String!, $pin: String) {
        eventGallery(slug: $slug, pin: $pin, first: 50) { edges { node { id reactionCount viewerReacted } } }
      }`,
      { slug: event.slug, pin: PIN },
      this.cookies.size ? { cookie: this.cookie } : undefined,
    );
    expect(body.errors).toBeUndefined();
    return new Map(
      body.data!.eventGallery.edges.map(({ node }) => [
        restId(node.id),
        { reactionCount: node.reactionCount, viewerReacted: node.viewerReacted },
      ]),
    );
  }
}

async function pinEvent(fields: Record<string, unknown> = {}): Promise<CreatedEvent> {
  return createEvent(app, host, { autoApprove: true, isPinRequired: true, pinCode: PIN, ...fields });
}

/** The photo's count and its hearts as stored: they must always agree. */
async function stored(photoId: number): Promise<{ count: number; rows: number }> {
  const { reactionCount } = await app.database.prisma.upload.findUniqueOrThrow({ where: { id: photoId } });
  return { count: reactionCount, rows: await app.database.prisma.reaction.count({ where: { uploadId: photoId } }) };
}

describe('POST /api/events/{slug}/photos/{photoId}/reactions', () => {
  it("toggles this browser's heart on, off and on again", async () => {
    const event = await pinEvent();
    const photo = await photoRow(event);
    const phone = new Phone();
    expect(await phone.heart(event, photo)).toEqual({ reacted: true, count: 1 });
    expect(await phone.heart(event, photo)).toEqual({ reacted: false, count: 0 });
    expect(await phone.heart(event, photo)).toEqual({ reacted: true, count: 1 });
    // Another browser's heart counts apart from this one's.
    expect(await new Phone().heart(event, photo)).toEqual({ reacted: true, count: 2 });
    expect(await stored(photo)).toEqual({ count: 2, rows: 2 });
  });

  it('counts 50 concurrent taps from 50 browsers as exactly 50', async () => {
    const event = await pinEvent();
    const photo = await photoRow(event);
    const answers = await Promise.all(Array.from({ length: 50 }, () => new Phone().heart(event, photo)));
    expect(answers.every((answer) => answer.reacted)).toBe(true);
    // Each answer is the count its own toggle left: every number from 1 to 50 once.
    expect(answers.map((answer) => answer.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, i) => i + 1),
    );
    expect(await stored(photo)).toEqual({ count: 50, rows: 50 });
  });

  it('ends two taps of one browser at once in a consistent state', async () => {
    const event = await pinEvent();
    const photo = await photoRow(event);
    const phone = new Phone();
    await phone.heart(event, photo);
    await phone.heart(event, photo);
    for (let round = 0; round < 5; round += 1) {
      const answers = await Promise.all([phone.heart(event, photo), phone.heart(event, photo)]);
      const { count, rows } = await stored(photo);
      // One heart or none, counted as it is; the last answer to commit says which.
      expect(rows).toBeLessThanOrEqual(1);
      expect(count).toBe(rows);
      expect(answers.some((answer) => answer.reacted === (rows === 1) && answer.count === rows)).toBe(true);
    }
  });

  it("refuses photos the guest's gallery does not show", async () => {
    // OWN: another guest's photo (approved and ready) is not there for this guest.
    const own = await pinEvent({ galleryMode: 'OWN' });
    const ayla = new Phone();
    const berk = new Phone();
    const aylas = await ayla.upload(own);
    expect((await berk.tap(own, aylas)).statusCode).toBe(404);
    expect(await ayla.heart(own, aylas)).toEqual({ reacted: true, count: 1 });

    // Before the reveal, no guest sees any photo.
    const later = await pinEvent({ revealAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect((await new Phone().tap(later, await photoRow(later))).statusCode).toBe(404);

    // A photo awaiting review, one whose copies are not made, and one of another event.
    const event = await pinEvent();
    expect((await new Phone().tap(event, await photoRow(event, { status: 'PENDING' }))).statusCode).toBe(404);
    expect((await new Phone().tap(event, await photoRow(event, { processingState: 'PROCESSING' }))).statusCode).toBe(
      404,
    );
    expect((await new Phone().tap(event, await photoRow(later))).statusCode).toBe(404);
    expect((await new Phone().tap(event, 2_147_483_647)).statusCode).toBe(404);
    expect((await new Phone().tap(event, Number.NaN)).statusCode).toBe(404);

    // Behind a PIN without it: the gate refuses, as it does the gallery.
    const shown = await photoRow(event);
    const noPin = await new Phone().tap(event, shown, null);
    expect(noPin.statusCode).toBe(403);

    const photos = await app.database.prisma.upload.findMany({ where: { eventId: { in: [event.id, later.id] } } });
    expect(photos.every((photo) => photo.reactionCount === 0)).toBe(true);
    expect(await app.database.prisma.reaction.count({ where: { eventId: { in: [event.id, later.id] } } })).toBe(0);
  });

  it('answers the GraphQL toggleReaction mutation with the same state', async () => {
    const event = await pinEvent();
    const photo = await photoRow(event);
    const hidden = await photoRow(event, { status: 'PENDING' });
    const phone = new Phone();
    const toggle = async (id: number) => {
      const { body, raw } = await app.graphql<{ toggleReaction: Record<string, unknown> }>(
        `mutation($slug: String!, $pin: String, $photoId: ID!) {
          toggleReaction(slug: $slug, pin: $pin, photoId: $photoId) {
            __typename
            ... on ToggleReactionSuccess { reaction { photoId reacted count } }
            ... on NotFoundError { message }
          }
        }`,
        { slug: event.slug, pin: PIN, photoId: galleryPhotoId(id) },
        phone.cookies.size ? { cookie: phone.cookie } : undefined,
      );
      phone.keep(raw);
      return body.data?.toggleReaction;
    };
    expect(await toggle(photo)).toEqual({
      __typename: 'ToggleReactionSuccess',
      reaction: { photoId: galleryPhotoId(photo), reacted: true, count: 1 },
    });
    expect(await toggle(photo)).toMatchObject({ reaction: { reacted: false, count: 0 } });
    expect(await toggle(hidden)).toEqual({ __typename: 'NotFoundError', message: 'Photo not found' });
  });
});

describe('hearts in the guest gallery', () => {
  it('carries each photo’s count and this browser’s own heart, over REST and GraphQL', async () => {
    const event = await pinEvent();
    const first = await photoRow(event);
    const second = await photoRow(event);
    const ayla = new Phone();
    const berk = new Phone();
    const anonymous = new Phone();
    await ayla.heart(event, first);
    await ayla.heart(event, second);
    await berk.heart(event, first);

    for (const read of ['gallery', 'eventGallery'] as const) {
      expect((await ayla[read](event)).get(first)).toEqual({ reactionCount: 2, viewerReacted: true });
      expect((await ayla[read](event)).get(second)).toEqual({ reactionCount: 1, viewerReacted: true });
      expect((await berk[read](event)).get(first)).toEqual({ reactionCount: 2, viewerReacted: true });
      expect((await berk[read](event)).get(second)).toEqual({ reactionCount: 1, viewerReacted: false });
      expect((await anonymous[read](event)).get(first)).toEqual({ reactionCount: 2, viewerReacted: false });
    }

    // A heart taken back shows at once in the next read, cached first page or not.
    await ayla.heart(event, first);
    expect((await ayla.gallery(event)).get(first)).toEqual({ reactionCount: 1, viewerReacted: false });
    expect((await anonymous.gallery(event)).get(first)).toEqual({ reactionCount: 1, viewerReacted: false });
    expect((await ayla.eventGallery(event)).get(first)).toEqual({ reactionCount: 1, viewerReacted: false });
  });

  it('orders the gallery most loved first for the slideshow (eventGallery mostLovedFirst)', async () => {
    const event = await pinEvent();
    const [none, two, one, twoNewer] = [
      await photoRow(event),
      await photoRow(event),
      await photoRow(event),
      await photoRow(event),
    ];
    for (const [photo, hearts] of [
      [two, 2],
      [one, 1],
      [twoNewer, 2],
    ] as const) {
      for (let i = 0; i < hearts; i += 1) await new Phone().heart(event, photo);
    }
    const page = async (after: string | null) => {
      const { body } = await app.graphql<{
        eventGallery: { edges: { node: { id: string } }[]; pageInfo: { endCursor: string } };
      }>(
        `query($slug: String!, $pin: String, $after: String) {
          eventGallery(slug: $slug, pin: $pin, mostLovedFirst: true, first: 2, after: $after) {
            edges { node { id } }
            pageInfo { endCursor }
          }
        }`,
        { slug: event.slug, pin: PIN, after },
      );
      expect(body.errors).toBeUndefined();
      return body.data!.eventGallery;
    };
    const first = await page(null);
    const second = await page(first.pageInfo.endCursor);
    expect([...first.edges, ...second.edges].map(({ node }) => restId(node.id))).toEqual([twoNewer, two, one, none]);
    // Without it, newest first as always.
    expect([...(await new Phone().eventGallery(event)).keys()]).toEqual([twoNewer, one, two, none]);
  });

  it('varies the gallery validator with this browser’s hearts', async () => {
    const event = await pinEvent();
    const photo = await photoRow(event);
    const phone = new Phone();
    await phone.heart(event, photo);
    await phone.heart(event, photo);
    const before = await app.server.inject({
      url: `/api/events/${event.slug}/gallery?pin=${PIN}`,
      headers: phone.headers(),
    });
    // Another browser's heart changes the count; this browser's own heart changes its view too.
    await new Phone().heart(event, photo);
    await phone.heart(event, photo);
    const after = await app.server.inject({
      url: `/api/events/${event.slug}/gallery?pin=${PIN}`,
      headers: { ...phone.headers(), 'if-none-match': String(before.headers.etag) },
    });
    expect(after.statusCode).toBe(200);
    expect(after.json().uploads[0]).toMatchObject({ id: photo, reactionCount: 2, viewerReacted: true });
  });
});

type GalleryUpdated = {
  galleryUpdated: { added: { id: string }[]; reactionCounts: { photoId: string; count: number }[] };
};

function followGallery(phone: Phone, event: CreatedEvent) {
  const client = liveClient(address, { headers: phone.headers() });
  const follower: Follower<GalleryUpdated> = follow<GalleryUpdated>(
    client,
    `subscription($slug: String!, $pin: String) {
      galleryUpdated(slug: $slug, pin: $pin) { added { id } reactionCounts { photoId count } }
    }`,
    { slug: event.slug, pin: PIN },
  );
  return {
    follower,
    close: async () => {
      follower.stop();
      await client.dispose();
    },
  };
}

const hasCounts = (message: { data?: GalleryUpdated | null }) =>
  (message.data?.galleryUpdated.reactionCounts.length ?? 0) > 0;

describe('live heart counts', () => {
  it('reach an open gallery within a second, batched: 200 taps in a second are a handful of messages', async () => {
    const event = await pinEvent();
    const photos = [await photoRow(event), await photoRow(event), await photoRow(event)];
    const watcher = new Phone();
    const { follower, close } = followGallery(watcher, event);
    try {
      await follower.next(); // the snapshot: the subscription is live
      const tapped = Date.now();
      await new Phone().heart(event, photos[0]!);
      const first = await follower.nextWhere(hasCounts, 1000);
      expect(Date.now() - tapped).toBeLessThan(1000);
      expect(first.data?.galleryUpdated).toEqual({
        added: [],
        reactionCounts: [{ photoId: galleryPhotoId(photos[0]!), count: 1 }],
      });

      // 200 taps from 200 browsers over a second, across the three photos.
      const phones = Array.from({ length: 200 }, () => new Phone());
      const started = Date.now();
      const waves = 4;
      for (let wave = 0; wave < waves; wave += 1) {
        const slice = phones.slice(wave * 50, (wave + 1) * 50);
        await Promise.all(slice.map((phone, i) => phone.heart(event, photos[i % 3]!)));
        const due = started + ((wave + 1) * 1000) / waves;
        if (Date.now() < due) await new Promise((resolve) => setTimeout(resolve, due - Date.now()));
      }
      const final = new Map<string, number>();
      let messages = 0;
      const expected = new Map(
        await Promise.all(photos.map(async (id) => [galleryPhotoId(id), (await stored(id)).count] as const)),
      );
      while ([...expected].some(([id, count]) => final.get(id) !== count)) {
        const message = await follower.nextWhere(hasCounts, 2000);
        messages += 1;
        for (const { photoId, count } of message.data!.galleryUpdated.reactionCounts) final.set(photoId, count);
      }
      expect(final).toEqual(expected);
      expect([...expected.values()].reduce((sum, count) => sum + count, 0)).toBe(201);
      // A message per 300 ms window, over however long the taps took: a handful, never one per tap.
      const windows = Math.ceil((Date.now() - started) / 300) + 1;
      expect(messages).toBeLessThanOrEqual(Math.min(windows, 12));
    } finally {
      await close();
    }
  });

  it('never sends a count of a photo the guest does not see', async () => {
    const event = await pinEvent({ galleryMode: 'OWN' });
    const ayla = new Phone();
    const berk = new Phone();
    const aylas = await ayla.upload(event);
    const berks = await berk.upload(event);
    const live = followGallery(berk, event);
    try {
      await live.follower.next();
      await ayla.heart(event, aylas);
      await berk.heart(event, berks);
      const message = await live.follower.nextWhere(hasCounts, 1500);
      expect(message.data?.galleryUpdated.reactionCounts).toEqual([{ photoId: galleryPhotoId(berks), count: 1 }]);
      // Ayla's heart went out in the same window or before: nothing about her photo ever arrives.
      await ayla.heart(event, aylas);
      await expect(live.follower.nextWhere(hasCounts, 800)).rejects.toThrow(/no message/);
    } finally {
      await live.close();
    }
  });
});

describe("the hosts' Most loved", () => {
  it('sorts the uploads list by hearts (REST sort=MOST_LOVED, GraphQL orderBy: MOST_LOVED)', async () => {
    const event = await pinEvent();
    const [none, three, one, threeNewer] = [
      await photoRow(event),
      await photoRow(event),
      await photoRow(event),
      await photoRow(event),
    ];
    for (const [photo, hearts] of [
      [three, 3],
      [one, 1],
      [threeNewer, 3],
    ] as const) {
      for (let i = 0; i < hearts; i += 1) await new Phone().heart(event, photo);
    }
    const order = [threeNewer, three, one, none];

    const rest = await app.server.inject({
      url: `/api/auth/events/${event.id}/uploads?sort=most_loved`,
      headers: authHeaders(host),
    });
    expect(rest.statusCode).toBe(200);
    const uploads = rest.json<{ uploads: { id: number; reactionCount: number }[] }>().uploads;
    expect(uploads.map((upload) => upload.id)).toEqual(order);
    expect(uploads.map((upload) => upload.reactionCount)).toEqual([3, 3, 1, 0]);

    const { body } = await app.graphql<{
      hostedEvent: { photos: { edges: { node: { databaseId: number; reactionCount: number } }[] } };
    }>(
      `query($databaseId: Int!) {
        hostedEvent(databaseId: $databaseId) {
          photos(orderBy: MOST_LOVED, first: 2) { edges { node { databaseId reactionCount } } }
        }
      }`,
      { databaseId: event.id },
      host,
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.hostedEvent.photos.edges.map(({ node }) => node.databaseId)).toEqual(order.slice(0, 2));
  });

  it('downloads the most loved photos as a ZIP, most hearts first', async () => {
    const event = await createEvent(app, host, { autoApprove: true });
    const empty = await app.server.inject({
      url: `/api/auth/events/${event.id}/download/most-loved.zip`,
      headers: authHeaders(host),
    });
    expect(empty.statusCode).toBe(404);

    const ids = [];
    for (let i = 0; i < 3; i += 1) {
      ids.push(await uploadGuestPhoto(app, event.slug, { filename: `loved-${i}.png`, uploaderName: 'Deniz' }));
    }
    const [unloved, most, less] = ids as [number, number, number];
    for (const [photo, hearts] of [
      [most, 2],
      [less, 1],
    ] as const) {
      for (let i = 0; i < hearts; i += 1) {
        const response = await new Phone().tap(event, photo, null);
        expect(response.statusCode).toBe(200);
      }
    }
    const head = await app.server.inject({
      method: 'HEAD',
      url: `/api/auth/events/${event.id}/download/most-loved.zip`,
      headers: authHeaders(host),
    });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-disposition']).toContain('most loved.zip');

    const response = await app.server.inject({
      url: `/api/auth/events/${event.id}/download/most-loved.zip`,
      headers: authHeaders(host),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const files = await readZip(response.rawPayload);
    expect(files.map((file) => file.name)).toEqual(['1 Deniz - loved-1.png', '2 Deniz - loved-2.png']);
    const originals = await app.database.prisma.upload.findMany({ where: { id: { in: [most, less, unloved] } } });
    expect(files[0]!.data.length).toBe(originals.find((photo) => photo.id === most)!.bytes);

    // Guests and other accounts get nothing.
    const stranger = await signupUser(app);
    const refused = await app.server.inject({
      url: `/api/auth/events/${event.id}/download/most-loved.zip`,
      headers: authHeaders({ cookie: stranger.cookie }),
    });
    expect(refused.statusCode).toBe(404);
  });
});

describe('tap limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      rateLimits: {
        ...RELAXED_RATE_LIMITS,
        reactionsPerGuest: { limit: 3, windowMs: 60_000 },
        reactionsPerAddress: { limit: 5, windowMs: 60_000 },
      },
    });
  });
  afterAll(async () => {
    await limited.close();
  });

  it('refuses a browser past its taps a minute, then the address past its own', async () => {
    const owner = { cookie: (await signupUser(limited)).cookie };
    const event = await createEvent(limited, owner);
    const photo = await limited.database.prisma.upload.create({
      data: {
        eventId: event.id,
        originalFilename: 'limits.jpg',
        mimeType: 'image/jpeg',
        bytes: 1000,
        sha256: 'limits'.padEnd(64, '0'),
        storageKey: `events/${event.id}/limits.jpg`,
        displayKey: `events/${event.id}/limits-display.jpg`,
        thumbnailKey: `events/${event.id}/limits-thumb.jpg`,
        status: 'APPROVED',
        processingState: 'READY',
      },
    });
    const tap = async (cookie?: string) =>
      limited.server.inject({
        method: 'POST',
        url: `/api/events/${event.slug}/photos/${photo.id}/reactions`,
        headers: cookie ? { cookie } : {},
      });
    const first = await tap();
    const cookie = first.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
    expect((await tap(cookie)).statusCode).toBe(200);
    expect((await tap(cookie)).statusCode).toBe(200);
    const refused = await tap(cookie);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(refused.json<{ message: string }>().message).toMatch(/many hearts/);
    // Another browser on the same address: one more tap, then the address's own limit.
    expect((await tap()).statusCode).toBe(200);
    expect((await tap()).statusCode).toBe(429);
    // The refused taps changed nothing: hearts and count agree.
    const { reactionCount } = await limited.database.prisma.upload.findUniqueOrThrow({ where: { id: photo.id } });
    expect(reactionCount).toBe(await limited.database.prisma.reaction.count({ where: { uploadId: photo.id } }));
  });
});
