import type { Event, GuestbookStatus, Prisma, ProcessingState, UploadStatus } from '../generated/prisma/client.ts';
import { galleryAccessAt, type GalleryAccessValue, revealPending } from '../../../common/gallery-modes.ts';

// What guests may see of an event's photos, written once: the guest gallery (REST and GraphQL), served
// files, live changes, the ZIP and every count a guest can read filter through these. Two rules meet here:
// which photos are fit to show at all (approved, copies made: decision 020), and how much of the gallery
// the event's mode lets a guest see (decision 052: everyone's, only their own, or none before a reveal
// and in a drop box). Hosts and super-admins never pass through these: they see everything.

/** The only photos guests see: approved ones whose copies are made (decision 020). */
export const GUEST_VISIBLE_STATUS = 'APPROVED' as const;
export const GUEST_VISIBLE_PROCESSING = 'READY' as const;

/** Photos fit to show guests, of any event: for relation filters and counts. */
export const GUEST_VISIBLE_PHOTO = {
  status: GUEST_VISIBLE_STATUS,
  processingState: GUEST_VISIBLE_PROCESSING,
} satisfies Prisma.UploadWhereInput;

/**
 * An event's photos fit to show guests, whatever its mode: what the guests' 'N photos' counts (also
 * before a reveal and in a drop box: a number shows no one's photo), and what a shared gallery lists.
 */
export function guestVisiblePhotosWhere(eventId: number) {
  return { eventId, ...GUEST_VISIBLE_PHOTO } satisfies Prisma.UploadWhereInput;
}

/** The same rule for a photo in hand (a served file, a live change). */
export function isGuestVisible(photo: { status: UploadStatus; processingState: ProcessingState }): boolean {
  return photo.status === GUEST_VISIBLE_STATUS && photo.processingState === GUEST_VISIBLE_PROCESSING;
}

/** The event's settings the mode rule reads. */
export type GalleryModeOf = Pick<Event, 'galleryMode' | 'revealAt'>;

/** How much of the gallery a guest sees now: ALL, OWN or NONE (common/gallery-modes.ts `galleryAccessAt`). */
export type GuestGalleryAccess = GalleryAccessValue;

/** The rule in common/gallery-modes.ts, which the guest page also uses between the server's messages. */
export function guestGalleryAccess(event: GalleryModeOf, now: Date = new Date()): GuestGalleryAccess {
  return galleryAccessAt(event.galleryMode, event.revealAt, now);
}

/** When the gallery opens to guests, if that is still to come (a SHARED gallery's future revealAt). */
export function pendingReveal(event: GalleryModeOf, now: Date = new Date()): Date | null {
  return revealPending(event.galleryMode, event.revealAt, now) ? event.revealAt : null;
}

/**
 * The photos of an event's gallery one guest sees now: `viewerKeyHash` is their browser's guest key for
 * the event (null: none yet, so nothing of their own). Their own photos still go by the approval rule:
 * My photos (guestOwnPhotos) is where a sender sees everything they sent.
 */
export function guestGalleryWhere(
  event: GalleryModeOf & Pick<Event, 'id'>,
  viewerKeyHash: string | null,
  now: Date = new Date(),
): Prisma.UploadWhereInput {
  const shown = guestVisiblePhotosWhere(event.id);
  switch (guestGalleryAccess(event, now)) {
    case 'ALL':
      return shown;
    case 'OWN':
      return viewerKeyHash === null ? { ...shown, id: { in: [] } } : { ...shown, guestKeyHash: viewerKeyHash };
    case 'NONE':
      return { ...shown, id: { in: [] } };
  }
}

/**
 * The photos among `photoIds` this guest sees in the gallery now: what a guestbook message shows of the
 * photo attached to it (a photo awaiting review, hidden, or out of sight in this mode shows nothing).
 */
export function guestGalleryPhotosWhere(
  event: GalleryModeOf & Pick<Event, 'id'>,
  viewerKeyHash: string | null,
  photoIds: number[],
  now: Date = new Date(),
): Prisma.UploadWhereInput {
  return { AND: [guestGalleryWhere(event, viewerKeyHash, now), { id: { in: photoIds } }] };
}

/** Whether a guest sees one photo of the gallery now (the live gallery's filter). */
export function isInGuestGallery(
  event: GalleryModeOf,
  photo: { status: UploadStatus; processingState: ProcessingState; guestKeyHash: string | null },
  viewerKeyHash: string | null,
  now: Date = new Date(),
): boolean {
  if (!isGuestVisible(photo)) return false;
  switch (guestGalleryAccess(event, now)) {
    case 'ALL':
      return true;
    case 'OWN':
      return isOwnPhoto(photo, viewerKeyHash);
    case 'NONE':
      return false;
  }
}

/**
 * Whether a guest may open a file of a photo (its display copy, thumbnail, web video): a photo of the
 * gallery they see, or one their own browser sent (whatever the hosts decided: My photos shows it), and
 * never another guest's in OWN, a drop box or before a reveal, whatever PIN or file token they hold.
 */
export function mayGuestOpenPhoto(
  event: GalleryModeOf,
  photo: { status: UploadStatus; processingState: ProcessingState; guestKeyHash: string | null },
  viewerKeyHash: string | null,
  now: Date = new Date(),
): boolean {
  return isOwnPhoto(photo, viewerKeyHash) || isInGuestGallery(event, photo, viewerKeyHash, now);
}

function isOwnPhoto(photo: { guestKeyHash: string | null }, viewerKeyHash: string | null): boolean {
  return photo.guestKeyHash !== null && viewerKeyHash !== null && photo.guestKeyHash === viewerKeyHash;
}

// ---- The guestbook (decision 057): the same two rules for guests' messages ---------------------------

/** The only guestbook messages guests see of others: approved ones. */
export const GUEST_VISIBLE_GUESTBOOK_STATUS = 'APPROVED' as const;

/**
 * The guestbook messages of an event one guest sees now, beside their own (which "Your messages" lists
 * whatever their status): approved messages as far as the mode lets them see the gallery. A shared
 * gallery shows everyone's; OWN only their own; before a reveal and in a drop box none (a message says
 * as much as a photo, and the couple chose to keep the gallery closed).
 */
export function guestGuestbookWhere(
  event: GalleryModeOf & Pick<Event, 'id'>,
  viewerKeyHash: string | null,
  now: Date = new Date(),
): Prisma.GuestbookEntryWhereInput {
  const shown = { eventId: event.id, status: GUEST_VISIBLE_GUESTBOOK_STATUS } as const;
  switch (guestGalleryAccess(event, now)) {
    case 'ALL':
      return shown;
    case 'OWN':
      return viewerKeyHash === null ? { ...shown, id: { in: [] } } : { ...shown, guestKeyHash: viewerKeyHash };
    case 'NONE':
      return { ...shown, id: { in: [] } };
  }
}

/** Whether a guest sees one guestbook message among the event's now (the live guestbook's filter). */
export function isInGuestGuestbook(
  event: GalleryModeOf,
  entry: { status: GuestbookStatus; guestKeyHash: string },
  viewerKeyHash: string | null,
  now: Date = new Date(),
): boolean {
  if (entry.status !== GUEST_VISIBLE_GUESTBOOK_STATUS) return false;
  switch (guestGalleryAccess(event, now)) {
    case 'ALL':
      return true;
    case 'OWN':
      return viewerKeyHash !== null && entry.guestKeyHash === viewerKeyHash;
    case 'NONE':
      return false;
  }
}
