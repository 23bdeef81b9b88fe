import type { GuestbookEntry, Upload } from '../../generated/prisma/client.ts';
import type { Sign } from '../../lib/entity-facts.ts';
import { guestPhotoJson } from '../uploads/photo-json.ts';

// Messages as REST answers carry them: the name and message exactly as stored, plain text that pages show
// as text (never as HTML). The guest key's hash never leaves the server.

/** A message as guests see it among the event's. */
export function guestbookEntryJson(entry: GuestbookEntry) {
  return {
    id: entry.id,
    name: entry.name,
    message: entry.message,
    createdAt: entry.createdAt.toISOString(),
  };
}

/**
 * A message among the event's with the photo attached to it, as the gallery item guests get, when this
 * guest sees that photo in the gallery now (`photos`: those they see, by id); else `photo` is null.
 */
export function guestbookEntryWithPhotoJson(entry: GuestbookEntry, photos: Map<number, Upload>, sign: Sign) {
  const photo = entry.uploadId === null ? undefined : photos.get(entry.uploadId);
  return { ...guestbookEntryJson(entry), photo: photo ? guestPhotoJson(photo, sign) : null };
}

/** One of the caller's own messages ("Your messages"): with its status and the photo it goes with. */
export function ownGuestbookEntryJson(entry: GuestbookEntry) {
  return { ...guestbookEntryJson(entry), status: entry.status, uploadId: entry.uploadId };
}

/** A message as the event's hosts (and admins) see it. */
export function hostGuestbookEntryJson(entry: GuestbookEntry) {
  return {
    ...ownGuestbookEntryJson(entry),
    moderatedAt: entry.moderatedAt?.toISOString() ?? null,
  };
}
