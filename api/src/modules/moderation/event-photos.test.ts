import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, signupUser, type TestApp } from '../../../test/app.ts';
import { type SignedUpUser, asUser } from '../../../test/users.ts';
import { addCoHost, createEvent, type CreatedEvent } from '../../../test/factories.ts';
import { uploadGuestPhoto } from '../../../test/photos.ts';

let app: TestApp;
type Host = SignedUpUser;
let owner: Host;
let coHost: Host;
let otherHost: Host;
let event: CreatedEvent;

/** Sends one photo as a guest would; returns its id (PENDING). */
const guestPhoto = (slug: string, filename: string, uploaderName: string | null) =>
  uploadGuestPhoto(app, slug, { filename, uploaderName });

/**
 * Seven photos with ties on purpose: three share an upload time, three have no capture time, two share
 * one. Ids are in upload order: a1 … a7.
 */
const SEED = [
  {
    name: 'Beach-sunset.png',
    by: 'Selin',
    status: 'PENDING',
    uploaded: '2026-06-12T20:00:00Z',
    taken: '2026-06-12T18:00:00Z',
  },
  { name: 'beach-dance.png', by: 'Mert', status: 'APPROVED', uploaded: '2026-06-12T20:05:00Z', taken: null },
  { name: 'cake.png', by: null, status: 'REJECTED', uploaded: '2026-06-12T20:05:00Z', taken: '2026-06-12T19:00:00Z' },
  {
    name: 'IMG_0004.png',
    by: 'Selin',
    status: 'APPROVED',
    uploaded: '2026-06-12T20:05:00Z',
    taken: '2026-06-12T19:00:00Z',
  },
  { name: 'IMG_0005.png', by: 'Ayla', status: 'PENDING', uploaded: '2026-06-12T21:00:00Z', taken: null },
  { name: 'vows.png', by: null, status: 'PENDING', uploaded: '2026-06-12T22:00:00Z', taken: '2026-06-12T17:00:00Z' },
  { name: 'toast.png', by: 'Can', status: 'APPROVED', uploaded: '2026-06-12T23:00:00Z', taken: null },
] as const;
let ids: number[] = [];
/** a(1) is the id of SEED[0]. */
const a = (n: number) => ids[n - 1]!;

beforeAll(async () => {
  app = await createTestApp();
  [owner, coHost, otherHost] = [await signupUser(app), await signupUser(app), await signupUser(app)];
  event = await createEvent(app, asUser(owner));
  await addCoHost(app, asUser(owner), event.id, coHost);
  ids = [];
  for (const photo of SEED) ids.push(await guestPhoto(event.slug, photo.name, photo.by));
  for (const [index, photo] of SEED.entries()) {
    await app.database.prisma.upload.update({
      where: { id: ids[index] },
      data: {
        status: photo.status,
        uploadedAt: new Date(photo.uploaded),
        takenAt: photo.taken ? new Date(photo.taken) : null,
      },
    });
  }
  // Another event's photo never shows up in this one's list.
  const other = await createEvent(app, asUser(otherHost));
  await guestPhoto(other.slug, 'beach-other.png', 'Selin');
});
afterAll(() => app.close());

const PHOTOS = /* GraphQL */ `
  query Photos(
    $databaseId: Int!
    $status: UploadStatus
    $search: String
    $orderBy: PhotoOrder
    $first: Int
    $after: String
  ) {
    hostedEvent(databaseId: $databaseId) {
      photos(status: $status, search: $search, orderBy: $orderBy, first: $first, after: $after) {
        totalCount
        pageInfo {
          hasNextPage
          endCursor
        }
        edges {
          node {
            id
            databaseId
            status
            originalFilename
            uploaderName
            originalUrl
          }
        }
      }
    }
  }
`;

type PhotoPage = {
  totalCount: number;
  pageInfo: { hasNextPage: boolean; endCursor: string | null };
  edges: { node: { id: string; databaseId: number; status: string; originalFilename: string; originalUrl: string } }[];
};

async function photos(variables: Record<string, unknown>, host: Host = owner): Promise<PhotoPage> {
  const { body } = await app.graphql<{ hostedEvent: { photos: PhotoPage } | null }>(
    PHOTOS,
    { databaseId: event.id, ...variables },
    asUser(host),
  );
  expect(body.errors).toBeUndefined();
  return body.data!.hostedEvent!.photos;
}

const idsOf = (page: PhotoPage) => page.edges.map((edge) => edge.node.databaseId);

/** Walks the whole list `size` photos at a time. */
async function allPages(variables: Record<string, unknown>, size: number): Promise<number[]> {
  const seen: number[] = [];
  let after: string | null = null;
  for (let guard = 0; guard < 20; guard += 1) {
    const page = await photos({ ...variables, first: size, after });
    seen.push(...idsOf(page));
    if (!page.pageInfo.hasNextPage) return seen;
    after = page.pageInfo.endCursor;
  }
  throw new Error('pagination did not end');
}

const ORDERS = {
  // Newest upload first; equal upload times newest id first.
  UPLOADED_NEWEST: () => [a(7), a(6), a(5), a(4), a(3), a(2), a(1)],
  UPLOADED_OLDEST: () => [a(1), a(2), a(3), a(4), a(5), a(6), a(7)],
  // Capture time; photos without one last, by id in the same direction.
  TAKEN_NEWEST: () => [a(4), a(3), a(1), a(6), a(7), a(5), a(2)],
  TAKEN_OLDEST: () => [a(6), a(1), a(3), a(4), a(2), a(5), a(7)],
};

describe("an event's photos for its hosts", () => {
  it('lists every status, newest upload first, with the original for members', async () => {
    const page = await photos({});
    expect(page.totalCount).toBe(7);
    expect(idsOf(page)).toEqual(ORDERS.UPLOADED_NEWEST());
    expect(page.edges[0]!.node.originalUrl).toMatch(/^\/api\/uploads\/events\/\d+\/photos\/.+\/original\.png$/);
  });

  it('filters by status', async () => {
    const pending = await photos({ status: 'PENDING' });
    expect(idsOf(pending)).toEqual([a(6), a(5), a(1)]);
    expect(pending.totalCount).toBe(3);
    expect(pending.edges.every((edge) => edge.node.status === 'PENDING')).toBe(true);
    expect(idsOf(await photos({ status: 'REJECTED' }))).toEqual([a(3)]);
    expect((await photos({ status: 'APPROVED' })).totalCount).toBe(3);
  });

  it("searches file names and uploaders' names in any case, with the status filter", async () => {
    expect(idsOf(await photos({ search: 'BEACH' }))).toEqual([a(2), a(1)]);
    expect(idsOf(await photos({ search: '  img_000 ' }))).toEqual([a(5), a(4)]);
    expect(idsOf(await photos({ search: 'selin' }))).toEqual([a(4), a(1)]);
    expect(idsOf(await photos({ search: 'beach', status: 'APPROVED' }))).toEqual([a(2)]);
    const none = await photos({ search: 'nothing like this' });
    expect(none).toMatchObject({ totalCount: 0, edges: [] });
    // LIKE wildcards are plain characters.
    expect(idsOf(await photos({ search: '%' }))).toEqual([]);
    expect(idsOf(await photos({ search: 'IMG_' }))).toEqual([a(5), a(4)]);
    expect(idsOf(await photos({ search: 'cake_' }))).toEqual([]);
  });

  it.each(Object.entries(ORDERS))('sorts %s (capture time: photos without one last)', async (orderBy, expected) => {
    expect(idsOf(await photos({ orderBy }))).toEqual(expected());
  });

  it.each(Object.entries(ORDERS))('pages through %s without overlap or gaps', async (orderBy, expected) => {
    for (const size of [1, 2, 3]) {
      expect(await allPages({ orderBy }, size)).toEqual(expected());
    }
    expect(await allPages({ orderBy, status: 'APPROVED' }, 2)).toEqual(
      expected().filter((id) => [a(2), a(4), a(7)].includes(id)),
    );
  });

  it('lets a co-host read the list', async () => {
    expect(idsOf(await photos({}, coHost))).toEqual(ORDERS.UPLOADED_NEWEST());
  });

  it('shows another host nothing: null event, null photo nodes', async () => {
    const { body } = await app.graphql<{ hostedEvent: unknown }>(PHOTOS, { databaseId: event.id }, asUser(otherHost));
    expect(body.errors).toBeUndefined();
    expect(body.data!.hostedEvent).toBeNull();
    const nodes = await app.graphql<{ event: unknown; photo: unknown }>(
      `query($event: ID!, $photo: ID!) {
        event: node(id: $event) { ... on Event { photos { totalCount } } }
        photo: node(id: $photo) { id }
      }`,
      { event: event.globalId, photo: Buffer.from(`Photo:${a(1)}`).toString('base64') },
      asUser(otherHost),
    );
    expect(nodes.body.errors).toBeUndefined();
    expect(nodes.body.data).toEqual({ event: null, photo: null });
  });

  it('asks a signed-out visitor to sign in', async () => {
    const { body } = await app.graphql(PHOTOS, { databaseId: event.id });
    expect(body.data?.hostedEvent ?? null).toBeNull();
    expect(body.errors?.[0]?.message).toBe('Please sign in to continue.');
  });
});

describe('GET /api/auth/events/{id}/uploads', () => {
  const list = (host: Host | undefined, query = '', eventId: number = event.id) =>
    app.server.inject({
      url: `/api/auth/events/${eventId}/uploads${query}`,
      headers: authHeaders(host && asUser(host)),
    });
  type Listed = { uploads: { id: number; status: string; originalUrl: string; storageKey: string }[] };

  it('lists every photo for the owner and a co-host, newest upload first', async () => {
    for (const host of [owner, coHost]) {
      const response = await list(host);
      expect(response.statusCode).toBe(200);
      const { uploads } = response.json<Listed>();
      expect(uploads.map((upload) => upload.id)).toEqual(ORDERS.UPLOADED_NEWEST());
      expect(uploads[0]).toMatchObject({
        originalFilename: 'toast.png',
        uploaderName: 'Can',
        status: 'APPROVED',
        url: expect.stringMatching(/^\/api\/uploads\/.+\/display\.jpg$/),
        thumbnailUrl: expect.stringMatching(/^\/api\/uploads\/.+\/thumb\.jpg$/),
        originalUrl: expect.stringMatching(/^\/api\/uploads\/.+\/original\.png$/),
      });
    }
  });

  it('takes status, search and sort from the query', async () => {
    const response = await list(owner, '?status=pending&search=IMG&sort=taken_oldest');
    expect(response.json<Listed>().uploads.map((upload) => upload.id)).toEqual([a(5)]);
    const all = await list(owner, '?status=ALL&sort=TAKEN_NEWEST');
    expect(all.json<Listed>().uploads.map((upload) => upload.id)).toEqual(ORDERS.TAKEN_NEWEST());
  });

  it('explains a bad status or sort', async () => {
    const badStatus = await list(owner, '?status=DELETED');
    expect(badStatus.statusCode).toBe(400);
    expect(badStatus.json()).toEqual({
      message: 'Status must be ALL, PENDING, APPROVED or REJECTED',
      code: 'ValidationError',
    });
    expect((await list(owner, '?sort=random')).statusCode).toBe(400);
  });

  it('answers 404 to another host and to an unknown event, 401 signed out', async () => {
    const stranger = await list(otherHost);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: 'Event not found', code: 'NotFoundError' });
    expect((await list(owner, '', 999_999_999)).statusCode).toBe(404);
    expect(
      (await app.server.inject({ url: '/api/auth/events/abc/uploads', headers: authHeaders(asUser(owner)) }))
        .statusCode,
    ).toBe(404);
    expect((await list(undefined)).statusCode).toBe(401);
  });
});

describe('sorted by file name (issue 35)', () => {
  // Lower-case names, so the order is the same in every database collation; two photos share a name.
  const NAMES = ['dance.png', 'bouquet.png', 'rings.png', 'bouquet.png', 'arch.png'];
  let named: CreatedEvent;
  let byName: number[];

  beforeAll(async () => {
    named = await createEvent(app, asUser(owner));
    const sent: number[] = [];
    for (const name of NAMES) sent.push(await guestPhoto(named.slug, name, null));
    // A to Z; the two bouquets in the order they arrived.
    byName = [sent[4]!, sent[1]!, sent[3]!, sent[0]!, sent[2]!];
  });

  const page = async (variables: Record<string, unknown>) => {
    const { body } = await app.graphql<{ hostedEvent: { photos: PhotoPage } }>(
      PHOTOS,
      { databaseId: named.id, orderBy: 'NAME', ...variables },
      asUser(owner),
    );
    expect(body.errors).toBeUndefined();
    return body.data!.hostedEvent.photos;
  };

  it('lists A to Z, photos of the same name in the order they arrived', async () => {
    const all = await page({});
    expect(idsOf(all)).toEqual(byName);
    expect(all.edges.map((edge) => edge.node.originalFilename)).toEqual([
      'arch.png',
      'bouquet.png',
      'bouquet.png',
      'dance.png',
      'rings.png',
    ]);
  });

  it('pages through the names without overlap or gaps, across the tie', async () => {
    for (const size of [1, 2, 3]) {
      const seen: number[] = [];
      let after: string | null = null;
      for (let guard = 0; guard < 10; guard += 1) {
        const current = await page({ first: size, after });
        seen.push(...idsOf(current));
        expect(current.totalCount).toBe(NAMES.length);
        if (!current.pageInfo.hasNextPage) break;
        after = current.pageInfo.endCursor;
      }
      expect(seen, `pages of ${size}`).toEqual(byName);
    }
  });

  it('sorts a search by name too, and over REST (`sort=name`)', async () => {
    const bouquets = await page({ search: 'BOUQUET' });
    expect(idsOf(bouquets)).toEqual([byName[1], byName[2]]);
    expect(bouquets.totalCount).toBe(2);
    const response = await app.server.inject({
      url: `/api/auth/events/${named.id}/uploads?sort=name`,
      headers: authHeaders(asUser(owner)),
    });
    expect(response.json<{ uploads: { id: number }[] }>().uploads.map((upload) => upload.id)).toEqual(byName);
  });
});

describe('GET /api/auth/events/{id}/uploads, a page at a time (issue 35)', () => {
  type Page = { uploads: { id: number }[]; nextCursor: string | null };
  const list = (query: string, eventId: number = event.id) =>
    app.server.inject({ url: `/api/auth/events/${eventId}/uploads${query}`, headers: authHeaders(asUser(owner)) });

  /** Follows nextCursor from the first page of `limit` to the last. */
  async function walk(query: string, limit: number): Promise<number[]> {
    const seen: number[] = [];
    let cursor: string | null = null;
    for (let guard = 0; guard < 20; guard += 1) {
      const response = await list(`?limit=${limit}${query}${cursor ? `&cursor=${cursor}` : ''}`);
      expect(response.statusCode).toBe(200);
      const page = response.json<Page>();
      expect(page.uploads.length).toBeLessThanOrEqual(limit);
      seen.push(...page.uploads.map((upload) => upload.id));
      if (page.nextCursor === null) return seen;
      cursor = page.nextCursor;
    }
    throw new Error('the pages did not end');
  }

  it('answers at most `limit` photos and the cursor of the next ones, null after the last', async () => {
    const first = (await list('?limit=3')).json<Page>();
    expect(first.uploads.map((upload) => upload.id)).toEqual(ORDERS.UPLOADED_NEWEST().slice(0, 3));
    expect(first.nextCursor).toBe(String(a(5)));
    // Everything in one answer: the same list as before pages, with no next cursor.
    expect((await list('')).json<Page>()).toMatchObject({ nextCursor: null });
    expect((await list('?limit=7')).json<Page>().nextCursor).toBeNull();
  });

  it.each(Object.entries(ORDERS))('pages through %s without overlap or gaps', async (sort, expected) => {
    for (const limit of [1, 2, 3]) expect(await walk(`&sort=${sort}`, limit)).toEqual(expected());
    expect(await walk(`&sort=${sort}&status=APPROVED`, 2)).toEqual(
      expected().filter((id) => [a(2), a(4), a(7)].includes(id)),
    );
  });

  it('serves a limit above the maximum at the maximum', async () => {
    const response = await list('?limit=50000');
    expect(response.statusCode).toBe(200);
    expect(response.json<Page>().uploads).toHaveLength(7);
  });

  it('explains a bad limit or cursor', async () => {
    for (const limit of ['0', '-1', 'abc', '2.5']) {
      const response = await list(`?limit=${limit}`);
      expect(response.statusCode, limit).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'limit must be a whole number from 1 to 1000',
        code: 'ValidationError',
      });
    }
    const stranger = await app.database.prisma.upload.findFirstOrThrow({ where: { NOT: { eventId: event.id } } });
    for (const cursor of ['abc', '999999999', String(stranger.id)]) {
      const response = await list(`?cursor=${cursor}`);
      expect(response.statusCode, cursor).toBe(400);
      expect(response.json()).toMatchObject({
        message: 'This page link (cursor) is not valid. Please start from the first page.',
        code: 'ValidationError',
      });
    }
  });
});
