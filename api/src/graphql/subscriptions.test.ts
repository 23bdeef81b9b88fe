import type { Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, RELAXED_RATE_LIMITS, signupUser, type TestApp } from '../../test/app.ts';
import { type SignedUpUser } from '../../test/users.ts';
import { addCoHost, createEvent } from '../../test/factories.ts';
import { follow, hasErrors, liveClient, queueMessage, untilReceived, type Follower } from '../../test/live.ts';
import { uploadGuestPhotos } from '../../test/photos.ts';

// Live updates through a real graphql-ws client against a listening server.

const GALLERY = /* GraphQL */ `
  subscription Gallery($slug: String!, $pin: String) {
    galleryUpdated(slug: $slug, pin: $pin) {
      added {
        id
        url
        thumbnailUrl
        uploaderName
      }
      removedIds
      photoCount
    }
  }
`;
const QUEUE = /* GraphQL */ `
  subscription Queue($eventId: ID!) {
    moderationQueue(eventId: $eventId) {
      kind
      photos {
        databaseId
        status
        originalFilename
        originalUrl
      }
    }
  }
`;

type GalleryMessage = {
  galleryUpdated: { added: { id: string; url: string }[]; removedIds: string[]; photoCount: number };
};
type QueueMessage = { moderationQueue: { kind: string; photos: { databaseId: number; status: string }[] } };

const galleryId = (id: number) => Buffer.from(`GalleryPhoto:${id}`).toString('base64');

let app: TestApp;
let address: string;
let owner: SignedUpUser;
const clients: Client[] = [];

function connect(app_address = address, headers?: Record<string, string>): Client {
  const client = liveClient(app_address, { headers });
  clients.push(client);
  return client;
}

async function moderate(target: TestApp, cookie: string, ids: number[], action: string) {
  const response = await target.server.inject({
    method: 'POST',
    url: '/api/auth/uploads/bulk',
    headers: authHeaders({ cookie }),
    payload: { ids, action },
  });
  expect(response.statusCode).toBe(200);
}

/** Messages that arrived within `ms` (none expected). */
async function silence<T>(follower: Follower<T>, ms = 300): Promise<unknown> {
  return follower.next(ms).then(
    (message) => message,
    () => 'silence',
  );
}

beforeAll(async () => {
  app = await createTestApp({ rateLimits: { ...RELAXED_RATE_LIMITS, pinTries: { limit: 3, windowMs: 60_000 } } });
  address = await app.start();
  owner = await signupUser(app);
});
afterAll(async () => {
  await Promise.all(clients.map(async (client) => client.dispose()));
  await app.close();
});

describe('galleryUpdated (guests)', () => {
  /** Subscribes a guest; resolves once the server listens (its first message, the photo count). */
  async function openGallery(variables: { slug: string; pin?: string }, headers?: Record<string, string>) {
    const guest = follow<GalleryMessage>(connect(address, headers), GALLERY, variables);
    const snapshot = await guest.next();
    expect(snapshot.errors).toBeUndefined();
    return { guest, snapshot: snapshot.data!.galleryUpdated };
  }

  it('shows a photo when a host approves it and takes it down when rejected; pending photos never show', async () => {
    const event = await createEvent(app, { cookie: owner.cookie }, { isPinRequired: true, pinCode: '4826' });
    const { guest, snapshot } = await openGallery({ slug: event.slug, pin: '4826' });
    expect(snapshot).toEqual({ added: [], removedIds: [], photoCount: 0 });

    const [photo] = await uploadGuestPhotos(app, event.slug, 1, { pin: '4826', uploaderName: 'Zeynep' });
    await moderate(app, owner.cookie, [photo!], 'APPROVED');
    const approved = await guest.next();
    expect(approved.errors).toBeUndefined();
    // The upload itself (PENDING) said nothing: the first message after the snapshot is the approval.
    expect(approved.data?.galleryUpdated).toEqual({
      added: [
        expect.objectContaining({
          id: galleryId(photo!),
          url: expect.stringMatching(/display\.jpg(\?access=[\w.-]+)?$/),
        }),
      ],
      removedIds: [],
      photoCount: 1,
    });

    // Approving again (a host's "select all") changes nothing a guest sees.
    await moderate(app, owner.cookie, [photo!], 'APPROVED');
    expect(await silence(guest)).toBe('silence');

    await moderate(app, owner.cookie, [photo!], 'REJECTED');
    const rejected = await guest.next();
    expect(rejected.data?.galleryUpdated).toEqual({ added: [], removedIds: [galleryId(photo!)], photoCount: 0 });

    // A new upload awaiting review says nothing to guests.
    await uploadGuestPhotos(app, event.slug, 1, { pin: '4826' });
    expect(await silence(guest)).toBe('silence');
    guest.stop();
  });

  it('shows auto-approved uploads at once', async () => {
    const event = await createEvent(app, { cookie: owner.cookie });
    await app.database.prisma.event.update({ where: { id: event.id }, data: { autoApprove: true } });
    const { guest } = await openGallery({ slug: event.slug });
    const [photo] = await uploadGuestPhotos(app, event.slug, 1);
    expect((await guest.next()).data?.galleryUpdated).toMatchObject({
      added: [{ id: galleryId(photo!) }],
      photoCount: 1,
    });
    guest.stop();
  });

  it('refuses a guest without the PIN or with a wrong one, and counts wrong tries', async () => {
    const event = await createEvent(app, { cookie: owner.cookie }, { isPinRequired: true, pinCode: '1357' });
    const noPin = follow<GalleryMessage>(connect(), GALLERY, { slug: event.slug });
    expect((await noPin.next()).errors).toEqual([
      expect.objectContaining({
        message: 'This event is protected',
        extensions: expect.objectContaining({ code: 'PinRequiredError' }),
      }),
    ]);
    await expect(noPin.ended).resolves.toBe('complete');

    for (let i = 0; i < 3; i += 1) {
      const wrong = follow<GalleryMessage>(connect(), GALLERY, { slug: event.slug, pin: '0000' });
      expect((await wrong.next()).errors?.[0]?.message).toBe('Incorrect PIN. Please try again.');
    }
    // Out of tries: even the right PIN waits now, over WebSockets as over HTTP.
    const locked = follow<GalleryMessage>(connect(), GALLERY, { slug: event.slug, pin: '1357' });
    expect((await locked.next()).errors?.[0]?.extensions).toMatchObject({ code: 'RateLimitError', status: 429 });
  });

  it('counts PIN tries per guest behind the proxy (X-Forwarded-For), not per proxy', async () => {
    const event = await createEvent(app, { cookie: owner.cookie }, { isPinRequired: true, pinCode: '2468' });
    const fromA = { 'x-forwarded-for': '203.0.113.7' };
    for (let i = 0; i < 3; i += 1) {
      await follow<GalleryMessage>(connect(address, fromA), GALLERY, { slug: event.slug, pin: '9999' }).next();
    }
    const lockedA = await follow<GalleryMessage>(connect(address, fromA), GALLERY, {
      slug: event.slug,
      pin: '2468',
    }).next();
    expect(lockedA.errors?.[0]?.extensions).toMatchObject({ status: 429 });
    const { guest: guestB } = await openGallery(
      { slug: event.slug, pin: '2468' },
      { 'x-forwarded-for': '198.51.100.4' },
    );
    guestB.stop();
  });

  it('ends open galleries when the owner switches the event off', async () => {
    const event = await createEvent(app, { cookie: owner.cookie });
    const { guest } = await openGallery({ slug: event.slug });
    await app.server.inject({
      method: 'PATCH',
      url: `/api/auth/events/${event.id}/status`,
      headers: authHeaders({ cookie: owner.cookie }),
      payload: { status: 'INACTIVE' },
    });
    const closed = await guest.next();
    expect(closed.errors?.[0]?.message).toBe('This event is currently inactive and not accessible to guests.');
    await expect(guest.ended).resolves.toBe('complete');
  });

  it('ends open galleries when the PIN changes', async () => {
    const event = await createEvent(app, { cookie: owner.cookie }, { isPinRequired: true, pinCode: '1111' });
    const { guest } = await openGallery({ slug: event.slug, pin: '1111' });
    await app.server.inject({
      method: 'PATCH',
      url: `/api/auth/events/${event.id}`,
      headers: authHeaders({ cookie: owner.cookie }),
      payload: { isPinRequired: true, pinCode: '2222' },
    });
    expect((await guest.next()).errors?.[0]?.message).toBe('Incorrect PIN. Please try again.');
  });

  it('says "Event not found" for an unknown event', async () => {
    const guest = follow<GalleryMessage>(connect(), GALLERY, { slug: 'no-such-event-here' });
    expect((await guest.next()).errors?.[0]?.message).toBe('Event not found');
  });
});

describe('moderationQueue (hosts)', () => {
  it('brings new uploads and a co-host’s decisions to the open uploads tab', async () => {
    const coHost = await signupUser(app);
    const event = await createEvent(app, { cookie: owner.cookie });
    await addCoHost(app, { cookie: owner.cookie }, event.id, coHost);
    const tab = follow<QueueMessage>(connect(address, { cookie: owner.cookie }), QUEUE, { eventId: event.globalId });

    const arrival = await untilReceived(tab, () => uploadGuestPhotos(app, event.slug, 1), 5000, queueMessage('ADDED'));
    expect(arrival.data?.moderationQueue.kind).toBe('ADDED');
    const [photo] = arrival.data!.moderationQueue.photos;
    expect(photo).toMatchObject({ status: 'PENDING', originalUrl: expect.stringMatching(/original\.png$/) });
    // Its thumbnail is made after the upload was answered: the tab hears of it (an earlier try's photo
    // may be heard of in between).
    const ofPhoto = (message: { data?: QueueMessage | null }) =>
      message.data?.moderationQueue.photos.some((changed) => changed.databaseId === photo!.databaseId) === true;
    expect((await tab.nextWhere((message) => queueMessage('PROCESSED')(message) && ofPhoto(message))).data).toEqual({
      moderationQueue: {
        kind: 'PROCESSED',
        photos: [expect.objectContaining({ databaseId: photo!.databaseId, status: 'PENDING' })],
      },
    });

    await moderate(app, coHost.cookie, [photo!.databaseId], 'APPROVED');
    const decision = await tab.nextWhere(queueMessage('MODERATED'));
    expect(decision.data?.moderationQueue).toEqual({
      kind: 'MODERATED',
      photos: [expect.objectContaining({ databaseId: photo!.databaseId, status: 'APPROVED' })],
    });
    tab.stop();
  });

  it('is for the event’s hosts only: signed out, another host and a bad id are refused', async () => {
    const event = await createEvent(app, { cookie: owner.cookie });
    const anonymous = follow<QueueMessage>(connect(), QUEUE, { eventId: event.globalId });
    expect((await anonymous.next()).errors?.[0]?.extensions).toMatchObject({ code: 'UNAUTHENTICATED' });

    const stranger = await signupUser(app);
    const foreign = follow<QueueMessage>(connect(address, { cookie: stranger.cookie }), QUEUE, {
      eventId: event.globalId,
    });
    expect((await foreign.next()).errors?.[0]?.message).toBe('Event not found');

    const garbage = follow<QueueMessage>(connect(address, { cookie: owner.cookie }), QUEUE, { eventId: 'nonsense' });
    expect((await garbage.next()).errors).toBeDefined();
  });

  it('ends at once for a co-host who is removed from the event, with no further change of its photos', async () => {
    const coHost = await signupUser(app);
    const event = await createEvent(app, { cookie: owner.cookie });
    await addCoHost(app, { cookie: owner.cookie }, event.id, coHost);
    const tab = follow<QueueMessage>(connect(address, { cookie: coHost.cookie }), QUEUE, { eventId: event.globalId });
    await untilReceived(tab, () => uploadGuestPhotos(app, event.slug, 1), 5000, queueMessage('ADDED'));
    expect((await tab.nextWhere(queueMessage('PROCESSED'), 10_000)).data?.moderationQueue.kind).toBe('PROCESSED');
    const member = await app.database.prisma.eventMember.findFirstOrThrow({
      where: { eventId: event.id, userId: coHost.id },
    });
    await app.server.inject({
      method: 'DELETE',
      url: `/api/auth/events/${event.id}/hosts/${member.id}`,
      headers: authHeaders({ cookie: owner.cookie }),
    });
    expect((await tab.nextWhere(hasErrors)).errors?.[0]?.message).toBe('Event not found');
    await expect(tab.ended).resolves.toBe('complete');
  });
});

describe('moderationQueue and sessions', () => {
  it('ends when the host signs out (every session of the account ends, open sockets too)', async () => {
    const host = await signupUser(app);
    const event = await createEvent(app, { cookie: host.cookie });
    const tab = follow<QueueMessage>(connect(address, { cookie: host.cookie }), QUEUE, { eventId: event.globalId });
    await untilReceived(tab, () => uploadGuestPhotos(app, event.slug, 1), 5000, queueMessage('ADDED'));
    expect((await tab.nextWhere(queueMessage('PROCESSED'), 10_000)).data?.moderationQueue.kind).toBe('PROCESSED');
    const logout = await app.server.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: authHeaders({ cookie: host.cookie }),
    });
    expect(logout.statusCode).toBeLessThan(300);
    await uploadGuestPhotos(app, event.slug, 1);
    expect((await tab.nextWhere(hasErrors)).errors?.[0]?.message).toBe('Please sign in to continue.');
    await expect(tab.ended).resolves.toBe('complete');
  });
});

// Two instances behind a load balancer: one database, one Redis. Needs REDIS_URL (CI sets it).
describe.skipIf(!process.env.REDIS_URL)('two instances sharing PostgreSQL and Redis', () => {
  it('delivers an approval made on one instance to a guest connected to the other', async () => {
    const namespace = `test-${process.pid}-${Date.now()}`;
    const env = { REDIS_URL: process.env.REDIS_URL! };
    const first = await createTestApp({ env, liveNamespace: namespace });
    const second = await createTestApp({
      env,
      liveNamespace: namespace,
      database: first.database,
      dataDir: first.dataDir,
    });
    try {
      const secondAddress = await second.start();
      const host = await signupUser(first);
      const event = await createEvent(first, { cookie: host.cookie });
      const [photo] = await uploadGuestPhotos(first, event.slug, 1);

      const guest = follow<GalleryMessage>(connect(secondAddress), GALLERY, { slug: event.slug });
      expect((await guest.next()).data?.galleryUpdated.photoCount).toBe(0);
      await moderate(first, host.cookie, [photo!], 'APPROVED');
      const message = await guest.next();
      expect(message.data?.galleryUpdated.added.map((added) => added.id)).toEqual([galleryId(photo!)]);
      guest.stop();
    } finally {
      await second.close();
      await first.close();
    }
  });
});
