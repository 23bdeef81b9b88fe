// The upload queue's storage in IndexedDB (through idb-keyval, under 1 kB gzip). The guest page loads this
// module with its first load, to say "You have N photos waiting to upload" after a reload; the uploader
// itself (tus-js-client, the queue runner, the dialog) loads only when it is needed.

import { createStore, del, delMany, set, values, type UseStore } from 'idb-keyval';
import type { QueuedPhoto, QueueStore } from './queueRecord';

let database: UseStore | null = null;

/** Opened on first use (the page's check for waiting photos), not when the module loads. */
function photoStore(): UseStore {
  database ??= createStore('guest-uploads', 'photos');
  return database;
}

async function listPhotos(slug: string): Promise<QueuedPhoto[]> {
  const all = await values<QueuedPhoto>(photoStore());
  return all.filter((photo) => photo.slug === slug).sort((a, b) => a.addedAt - b.addedAt);
}

export const browserQueueStore: QueueStore = {
  list: listPhotos,
  put: (photo) => set(photo.id, photo, photoStore()),
  remove: (id) => del(id, photoStore()),
};

/**
 * How many photos of the event are still waiting to be sent from this browser (0 where IndexedDB is not
 * available: private windows of some browsers, storage turned off).
 */
export async function countWaitingPhotos(slug: string): Promise<number> {
  if (typeof indexedDB === 'undefined') return 0;
  try {
    return (await listPhotos(slug)).length;
  } catch {
    return 0;
  }
}

/** Forgets the event's waiting photos (the guest chose Discard). */
export async function discardWaitingPhotos(slug: string): Promise<void> {
  const photos = await listPhotos(slug);
  await delMany(
    photos.map((photo) => photo.id),
    photoStore(),
  );
}
