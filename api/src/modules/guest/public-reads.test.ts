import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { authHeaders, createTestApp, signupUser, type Auth, type TestApp } from '../../../test/app.ts';
import { createTwoInstances, type TwoInstances } from '../../../test/instances.ts';
import { createTestDatabase } from '../../../test/database.ts';
import { createEvent, inDays } from '../../../test/factories.ts';
import { sendGuestPhoto, uploadGuestPhoto } from '../../../test/photos.ts';
import type { Database } from '../../db/database.ts';

// Issue 14, item 1: the guest event answer and the first gallery pages come from memory, behind the
// guest gate, and are forgotten the moment anything guests see changes, on this instance and on any
// other (Redis). Each change below must show in the very next answer.

/** Well under the cache's 5 s safety lifetime: only the invalidation can explain a change seen this soon. */
const OTHER_INSTANCE_MS = 1_000;

const EVENT_QUERY = `query($slug: String!, $pin: String) {
  publicEvent(slug: $slug, pin: $pin) {
    __typename
    ... on PublicEventSuccess { event {
      slug title dateTime venueName address latitude longitude description coverImageUrl coupleNames
      isPinRequired visibility status rsvpEnabled rsvpDeadline contactName contactEmail contactPhone photoCount
    } }
  }
}`;
const GALLERY_QUERY = `query($slug: String!, $pin: String) {
  eventGallery(slug: $slug, pin: $pin, first: 20) { edges { node { id url } } }
}`;

type Fields = Record<string, unknown>;

/** Everything a guest reads of an event on one instance: REST and GraphQL, event and first gallery page. */
interface GuestView {
  rest: { status: number; event?: Fields };
  graphql: { typename: string; event?: Fields };
  restGallery: { status: number; ids?: number[] };
  graphqlGallery: number[] | 'refused';
}

async function guestView(app: TestApp, slug: string, pin?: string): Promise<GuestView> {
  const query = pin ? `?pin=${pin}` : '';
  const rest = await app.server.inject({ url: `/api/events/${slug}${query}` });
  const gallery = await app.server.inject({ url: `/api/events/${slug}/gallery?limit=20${pin ? `&pin=${pin}` : ''}` });
  const graphql = await app.graphql<{ publicEvent: { __typename: string; event?: Fields } }>(EVENT_QUERY, {
    slug,
    pin,
  });
  const graphqlGallery = await app.graphql<{ eventGallery: { edges: { node: { id: string } }[] } | null }>(
    GALLERY_QUERY,
    { slug, pin },
  );
  return {
    rest: {
      status: rest.statusCode,
      event: rest.statusCode === 200 ? rest.json<{ event: Fields }>().event : undefined,
    },
    graphql: { typename: graphql.body.data!.publicEvent.__typename, event: graphql.body.data!.publicEvent.event },
    restGallery: {
      status: gallery.statusCode,
      ids:
        gallery.statusCode === 200 ? gallery.json<{ uploads: { id: number }[] }>().uploads.map((u) => u.id) : undefined,
    },
    graphqlGallery: graphqlGallery.body.data?.eventGallery
      ? graphqlGallery.body.data.eventGallery.edges.map(({ node }) => photoIdOf(node.id))
      : 'refused',
  };
}

function photoIdOf(globalId: string): number {
  return Number(Buffer.from(globalId, 'base64').toString().split(':')[1]);
}

/** Both faces show `fields` (REST JSON and GraphQL agree on names; dates as ISO text). */
function expectFields(view: GuestView, fields: Fields): void {
  expect(view.rest.status).toBe(200);
  expect(view.graphql.typename).toBe('PublicEventSuccess');
  expect(view.rest.event).toMatchObject(fields);
  expect(view.graphql.event).toMatchObject(fields);
}

function expectPhotos(view: GuestView, ids: number[]): void {
  expect(view.restGallery.ids).toEqual(ids);
  expect(view.graphqlGallery).toEqual(ids);
  expect(view.graphql.event?.photoCount).toBe(ids.length);
}

function expectRefused(view: GuestView, status: number, typename: string): void {
  expect(view.rest.status).toBe(status);
  expect(view.restGallery.status).toBe(status);
  expect(view.graphql.typename).toBe(typename);
  expect(view.graphqlGallery).toBe('refused');
}

async function coverJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg()
    .toBuffer();
}

describe('the public read cache forgets each change guests can see, on this instance and another', () => {
  let first: TestApp;
  let second: TestApp;
  let instances: TwoInstances;
  let owner: Auth;
  let admin: Auth;

  beforeAll(async () => {
    instances = await createTwoInstances('public-reads');
    ({ first, second } = instances);
    owner = { cookie: (await signupUser(first)).cookie };
    const adminAccount = await signupUser(first);
    await first.database.prisma.user.update({ where: { id: adminAccount.id }, data: { isAdmin: true } });
    admin = { cookie: adminAccount.cookie };
  });
  afterAll(async () => {
    await instances.close();
  });

  const call = (method: 'POST' | 'PATCH' | 'DELETE', url: string, auth: Auth, payload?: Fields) =>
    first.server
      .inject({ method, url, headers: authHeaders(auth), ...(payload ? { payload } : {}) })
      .then((response) => {
        expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
        return response;
      });

  /**
   * Warms both instances' caches and checks they show the old state, makes the change on the first
   * instance, then expects the first's very next answer and the second's within a second to show it.
   */
  async function expectSeen(
    slug: string,
    change: () => Promise<unknown>,
    check: (view: GuestView) => void,
    pin?: string,
  ): Promise<void> {
    for (const app of [first, second]) {
      const before = await guestView(app, slug, pin);
      expect(() => check(before), 'the change must be one guests can see').toThrow();
    }
    await change();
    check(await guestView(first, slug, pin));
    await vi.waitFor(async () => check(await guestView(second, slug, pin)), {
      timeout: OTHER_INSTANCE_MS,
      interval: 10,
    });
  }

  it('settings, cover, PIN, status and deletion', async () => {
    const event = await createEvent(first, owner, { venueName: 'Garden', description: 'Before' });
    const settings = `/api/auth/events/${event.id}`;
    const edits: Fields[] = [
      { title: 'Mira & Jonas' },
      { coupleNames: 'Mira and Jonas' },
      { dateTime: inDays(60).toISOString() },
      { venueName: 'Orangery' },
      { address: '1 Lake Road' },
      { latitude: 41.01, longitude: 28.97 },
      { description: 'After' },
      { coverImageUrl: 'https://images.example.com/cover.jpg' },
      { visibility: 'PUBLIC' },
      { rsvpEnabled: false },
      { rsvpDeadline: inDays(30).toISOString() },
      { contactName: 'Deniz' },
      { contactEmail: 'deniz@example.com' },
      { contactPhone: '+90 555 000 00 00' },
    ];
    for (const edit of edits) {
      await expectSeen(
        event.slug,
        () => call('PATCH', settings, owner, edit),
        (view) => expectFields(view, edit),
      );
    }

    // A cover uploaded to our storage (its own service, not the settings form).
    await expectSeen(
      event.slug,
      async () => {
        const ticket = (await call('POST', `${settings}/cover/presign`, owner, { mimeType: 'image/jpeg' })).json<{
          presignedUrl: string;
          storageKey: string;
        }>();
        const put = await first.server.inject({
          method: 'PUT',
          url: ticket.presignedUrl,
          headers: { 'content-type': 'image/jpeg' },
          payload: await coverJpeg(),
        });
        expect(put.statusCode).toBe(200);
        await call('POST', `${settings}/cover/complete`, owner, { storageKey: ticket.storageKey });
      },
      (view) => expectFields(view, { coverImageUrl: expect.stringMatching(/^\/api\/uploads\/events\/\d+\/cover\//) }),
    );

    // The PIN: switched on, changed, switched off.
    await expectSeen(
      event.slug,
      () => call('PATCH', settings, owner, { isPinRequired: true, pinCode: '4821' }),
      (view) => expectRefused(view, 403, 'PinRequiredError'),
    );
    await expectSeen(
      event.slug,
      () => call('PATCH', settings, owner, { pinCode: '9034' }),
      (view) => expectRefused(view, 403, 'PinRequiredError'),
      '4821',
    );
    await expectSeen(
      event.slug,
      () => call('PATCH', settings, owner, { isPinRequired: false }),
      (view) => expectFields(view, { isPinRequired: false }),
    );

    // Status: the owner, then an admin's takedown, and back.
    const inactive = (view: GuestView) => expectRefused(view, 423, 'EventInactiveError');
    const active = (view: GuestView) => expectFields(view, { status: 'ACTIVE' });
    await expectSeen(event.slug, () => call('PATCH', `${settings}/status`, owner, { status: 'INACTIVE' }), inactive);
    await expectSeen(event.slug, () => call('PATCH', `${settings}/status`, owner, { status: 'ACTIVE' }), active);
    const adminEvent = `/api/superadmin/events/${event.id}`;
    await expectSeen(event.slug, () => call('PATCH', adminEvent, admin, { status: 'INACTIVE' }), inactive);
    await expectSeen(event.slug, () => call('PATCH', adminEvent, admin, { status: 'ACTIVE' }), active);

    await expectSeen(
      event.slug,
      () => call('DELETE', settings, owner),
      (view) => expectRefused(view, 404, 'NotFoundError'),
    );
  }, 60_000);

  it('photos approved, rejected, taken down by an admin and restored, auto-approved uploads', async () => {
    const event = await createEvent(first, owner);
    const [a, b] = [await uploadGuestPhoto(first, event.slug), await uploadGuestPhoto(first, event.slug)];
    const moderate = (id: number, action: string) => call('POST', `/api/auth/uploads/${id}/approve`, owner, { action });
    const takedown = (id: number, action: string) =>
      call('POST', '/api/superadmin/uploads/moderate', admin, { ids: [id], action });
    const showing = (ids: number[]) => (view: GuestView) => expectPhotos(view, ids);

    await expectSeen(event.slug, () => moderate(a, 'APPROVED'), showing([a]));
    await expectSeen(event.slug, () => moderate(b, 'APPROVED'), showing([b, a]));
    await expectSeen(event.slug, () => moderate(b, 'REJECTED'), showing([a]));
    await expectSeen(event.slug, () => takedown(a, 'REJECTED'), showing([]));
    await expectSeen(event.slug, () => takedown(a, 'APPROVED'), showing([a]));

    await call('PATCH', `/api/auth/events/${event.id}`, owner, { autoApprove: true });
    let c = 0;
    await expectSeen(
      event.slug,
      async () => (c = await uploadGuestPhoto(first, event.slug)),
      (view) => expectPhotos(view, [c, a]),
    );
  }, 30_000);

  it('uploads pass the same gate: review switched on, a PIN and a switched-off event hold for the next photo', async () => {
    const event = await createEvent(first, owner, { autoApprove: true });
    const settings = `/api/auth/events/${event.id}`;
    /** What the next photo sent to `app` is answered: refused (status) or stored, and how. */
    const nextPhoto = async (app: TestApp, pin?: string) => {
      const response = await sendGuestPhoto(app, event.slug, { pin });
      return response.statusCode === 201
        ? response.json<{ uploads: { status: string }[] }>().uploads[0]!.status
        : response.statusCode;
    };
    /** The change made on the first instance holds for its very next photo, and for the second's within a second. */
    const expectNextPhoto = async (change: () => Promise<unknown>, expected: string | number, pin?: string) => {
      for (const app of [first, second]) expect(await nextPhoto(app, pin)).not.toBe(expected);
      await change();
      expect(await nextPhoto(first, pin)).toBe(expected);
      await vi.waitFor(async () => expect(await nextPhoto(second, pin)).toBe(expected), {
        timeout: OTHER_INSTANCE_MS,
        interval: 10,
      });
    };

    // Each photo sent is a change of the gallery, which keeps the gate's row: the event is not read again.
    await expectNextPhoto(() => call('PATCH', settings, owner, { autoApprove: false }), 'PENDING');
    await expectNextPhoto(() => call('PATCH', settings, owner, { isPinRequired: true, pinCode: '4821' }), 403);
    await expectNextPhoto(() => call('PATCH', settings, owner, { pinCode: '9034' }), 403, '4821');
    await expectNextPhoto(() => call('PATCH', `${settings}/status`, owner, { status: 'INACTIVE' }), 423, '9034');
  }, 30_000);

  it("an account's deletion switches its events off for guests at once", async () => {
    const account = await signupUser(first);
    const event = await createEvent(first, { cookie: account.cookie });
    await expectSeen(
      event.slug,
      () => call('PATCH', `/api/superadmin/users/${account.id}`, admin, { status: 'DELETED' }),
      (view) => expectRefused(view, 423, 'EventInactiveError'),
    );
  });
});

describe('what the cache never hands out', () => {
  let app: TestApp;
  let owner: Auth;
  beforeAll(async () => {
    app = await createTestApp();
    owner = { cookie: (await signupUser(app)).cookie };
  });
  afterAll(() => app.close());

  it("a PIN-protected event's cached answers go only to callers with the right PIN", async () => {
    const event = await createEvent(app, owner, { isPinRequired: true, pinCode: '4821', autoApprove: true });
    const photo = await uploadGuestPhoto(app, event.slug, { pin: '4821' });
    const rest = (url: string, headers: Record<string, string> = {}) => app.server.inject({ url, headers });

    // A guest with the PIN fills the cache, and gets signed addresses.
    const holder = await guestView(app, event.slug, '4821');
    expectPhotos(holder, [photo]);
    const gallery = await rest(`/api/events/${event.slug}/gallery?pin=4821`);
    const answer = await rest(`/api/events/${event.slug}?pin=4821`);
    expect(gallery.json<{ uploads: { url: string }[] }>().uploads[0]!.url).toContain('?access=');

    for (const pin of [undefined, '0000']) {
      expectRefused(await guestView(app, event.slug, pin), 403, 'PinRequiredError');
      // Not even a 304 for a caller who copied a validator.
      const query = pin ? `?pin=${pin}` : '';
      for (const [url, etag] of [
        [`/api/events/${event.slug}/gallery${query}`, gallery.headers.etag],
        [`/api/events/${event.slug}${query}`, answer.headers.etag],
      ] as const) {
        const response = await rest(url, { 'if-none-match': String(etag) });
        expect(response.statusCode).toBe(403);
        expect(response.body).not.toContain('access=');
      }
    }
    expectPhotos(await guestView(app, event.slug, '4821'), [photo]);
  });

  it("a host's view of their gallery (photos awaiting review, originals) is never cached for guests", async () => {
    const event = await createEvent(app, owner);
    const approved = await uploadGuestPhoto(app, event.slug);
    const pending = await uploadGuestPhoto(app, event.slug);
    await app.server.inject({
      method: 'POST',
      url: `/api/auth/uploads/${approved}/approve`,
      headers: authHeaders(owner),
      payload: { action: 'APPROVED' },
    });
    const gallery = (auth?: Auth, query = '') =>
      app.server
        .inject({ url: `/api/events/${event.slug}/gallery?limit=20${query}`, headers: authHeaders(auth) })
        .then((response) => response.json<{ uploads: Fields[] }>().uploads);

    for (let round = 0; round < 2; round += 1) {
      const forHost = await gallery(owner, '&status=ALL');
      expect(forHost.map((u) => u.id)).toEqual([pending, approved]);
      expect(forHost[0]).toHaveProperty('originalUrl');
      for (const query of ['', '&status=ALL', '&status=PENDING']) {
        const forGuest = await gallery(undefined, query);
        expect(forGuest.map((u) => u.id)).toEqual([approved]);
        expect(forGuest[0]).not.toHaveProperty('originalUrl');
        expect(forGuest[0]).not.toHaveProperty('storageKey');
      }
    }
  });

  it('answers 304 to If-None-Match while nothing changed, and the new answer once something did', async () => {
    const event = await createEvent(app, owner, { autoApprove: true });
    const get = (url: string, etag?: string) =>
      app.server.inject({ url, headers: etag ? { 'if-none-match': etag } : {} });
    const galleryUrl = `/api/events/${event.slug}/gallery?limit=20`;
    const eventUrl = `/api/events/${event.slug}`;

    const gallery = await get(galleryUrl);
    expect(gallery.headers['cache-control']).toBe('private, no-cache');
    const galleryTag = String(gallery.headers.etag);
    expect(galleryTag).toMatch(/^"[\w-]+"$/);
    const unchanged = await get(galleryUrl, galleryTag);
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect((await get(`/api/events/${event.slug}/gallery?limit=5`, galleryTag)).statusCode).toBe(200);

    const answer = await get(eventUrl);
    const answerTag = String(answer.headers.etag);
    expect((await get(eventUrl, `W/${answerTag}, "other"`)).statusCode).toBe(304);

    const photo = await uploadGuestPhoto(app, event.slug);
    const changed = await get(galleryUrl, galleryTag);
    expect(changed.statusCode).toBe(200);
    expect(changed.json<{ uploads: { id: number }[] }>().uploads.map((u) => u.id)).toEqual([photo]);
    expect(changed.headers.etag).not.toBe(galleryTag);
    expect((await get(galleryUrl, String(changed.headers.etag))).statusCode).toBe(304);

    await app.server.inject({
      method: 'PATCH',
      url: `/api/auth/events/${event.id}`,
      headers: authHeaders(owner),
      payload: { title: 'A new title' },
    });
    const retitled = await get(eventUrl, answerTag);
    expect(retitled.statusCode).toBe(200);
    expect(retitled.json<{ event: Fields }>().event.title).toBe('A new title');

    // Later pages are read fresh each time and carry no validator.
    expect((await get(`${galleryUrl}&cursor=999999`)).headers.etag).toBeUndefined();
  });
});

describe('warm public reads run no SQL', () => {
  let database: Database;
  let app: TestApp;
  let statements: string[] = [];
  let counting = false;

  beforeAll(async () => {
    // The job queue's workers (media, webhooks) poll it in the background; their claims are not the reads'.
    const background = (sql: string) => /\bFROM "Job"/.test(sql);
    database = await createTestDatabase({
      onQuery: (sql) => void (counting && !background(sql) && statements.push(sql)),
    });
    app = await createTestApp({ database });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('the event answer and first gallery pages, REST and GraphQL, with and without a PIN', async () => {
    const owner = { cookie: (await signupUser(app)).cookie };
    const open = await createEvent(app, owner, { autoApprove: true });
    const locked = await createEvent(app, owner, { autoApprove: true, isPinRequired: true, pinCode: '4821' });
    await uploadGuestPhoto(app, open.slug);
    await uploadGuestPhoto(app, locked.slug, { pin: '4821' });

    for (const [slug, pin] of [
      [open.slug, undefined],
      [locked.slug, '4821'],
    ] as const) {
      const view = await guestView(app, slug, pin);
      expectPhotos(view, view.restGallery.ids!);
      expect(view.restGallery.ids).toHaveLength(1);
      statements = [];
      counting = true;
      try {
        expect(await guestView(app, slug, pin)).toEqual(view);
      } finally {
        counting = false;
      }
      expect(statements, statements.join('\n')).toEqual([]);
    }
  });
});
