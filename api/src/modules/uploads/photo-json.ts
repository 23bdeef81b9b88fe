import type { Upload } from '../../generated/prisma/client.ts';
import { factsJson, unsigned, type Sign } from '../../lib/entity-facts.ts';
import type { Equal, Expect } from '../../lib/type-checks.ts';
import type { LoadableLocale } from '../../../../common/i18n/locales.ts';
import { GUEST_PHOTO_FACTS, HOST_PHOTO_FACTS, OWN_PHOTO_FACTS } from './photo-fields.ts';

// REST answers about photos: the facts of photo-fields.ts, plus what REST alone names: the numeric `id`
// (GraphQL's global id and Photo.databaseId) and the SPEC data model's `storagePath`/`storageKey` (the
// stored keys behind url and originalUrl, which GraphQL hands out as addresses only).

/** A photo of the guest gallery as a guest gets it; `sign` adds a PIN-protected event's file token. */
export function guestPhotoJson(upload: Upload, sign: Sign) {
  return { id: upload.id, ...factsJson(GUEST_PHOTO_FACTS, upload, sign), storagePath: upload.displayKey };
}

/**
 * A photo as the event's hosts (and super-admins) get it: any status, the original included; `locale`,
 * the reader's, for the words of a processing failure (English without one).
 */
export function hostPhotoJson(upload: Upload, sign: Sign = unsigned, locale?: LoadableLocale) {
  return {
    id: upload.id,
    ...factsJson(HOST_PHOTO_FACTS, upload, sign, locale),
    storagePath: upload.displayKey,
    storageKey: upload.storageKey,
  };
}

/** A gallery photo for this caller: the hosts' view for members of the event, else the guests'. */
export function galleryPhotoJson(upload: Upload, isMember: boolean, sign: Sign = unsigned, locale?: LoadableLocale) {
  return isMember ? hostPhotoJson(upload, sign, locale) : guestPhotoJson(upload, sign);
}

/** A photo in its sender's own list (My photos); signed like the gallery's. */
export function ownPhotoJson(upload: Upload, sign: Sign) {
  return { id: upload.id, ...factsJson(OWN_PHOTO_FACTS, upload, sign) };
}

// tsc fails when a REST answer gains a field by hand instead of in the facts (which GraphQL shares).
type RestOnly<Json, Facts> = Exclude<keyof Json, keyof Facts>;
type _GuestJson = Expect<
  Equal<RestOnly<ReturnType<typeof guestPhotoJson>, typeof GUEST_PHOTO_FACTS>, 'id' | 'storagePath'>
>;
type _HostJson = Expect<
  Equal<RestOnly<ReturnType<typeof hostPhotoJson>, typeof HOST_PHOTO_FACTS>, 'id' | 'storagePath' | 'storageKey'>
>;
type _OwnJson = Expect<Equal<RestOnly<ReturnType<typeof ownPhotoJson>, typeof OWN_PHOTO_FACTS>, 'id'>>;
