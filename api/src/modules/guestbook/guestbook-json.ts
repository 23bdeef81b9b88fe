import type { GuestbookEntry } from '../../generated/prisma/client.ts';

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
