import type { Prisma, ProcessingState, UploadStatus } from '../generated/prisma/client.ts';

// What guests may see of an event's photos, written once: the guest gallery (REST and GraphQL), served
// files, live changes, the ZIP and every count a guest can read filter through these.

/** The only photos guests see: approved ones whose copies are made (decision 020). */
export const GUEST_VISIBLE_STATUS = 'APPROVED' as const;
export const GUEST_VISIBLE_PROCESSING = 'READY' as const;

/** Photos guests may see, of any event: for relation filters and counts. */
export const GUEST_VISIBLE_PHOTO = {
  status: GUEST_VISIBLE_STATUS,
  processingState: GUEST_VISIBLE_PROCESSING,
} satisfies Prisma.UploadWhereInput;

/** An event's photos as guests may see them. */
export function guestVisiblePhotosWhere(eventId: number) {
  return { eventId, ...GUEST_VISIBLE_PHOTO } satisfies Prisma.UploadWhereInput;
}

/** The same rule for a photo in hand (a served file, a live change). */
export function isGuestVisible(photo: { status: UploadStatus; processingState: ProcessingState }): boolean {
  return photo.status === GUEST_VISIBLE_STATUS && photo.processingState === GUEST_VISIBLE_PROCESSING;
}
