import type { Event, ProcessingState, UploadStatus } from '../../generated/prisma/client.ts';
import { guestGalleryAccess, isGuestVisible } from '../../access/guest-visibility.ts';
import { isOpenToAnyone } from '../guest/guest.service.ts';

// Who may keep a served file, and for how long (decision 063): one home for the rule, read by the files
// route for every answer about a file (200, 206, 304, HEAD) and by the redirect to a signed bucket URL.

/**
 * A year, `immutable`: a copy that anyone holding the link sees alike. Its address is its write-once key
 * (file-keys.ts: a random UUID per upload, never written again), so its bytes never change under it and
 * a CDN or browser may keep it without asking again.
 */
export const SHARED_FILE_CACHE = 'public, max-age=31536000, immutable';

/**
 * Everything else: private to the browser and short. A photo taken down, or an event switched off,
 * deleted, given a PIN or a mode that hides it, must not stay readable from a shared cache. After it, the
 * browser revalidates (ETag) and gets a 304 once the event's rules let it in again.
 */
export const PRIVATE_FILE_CACHE = 'private, max-age=300';

/** How a file was let through: what the cache rule reads. */
export type FileAudience = 'shared' | 'private';

type OpenEvent = Pick<Event, 'deletedAt' | 'status' | 'isPinRequired' | 'galleryMode' | 'revealAt'>;

/**
 * Whether a copy of a guest's upload (display copy, thumbnail, poster, web video; never the original) may
 * be kept by shared caches: the event is open to anyone with the link (live, active, no PIN), its mode
 * shows every guest the whole gallery now (SHARED and revealed; not OWN, not a drop box), and the photo
 * is one guests see (approved, copies made). Hosts' requests stay private: they see files guests do not.
 */
export function uploadFileAudience(
  event: OpenEvent,
  photo: { status: UploadStatus; processingState: ProcessingState },
  options: { isOriginal: boolean; isMember: boolean },
  now: Date = new Date(),
): FileAudience {
  const shared =
    !options.isOriginal &&
    !options.isMember &&
    isOpenToAnyone(event) &&
    guestGalleryAccess(event, now) === 'ALL' &&
    isGuestVisible(photo);
  return shared ? 'shared' : 'private';
}

/** The same for an event's cover: shown on the guest page whatever the mode, so open events share it. */
export function coverFileAudience(event: OpenEvent, options: { isMember: boolean }): FileAudience {
  return !options.isMember && isOpenToAnyone(event) ? 'shared' : 'private';
}

/** The Cache-Control of a file served to this audience. */
export function fileCacheControl(audience: FileAudience | undefined): string {
  return audience === 'shared' ? SHARED_FILE_CACHE : PRIVATE_FILE_CACHE;
}
