import DataLoader from 'dataloader';
import type { UploadStatus } from '../generated/prisma/client.ts';
import type { GraphQLContext } from './context.ts';

/** What an event's photos are counted by in the hosts' lists. */
export type PhotoGroup = 'albumId' | 'tableId';

/**
 * Photos per album or per table for the hosts' lists, counted among the photos of those albums (tables)
 * only, on their index, and batched per tick: one statement for all of an event's albums. Prisma's
 * relation count (Pothos's `relationCount`) joins a count of every photo on the server grouped by album:
 * a sequential scan of the whole photos table on each load of the uploads tab (issue 35, found by
 * EXPLAIN on the large-event fixture). Never cached: a subscription keeps its context for hours.
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
