import type { LightMyRequestResponse } from 'fastify';
import { rm } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, signupUser, type TestApp } from '../../../test/app.ts';
import { createEvent, type CreatedEvent } from '../../../test/factories.ts';
import { follow, liveClient, type Follower } from '../../../test/live.ts';
import { multipart } from '../../../test/multipart.ts';
import { photosProcessed } from '../../../test/photos.ts';
import { webRootWithGuestPage } from '../../../test/web-root.ts';
import { fileUrl } from '../../storage/file-keys.ts';

// Decision 052: what each gallery mode hides from guests, attacked on every path that can show a photo.
// Two guests are two phones (two guest-key cookie jars); hosts and super-admins see everything throughout.

let app: TestApp;
let address: string;
let webRoot: string;
let host: { cookie: string };
let admin: { cookie: string };

beforeAll(async () => {
  webRoot = await webRootWithGuestPage(
    'web-modes-',
    '<!doctype html><html><head><title>Wedding Photos</title></head><body><div id="root"></div></body></html>',
  );
  app = await createTestApp({ webRoot, env: { PUBLIC_URL: 'https://photos.example.com' } });
  address = await app.start();
  host = { cookie: (await signupUser(app)).cookie };
  const adminUser = await signupUser(app);
  await app.database.prisma.user.update({ where: { id: adminUser.id }, data: { isAdmin: true } });
  admin = { cookie: adminUser.cookie };
});
afterAll(async () => {
  await app.close();
  await rm(webRoot, { recursive: true, force: true });
});

const PIN = '2468';
const galleryPhotoId = (id: number) => Buffer.from(`GalleryPhoto:${id}`).toString('base64');

let shade = 0;
async function uniquePhoto(): Promise<Buffer> {
  shade += 1;
  return sharp({ create: { width: 40, height: 30, channels: 3, background: { r: shade % 255, g: 90, b: 30 } } })
    .png()
    .toBuffer();
}

type Gallery = { uploads: { id: number; url: string; thumbnailUrl: string }[] };
type GalleryUpdated = { galleryUpdated: { added: { id: string }[]; photoCount: number; access: string } };

/** A guest's phone: it keeps the cookies the server sets (its guest key). */
class Phone {
  readonly cookies = new Map<string, string>();

  keep(response: LightMyRequestResponse): LightMyRequestResponse {
    for (const { name, value } of response.cookies) this.cookies.set(name, value);
    return response;
  }

  headers(): Record<string, string> {
    return this.cookies.size ? { cookie: [...this.cookies].map(([n, v]) => `${n}=${v}`).join('; ') } : {};
  }

  async upload(event: CreatedEvent): Promise<number> {
    const { payload, headers } = multipart([
      { name: 'files', filename: `photo-${shade}.png`, contentType: 'image/png', data: await uniquePhoto() },
    ]);
    const response = this.keep(
      await app.server.inject({
        method: 'POST',
        url: `/api/events/${event.slug}/uploads/direct?pin=${PIN}`,
        headers: { ...headers, ...this.headers() },
        payload,
      }),
    );
    expect(response.statusCode).toBe(201);
    return response.json<{ uploads: { id: number }[] }>().uploads[0]!.id;
  }

  /** Ids in the REST gallery's first page. */
  async gallery(event: CreatedEvent): Promise<number[]> {
    const response = await app.server.inject({
      url: `/api/events/${event.slug}/gallery?pin=${PIN}`,
      headers: this.headers(),
    });
    expect(response.statusCode).toBe(200);
    return response.json<Gallery>().uploads.map((upload) => upload.id);
  }

  graphql(query: string, variables: Record<string, unknown>) {
    return app.server.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...this.headers() },
      payload: JSON.stringify({ query, variables }),
    });
  }

  /** Ids of GraphQL's eventGallery (what the slideshow reads too), as REST ids. */
  async eventGallery(event: CreatedEvent): Promise<number[]> {
    const response = await this.graphql(
      'query($slug: String!, $pin: String) { eventGallery(slug: $slug, pin: $pin, first: 50) { edges { node { id } } } }',
      { slug: event.slug, pin: PIN },
    );
    const edges = response.json<{ data: { eventGallery: { edges: { node: { id: string } }[] } } }>().data.eventGallery
      .edges;
    return edges.map(({ node }) => restId(node.id));
  }

  /** Ids of My photos. */
  async mine(event: CreatedEvent): Promise<number[]> {
    const response = await app.server.inject({
      url: `/api/events/${event.slug}/my-uploads?pin=${PIN}`,
      headers: this.headers(),
    });
    return response.json<{ uploads: { id: number }[] }>().uploads.map((upload) => upload.id);
  }

  /** A live gallery over graphql-ws, with this phone's cookies. */
  follow(event: CreatedEvent): { follower: Follower<GalleryUpdated>; close: () => Promise<void> } {
    const client = liveClient(address, { headers: this.headers() });
    const follower = follow<GalleryUpdated>(
      client,
      `subscription($slug: String!, $pin: String) {
        galleryUpdated(slug: $slug, pin: $pin) { added { id } photoCount access }
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
}

function restId(globalId: string): number {
  return Number(Buffer.from(globalId, 'base64').toString().split(':')[1]);
}

/** An auto-approving PIN event in `mode` (its photos need no moderation to be shown). */
function modeEvent(fields: Record<string, unknown>): Promise<CreatedEvent> {
  return createEvent(app, host, { autoApprove: true, isPinRequired: true, pinCode: PIN, ...fields });
}

/** The addresses of a photo's display copy and thumbnail, signed as its sender's My photos signs them. */
async function signedFilesOf(sender: Phone, event: CreatedEvent, id: number): Promise<string[]> {
  const response = await app.server.inject({
    url: `/api/events/${event.slug}/my-uploads?pin=${PIN}`,
    headers: sender.headers(),
  });
  const own = response.json<{ uploads: { id: number; thumbnailUrl: string }[] }>().uploads.find((u) => u.id === id)!;
  const query = own.thumbnailUrl.slice(own.thumbnailUrl.indexOf('?'));
  const row = await app.database.prisma.upload.findUniqueOrThrow({ where: { id } });
  // The PIN's file token rides along: it opens the event's gate, never a photo the mode hides.
  expect(query).toMatch(/^\?access=/);
  return [fileUrl(row.displayKey) + query, own.thumbnailUrl];
}

async function statusOf(url: string, headers: Record<string, string> = {}): Promise<number> {
  return (await app.server.inject({ url, headers })).statusCode;
}

/** Ids of the event's photos as its hosts list them (REST gallery, every status). */
async function hostGallery(event: CreatedEvent): Promise<number[]> {
  const response = await app.server.inject({
    url: `/api/events/${event.slug}/gallery?status=ALL`,
    headers: authHeaders(host),
  });
  return response.json<Gallery>().uploads.map((upload) => upload.id);
}

/** Ids of the event's photos in the super-admin panel's Uploads. */
async function adminUploads(event: CreatedEvent): Promise<number[]> {
  const response = await app.graphql(
    'query($id: ID!) { admin { uploads(eventId: $id) { edges { node { databaseId } } } } }',
    { id: Buffer.from(`AdminEvent:${event.id}`).toString('base64') },
    admin,
  );
  const edges = (response.body as { data: { admin: { uploads: { edges: { node: { databaseId: number } }[] } } } }).data
    .admin.uploads.edges;
  return edges.map(({ node }) => node.databaseId);
}

async function patchEvent(event: CreatedEvent, payload: Record<string, unknown>) {
  return app.server.inject({
    method: 'PATCH',
    url: `/api/auth/events/${event.id}`,
    headers: authHeaders(host),
    payload,
  });
}

describe('settings', () => {
  it('are taken at creation and update, and a reveal time belongs to a shared gallery only', async () => {
    const refused = await app.server.inject({
      method: 'POST',
      url: '/api/auth/events',
      headers: authHeaders(host),
      payload: {
        slug: `own-reveal-${shade++}`,
        title: 'x',
        dateTime: new Date().toISOString(),
        galleryMode: 'OWN',
        revealAt: new Date(Date.now() + 60_000).toISOString(),
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('A reveal time works only with the shared gallery (gallery mode SHARED)');
    const bad = await app.server.inject({
      method: 'POST',
      url: '/api/auth/events',
      headers: authHeaders(host),
      payload: { slug: `bad-mode-${shade++}`, title: 'x', dateTime: new Date().toISOString(), galleryMode: 'SECRET' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Gallery mode must be SHARED, OWN or UPLOAD_ONLY');

    const revealAt = new Date(Date.now() + 3_600_000);
    const event = await modeEvent({ revealAt: revealAt.toISOString() });
    const guestAnswer = await app.server.inject({ url: `/api/events/${event.slug}?pin=${PIN}` });
    expect(guestAnswer.json().event).toMatchObject({
      galleryMode: 'SHARED',
      revealAt: revealAt.toISOString(),
      photoCount: 0,
    });
    // Another mode forgets the reveal; naming one with it is refused.
    expect((await patchEvent(event, { galleryMode: 'OWN', revealAt: revealAt.toISOString() })).statusCode).toBe(400);
    const changed = await patchEvent(event, { galleryMode: 'OWN' });
    expect(changed.json().event).toMatchObject({ galleryMode: 'OWN', revealAt: null });
    const reveal = await app.server.inject({
      method: 'POST',
      url: `/api/auth/events/${event.id}/reveal`,
      headers: authHeaders(host),
    });
    expect(reveal.statusCode).toBe(400);
    expect(reveal.json().message).toBe('Only a shared gallery (gallery mode SHARED) can be revealed');
    // A stranger cannot reveal it.
    const stranger = await signupUser(app);
    const strangers = await app.server.inject({
      method: 'POST',
      url: `/api/auth/events/${event.id}/reveal`,
      headers: authHeaders(stranger),
    });
    expect(strangers.statusCode).toBe(404);
  });
});

describe('OWN: each guest sees only their own photos', () => {
  it('B never sees A’s photo: REST, GraphQL, node(id:), files with the PIN token', async () => {
    const event = await modeEvent({ galleryMode: 'OWN' });
    const ayla = new Phone();
    const berk = new Phone();
    const a = await ayla.upload(event);
    const b = await berk.upload(event);
    await photosProcessed(app);

    expect(await ayla.gallery(event)).toEqual([a]);
    expect(await berk.gallery(event)).toEqual([b]);
    expect(await new Phone().gallery(event)).toEqual([]);
    expect(await ayla.eventGallery(event)).toEqual([a]);
    expect(await berk.eventGallery(event)).toEqual([b]);
    // A second read (a cached first page, were it shared) still keeps them apart.
    expect(await berk.gallery(event)).toEqual([b]);

    const node = await berk.graphql('query($id: ID!) { node(id: $id) { id } }', { id: galleryPhotoId(a) });
    expect(node.json().data.node).toBeNull();

    for (const url of await signedFilesOf(ayla, event, a)) {
      expect(await statusOf(url, berk.headers()), url).toBe(404);
      expect(await statusOf(url), url).toBe(404);
      expect(await statusOf(url, ayla.headers()), url).toBe(200);
      expect(await statusOf(url, { cookie: host.cookie }), url).toBe(200);
      expect(await statusOf(url, { cookie: admin.cookie }), url).toBe(200);
    }

    // Hosts and super-admins see every photo.
    expect(await hostGallery(event)).toEqual([b, a]);
    expect(await adminUploads(event)).toEqual([b, a]);
  });

  it("B's live gallery receives B's photos and never A's", async () => {
    const event = await modeEvent({ galleryMode: 'OWN' });
    const ayla = new Phone();
    const berk = new Phone();
    await berk.upload(event); // B's browser gets its key before following
    await photosProcessed(app);
    const { follower, close } = berk.follow(event);
    try {
      expect((await follower.next()).data?.galleryUpdated).toEqual({ added: [], photoCount: 1, access: 'OWN' });
      const a = await ayla.upload(event);
      await photosProcessed(app);
      const b = await berk.upload(event);
      await photosProcessed(app);
      const seen: number[] = [];
      const mine = await follower.nextWhere((message) => {
        const ids = message.data?.galleryUpdated.added.map((photo) => restId(photo.id)) ?? [];
        seen.push(...ids);
        return ids.includes(b);
      });
      expect(mine.data?.galleryUpdated.access).toBe('OWN');
      expect(seen).not.toContain(a);
    } finally {
      await close();
    }
  });
});

describe('UPLOAD_ONLY: a drop box', () => {
  it('no guest path lists a photo; counts and My photos stay; hosts see all', async () => {
    const event = await modeEvent({ galleryMode: 'UPLOAD_ONLY' });
    const ayla = new Phone();
    const berk = new Phone();
    const a = await ayla.upload(event);
    const b = await berk.upload(event);
    await photosProcessed(app);

    expect(await ayla.gallery(event)).toEqual([]);
    expect(await ayla.eventGallery(event)).toEqual([]);
    expect(await berk.gallery(event)).toEqual([]);
    expect(await ayla.mine(event)).toEqual([a]);
    const answer = await app.server.inject({ url: `/api/events/${event.slug}?pin=${PIN}` });
    expect(answer.json().event).toMatchObject({ galleryMode: 'UPLOAD_ONLY', photoCount: 2 });

    for (const url of await signedFilesOf(ayla, event, a)) {
      expect(await statusOf(url, berk.headers()), url).toBe(404);
      expect(await statusOf(url, ayla.headers()), url).toBe(200);
    }
    expect(await hostGallery(event)).toEqual([b, a]);
  });
});

describe('reveal', () => {
  it('before it, only counts and own photos reach guests; when revealAt passes an open gallery gets the photos', async () => {
    const event = await modeEvent({ revealAt: new Date(Date.now() + 3_600_000).toISOString() });
    const ayla = new Phone();
    const berk = new Phone();
    const a = await ayla.upload(event);
    await photosProcessed(app);

    expect(await berk.gallery(event)).toEqual([]);
    expect(await berk.eventGallery(event)).toEqual([]); // the slideshow's query too
    expect(await ayla.gallery(event)).toEqual([]);
    expect(await ayla.mine(event)).toEqual([a]);
    const node = await berk.graphql('query($id: ID!) { node(id: $id) { id } }', { id: galleryPhotoId(a) });
    expect(node.json().data.node).toBeNull();
    const files = await signedFilesOf(ayla, event, a);
    for (const url of files) {
      expect(await statusOf(url, berk.headers()), url).toBe(404);
      expect(await statusOf(url, ayla.headers()), url).toBe(200);
    }
    expect(await hostGallery(event)).toEqual([a]);
    expect(await adminUploads(event)).toEqual([a]);

    const { follower, close } = berk.follow(event);
    try {
      expect((await follower.next()).data?.galleryUpdated).toEqual({ added: [], photoCount: 1, access: 'NONE' });
      // The hosts move the reveal to a moment from now; the page asks nothing more after this.
      expect((await patchEvent(event, { revealAt: new Date(Date.now() + 1_500).toISOString() })).statusCode).toBe(200);
      const revealed = await follower.nextWhere((message) => message.data?.galleryUpdated.access === 'ALL', 5_000);
      expect(revealed.data?.galleryUpdated).toEqual({
        added: [{ id: galleryPhotoId(a) }],
        photoCount: 1,
        access: 'ALL',
      });
    } finally {
      await close();
    }
    expect(await berk.gallery(event)).toEqual([a]);
    expect(await berk.eventGallery(event)).toEqual([a]);
    for (const url of files) expect(await statusOf(url, berk.headers()), url).toBe(200);
  });

  it('revealEvent opens it at once for open galleries; guests cannot call it', async () => {
    const event = await modeEvent({ revealAt: new Date(Date.now() + 3_600_000).toISOString() });
    const ayla = new Phone();
    const a = await ayla.upload(event);
    await photosProcessed(app);
    const berk = new Phone();
    const { follower, close } = berk.follow(event);
    const mutation = `mutation($id: ID!) { revealEvent(id: $id) {
      __typename ... on RevealEventSuccess { event { revealAt } } ... on Error { message } } }`;
    try {
      expect((await follower.next()).data?.galleryUpdated.access).toBe('NONE');
      const byGuest = await berk.graphql(mutation, { id: event.globalId });
      expect(byGuest.json().data?.revealEvent ?? null).toBeNull();
      expect(await berk.gallery(event)).toEqual([]);

      const before = Date.now();
      const done = await app.graphql(mutation, { id: event.globalId }, host);
      const answer = (done.body as { data: { revealEvent: { __typename: string; event: { revealAt: string } } } }).data
        .revealEvent;
      expect(answer.__typename).toBe('RevealEventSuccess');
      expect(new Date(answer.event.revealAt).getTime()).toBeGreaterThanOrEqual(before - 5);
      const revealed = await follower.next(2_000);
      expect(revealed.data?.galleryUpdated).toEqual({
        added: [{ id: galleryPhotoId(a) }],
        photoCount: 1,
        access: 'ALL',
      });
    } finally {
      await close();
    }
    expect(await berk.gallery(event)).toEqual([a]);
  });
});

describe('link previews', () => {
  it('show a starred guest photo only while every guest sees the gallery: never in OWN, a drop box or before a reveal', async () => {
    const event = await createEvent(app, host, { autoApprove: true, galleryMode: 'OWN' });
    const ayla = new Phone();
    const { payload, headers } = multipart([
      { name: 'files', filename: 'star.png', contentType: 'image/png', data: await uniquePhoto() },
    ]);
    const sent = ayla.keep(
      await app.server.inject({
        method: 'POST',
        url: `/api/events/${event.slug}/uploads/direct`,
        headers: { ...headers, ...ayla.headers() },
        payload,
      }),
    );
    const a = sent.json<{ uploads: { id: number }[] }>().uploads[0]!.id;
    await photosProcessed(app);
    const starred = await app.server.inject({
      method: 'POST',
      url: `/api/auth/uploads/${a}/favourite`,
      headers: authHeaders(host),
      payload: { favourite: true },
    });
    expect(starred.statusCode).toBe(200);
    const previewImage = async () => {
      const page = await app.server.inject({ url: `/e/${event.slug}` });
      expect(page.statusCode).toBe(200);
      return /<meta property="og:image" content="([^"]+)"/.exec(page.body)?.[1] ?? null;
    };
    expect(await previewImage()).toBeNull();
    await patchEvent(event, { galleryMode: 'UPLOAD_ONLY' });
    expect(await previewImage()).toBeNull();
    await patchEvent(event, { galleryMode: 'SHARED', revealAt: new Date(Date.now() + 3_600_000).toISOString() });
    expect(await previewImage()).toBeNull();
    // Revealed, the starred photo is the preview: the same page would have shown it above.
    await patchEvent(event, { revealAt: null });
    expect(await previewImage()).toContain('/api/uploads/');
  });
});

describe('the public read cache', () => {
  it('a shared first page cached in memory is not served once the hosts choose OWN', async () => {
    const event = await createEvent(app, host, { autoApprove: true });
    const ayla = new Phone();
    const a = await ayla.upload(event);
    await photosProcessed(app);
    const anonymous = () => app.server.inject({ url: `/api/events/${event.slug}/gallery` });
    // Read twice: the second answer comes from memory.
    expect((await anonymous()).json<Gallery>().uploads.map((u) => u.id)).toEqual([a]);
    expect((await anonymous()).json<Gallery>().uploads.map((u) => u.id)).toEqual([a]);
    expect((await patchEvent(event, { galleryMode: 'OWN' })).statusCode).toBe(200);
    expect((await anonymous()).json<Gallery>().uploads).toEqual([]);
    expect((await anonymous()).json<Gallery>().uploads).toEqual([]);
  });
});
