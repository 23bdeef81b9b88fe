import type { Prisma } from '../generated/prisma/client.ts';

// The tabs of a guest gallery (decision 053): one album, or the hosts' highlights. A narrowing applied
// beside the visibility rule (guest-visibility.ts), never instead of it: whatever a filter asks, a guest
// gets no photo the rule hides.

export interface GalleryFilter {
  /** Only the photos in this album (its row id). */
  albumId?: number | null;
  /** Only the photos the hosts starred. */
  highlights?: boolean | null;
  /**
   * Not a narrowing but an order: most guests' hearts first (the slideshow's "most loved first", issue 33).
   * Like a tab it reads the database, never the newest-first pages of the public cache.
   */
  mostLoved?: boolean | null;
}

/** The filter's extra condition on the gallery's photos (an empty object for none). */
export function galleryFilterWhere(filter: GalleryFilter | undefined): Prisma.UploadWhereInput {
  if (!filter) return {};
  return {
    ...(filter.albumId ? { albumId: filter.albumId } : {}),
    ...(filter.highlights ? { favouritedAt: { not: null } } : {}),
  };
}

/** Whether the filter narrows or orders anything: an unfiltered gallery's first pages come from the public cache. */
export function isFiltered(filter: GalleryFilter | undefined): boolean {
  return Boolean(filter?.albumId || filter?.highlights || filter?.mostLoved);
}

/** The gallery's order: newest first, or most hearts first (ties newest first). */
export function galleryOrderBy(filter: GalleryFilter | undefined): Prisma.UploadOrderByWithRelationInput[] {
  return filter?.mostLoved ? [{ reactionCount: 'desc' }, { id: 'desc' }] : [{ id: 'desc' }];
}
