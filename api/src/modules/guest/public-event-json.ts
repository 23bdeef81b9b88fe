import type { Event } from '../../generated/prisma/client.ts';
import type { VideoLimits } from '../../../../common/upload-limits.ts';
import type { FileSigner } from './file-access.ts';

/**
 * What guests may know about an event: never the PIN, the owner, moderation settings or anything
 * else private. Both the REST shim and GraphQL's PublicEvent expose exactly these fields. Without a
 * signer, the cover address is the one shared by every caller (what the public read cache digests).
 */
export function publicEventJson(event: Event, signer?: Pick<FileSigner, 'sign'>) {
  return {
    slug: event.slug,
    title: event.title,
    dateTime: event.dateTime,
    timeZone: event.timeZone,
    venueName: event.venueName,
    address: event.address,
    latitude: event.latitude,
    longitude: event.longitude,
    description: event.description,
    // Guests who passed the PIN gate get a cover address that opens without the PIN.
    coverImageUrl: signer ? signer.sign(event.coverImageUrl) : event.coverImageUrl,
    coupleNames: event.coupleNames,
    isPinRequired: event.isPinRequired,
    visibility: event.visibility,
    status: event.status,
    rsvpEnabled: event.rsvpEnabled,
    rsvpDeadline: event.rsvpDeadline,
    allowVideos: event.allowVideos,
    requireAlbum: event.requireAlbum,
    // What guests see of the gallery (decision 052); the photos themselves are held back by the server.
    galleryMode: event.galleryMode,
    revealAt: event.revealAt,
    // The event's language ('en', 'tr', 'de', 'es'): the guest page's when the browser asks for none of ours.
    language: event.language,
    contactName: event.contactName,
    contactEmail: event.contactEmail,
    contactPhone: event.contactPhone,
  };
}

export type PublicEvent = ReturnType<typeof publicEventJson>;

/**
 * The deployment's video limits (config.video) as guests' browsers learn them, for the uploader's checks
 * and the slideshow's turn; null where the event takes no videos (its uploader offers none).
 */
export function guestVideoLimits(event: Pick<Event, 'allowVideos'>, limits: VideoLimits): VideoLimits | null {
  if (!event.allowVideos) return null;
  return { maxBytes: limits.maxBytes, maxSeconds: limits.maxSeconds, slideshowSeconds: limits.slideshowSeconds };
}

/** The REST guest event (GET /api/events/{slug}): the event's own fields and the video limits it takes. */
export function guestEventJson(event: Event, limits: VideoLimits, signer?: Pick<FileSigner, 'sign'>) {
  return { ...publicEventJson(event, signer), videoLimits: guestVideoLimits(event, limits) };
}

export type GuestEvent = ReturnType<typeof guestEventJson>;
