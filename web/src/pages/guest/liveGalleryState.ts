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
}

export const NOTHING_YET: LiveGallery = { added: [], removedIds: new Set(), photoCount: null };

/** One message applied: a photo taken down and approved again shows again, once. */
export function applyGalleryUpdate(current: LiveGallery, update: GalleryUpdate): LiveGallery {
  const removed = new Set(update.removedIds);
  const addedIds = new Set(update.added.map((photo) => photo.id));
  return {
    added: [...update.added, ...current.added.filter((photo) => !addedIds.has(photo.id))].filter(
      (photo) => !removed.has(photo.id),
    ),
    removedIds: new Set([...current.removedIds, ...removed].filter((id) => !addedIds.has(id))),
    photoCount: update.photoCount,
  };
}
