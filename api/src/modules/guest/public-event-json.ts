import type { Event } from '../../generated/prisma/client.ts';
import type { FileAccessTokens } from './file-access.ts';

/**
 * What guests may know about an event: never the PIN, the owner, moderation settings or anything
 * else private. Both the REST shim and GraphQL's PublicEvent expose exactly these fields.
 */
export function publicEventJson(event: Event, files?: FileAccessTokens) {
  return {
    slug: event.slug,
    title: event.title,
    dateTime: event.dateTime,
    venueName: event.venueName,
    address: event.address,
    latitude: event.latitude,
    longitude: event.longitude,
    description: event.description,
    // Guests who passed the PIN gate get a cover address that opens without the PIN.
    coverImageUrl: files ? files.sign(event.coverImageUrl, event) : event.coverImageUrl,
    coupleNames: event.coupleNames,
    isPinRequired: event.isPinRequired,
    visibility: event.visibility,
    status: event.status,
    rsvpEnabled: event.rsvpEnabled,
    rsvpDeadline: event.rsvpDeadline,
    contactName: event.contactName,
    contactEmail: event.contactEmail,
    contactPhone: event.contactPhone,
  };
}

export type PublicEvent = ReturnType<typeof publicEventJson>;
