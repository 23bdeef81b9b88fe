// The hosts' album choices that are plain rules (issue 31, decision 053): which names the add and rename
// boxes accept as the host types, the ZIP and slideshow addresses for one album, (what a bulk move says is a message: uploadsTab.moved).
import {
  albumNameKey,
  albumNameProblem,
  albumNameTakenMessage,
  NO_ALBUM,
  type AlbumWords,
} from '../../../../../../common/albums';

type NamedAlbum = { readonly id: string; readonly name: string };

/**
 * Why `name` cannot be an album's name in this event, or null: the API's rules (common/albums.ts) and a
 * name another album already has in any letter case. `exceptId` is the album being renamed (keeping its
 * own name, or changing only its letter case, is fine). Unrendered: the form says it (`say`).
 */
export function albumNameError(name: string, albums: readonly NamedAlbum[], exceptId?: string): AlbumWords | null {
  const problem = albumNameProblem(name);
  if (problem) return problem;
  const key = albumNameKey(name);
  return albums.some((album) => album.id !== exceptId && albumNameKey(album.name) === key)
    ? albumNameTakenMessage(name)
    : null;
}

/** Which photos a ZIP holds: every approved one (a folder per album), one album's, or those in no album. */
export type ZipChoice = { kind: 'all' } | { kind: 'album'; databaseId: number } | { kind: 'none' };

/** The hosts' ZIP of an event, whole or for one album (`?albumId=<databaseId>`, `?albumId=none`). */
export function zipHref(eventDatabaseId: number, choice: ZipChoice): string {
  const base = `/api/auth/events/${eventDatabaseId}/download.zip`;
  if (choice.kind === 'all') return base;
  return `${base}?albumId=${choice.kind === 'none' ? NO_ALBUM : String(choice.databaseId)}`;
}

/** The venue slideshow plays every approved photo, the starred ones, or one album's. */
export type SlideshowChoice = 'all' | 'highlights' | number;

/** The slideshow's address for that choice: `/live`, `/live?album=highlights` or `/live?album=<databaseId>`. */
export function slideshowHref(shareUrl: string, choice: SlideshowChoice, lovedFirst = false): string {
  const params = new URLSearchParams();
  if (choice !== 'all') params.set('album', choice === 'highlights' ? 'highlights' : String(choice));
  // Guests' hearts (issue 33): the most loved photos play first.
  if (lovedFirst) params.set('order', 'loved');
  const query = params.toString();
  return `${shareUrl}/live${query ? `?${query}` : ''}`;
}
