// The guest gallery's tabs (issue 31, decision 053): "All", "Highlights" when the hosts starred photos, then
// each album in the hosts' order. Which one is open lives in the address (`?album=12`, `?album=highlights`),
// so a shared link or a reload opens the same tab; the slideshow reads the same parameter
// (`/e/{slug}/live?album=12`), which the hosts' overview builds from Album.databaseId.

/** The address parameter naming the open tab. */
export const ALBUM_PARAM = 'album';
/** Its value for the Highlights tab. */
export const HIGHLIGHTS = 'highlights';

/** A tab: the whole gallery, the hosts' starred photos, or one album (by its numeric id, GuestAlbum.databaseId). */
export type GalleryTabKey = 'all' | 'highlights' | number;

export interface TabAlbum {
  readonly albumId: string;
  readonly databaseId: number;
  readonly name: string;
  readonly photoCount: number;
  readonly position: number;
}

export interface GalleryTab {
  readonly key: GalleryTabKey;
  readonly label: string;
  /** The photos the guest sees in it (per guest: decision 052); null where the server gives none (All, Highlights). */
  readonly count: number | null;
}

/** The tab an address asks for: `?album=12`, `?album=highlights`, anything else the whole gallery. */
export function tabFromSearch(search: string): GalleryTabKey {
  const value = new URLSearchParams(search).get(ALBUM_PARAM)?.trim().toLowerCase();
  if (!value) return 'all';
  if (value === HIGHLIGHTS) return 'highlights';
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : 'all';
}

/** The address's query with `tab` in it (the whole gallery: no parameter), every other parameter kept. */
export function searchWithTab(search: string, tab: GalleryTabKey): string {
  const params = new URLSearchParams(search);
  if (tab === 'all') params.delete(ALBUM_PARAM);
  else params.set(ALBUM_PARAM, String(tab));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The tabs to show; none when the event has no albums and no highlights (the gallery as it always was). */
export function galleryTabs(albums: readonly TabAlbum[], hasHighlights: boolean): GalleryTab[] {
  if (albums.length === 0 && !hasHighlights) return [];
  const ordered = [...albums].sort((a, b) => a.position - b.position || a.databaseId - b.databaseId);
  return [
    { key: 'all', label: 'All', count: null },
    ...(hasHighlights ? [{ key: 'highlights' as const, label: 'Highlights', count: null }] : []),
    ...ordered.map((album) => ({ key: album.databaseId, label: album.name, count: album.photoCount })),
  ];
}

/**
 * The tab that opens: the one asked for when the event has it, else the whole gallery (an album deleted
 * since the link was shared, highlights no longer starred).
 */
export function openTab(requested: GalleryTabKey, albums: readonly TabAlbum[], hasHighlights: boolean): GalleryTabKey {
  if (requested === 'highlights') return hasHighlights ? 'highlights' : 'all';
  if (requested === 'all') return 'all';
  return albums.some((album) => album.databaseId === requested) ? requested : 'all';
}

/** What eventGallery is asked for a tab: `albumId` (the album's global id) or `highlights`. */
export function galleryFilterOf(
  tab: GalleryTabKey,
  albums: readonly TabAlbum[],
): { albumId: string | null; highlights: boolean | null } {
  if (tab === 'highlights') return { albumId: null, highlights: true };
  if (tab === 'all') return { albumId: null, highlights: null };
  return { albumId: albums.find((album) => album.databaseId === tab)?.albumId ?? null, highlights: null };
}

/**
 * Of the photos approved since the page loaded, those a tab shows: every one in the whole gallery, those
 * filed in the album in an album tab, none in Highlights (a star is no approval: the event is read again
 * and the tab loaded again).
 */
export function liveForTab<P extends { readonly albumId?: number | null }>(
  added: readonly P[],
  tab: GalleryTabKey,
): readonly P[] {
  if (tab === 'all') return added;
  if (tab === 'highlights') return [];
  return added.filter((photo) => photo.albumId === tab);
}

/** The album a tab shows, for its name ("No photos in Ceremony yet", the slideshow's caption). */
export function albumOf(tab: GalleryTabKey, albums: readonly TabAlbum[]): TabAlbum | null {
  return typeof tab === 'number' ? (albums.find((album) => album.databaseId === tab) ?? null) : null;
}

/**
 * The albums with the photos approved into them since the event was last read (`knownAtRead`: the live
 * photos the page had then, already in the server's counts or not yet approved), so an album's count
 * follows its tab's grid between reads. Photos taken down are left to the next read: an id says no album.
 */
export function albumsWithLive<A extends TabAlbum>(
  albums: readonly A[],
  added: readonly { readonly id: string; readonly albumId?: number | null }[],
  knownAtRead: ReadonlySet<string>,
): readonly A[] {
  const arrived = new Map<number, number>();
  for (const photo of added) {
    if (photo.albumId == null || knownAtRead.has(photo.id)) continue;
    arrived.set(photo.albumId, (arrived.get(photo.albumId) ?? 0) + 1);
  }
  if (arrived.size === 0) return albums;
  return albums.map((album) => {
    const more = arrived.get(album.databaseId) ?? 0;
    return more === 0 ? album : { ...album, photoCount: album.photoCount + more };
  });
}
