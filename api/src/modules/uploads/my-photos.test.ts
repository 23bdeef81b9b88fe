import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, signupUser, type TestApp } from '../../../test/app.ts';
import { createEvent, type CreatedEvent } from '../../../test/factories.ts';
import { follow, liveClient, queueMessage, untilReceived } from '../../../test/live.ts';
import { multipart } from '../../../test/multipart.ts';
import { photosProcessed } from '../../../test/photos.ts';
import { hashGuestKey } from '../guest/guest-key.ts';
import { createStorage } from '../../storage/index.ts';

let app: TestApp;
let address: string;
let host: { cookie: string; token: string };
let admin: { cookie: string };

beforeAll(async () => {
  app = await createTestApp();
  address = await app.start();
  const signedUp = await signupUser(app);
  host = { cookie: signedUp.cookie, token: signedUp.token };
  const adminUser = await signupUser(app);
  await app.database.prisma.user.update({ where: { id: adminUser.id }, data: { isAdmin: true } });
  admin = { cookie: adminUser.cookie };
});
afterAll(() => app.close());

const galleryPhotoId = (id: number) => Buffer.from(`GalleryPhoto:${id}`).toString('base64');
const photoNodeId = (id: number) => Buffer.from(`Photo:${id}`).toString('base64');
const rsvpNodeId = (id: number) => Buffer.from(`Rsvp:${id}`).toString('base64');

let shade = 0;
async function uniquePhoto(): Promise<Buffer> {
  shade += 1;
  return sharp({ create: { width: 40, height: 30, channels: 3, background: { r: shade % 255, g: 7, b: 200 } } })
    .png()
    .toBuffer();
}

/** A guest's phone: it keeps the cookies the server sets. */
class Phone {
  readonly cookies = new Map<string, string>();

  get cookie(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** The guest key this phone holds for the event (as the server set it). */
  keyFor(event: CreatedEvent): string {
    return this.cookies.get(`guest_${event.id}`)!;
  }

  keep(response: LightMyRequestResponse): LightMyRequestResponse {
    for (const { name, value } of response.cookies) this.cookies.set(name, value);
    return response;
  }

  headers(): Record<string, string> {
    return this.cookies.size ? { cookie: this.cookie } : {};
  }

  async upload(event: CreatedEvent, options: { name?: string; pin?: string } = {}): Promise<number> {
    const { payload, headers } = multipart([
      ...(options.name ? [{ name: 'uploaderName', value: options.name }] : []),
      { name: 'files', filename: `photo-${shade}.png`, contentType: 'image/png', data: await uniquePhoto() },
    ]);
    const response = this.keep(
      await app.server.inject({
        method: 'POST',
        url: `/api/events/${event.slug}/uploads/direct${options.pin ? `?pin=${options.pin}` : ''}`,
        headers: { ...headers, ...this.headers() },
        payload,
      }),
    );
    expect(response.statusCode).toBe(201);
    return response.json<{ uploads: { id: number }[] }>().uploads[0]!.id;
  }

  async rsvp(event: CreatedEvent, body: Record<string, unknown>): Promise<void> {
    const response = this.keep(
      await app.server.inject({
        method: 'POST',
        url: `/api/events/${event.slug}/rsvp`,
        headers: this.headers(),
        payload: body,
      }),
    );
    expect(response.statusCode).toBe(201);
  }

  mine(event: CreatedEvent, query = '') {
    return app.server.inject({ url: `/api/events/${event.slug}/my-uploads${query}`, headers: this.headers() });
  }

  remove(event: CreatedEvent, id: number | string) {
    return app.server.inject({
      method: 'DELETE',
      url: `/api/events/${event.slug}/my-uploads/${id}`,
      headers: this.headers(),
    });
  }
}

async function storedKeysOf(id: number): Promise<(object | null)[]> {
  const row = await app.database.prisma.upload.findUniqueOrThrow({ where: { id } });
  const { storage } = createStorage({ driver: 'local', dataDir: app.dataDir, secret: 'unused', gcs: {} });
  return Promise.all([row.storageKey, row.displayKey, row.thumbnailKey].map((key) => storage.stat(key)));
}

async function autoApproving(): Promise<CreatedEvent> {
  const event = await createEvent(app, host);
  await app.database.prisma.event.update({ where: { id: event.id }, data: { autoApprove: true } });
  return event;
}

describe('My photos (REST)', () => {
  it('lists the photos this browser sent, newest first, any status, behind the PIN; nobody else’s', async () => {
    const event = await createEvent(app, host, { isPinRequired: true, pinCode: '1357' });
    const phone = new Phone();
    const first = await phone.upload(event, { name: 'Ayla Demir', pin: '1357' });
    const second = await phone.upload(event, { pin: '1357' });
    await photosProcessed(app);
    const other = new Phone();
    await other.upload(event, { pin: '1357' });

    expect((await phone.mine(event)).statusCode).toBe(403);
    const response = await phone.mine(event, '?pin=1357');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    const { uploads } = response.json<{ uploads: Record<string, unknown>[] }>();
    expect(uploads).toEqual([
      {
        id: second,
        status: 'PENDING',
        processingState: 'READY',
        thumbnailUrl: expect.stringMatching(/^\/api\/uploads\/events\/.+\/thumb\.jpg\?access=/),
        uploaderName: null,
        createdAt: expect.any(String),
        mediaType: 'PHOTO',
        durationSeconds: null,
      },
      expect.objectContaining({ id: first, uploaderName: 'Ayla Demir', status: 'PENDING' }),
    ]);
    // Its own photo's thumbnail opens for this phone before the hosts decide, and for nobody else.
    const thumbnail = uploads[0]!.thumbnailUrl as string;
    expect((await app.server.inject({ url: thumbnail, headers: phone.headers() })).statusCode).toBe(200);
    expect((await app.server.inject({ url: thumbnail, headers: other.headers() })).statusCode).toBe(404);
    expect((await new Phone().mine(event, '?pin=1357')).json()).toEqual({ uploads: [] });
    expect(JSON.stringify(uploads)).not.toContain(phone.keyFor(event));
  });

  it('deleting its own photo removes the row and files, and open galleries drop it at once', async () => {
    const event = await autoApproving();
    const phone = new Phone();
    const id = await phone.upload(event);
    const kept = await phone.upload(event);
    await photosProcessed(app);
    // The gallery is read (and cached) before the deletion.
    const gallery = () => app.server.inject({ url: `/api/events/${event.slug}/gallery` });
    expect((await gallery()).json<{ uploads: { id: number }[] }>().uploads.map((u) => u.id)).toEqual([kept, id]);
    expect(await storedKeysOf(id)).not.toContain(null);
    const files = await app.database.prisma.upload.findUniqueOrThrow({ where: { id } });

    const client = liveClient(address);
    const hostClient = liveClient(address, { headers: { cookie: host.cookie } });
    try {
      const follower = follow<{ galleryUpdated: { removedIds: string[]; photoCount: number } }>(
        client,
        'subscription($slug: String!) { galleryUpdated(slug: $slug) { removedIds photoCount } }',
        { slug: event.slug },
      );
      expect((await follower.next()).data?.galleryUpdated).toEqual({ removedIds: [], photoCount: 2 });
      const queue = follow<{ moderationQueue: { kind: string } }>(
        hostClient,
        'subscription($eventId: ID!) { moderationQueue(eventId: $eventId) { kind photos { id } removedIds } }',
        { eventId: event.globalId },
      );
      // The hosts' tab is listening once it hears of something: a moderation of the photo that stays.
      await untilReceived(queue, () =>
        app.server.inject({
          method: 'POST',
          url: `/api/auth/uploads/${kept}/approve`,
          headers: authHeaders(host),
          payload: { action: 'APPROVED' },
        }),
      );
      const removed = await phone.remove(event, id);
      expect(removed.statusCode).toBe(204);
      expect((await follower.next()).data?.galleryUpdated).toEqual({
        removedIds: [galleryPhotoId(id)],
        photoCount: 1,
      });
      // (The approval may have been sent more than once before the tab was listening.)
      expect((await queue.nextWhere(queueMessage('REMOVED'))).data?.moderationQueue).toEqual({
        kind: 'REMOVED',
        photos: [],
        removedIds: [photoNodeId(id)],
      });
      follower.stop();
      queue.stop();
    } finally {
      await client.dispose();
      await hostClient.dispose();
    }
    expect(await app.database.prisma.upload.findUnique({ where: { id } })).toBeNull();
    const { storage } = createStorage({ driver: 'local', dataDir: app.dataDir, secret: 'unused', gcs: {} });
    for (const key of [files.storageKey, files.displayKey, files.thumbnailKey])
      expect(await storage.stat(key)).toBeNull();
    expect((await gallery()).json<{ uploads: { id: number }[] }>().uploads.map((u) => u.id)).toEqual([kept]);
    expect((await phone.mine(event)).json<{ uploads: { id: number }[] }>().uploads.map((u) => u.id)).toEqual([kept]);
  });

  it('another browser, or one without a key, is told 404 and changes nothing', async () => {
    const event = await autoApproving();
    const phone = new Phone();
    const id = await phone.upload(event);
    await photosProcessed(app);
    const stranger = new Phone();
    await stranger.upload(event);
    for (const attempt of [
      await stranger.remove(event, id),
      await new Phone().remove(event, id),
      await phone.remove(event, 'not-a-number'),
      await phone.remove(event, 999_999_999),
    ]) {
      expect(attempt.statusCode).toBe(404);
      expect(attempt.json()).toEqual({ message: 'Photo not found', code: 'NotFoundError' });
    }
    // A key for another event does not open this one's photos either.
    const elsewhere = await createEvent(app, host);
    const forged = `guest_${event.id}=${phone.keyFor(event)}`;
    const crossEvent = await app.server.inject({
      method: 'DELETE',
      url: `/api/events/${elsewhere.slug}/my-uploads/${id}`,
      headers: { cookie: forged.replace(`guest_${event.id}`, `guest_${elsewhere.id}`) },
    });
    expect(crossEvent.statusCode).toBe(404);
    expect(await app.database.prisma.upload.findUnique({ where: { id } })).not.toBeNull();
    expect(await storedKeysOf(id)).not.toContain(null);
  });
});

describe('My photos (GraphQL)', () => {
  const MINE = `query($slug: String!, $pin: String) {
    viewerPhotos(slug: $slug, pin: $pin) { id status processingState thumbnailUrl uploaderName createdAt }
  }`;
  const DELETE = `mutation($slug: String!, $id: ID!) {
    deleteMyPhoto(slug: $slug, id: $id) {
      __typename
      ... on DeleteMyPhotoSuccess { deletedId }
      ... on Error { message }
    }
  }`;

  function graphqlAs(phone: Phone, query: string, variables: Record<string, unknown>) {
    return app.server.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', ...phone.headers() },
      payload: JSON.stringify({ query, variables }),
    });
  }

  it('uploadPhotos records the key; viewerPhotos lists and deleteMyPhoto removes only this browser’s photos', async () => {
    const event = await createEvent(app, host);
    const phone = new Phone();
    const operations = JSON.stringify({
      query: `mutation($slug: String!, $files: [Upload!]!) {
        uploadPhotos(slug: $slug, files: $files, uploaderName: "Can") { __typename }
      }`,
      variables: { slug: event.slug, files: [null] },
    });
    const { payload, headers } = multipart([
      { name: 'operations', value: operations },
      { name: 'map', value: JSON.stringify({ 0: ['variables.files.0'] }) },
      { name: '0', filename: 'dance.png', contentType: 'image/png', data: await uniquePhoto() },
    ]);
    const uploaded = phone.keep(await app.server.inject({ method: 'POST', url: '/graphql', headers, payload }));
    expect(uploaded.json().data.uploadPhotos.__typename).toBe('UploadPhotosSuccess');

    const listedResponse = await graphqlAs(phone, MINE, { slug: event.slug });
    expect(listedResponse.json().errors).toBeUndefined();
    const listed = listedResponse.json<{
      data: { viewerPhotos: { id: string; status: string; uploaderName: string }[] };
    }>().data.viewerPhotos;
    expect(listed).toEqual([
      expect.objectContaining({ status: 'PENDING', uploaderName: 'Can', processingState: expect.any(String) }),
    ]);
    const stranger = new Phone();
    await stranger.upload(event);
    expect((await graphqlAs(new Phone(), MINE, { slug: event.slug })).json().data.viewerPhotos).toEqual([]);
    const refused = await graphqlAs(stranger, DELETE, { slug: event.slug, id: listed[0]!.id });
    expect(refused.json().data.deleteMyPhoto).toEqual({ __typename: 'NotFoundError', message: 'Photo not found' });
    const deleted = await graphqlAs(phone, DELETE, { slug: event.slug, id: listed[0]!.id });
    expect(deleted.json().data.deleteMyPhoto).toEqual({ __typename: 'DeleteMyPhotoSuccess', deletedId: listed[0]!.id });
    expect((await graphqlAs(phone, MINE, { slug: event.slug })).json().data.viewerPhotos).toEqual([]);
  });

  it('is behind the same PIN gate as the gallery', async () => {
    const event = await createEvent(app, host, { isPinRequired: true, pinCode: '8080' });
    const response = await graphqlAs(new Phone(), MINE, { slug: event.slug });
    expect(response.json().errors?.[0]?.message).toBe('This event is protected');
  });
});

describe('one guest, seen by the hosts', () => {
  const HOSTED = `query($id: ID!, $rsvp: ID) {
    node(id: $id) {
      ... on Event {
        photos(first: 10, rsvp: $rsvp) { totalCount edges { node { databaseId rsvp { fullName status guestsCount } } } }
        rsvps(first: 10) { edges { node { databaseId fullName photoCount } } }
      }
    }
  }`;

  it('an upload after an RSVP from the same browser belongs to it; hosts never see the key', async () => {
    const event = await createEvent(app, host);
    const ayla = new Phone();
    await ayla.rsvp(event, { fullName: 'Ayla Demir', status: 'YES', guestsCount: 2 });
    const rsvpCookie = ayla.cookie;
    const first = await ayla.upload(event, { name: 'Ayla' });
    const second = await ayla.upload(event);
    // The cookie the RSVP set is the one the uploads used: no second key.
    expect(ayla.cookie).toBe(rsvpCookie);
    const mert = new Phone();
    const loner = await mert.upload(event, { name: 'Mert' });
    await photosProcessed(app);
    // The cookie carries the key and our signature; the database keeps the key's hash (decision 040).
    const key = ayla.keyFor(event).split('.')[0]!;
    const hash = hashGuestKey(key);
    const rsvp = await app.database.prisma.rsvp.findFirstOrThrow({ where: { eventId: event.id } });
    expect(rsvp.guestKeyHash).toBe(hash);

    const eventId = Buffer.from(`Event:${event.id}`).toString('base64');
    const all = await app.graphql<{
      node: {
        photos: { edges: { node: { databaseId: number; rsvp: unknown } }[] };
        rsvps: { edges: { node: { fullName: string; photoCount: number } }[] };
      };
    }>(HOSTED, { id: eventId }, { cookie: host.cookie });
    expect(all.body.errors).toBeUndefined();
    expect(all.body.data!.node.photos.edges.map(({ node }) => [node.databaseId, node.rsvp])).toEqual([
      [loner, null],
      [second, { fullName: 'Ayla Demir', status: 'YES', guestsCount: 2 }],
      [first, { fullName: 'Ayla Demir', status: 'YES', guestsCount: 2 }],
    ]);
    expect(all.body.data!.node.rsvps.edges.map(({ node }) => [node.fullName, node.photoCount])).toEqual([
      ['Ayla Demir', 2],
    ]);
    // The uploads filter offers only guests who sent photos: an answer without photos is left out.
    await new Phone().rsvp(event, { fullName: 'Deniz Kaya', status: 'MAYBE', guestsCount: 1 });
    const senders = await app.graphql<{
      node: {
        both: { totalCount: number };
        withPhotos: { totalCount: number; edges: { node: { fullName: string } }[] };
      };
    }>(
      `query($id: ID!) { node(id: $id) { ... on Event {
        both: rsvps(first: 10) { totalCount }
        withPhotos: rsvps(first: 10, withPhotos: true) { totalCount edges { node { fullName } } }
      } } }`,
      { id: eventId },
      { cookie: host.cookie },
    );
    expect(senders.body.errors).toBeUndefined();
    expect(senders.body.data!.node.both.totalCount).toBe(2);
    expect(senders.body.data!.node.withPhotos).toEqual({
      totalCount: 1,
      edges: [{ node: { fullName: 'Ayla Demir' } }],
    });
    const filtered = await app.graphql<{
      node: { photos: { totalCount: number; edges: { node: { databaseId: number } }[] } };
    }>(HOSTED, { id: eventId, rsvp: rsvpNodeId(rsvp.id) }, { cookie: host.cookie });
    expect(filtered.body.data!.node.photos.edges.map(({ node }) => node.databaseId)).toEqual([second, first]);

    const rest = await app.server.inject({
      url: `/api/auth/events/${event.id}/uploads?rsvpId=${rsvp.id}`,
      headers: authHeaders(host),
    });
    expect(rest.json<{ uploads: { id: number }[] }>().uploads.map((upload) => upload.id)).toEqual([second, first]);

    const photo = await app.graphql(
      `query($id: ID!) { node(id: $id) { ... on Photo { rsvp { databaseId photoCount } } } }`,
      { id: photoNodeId(first) },
      { cookie: host.cookie },
    );
    expect(photo.body.data).toEqual({ node: { rsvp: { databaseId: rsvp.id, photoCount: 2 } } });
    // A guest asking about a host's photo gets nothing.
    expect(
      (await app.graphql(`query($id: ID!) { node(id: $id) { id } }`, { id: photoNodeId(first) })).body.data,
    ).toEqual({
      node: null,
    });

    const adminDetail = await app.graphql<{ admin: { event: { photos: { edges: { node: { rsvp: unknown } }[] } } } }>(
      `query($id: ID!, $rsvp: ID) { admin { event(id: $id) { ... on AdminEvent {
        photos(first: 10, rsvp: $rsvp) { edges { node { rsvp { fullName } } } }
        rsvps(first: 10, withPhotos: true) { edges { node { photoCount } } }
      } } } }`,
      { id: Buffer.from(`AdminEvent:${event.id}`).toString('base64'), rsvp: rsvpNodeId(rsvp.id) },
      admin,
    );
    expect(adminDetail.body.errors).toBeUndefined();
    expect(JSON.stringify(adminDetail.body.data)).toBe(
      JSON.stringify({
        admin: {
          event: {
            photos: {
              edges: [{ node: { rsvp: { fullName: 'Ayla Demir' } } }, { node: { rsvp: { fullName: 'Ayla Demir' } } }],
            },
            rsvps: { edges: [{ node: { photoCount: 2 } }] },
          },
        },
      }),
    );

    // Everything a host can read about the event: neither the key nor its hash anywhere.
    await app.server.inject({
      method: 'POST',
      url: '/api/auth/uploads/bulk',
      headers: authHeaders(host),
      payload: { ids: [first, second, loner], action: 'APPROVED' },
    });
    const hostViews = await Promise.all(
      [
        `/api/auth/events/${event.id}/uploads`,
        `/api/auth/events/${event.id}/rsvps`,
        `/api/auth/events/${event.id}/rsvps.csv`,
        `/api/auth/events/${event.id}/download.zip`,
        `/api/auth/events/${event.id}`,
        `/api/superadmin/events/${event.id}`,
      ].map((url) =>
        app.server.inject({ url, headers: url.startsWith('/api/superadmin') ? authHeaders(admin) : authHeaders(host) }),
      ),
    );
    const zip = hostViews[3]!;
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.rawPayload.toString('latin1')).toContain('Ayla');
    expect(hostViews[2]!.body).toContain('Ayla Demir');
    for (const view of [...hostViews, all.raw, adminDetail.raw]) {
      expect(view.statusCode).toBe(200);
      const text = view.rawPayload.toString('latin1');
      expect(text).not.toContain(key);
      expect(text).not.toContain(hash);
      expect(text).not.toMatch(/guestKey|respondentKey/);
    }
    const probe = await app.graphql(
      `query($id: ID!) { node(id: $id) { ... on Photo { guestKeyHash } } }`,
      { id: photoNodeId(first) },
      { cookie: host.cookie },
    );
    expect(probe.body.errors?.[0]?.message).toMatch(/guestKeyHash/);
  });
});
