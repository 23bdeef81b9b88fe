// Albums and host favourites (issue 31 items 2 and 3, decision 053): the albums of an event ("Ceremony",
// "Reception"), named and ordered by its hosts; guests may file their photos in one as they send them.
// The names' rules, the limits and their messages live here once: the hosts' form checks them as they
// type, the API enforces them (api/src/modules/albums/albums.service.ts imports this file).

/** An album's name (trimmed, spaces collapsed). */
export const ALBUM_NAME_MAX_LENGTH = 60;

/** Albums one event may have: tabs for every part of a long day, and more than a phone's tab bar shows. */
export const MAX_ALBUMS_PER_EVENT = 50;

/** The path segment (and REST `albumId` value) that means "no album": moving photos out of every album. */
export const NO_ALBUM = 'none';

export const ALBUM_NAME_REQUIRED = 'Please give the album a name.';
export const ALBUM_NAME_TOO_LONG = `An album name can be at most ${ALBUM_NAME_MAX_LENGTH} characters.`;
export const TOO_MANY_ALBUMS = `An event can have at most ${MAX_ALBUMS_PER_EVENT} albums.`;
export const ALBUM_NOT_FOUND = 'This album was not found.';
/** An upload named an album that is not one of this event's (another event's, deleted, or never one). */
export const ALBUM_NOT_IN_EVENT = 'This album is not one of this event’s albums. Please choose another.';
/** The event's hosts require an album, and the upload named none. */
export const ALBUM_REQUIRED = 'Please choose an album.';
export const ALBUM_PHOTOS_REQUIRED = 'Please choose at least one photo to move.';

/** The name as it is kept and shown: trimmed, every run of spaces (or a tab, a line break) one space. */
export function cleanAlbumName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** Names that differ only in letter case are one album ("Ceremony" and "ceremony"). */
export function albumNameKey(name: string): string {
  return cleanAlbumName(name).toLowerCase();
}

/** Why a name cannot be an album's; null when it can. */
export function albumNameProblem(name: string): string | null {
  const cleaned = cleanAlbumName(name);
  if (cleaned === '') return ALBUM_NAME_REQUIRED;
  if ([...cleaned].length > ALBUM_NAME_MAX_LENGTH) return ALBUM_NAME_TOO_LONG;
  return null;
}

/** Another album of the event already has this name (any letter case). */
export function albumNameTakenMessage(name: string): string {
  return `There is already an album called "${cleanAlbumName(name)}".`;
}
