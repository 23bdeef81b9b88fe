// Albums and host favourites (issue 31 items 2 and 3, decision 053): the albums of an event ("Ceremony",
// "Reception"), named and ordered by its hosts; guests may file their photos in one as they send them.
// The names' rules, the limits and their messages live here once: the hosts' form checks them as they
// type, the API enforces them (api/src/modules/albums/albums.service.ts imports this file). Messages are
// returned unrendered (`{ id, values }`, decision 058) and each side says them in its reader's language:
// the hosts' ones from the app catalogs (part albums), the refusals a guest meets as they upload from the
// guest catalogs (part upload). The guest page does not import this file (it loads only guest words).

import type { AppMessages } from './i18n/messages/app/index.ts';
import type { GuestMessages } from './i18n/messages/guest/index.ts';
import type { Words } from './i18n/words.ts';

/** A rule's message for hosts (app catalog part albums), before it knows its reader's language. */
export type AlbumWords = Words<keyof AppMessages>;
/** An upload's refusal a guest meets (guest catalog part upload). */
export type AlbumUploadWords = Words<keyof GuestMessages>;

/** An album's name (trimmed, spaces collapsed). */
export const ALBUM_NAME_MAX_LENGTH = 60;

/** Albums one event may have: tabs for every part of a long day, and more than a phone's tab bar shows. */
export const MAX_ALBUMS_PER_EVENT = 50;

/** The path segment (and REST `albumId` value) that means "no album": moving photos out of every album. */
export const NO_ALBUM = 'none';

export const ALBUM_NAME_REQUIRED: AlbumWords = { id: 'albums.nameRequired' };
export const ALBUM_NAME_TOO_LONG: AlbumWords = { id: 'albums.nameTooLong', values: { max: ALBUM_NAME_MAX_LENGTH } };
export const TOO_MANY_ALBUMS: AlbumWords = { id: 'albums.tooMany', values: { max: MAX_ALBUMS_PER_EVENT } };
export const ALBUM_NOT_FOUND: AlbumWords = { id: 'albums.notFound' };
/** An upload named an album that is not one of this event's (another event's, deleted, or never one). */
export const ALBUM_NOT_IN_EVENT: AlbumUploadWords = { id: 'upload.albumNotInEvent' };
/** The event's hosts require an album, and the upload named none. */
export const ALBUM_REQUIRED: AlbumUploadWords = { id: 'upload.albumRequired' };
export const ALBUM_PHOTOS_REQUIRED: AlbumWords = { id: 'albums.photosRequired' };

/** The name as it is kept and shown: trimmed, every run of spaces (or a tab, a line break) one space. */
export function cleanAlbumName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** Names that differ only in letter case are one album ("Ceremony" and "ceremony"). */
export function albumNameKey(name: string): string {
  return cleanAlbumName(name).toLowerCase();
}

/** Why a name cannot be an album's; null when it can. */
export function albumNameProblem(name: string): AlbumWords | null {
  const cleaned = cleanAlbumName(name);
  if (cleaned === '') return ALBUM_NAME_REQUIRED;
  if ([...cleaned].length > ALBUM_NAME_MAX_LENGTH) return ALBUM_NAME_TOO_LONG;
  return null;
}

/** Another album of the event already has this name (any letter case). */
export function albumNameTakenMessage(name: string): AlbumWords {
  return { id: 'albums.nameTaken', values: { name: cleanAlbumName(name) } };
}
