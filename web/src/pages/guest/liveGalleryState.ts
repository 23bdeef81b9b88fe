import type { useLiveGallerySubscription$data } from '../../__generated__/useLiveGallerySubscription.graphql';
import { heartStamp, type LiveCount } from './hearts/heartState';

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
  /** Heart counts received since (issue 33; the server batches them), by photo, stamped when they came. */
  reactionCounts: ReadonlyMap<string, LiveCount>;
}

export const NOTHING_YET: LiveGallery = {
  added: [],
  removedIds: new Set(),
  photoCount: null,
  access: null,
  reactionCounts: new Map(),
};

/** A message's heart counts over the ones known (`reactionCounts` is absent from older test messages). */
function withCounts(
  known: ReadonlyMap<string, LiveCount>,
  counts: GalleryUpdate['reactionCounts'] | undefined,
): ReadonlyMap<string, LiveCount> {
  if (!counts || counts.length === 0) return known;
  const stamp = heartStamp();
  const next = new Map(known);
  for (const { photoId, count } of counts) next.set(photoId, { count, stamp });
  return next;
}

/**
 * One message applied: a photo taken down and approved again shows again, once. A message that starts over
 * (`startOver`: more photos changed than a page holds, issue 35), or whose access differs from the last
 * one's (a reveal, a changed mode; decision 052), brings the gallery's first page as the guest now sees
 * it: it replaces what was shown.
 */
export function applyGalleryUpdate(
  current: LiveGallery,
  update: Omit<GalleryUpdate, 'eventChanged' | 'reactionCounts' | 'startOver'> &
    Partial<Pick<GalleryUpdate, 'reactionCounts' | 'startOver'>>,
): LiveGallery {
  if (update.startOver === true || (current.access !== null && update.access !== current.access)) {
    return {
      added: update.added,
      removedIds: new Set(update.removedIds),
      photoCount: update.photoCount,
      access: update.access,
      reactionCounts: withCounts(new Map(), update.reactionCounts),
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
    reactionCounts: withCounts(current.reactionCounts, update.reactionCounts),
  };
}
