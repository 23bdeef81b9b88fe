import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signupUser, type TestApp } from '../../../test/app.ts';
import { uniqueSlug } from '../../../test/factories.ts';
import type { EventStatus } from '../../generated/prisma/client.ts';

// The dashboard's Analytics tab counts every event the host has, not the first page the event list loads
// (100, soonest first): a host with more events saw totals that stopped at the hundredth.

let app: TestApp;
let host: { id: number; cookie: string };
let stranger: { id: number; cookie: string };

const DAY = 24 * 60 * 60 * 1000;
const PAST_EVENTS = 101;

beforeAll(async () => {
  app = await createTestApp();
  [host, stranger] = await Promise.all([signupUser(app), signupUser(app)]);
});
afterAll(() => app.close());

/** Events straight in the database (a hundred through the API would take minutes), hosted by `userId`. */
async function insertEvents(
  userId: number,
  events: { title: string; at: Date; status?: EventStatus; deleted?: boolean }[],
) {
  const rows = await app.database.prisma.event.createManyAndReturn({
    data: events.map((event) => ({
      slug: uniqueSlug('stats'),
      title: event.title,
      dateTime: event.at,
      status: event.status ?? 'ACTIVE',
      deletedAt: event.deleted ? new Date() : null,
      ownerId: userId,
    })),
    select: { id: true, title: true },
  });
  await app.database.prisma.eventMember.createMany({
    data: rows.map((row) => ({ eventId: row.id, userId, role: 'OWNER' as const })),
  });
  return new Map(rows.map((row) => [row.title, row.id]));
}

async function addPhotosAndRsvps(eventId: number, photos: number, rsvps: number) {
  await app.database.prisma.upload.createMany({
    data: Array.from({ length: photos }, (_, index) => ({
      eventId,
      originalFilename: `photo-${index}.jpg`,
      mimeType: 'image/jpeg',
      bytes: 1000,
      sha256: `${eventId}-${index}`.padEnd(64, '0'),
      status: (['PENDING', 'APPROVED', 'REJECTED'] as const)[index % 3],
      storageKey: `events/${eventId}/originals/${index}.jpg`,
      displayKey: `events/${eventId}/display/${index}.jpg`,
      thumbnailKey: `events/${eventId}/thumbnails/${index}.jpg`,
    })),
  });
  await app.database.prisma.rsvp.createMany({
    data: Array.from({ length: rsvps }, (_, index) => ({ eventId, fullName: `Guest ${index}` })),
  });
}

const STATS_FIELDS = `{
  totalEvents
  activeEvents
  totalPhotos
  totalRsvps
  upcomingEvents(from: $from, first: $first) { title }
}`;
const STATS = `query($from: DateTime!, $first: Int) { myHostStats ${STATS_FIELDS} }`;

type HostStats = {
  totalEvents: number;
  activeEvents: number;
  totalPhotos: number;
  totalRsvps: number;
  upcomingEvents: { title: string }[];
};
type Stats = { myHostStats: HostStats };

describe('myHostStats: the Analytics totals', () => {
  it('counts all of a host’s events, past the first hundred, with photos and RSVPs of active events only', async () => {
    const now = Date.now();
    const ids = await insertEvents(host.id, [
      // Past events come first in the dashboard's order: 101 of them fill and pass its first page.
      ...Array.from({ length: PAST_EVENTS }, (_, index) => ({
        title: `Past ${index}`,
        at: new Date(now - (400 - index) * DAY),
      })),
      { title: 'Switched off', at: new Date(now + 5 * DAY), status: 'INACTIVE' as const },
      { title: 'Deleted', at: new Date(now + 6 * DAY), deleted: true },
      { title: 'Soonest', at: new Date(now + 10 * DAY) },
      { title: 'Second', at: new Date(now + 20 * DAY) },
      { title: 'Third', at: new Date(now + 30 * DAY) },
      { title: 'Fourth', at: new Date(now + 40 * DAY) },
    ]);
    await insertEvents(stranger.id, [{ title: 'Not yours', at: new Date(now + 7 * DAY) }]);
    await addPhotosAndRsvps(ids.get('Past 0')!, 2, 1);
    await addPhotosAndRsvps(ids.get('Fourth')!, 4, 3);
    await addPhotosAndRsvps(ids.get('Switched off')!, 5, 5);
    await addPhotosAndRsvps(ids.get('Deleted')!, 6, 6);

    const { body } = await app.graphql<Stats>(STATS, { from: new Date(now).toISOString() }, host);
    expect(body.errors).toBeUndefined();
    const stats = body.data!.myHostStats;
    expect(stats).toMatchObject({
      totalEvents: PAST_EVENTS + 5,
      activeEvents: PAST_EVENTS + 4,
      totalPhotos: 2 + 4,
      totalRsvps: 1 + 3,
    });
    expect(stats.upcomingEvents.map((event) => event.title)).toEqual(['Soonest', 'Second', 'Third']);
  });

  it('is each account’s own, and refuses an upcoming list longer than it serves', async () => {
    const { body } = await app.graphql<Stats>(STATS, { from: new Date().toISOString() }, stranger);
    expect(body.data!.myHostStats).toMatchObject({ totalEvents: 1, activeEvents: 1, totalPhotos: 0 });
    expect(body.data!.myHostStats.upcomingEvents.map((event) => event.title)).toEqual(['Not yours']);

    const tooMany = await app.graphql<Stats>(STATS, { from: new Date().toISOString(), first: 11 }, host);
    expect(tooMany.body.errors?.[0]?.message).toBe('Ask for 1 to 10 upcoming events.');
  });

  it('on the deprecated User.hostStats: your own totals, and zeros (never an error) for another account', async () => {
    const USER_STATS = `query($id: ID!, $from: DateTime!, $first: Int) {
      node(id: $id) { ... on User { email hostStats ${STATS_FIELDS} } }
    }`;
    const strangerId = Buffer.from(`User:${stranger.id}`).toString('base64');
    const from = new Date().toISOString();
    const own = await app.graphql<{ node: { hostStats: HostStats } }>(USER_STATS, { id: strangerId, from }, stranger);
    expect(own.body.data!.node.hostStats).toMatchObject({ totalEvents: 1, activeEvents: 1 });

    const admin = await signupUser(app);
    await app.database.prisma.user.update({ where: { id: admin.id }, data: { isAdmin: true } });
    const seen = await app.graphql<{ node: { hostStats: HostStats } }>(USER_STATS, { id: strangerId, from }, admin);
    expect(seen.body.errors).toBeUndefined();
    expect(seen.body.data!.node.hostStats).toEqual({
      totalEvents: 0,
      activeEvents: 0,
      totalPhotos: 0,
      totalRsvps: 0,
      upcomingEvents: [],
    });
  });
});
