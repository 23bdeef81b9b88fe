import type { useLiveGallerySubscription$data } from '../../__generated__/useLiveGallerySubscription.graphql';

type GalleryUpdate = useLiveGallerySubscription$data['galleryUpdated'];
export type LivePhoto = GalleryUpdate['added'][number];

/** What changed in the gallery since the page loaded it. */
export interface LiveGallery {
  /** Photos approved since, newest first. */
  added: readonly LivePhoto[];
  /** Photos taken down since. */
  removedIds: ReadonlySet<string>;
  /** Approved photos now (null until the server has answered). */
  photoCount: number | null;
  /** How much of the gallery this guest sees now, as the server last said (null until it has answered). */
  access: GalleryUpdate['access'] | null;
}

export const NOTHING_YET: LiveGallery = { added: [], removedIds: new Set(), photoCount: null, access: null };

/**
 * One message applied: a photo taken down and approved again shows again, once. A message whose access
 * differs from the last one's (a reveal, a changed mode; decision 052) brings the gallery as the guest now
 * sees it: it replaces what was shown.
 */
export function applyGalleryUpdate(current: LiveGallery, update: Omit<GalleryUpdate, 'eventChanged'>): LiveGallery {
  if (current.access !== null && update.access !== current.access) {
    return {
      added: update.added,
      removedIds: new Set(update.removedIds),
      photoCount: update.photoCount,
      access: update.access,
    };
  }
  const removed = new Set(update.removedIds);
  const addedIds = new Set(update.added.map((photo) => photo.id));
  return {
    added: [...update.added, ...current.added.filter((photo) => !addedIds.has(photo.id))].filter(
      (photo) => !removed.has(photo.id),
    ),
    removedIds: new Set([...current.removedIds, ...removed].filter((id) => !addedIds.has(id))),
    photoCount: update.photoCount,
    access: update.access,
  };
}
