import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, RELAXED_RATE_LIMITS, signupUser, type TestApp } from '../../../test/app.ts';
import { createEvent, inDays, switchOff, type CreatedEvent } from '../../../test/factories.ts';
import { follow, liveClient, untilReceived } from '../../../test/live.ts';
import { multipart } from '../../../test/multipart.ts';
import { photosProcessed } from '../../../test/photos.ts';
import { CREATE_WEBHOOK, mutate, PRIVATE_WEBHOOKS_ALLOWED } from '../../../test/webhooks.ts';
import { readZip } from '../../../test/zip.ts';
import sharp from 'sharp';

// The guestbook (issue 33, decision 057) over REST and GraphQL: what guests, hosts and admins see and may do.
// Two guests are two phones (two guest-key cookie jars).

let app: TestApp;
let host: { cookie: string };
let admin: { cookie: string };

const PER_GUEST_LIMIT = 6;

beforeAll(async () => {
  app = await createTestApp({
    env: PRIVATE_WEBHOOKS_ALLOWED,
    rateLimits: {
      ...RELAXED_RATE_LIMITS,
      guestbookPerGuest: { limit: PER_GUEST_LIMIT, windowMs: 60_000 },
      guestbookPerAddress: { limit: 1000, windowMs: 60_000 },
    },
  });
  host = { cookie: (await signupUser(app)).cookie };
  const adminUser = await signupUser(app);
  await app.database.prisma.user.update({ where: { id: adminUser.id }, data: { isAdmin: true } });
  admin = { cookie: adminUser.cookie };
});
afterAll(() => app.close());

const MARKUP = '<script>alert(1)</script> <b>bold</b> https://example.com/?a=1&b=2';
const FORMULA = '=HYPERLINK("http://evil.example","click")';

let shade = 0;

/** A guest's phone: it keeps the cookies the server sets (its guest key, its device pass). */
class Phone {
  readonly cookies = new Map<string, string>();

  keep(response: LightMyRequestResponse): LightMyRequestResponse {
    for (const { name, value } of response.cookies) this.cookies.set(name, value);
    return response;
  }

  headers(): Record<string, string> {
    return this.cookies.size ? { cookie: [...this.cookies].map(([n, v]) => `${n}=${v}`).join('; ') } : {};
  }

  async sign(event: CreatedEvent, body: Record<string, unknown>, query = '') {
    return this.keep(
      await app.server.inject({
        method: 'POST',
        url: `/api/events/${event.slug}/guestbook${query}`,
        headers: this.headers(),
        payload: body,
      }),
    );
  }

  async list(event: CreatedEvent, query = '') {
    return app.server.inject({
      method: 'GET',
      url: `/api/events/${event.slug}/guestbook${query}`,
      headers: this.headers(),
    });
  }

  async mine(event: CreatedEvent) {
    return app.server.inject({
      method: 'GET',
      url: `/api/events/${event.slug}/guestbook/mine`,
      headers: this.headers(),
    });
  }

  async remove(event: CreatedEvent, id: number) {
    return app.server.inject({
      method: 'DELETE',
      url: `/api/events/${event.slug}/guestbook/${id}`,
      headers: this.headers(),
    });
  }

  async upload(event: CreatedEvent): Promise<number> {
    shade += 1;
    const data = await sharp({ create: { width: 30, height: 20, channels: 3, background: { r: shade, g: 1, b: 2 } } })
      .png()
      .toBuffer();
    const { payload, headers } = multipart([
      { name: 'files', filename: `p-${shade}.png`, contentType: 'image/png', data },
    ]);
    const response = this.keep(
      await app.server.inject({
        method: 'POST',
        url: `/api/events/${event.slug}/uploads/direct`,
        headers: { ...headers, ...this.headers() },
        payload,
      }),
    );
    expect(response.statusCode).toBe(201);
    return response.json<{ uploads: { id: number }[] }>().uploads[0]!.id;
  }
}

type Entry = { id: number; name: string; message: string; status?: string };

function hostList(event: CreatedEvent, query = '') {
  return app.server.inject({
    method: 'GET',
    url: `/api/auth/events/${event.id}/guestbook${query}`,
    headers: authHeaders(host),
  });
}

function moderate(event: CreatedEvent, ids: number[], action: string) {
  return app.server.inject({
    method: 'POST',
    url: `/api/auth/events/${event.id}/guestbook/moderate`,
    headers: authHeaders(host),
    payload: { ids, action },
  });
}

const names = (response: LightMyRequestResponse) => response.json<{ entries: Entry[] }>().entries.map((e) => e.name);

describe('a message is stored, moderated and listed', () => {
  it('waits for the hosts, shows once approved, and leaves guests once hidden; its writer sees it throughout', async () => {
    const event = await createEvent(app, host);
    const writer = new Phone();
    const other = new Phone();
    const signed = await writer.sign(event, { name: '  Deniz Kaya ', message: 'Congratulations!\r\nLove, D' });
    expect(signed.statusCode).toBe(201);
    const entry = signed.json<{ entry: Entry }>().entry;
    expect(entry).toMatchObject({ name: 'Deniz Kaya', message: 'Congratulations!\nLove, D', status: 'PENDING' });
    expect(signed.json().message).toMatch(/once the hosts approve it/);

    expect((await other.list(event)).json()).toEqual({ entries: [], nextCursor: null });
    expect((await writer.list(event)).json().entries).toEqual([]);
    expect((await writer.mine(event)).json().entries).toMatchObject([{ id: entry.id, status: 'PENDING' }]);
    expect((await other.mine(event)).json().entries).toEqual([]);

    const pending = await hostList(event, '?status=PENDING');
    expect(pending.json().entries).toMatchObject([{ id: entry.id, status: 'PENDING' }]);

    const approved = await moderate(event, [entry.id], 'APPROVE');
    expect(approved.statusCode).toBe(200);
    expect(approved.json().entries).toMatchObject([{ id: entry.id, status: 'APPROVED' }]);
    expect(names(await other.list(event))).toEqual(['Deniz Kaya']);

    expect((await moderate(event, [entry.id], 'HIDE')).json().entries[0].status).toBe('HIDDEN');
    expect((await other.list(event)).json().entries).toEqual([]);
    expect((await writer.mine(event)).json().entries).toMatchObject([{ id: entry.id, status: 'HIDDEN' }]);
    expect((await hostList(event, '?status=APPROVED')).json().entries).toEqual([]);
    expect((await hostList(event)).json().entries).toHaveLength(1);

    expect((await moderate(event, [entry.id], 'DELETE')).json().entries).toEqual([]);
    expect((await hostList(event)).json().entries).toEqual([]);
    const audit = await app.database.prisma.auditLog.findMany({
      where: { targetType: 'GuestbookEntry', targetId: String(entry.id) },
      orderBy: { id: 'asc' },
    });
    expect(audit.map((row) => row.action)).toEqual(['guestbook.approve', 'guestbook.hide', 'guestbook.delete']);
  });

  it('pages newest first with a cursor, never skipping or repeating a message', async () => {
    const event = await createEvent(app, host, { autoApprove: true });
    for (let index = 1; index <= 5; index += 1) {
      expect((await new Phone().sign(event, { name: `Guest ${index}`, message: `Message ${index}` })).statusCode).toBe(
        201,
      );
    }
    const guest = new Phone();
    const first = await guest.list(event, '?limit=2');
    expect(names(first)).toEqual(['Guest 5', 'Guest 4']);
    const second = await guest.list(event, `?limit=2&cursor=${first.json().nextCursor}`);
    expect(names(second)).toEqual(['Guest 3', 'Guest 2']);
    const third = await guest.list(event, `?limit=2&cursor=${second.json().nextCursor}`);
    expect(names(third)).toEqual(['Guest 1']);
    expect(third.json().nextCursor).toBeNull();
    expect((await guest.list(event, '?cursor=nonsense')).statusCode).toBe(400);
  });

  it('follows auto-approve as photos do, and refuses what is not a message', async () => {
    const event = await createEvent(app, host, { autoApprove: true });
    const phone = new Phone();
    const signed = await phone.sign(event, { name: 'Ece', message: 'Yay' });
    expect(signed.json().entry.status).toBe('APPROVED');
    expect(signed.json().message).toBe('Thank you for your message!');
    const tooLong = await phone.sign(event, { name: 'Ece', message: 'x'.repeat(1001) });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Your message must be at most 1000 characters');
    expect((await phone.sign(event, { name: '   ', message: 'Hi' })).json().message).toBe('Please enter your name');
    expect((await phone.sign(event, { name: 'x'.repeat(101), message: 'Hi' })).statusCode).toBe(400);
    expect((await phone.sign(event, { name: 'Ece', message: 'bell\u0007' })).json().message).toBe(
      'Your message cannot contain control characters',
    );
    expect((await phone.sign(event, { name: 'Ece' })).json().message).toBe('Please write a message');
  });

  it('attaches a photo only when this browser sent it to this event (400 otherwise)', async () => {
    const event = await createEvent(app, host);
    const sender = new Phone();
    const photoId = await sender.upload(event);
    const attached = await sender.sign(event, { name: 'Mert', message: 'Look!', uploadId: photoId });
    expect(attached.statusCode).toBe(201);
    expect(attached.json().entry.uploadId).toBe(photoId);
    const stranger = new Phone();
    const refused = await stranger.sign(event, { name: 'Eve', message: 'Mine now', uploadId: photoId });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This photo was not found among the ones you sent to this event.');
    expect((await sender.sign(event, { name: 'Mert', message: 'Again', uploadId: 999_999_999 })).statusCode).toBe(400);
  });

  it('lets only its writer delete it: another key (or none) gets 404 and the message stays', async () => {
    const event = await createEvent(app, host, { autoApprove: true });
    const writer = new Phone();
    const id = (await writer.sign(event, { name: 'Selin', message: 'Mine' })).json().entry.id as number;
    const thief = new Phone();
    await thief.sign(event, { name: 'Thief', message: 'Hello' });
    expect((await thief.remove(event, id)).statusCode).toBe(404);
    expect((await new Phone().remove(event, id)).statusCode).toBe(404);
    expect(names(await thief.list(event))).toContain('Selin');
    expect((await writer.remove(event, id)).statusCode).toBe(204);
    expect(names(await thief.list(event))).not.toContain('Selin');
    expect((await writer.remove(event, id)).statusCode).toBe(404);
  });

  it('answers 429 with a clear message past the per-guest limit', async () => {
    const event = await createEvent(app, host);
    const phone = new Phone();
    for (let index = 0; index < PER_GUEST_LIMIT; index += 1) {
      expect((await phone.sign(event, { name: 'Can', message: `Note ${index}` })).statusCode).toBe(201);
    }
    const refused = await phone.sign(event, { name: 'Can', message: 'One more' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^You have written many messages in a short time\. Please try again in \d+ minutes?\.$/,
    );
    expect(refused.headers['retry-after']).toBeDefined();
    // Another phone at the same address still writes.
    expect((await new Phone().sign(event, { name: 'Ada', message: 'Hi' })).statusCode).toBe(201);
  });
});

describe('markup and formulas are text everywhere', () => {
  it('comes back as the same characters in JSON and GraphQL, and guarded in the CSV', async () => {
    const event = await createEvent(app, host, { autoApprove: true });
    const phone = new Phone();
    await phone.sign(event, { name: FORMULA, message: MARKUP });
    expect((await phone.list(event)).json().entries[0]).toMatchObject({ name: FORMULA, message: MARKUP });

    const { body } = await app.graphql<{ publicEvent: { event: { guestbook: { edges: { node: Entry }[] } } } }>(
      `query ($slug: String!) { publicEvent(slug: $slug) { ... on PublicEventSuccess { event {
        guestbook(first: 5) { edges { node { name message } } } } } } }`,
      { slug: event.slug },
    );
    expect(body.data?.publicEvent.event.guestbook.edges[0]?.node).toEqual({ name: FORMULA, message: MARKUP });

    const csv = await app.server.inject({
      method: 'GET',
      url: `/api/auth/events/${event.id}/guestbook.csv`,
      headers: authHeaders(host),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const [header, row] = csv.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('Name,Message,Status,Written At,Photo Id');
    expect(row).toMatch(
      /^"'=HYPERLINK\(""http:\/\/evil\.example"",""click""\)",<script>alert\(1\)<\/script> <b>bold<\/b> https:\/\/example\.com\/\?a=1&b=2,Approved,/,
    );
  });
});

describe('gallery modes and the gate', () => {
  async function twoMessages(fields: Record<string, unknown>) {
    const event = await createEvent(app, host, { autoApprove: true, ...fields });
    const mine = new Phone();
    const theirs = new Phone();
    await mine.sign(event, { name: 'Me', message: 'Mine' });
    await theirs.sign(event, { name: 'Them', message: 'Theirs' });
    return { event, mine, theirs };
  }

  it('SHARED: everyone sees every approved message', async () => {
    const { event, mine } = await twoMessages({ galleryMode: 'SHARED' });
    expect(names(await mine.list(event))).toEqual(['Them', 'Me']);
  });

  it('OWN: each guest sees only their own messages', async () => {
    const { event, mine, theirs } = await twoMessages({ galleryMode: 'OWN' });
    expect(names(await mine.list(event))).toEqual(['Me']);
    expect(names(await theirs.list(event))).toEqual(['Them']);
    expect((await new Phone().list(event)).json().entries).toEqual([]);
  });

  it('UPLOAD_ONLY and before a reveal: none but "Your messages"', async () => {
    for (const fields of [
      { galleryMode: 'UPLOAD_ONLY' },
      { galleryMode: 'SHARED', revealAt: inDays(2).toISOString() },
    ]) {
      const { event, mine } = await twoMessages(fields);
      expect((await mine.list(event)).json().entries).toEqual([]);
      expect((await mine.mine(event)).json().entries).toMatchObject([{ name: 'Me' }]);
      const { body } = await app.graphql<{ publicEvent: { event: { guestbook: { edges: unknown[] } } } }>(
        `query ($slug: String!) { publicEvent(slug: $slug) { ... on PublicEventSuccess { event { guestbook(first: 5) { edges { cursor } } } } } }`,
        { slug: event.slug },
      );
      expect(body.data?.publicEvent.event.guestbook.edges).toEqual([]);
    }
  });

  it('a PIN event refuses without a pass; inactive and deleted events answer as the gallery does', async () => {
    const event = await createEvent(app, host, { isPinRequired: true, pinCode: '4321', autoApprove: true });
    const phone = new Phone();
    const refused = await phone.sign(event, { name: 'Nope', message: 'Hi' });
    expect(refused.statusCode).toBe(403);
    expect((await phone.list(event)).statusCode).toBe(403);
    expect((await phone.sign(event, { name: 'Yes', message: 'Hi' }, '?pin=4321')).statusCode).toBe(201);
    // The right PIN gave the phone a device pass: it reads without the PIN from now on.
    expect(names(await phone.list(event))).toEqual(['Yes']);
    expect(await app.database.prisma.guestbookEntry.count({ where: { eventId: event.id } })).toBe(1);

    const gallery = await app.server.inject({ method: 'GET', url: `/api/events/${event.slug}/gallery` });
    await switchOff(app, host, event.id);
    const closed = await phone.list(event);
    const closedGallery = await app.server.inject({
      method: 'GET',
      url: `/api/events/${event.slug}/gallery`,
      headers: phone.headers(),
    });
    expect(gallery.statusCode).toBe(403);
    expect(closed.statusCode).toBe(closedGallery.statusCode);
    expect(closed.json().message).toBe(closedGallery.json().message);

    await app.server.inject({ method: 'DELETE', url: `/api/auth/events/${event.id}`, headers: authHeaders(host) });
    expect((await phone.list(event)).statusCode).toBe(404);
  });
});

describe('GraphQL', () => {
  const SIGN = /* GraphQL */ `
    mutation ($input: SignGuestbookInput!) {
      signGuestbook(input: $input) {
        __typename
        ... on SignGuestbookSuccess {
          entry {
            id
            name
            message
            status
            mine
          }
        }
        ... on Error {
          message
        }
      }
    }
  `;

  it('signs, lists for hosts with a status filter, moderates, and shows guests only what is approved', async () => {
    const event = await createEvent(app, host);
    const signed = await app.graphql<{ signGuestbook: { entry: { id: string; status: string; mine: boolean } } }>(
      SIGN,
      {
        input: { slug: event.slug, name: 'Aylin', message: MARKUP },
      },
    );
    expect(signed.body.data?.signGuestbook).toMatchObject({
      entry: { status: 'PENDING', mine: true, message: MARKUP },
    });

    const hostView = await app.graphql<{
      node: {
        guestbook: { totalCount: number; edges: { node: { id: string; status: string } }[] };
        guestbookPendingCount: number;
      };
    }>(
      `query ($id: ID!) { node(id: $id) { ... on Event { guestbookPendingCount
        guestbook(first: 10, status: PENDING) { totalCount edges { node { id status message } } } } } }`,
      { id: event.globalId },
      host,
    );
    expect(hostView.body.data?.node.guestbookPendingCount).toBe(1);
    const entryId = hostView.body.data!.node.guestbook.edges[0]!.node.id;

    const publicGuestbook = async () =>
      (
        await app.graphql<{ publicEvent: { event: { guestbook: { edges: { node: { name: string } }[] } } } }>(
          `query ($slug: String!) { publicEvent(slug: $slug) { ... on PublicEventSuccess { event { guestbook(first: 5) { edges { node { name } } } } } } }`,
          { slug: event.slug },
        )
      ).body.data?.publicEvent.event.guestbook.edges;
    expect(await publicGuestbook()).toEqual([]);

    const MODERATE = `mutation ($ids: [ID!]!, $action: GuestbookModerationAction!) {
      moderateGuestbookEntries(ids: $ids, action: $action) {
        __typename ... on ModerateGuestbookEntriesSuccess { entries { status } } ... on Error { message } } }`;
    const stranger = await signupUser(app);
    const refused = await app.graphql<{ moderateGuestbookEntries: { __typename: string } }>(
      MODERATE,
      { ids: [entryId], action: 'APPROVE' },
      { cookie: stranger.cookie },
    );
    expect(refused.body.data?.moderateGuestbookEntries.__typename).toBe('NotFoundError');
    const approved = await app.graphql<{ moderateGuestbookEntries: { entries: { status: string }[] } }>(
      MODERATE,
      { ids: [entryId], action: 'APPROVE' },
      host,
    );
    expect(approved.body.data?.moderateGuestbookEntries.entries).toEqual([{ status: 'APPROVED' }]);
    expect(await publicGuestbook()).toEqual([{ node: { name: 'Aylin' } }]);

    await app.graphql(MODERATE, { ids: [entryId], action: 'HIDE' }, host);
    expect(await publicGuestbook()).toEqual([]);
  });

  it("myGuestbookEntries lists this browser's own, and deleteGuestbookEntry refuses another browser's", async () => {
    const event = await createEvent(app, host);
    const writer = new Phone();
    await writer.sign(event, { name: 'Kerem', message: 'Pending one' });
    const query = `query ($slug: String!) { publicEvent(slug: $slug) { ... on PublicEventSuccess { event {
      myGuestbookEntries { id name status mine } } } } }`;
    const asPhone = (phone: Phone, text: string, variables: Record<string, unknown>) =>
      app.server.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', ...phone.headers() },
        payload: JSON.stringify({ query: text, variables }),
      });
    const own = (await asPhone(writer, query, { slug: event.slug })).json().data.publicEvent.event.myGuestbookEntries;
    expect(own).toMatchObject([{ name: 'Kerem', status: 'PENDING', mine: true }]);
    const other = new Phone();
    expect(
      (await asPhone(other, query, { slug: event.slug })).json().data.publicEvent.event.myGuestbookEntries,
    ).toEqual([]);

    const DELETE = `mutation ($slug: String!, $id: ID!) { deleteGuestbookEntry(slug: $slug, id: $id) {
      __typename ... on Error { message } } }`;
    const denied = (await asPhone(other, DELETE, { slug: event.slug, id: own[0].id })).json().data.deleteGuestbookEntry;
    expect(denied.__typename).toBe('NotFoundError');
    expect(await app.database.prisma.guestbookEntry.count({ where: { eventId: event.id } })).toBe(1);
    const done = (await asPhone(writer, DELETE, { slug: event.slug, id: own[0].id })).json().data.deleteGuestbookEntry;
    expect(done.__typename).toBe('DeleteGuestbookEntrySuccess');
    expect(await app.database.prisma.guestbookEntry.count({ where: { eventId: event.id } })).toBe(0);
  });
});

describe('webhooks, the ZIP and admin takedowns', () => {
  it('enqueues guestbook.created, and guestbook.approved on approval, in the same transaction', async () => {
    const event = await createEvent(app, host);
    const created = await mutate(
      app,
      CREATE_WEBHOOK,
      { eventId: event.globalId, url: 'http://127.0.0.1:9/hook', topics: ['GUESTBOOK_CREATED', 'GUESTBOOK_APPROVED'] },
      host,
    );
    expect(created.__typename).toBe('CreateWebhookSuccess');
    const entry = (await new Phone().sign(event, { name: 'Bora', message: 'Hi' })).json().entry as Entry;
    const topics = async () =>
      (
        await app.database.prisma.webhookDelivery.findMany({
          where: { webhook: { eventId: event.id } },
          orderBy: { id: 'asc' },
        })
      ).map((delivery) => [delivery.topic, (delivery.payload as { data: Record<string, unknown> }).data]);
    expect(await topics()).toEqual([
      ['guestbook.created', expect.objectContaining({ guestbookEntryDatabaseId: entry.id, status: 'PENDING' })],
    ]);
    await moderate(event, [entry.id], 'APPROVE');
    await moderate(event, [entry.id], 'APPROVE');
    expect((await topics()).map(([topic]) => topic)).toEqual(['guestbook.created', 'guestbook.approved']);
  });

  it('puts guestbook.txt (approved messages, on the event clock) in the event ZIP', async () => {
    const event = await createEvent(app, host, { autoApprove: true, timeZone: 'Europe/Istanbul' });
    const phone = new Phone();
    await phone.upload(event);
    await photosProcessed(app);
    await phone.sign(event, { name: 'Zeynep', message: 'Line one\nLine two' });
    const hiddenId = (await phone.sign(event, { name: 'Hidden', message: 'Not in the book' })).json().entry
      .id as number;
    await moderate(event, [hiddenId], 'HIDE');
    await app.database.prisma.guestbookEntry.updateMany({
      where: { eventId: event.id, name: 'Zeynep' },
      data: { createdAt: new Date('2026-06-14T15:05:00Z') },
    });
    const zip = await app.server.inject({
      method: 'GET',
      url: `/api/auth/events/${event.id}/download.zip`,
      headers: authHeaders(host),
    });
    expect(zip.statusCode).toBe(200);
    const files = await readZip(zip.rawPayload);
    const book = files.find((file) => file.name === 'guestbook.txt');
    expect(book?.data.toString('utf8')).toBe('Zeynep\r\n14 June 2026, 18:05\r\nLine one\r\nLine two\r\n\r\n');
  });

  it('lets an admin take a message down, audited, over REST and GraphQL; hosts cannot use the admin route', async () => {
    const event = await createEvent(app, host, { autoApprove: true });
    const phone = new Phone();
    const first = (await phone.sign(event, { name: 'Spam', message: 'Buy now' })).json().entry.id as number;
    const second = (await phone.sign(event, { name: 'Spam 2', message: 'Buy later' })).json().entry.id as number;
    const url = (id: number) => `/api/superadmin/guestbook/${id}/take-down`;
    expect((await app.server.inject({ method: 'POST', url: url(first), headers: authHeaders(host) })).statusCode).toBe(
      403,
    );
    const taken = await app.server.inject({ method: 'POST', url: url(first), headers: authHeaders(admin) });
    expect(taken.statusCode).toBe(200);
    expect(taken.json().entry).toMatchObject({ id: first, status: 'HIDDEN' });
    expect(
      (await app.server.inject({ method: 'POST', url: url(999_999_999), headers: authHeaders(admin) })).statusCode,
    ).toBe(404);

    // The admin finds it as the panel does: the event's messages, any status, newest first.
    type Listed = {
      admin: { event: { guestbook: { totalCount: number; edges: { node: Record<string, unknown> }[] } } };
    };
    const listing = `query ($id: ID!) { admin { event(id: $id) {
      guestbook(first: 10) { totalCount edges { node { id databaseId name status } } } } } }`;
    const eventId = Buffer.from(`AdminEvent:${event.id}`).toString('base64');
    const listed = await app.graphql<Listed>(listing, { id: eventId }, admin);
    expect(listed.body.errors).toBeUndefined();
    const { guestbook } = listed.body.data!.admin.event;
    expect(guestbook.totalCount).toBe(2);
    expect(guestbook.edges.map(({ node }) => [node.databaseId, node.status])).toEqual([
      [second, 'APPROVED'],
      [first, 'HIDDEN'],
    ]);
    // A host is no admin: the admin field answers nothing to them.
    const asHost = await app.graphql<Listed>(listing, { id: eventId }, host);
    expect(asHost.body.data?.admin ?? null).toBeNull();

    const viaGraphql = await app.graphql<{ adminTakeDownGuestbookEntry: { entry: { status: string } } }>(
      `mutation ($id: ID!) { adminTakeDownGuestbookEntry(id: $id) {
        ... on AdminTakeDownGuestbookEntrySuccess { entry { status } } ... on Error { message } } }`,
      { id: guestbook.edges[0]!.node.id },
      admin,
    );
    expect(viaGraphql.body.data?.adminTakeDownGuestbookEntry.entry.status).toBe('HIDDEN');
    expect((await phone.list(event)).json().entries).toEqual([]);
    const audit = await app.database.prisma.auditLog.findMany({
      where: { targetType: 'GuestbookEntry', targetId: { in: [String(first), String(second)] } },
    });
    expect(audit.map((row) => row.action)).toEqual(['admin.guestbook.take-down', 'admin.guestbook.take-down']);
  });
});

describe('the live guestbook', () => {
  let address: string;
  beforeAll(async () => {
    address = await app.start();
  });

  type Update = { guestbookUpdated: { added: { id: string; name: string; status: string }[]; removedIds: string[] } };
  const SUBSCRIBE = /* GraphQL */ `
    subscription ($slug: String!) {
      guestbookUpdated(slug: $slug) {
        added {
          id
          name
          status
        }
        removedIds
      }
    }
  `;

  it('brings approved messages to open pages; pending and hidden ones never travel', async () => {
    const event = await createEvent(app, host);
    const writer = new Phone();
    const client = liveClient(address);
    const follower = follow<Update>(client, SUBSCRIBE, { slug: event.slug });
    try {
      // The subscription is live a moment after it is sent: approve warm-up messages until one arrives.
      await untilReceived(follower, async () => {
        const id = (await new Phone().sign(event, { name: 'Warm-up', message: 'Hello' })).json().entry.id as number;
        await moderate(event, [id], 'APPROVE');
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      while (
        await follower.next(100).then(
          () => true,
          () => false,
        )
      ) {
        // Drop the other warm-ups' messages.
      }

      const pendingId = (await writer.sign(event, { name: 'Pending', message: 'Not yet' })).json().entry.id as number;
      await moderate(event, [pendingId], 'HIDE');
      const shownId = (await writer.sign(event, { name: 'Shown', message: 'Now' })).json().entry.id as number;
      await moderate(event, [shownId], 'APPROVE');
      const first = await follower.next();
      expect(first.data?.guestbookUpdated.added.map((entry) => entry.name)).toEqual(['Shown']);
      expect(first.data?.guestbookUpdated.added[0]?.status).toBe('APPROVED');

      await moderate(event, [shownId], 'HIDE');
      const removed = await follower.next();
      expect(removed.data?.guestbookUpdated).toEqual({
        added: [],
        removedIds: [Buffer.from(`GuestbookMessage:${shownId}`).toString('base64')],
      });
      // The hidden and pending ones never came: nothing else is waiting.
      await expect(follower.next(300)).rejects.toThrow(/no message/);
    } finally {
      follower.stop();
      await client.dispose();
    }
  });

  it("in OWN a guest's open page receives only their own approved messages", async () => {
    const event = await createEvent(app, host, { galleryMode: 'OWN', autoApprove: true });
    const mine = new Phone();
    await mine.sign(event, { name: 'Key', message: 'first' });
    const client = liveClient(address, { headers: mine.headers() });
    const follower = follow<Update>(client, SUBSCRIBE, { slug: event.slug });
    try {
      await untilReceived(follower, () => mine.sign(event, { name: 'Mine', message: 'Hello' }));
      await new Promise((resolve) => setTimeout(resolve, 200));
      while (
        await follower.next(100).then(
          () => true,
          () => false,
        )
      ) {
        // Drop the other warm-ups' messages.
      }
      await new Phone().sign(event, { name: 'Theirs', message: 'Not for you' });
      await mine.sign(event, { name: 'Mine again', message: 'For me' });
      const next = await follower.next();
      expect(next.data?.guestbookUpdated.added.map((entry) => entry.name)).toEqual(['Mine again']);
    } finally {
      follower.stop();
      await client.dispose();
    }
  });
});
