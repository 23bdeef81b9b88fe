import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, signupUser, type TestApp } from '../../../test/app.ts';
import { type SignedUpUser, asUser } from '../../../test/users.ts';
import { createEvent, type CreatedEvent } from '../../../test/factories.ts';
import { uploadGuestPhoto } from '../../../test/photos.ts';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/database.ts';

// The uploads tab's counts (the event's four, the list's total, each album's two, each guest's) come from
// counts the database keeps as photos are written (decision 062, issue 35): they must follow every change
// a host, a guest or a cascade makes, and never count another event's photos.

let database: Database;
let app: TestApp;
/** The statements sent while it is a list. */
let captured: string[] | null = null;
let owner: SignedUpUser;
let event: CreatedEvent;
let photos: number[];
let albumId: number;

const COUNTS = /* GraphQL */ `
  query Counts($databaseId: Int!) {
    hostedEvent(databaseId: $databaseId) {
      photoCount
      pendingPhotoCount
      approvedPhotoCount
      rejectedPhotoCount
      all: photos(first: 1) {
        totalCount
      }
      pending: photos(first: 1, status: PENDING) {
        totalCount
      }
      approved: photos(first: 1, status: APPROVED) {
        totalCount
      }
      albums {
        databaseId
        photoCount
        approvedPhotoCount
      }
      rsvps(first: 10, withPhotos: true) {
        edges {
          node {
            fullName
            photoCount
          }
        }
      }
    }
  }
`;

interface Counts {
  photoCount: number;
  pendingPhotoCount: number;
  approvedPhotoCount: number;
  rejectedPhotoCount: number;
  all: { totalCount: number };
  pending: { totalCount: number };
  approved: { totalCount: number };
  albums: { databaseId: number; photoCount: number; approvedPhotoCount: number }[];
  rsvps: { edges: { node: { fullName: string; photoCount: number } }[] };
}

/** The kept counts (the events' and the guests') equal the photos counted now, for every event. */
async function expectKeptCountsRight() {
  const [kept, counted, keptByGuest, countedByGuest] = await Promise.all([
    app.database.prisma.$queryRaw<object[]>`
      SELECT "eventId", "status"::text, "albumId", "photos" FROM "EventPhotoCount" ORDER BY 1, 2, 3`,
    app.database.prisma.$queryRaw<object[]>`
      SELECT "eventId", "status"::text, COALESCE("albumId", 0) AS "albumId", count(*)::int AS "photos"
      FROM "Upload" GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
    app.database.prisma.$queryRaw<object[]>`
      SELECT "eventId", "guestKeyHash", "photos" FROM "GuestPhotoCount" ORDER BY 1, 2`,
    app.database.prisma.$queryRaw<object[]>`
      SELECT "eventId", "guestKeyHash", count(*)::int AS "photos"
      FROM "Upload" WHERE "guestKeyHash" IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2`,
  ]);
  expect(kept).toEqual(counted);
  expect(keptByGuest).toEqual(countedByGuest);
}

async function counts(variables: Record<string, unknown> = {}) {
  const { body } = await app.graphql<{ hostedEvent: Counts }>(
    COUNTS,
    { databaseId: event.id, ...variables },
    asUser(owner),
  );
  expect(body.errors).toBeUndefined();
  const tab = body.data!.hostedEvent;
  return {
    event: [tab.photoCount, tab.pendingPhotoCount, tab.approvedPhotoCount, tab.rejectedPhotoCount],
    totals: [tab.all.totalCount, tab.pending.totalCount, tab.approved.totalCount],
    album: tab.albums.map((album) => [album.photoCount, album.approvedPhotoCount]),
    guests: tab.rsvps.edges.map(({ node }) => [node.fullName, node.photoCount]),
  };
}

const moderate = (ids: number[], action: string) =>
  app.server.inject({
    method: 'POST',
    url: '/api/auth/uploads/bulk',
    headers: authHeaders(asUser(owner)),
    payload: { ids, action },
  });

beforeAll(async () => {
  database = await createTestDatabase({ onQuery: (sql) => void captured?.push(sql) });
  app = await createTestApp({ database });
  owner = await signupUser(app);
  event = await createEvent(app, asUser(owner));
  photos = [];
  for (let i = 0; i < 4; i += 1) photos.push(await uploadGuestPhoto(app, event.slug));
  const album = await app.server.inject({
    method: 'POST',
    url: `/api/auth/events/${event.id}/albums`,
    headers: authHeaders(asUser(owner)),
    payload: { name: 'Ceremony' },
  });
  albumId = album.json<{ album: { id: number } }>().album.id;
  // A guest who answered from the browser that sent the first two photos.
  await app.database.prisma.rsvp.create({ data: { eventId: event.id, fullName: 'Selin', guestKeyHash: 'selin-key' } });
  await app.database.prisma.upload.updateMany({
    where: { id: { in: photos.slice(0, 2) } },
    data: { guestKeyHash: 'selin-key' },
  });
  // Another event's photos, approved and in its own album, count nowhere here.
  const other = await createEvent(app, asUser(owner));
  await uploadGuestPhoto(app, other.slug);
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe("the uploads tab's counts", () => {
  it('count the new photos, all pending', async () => {
    expect(await counts()).toEqual({
      event: [4, 4, 0, 0],
      totals: [4, 4, 0],
      album: [[0, 0]],
      guests: [['Selin', 2]],
    });
    await expectKeptCountsRight();
  });

  it('follow approvals, rejections and album moves', async () => {
    expect((await moderate(photos.slice(0, 2), 'APPROVED')).statusCode).toBe(200);
    expect((await moderate([photos[2]!], 'REJECTED')).statusCode).toBe(200);
    const moved = await app.server.inject({
      method: 'POST',
      url: `/api/auth/events/${event.id}/albums/${albumId}/photos`,
      headers: authHeaders(asUser(owner)),
      payload: { ids: [photos[0], photos[2]] },
    });
    expect(moved.statusCode).toBe(200);
    expect(await counts()).toEqual({
      event: [4, 1, 2, 1],
      totals: [4, 1, 2],
      album: [[2, 1]],
      guests: [['Selin', 2]],
    });
    await expectKeptCountsRight();
  });

  it('follow a deleted photo', async () => {
    await app.database.prisma.upload.delete({ where: { id: photos[0]! } });
    expect(await counts()).toEqual({
      event: [3, 1, 1, 1],
      totals: [3, 1, 1],
      album: [[1, 0]],
      guests: [['Selin', 1]],
    });
    await expectKeptCountsRight();
  });

  it("are read in two statements, counting no photo: the event's, and the guests' the answer shows", async () => {
    captured = [];
    // Unlike the last test's request (the member answer cache would answer that one from memory).
    await counts({ unlikeTheLast: true });
    const statements = captured;
    captured = null;
    const countingPhotos = statements.filter((sql) => /COUNT\(/i.test(sql) && /"Upload"/.test(sql));
    expect(countingPhotos, countingPhotos.join('\n')).toEqual([]);
    const eventsCounts = statements.filter((sql) => /"EventPhotoCount"/.test(sql));
    const guestsCounts = statements.filter((sql) => /"GuestPhotoCount"/.test(sql));
    expect(eventsCounts).toHaveLength(1);
    expect(guestsCounts).toHaveLength(1);
    // Read, not summed: the guests' keys are not in the event's counts (a 20,000-photo event's ~5,200 rows
    // summed on each load were the tab's dearest statement), and the guests' are read by their keys.
    expect([...eventsCounts, ...guestsCounts].some((sql) => /GROUP BY|sum\(/i.test(sql))).toBe(false);
    expect(guestsCounts[0]).toMatch(/"guestKeyHash" = ANY/);
  });

  it("keep the event's counts per status and album, however many guests sent photos", async () => {
    const guestKeys = Array.from({ length: 30 }, (_, i) => `guest-${i}`);
    const before = await app.database.prisma.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM "EventPhotoCount" WHERE "eventId" = ${event.id}`;
    for (const key of guestKeys) {
      const id = await uploadGuestPhoto(app, event.slug);
      await app.database.prisma.upload.update({ where: { id }, data: { guestKeyHash: key } });
    }
    const after = await app.database.prisma.$queryRaw<{ n: number }[]>`
      SELECT count(*)::int AS n FROM "EventPhotoCount" WHERE "eventId" = ${event.id}`;
    // 30 more guests' photos, all pending and in no album: the row they were counted in was there already.
    expect(after[0]!.n).toBe(before[0]!.n);
    await expectKeptCountsRight();
    const sent = await app.database.prisma.upload.findMany({
      where: { eventId: event.id, guestKeyHash: { in: guestKeys } },
      select: { id: true },
    });
    await app.database.prisma.upload.deleteMany({ where: { id: { in: sent.map(({ id }) => id) } } });
    await expectKeptCountsRight();
  });

  it('follow a deleted album (its photos in none) and a deleted event (no counts left)', async () => {
    const removed = await app.server.inject({
      method: 'DELETE',
      url: `/api/auth/events/${event.id}/albums/${albumId}`,
      headers: authHeaders(asUser(owner)),
    });
    expect(removed.statusCode).toBe(200);
    expect((await counts()).album).toEqual([]);
    await expectKeptCountsRight();
    // Deleting the event's row (its purge) takes its photos and their counts by cascade.
    await app.database.prisma.event.delete({ where: { id: event.id } });
    await expectKeptCountsRight();
    const left = await app.database.prisma.$queryRaw<{ n: number }[]>`
      SELECT (SELECT count(*) FROM "EventPhotoCount" WHERE "eventId" = ${event.id})::int
        + (SELECT count(*) FROM "GuestPhotoCount" WHERE "eventId" = ${event.id})::int AS n`;
    expect(left[0]!.n).toBe(0);
  });
});
