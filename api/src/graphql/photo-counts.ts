import DataLoader from 'dataloader';
import type { GraphQLResolveInfo } from 'graphql';
import type { UploadStatus } from '../generated/prisma/client.ts';
import type { GraphQLContext } from './context.ts';
import { executionLoader } from './execution-loader.ts';

/** What an event's photos are counted by in the hosts' lists. */
export type PhotoGroup = 'albumId' | 'tableId';

/**
 * Photos per album or per table for the hosts' lists, counted among the photos of those albums (tables)
 * only, on their index, and batched per tick: one statement for all of an event's tables. Prisma's relation
 * count (Pothos's `relationCount`) joins a count of every photo on the server grouped by album: a scan of the
 * whole photos table on each load of the uploads tab (issue 35, found by EXPLAIN on the large-event
 * fixture). Never cached: a subscription keeps its context for hours.
 */
const loaders = new WeakMap<GraphQLContext, Map<string, DataLoader<number, number>>>();

export function photoCountOf(
  context: GraphQLContext,
  group: PhotoGroup,
  id: number,
  status?: UploadStatus,
): Promise<number> {
  let byKind = loaders.get(context);
  if (!byKind) loaders.set(context, (byKind = new Map<string, DataLoader<number, number>>()));
  const kind = `${group}:${status ?? 'ANY'}`;
  let loader = byKind.get(kind);
  if (!loader) {
    loader = new DataLoader(
      async (ids) => {
        const counts = await countBy(context, group, [...ids], status);
        return ids.map((one) => counts.get(one) ?? 0);
      },
      { cache: false },
    );
    byKind.set(kind, loader);
  }
  return loader.load(id);
}

async function countBy(
  { prisma }: GraphQLContext,
  group: PhotoGroup,
  ids: number[],
  status: UploadStatus | undefined,
): Promise<Map<number, number>> {
  const statusWhere = status ? { status } : {};
  if (group === 'albumId') {
    const rows = await prisma.upload.groupBy({
      by: ['albumId'],
      where: { albumId: { in: ids }, ...statusWhere },
      _count: { _all: true },
    });
    return new Map(rows.map((row) => [row.albumId!, row._count._all]));
  }
  const rows = await prisma.upload.groupBy({
    by: ['tableId'],
    where: { tableId: { in: ids }, ...statusWhere },
    _count: { _all: true },
  });
  return new Map(rows.map((row) => [row.tableId!, row._count._all]));
}

/** An event's photos counted once: by status, per album (all and approved). Guests' counts: guestPhotoCountOf. */
export interface EventPhotoCounts {
  total: number;
  byStatus: Record<UploadStatus, number>;
  albums: Map<number, { all: number; approved: number }>;
}

/**
 * Rows of the counts kept as photos are written (decision 062; migration 20261226000000_guest_photo_counts):
 * a few per album of the event (per status and album), whatever its size. Keyed by guest as well, as they
 * were first, a 20,000-photo event kept ~5,200 rows, and summing them was the uploads tab's dearest
 * statement (issue 35).
 */
interface CountRow {
  eventId: number;
  status: UploadStatus;
  albumId: number;
  photos: number;
}

/**
 * Every count the uploads tab shows of one event (Event.photoCount and the three status counts, the
 * photos connection's unfiltered or status-filtered totalCount, each Album.photoCount and
 * approvedPhotoCount) from the counts the database keeps as photos are written (decision 062), in one
 * statement, instead of counting the event's photos once per count (seven passes over a 20,000-photo event
 * per load: issue 35, p99 98-419 ms against 50).
 *
 * Kept for one execution only (executionLoader): an answer never mixes counts from before and after a change.
 */
const eventLoaders = new WeakMap<object, DataLoader<number, EventPhotoCounts>>();

export function eventPhotoCounts(
  context: GraphQLContext,
  info: GraphQLResolveInfo,
  eventId: number,
): Promise<EventPhotoCounts> {
  const loader = executionLoader(eventLoaders, context, info, async (eventIds: readonly number[]) => {
    const rows = await context.prisma.$queryRaw<CountRow[]>`
        SELECT "eventId", "status"::text AS "status", "albumId", "photos"
        FROM "EventPhotoCount" WHERE "eventId" = ANY(${[...eventIds]}::int[])`;
    const counts = new Map<number, EventPhotoCounts>(
      eventIds.map((id) => [id, { total: 0, byStatus: { PENDING: 0, APPROVED: 0, REJECTED: 0 }, albums: new Map() }]),
    );
    for (const row of rows) {
      const event = counts.get(row.eventId)!;
      const n = row.photos;
      event.total += n;
      event.byStatus[row.status] += n;
      // 0: in no album.
      if (row.albumId !== 0) {
        const album = event.albums.get(row.albumId) ?? { all: 0, approved: 0 };
        album.all += n;
        if (row.status === 'APPROVED') album.approved += n;
        event.albums.set(row.albumId, album);
      }
    }
    return eventIds.map((id) => counts.get(id)!);
  });
  return loader.load(eventId);
}

/** Per execution (as eventPhotoCounts), the guests' counts asked in it, keyed by event id and key hash. */
const guestLoaders = new WeakMap<object, DataLoader<string, number>>();

/**
 * Photos a guest sent from the browser they answered with (Rsvp.photoCount), from the guests' kept counts
 * (decision 062): the guests an answer shows (a page of RSVPs) read in one statement, by their keys.
 */
export function guestPhotoCountOf(
  context: GraphQLContext,
  info: GraphQLResolveInfo,
  eventId: number,
  guestKeyHash: string | null,
): Promise<number> {
  if (guestKeyHash === null) return Promise.resolve(0);
  const loader = executionLoader(guestLoaders, context, info, async (keys: readonly string[]) => {
    const pairs = keys.map((key) => key.split(' '));
    const rows = await context.prisma.$queryRaw<{ eventId: number; guestKeyHash: string; photos: number }[]>`
        SELECT "eventId", "guestKeyHash", "photos"
        FROM "GuestPhotoCount"
        WHERE "eventId" = ANY(${[...new Set(pairs.map(([id]) => Number(id)))]}::int[])
          AND "guestKeyHash" = ANY(${[...new Set(pairs.map(([, hash]) => hash!))]}::text[])`;
    const photos = new Map(rows.map((row) => [`${row.eventId} ${row.guestKeyHash}`, row.photos]));
    return keys.map((key) => photos.get(key) ?? 0);
  });
  return loader.load(`${eventId} ${guestKeyHash}`);
}
