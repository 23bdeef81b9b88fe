import type { Prisma } from '../generated/prisma/client.ts';

// The tabs of a guest gallery (decision 053): one album, or the hosts' highlights. A narrowing applied
// beside the visibility rule (guest-visibility.ts), never instead of it: whatever a filter asks, a guest
// gets no photo the rule hides.

export interface GalleryFilter {
  /** Only the photos in this album (its row id). */
  albumId?: number | null;
  /** Only the photos the hosts starred. */
  highlights?: boolean | null;
}

/** The filter's extra condition on the gallery's photos (an empty object for none). */
export function galleryFilterWhere(filter: GalleryFilter | undefined): Prisma.UploadWhereInput {
  if (!filter) return {};
  return {
    ...(filter.albumId ? { albumId: filter.albumId } : {}),
    ...(filter.highlights ? { favouritedAt: { not: null } } : {}),
  };
}

/** Whether the filter narrows anything: an unfiltered gallery's first pages come from the public cache. */
export function isFiltered(filter: GalleryFilter | undefined): boolean {
  return Boolean(filter?.albumId || filter?.highlights);
}
