// The upload queue's storage in IndexedDB (through idb-keyval, under 1 kB gzip). The guest page loads this
// module with its first load, to say "You have N photos waiting to upload" after a reload; the uploader
// itself (tus-js-client, the queue runner, the dialog) loads only when it is needed.

import { createStore, del, delMany, set, values, type UseStore } from 'idb-keyval';
import { UPLOAD_FAILED } from '../../../api/uploadFailure';
import { isVideoFile } from '../uploadRules';
import { queuedPhotoFrom, type QueuedPhoto, type QueueStore, type StoredQueuedPhoto } from './queueRecord';

let database: UseStore | null = null;

/** Opened on first use (the page's check for waiting photos), not when the module loads. */
function photoStore(): UseStore {
  database ??= createStore('guest-uploads', 'photos');
  return database;
}

async function listPhotos(slug: string): Promise<QueuedPhoto[]> {
  const all = await values<StoredQueuedPhoto>(photoStore());
  return all
    .filter((photo) => photo.slug === slug)
    .map(queuedPhotoFrom)
    .sort((a, b) => a.addedAt - b.addedAt);
}

export const browserQueueStore: QueueStore = {
  list: listPhotos,
  put: (photo) => set(photo.id, photo, photoStore()),
  remove: (id) => del(id, photoStore()),
};

/**
 * A photo the server refused (or that failed every try), kept with the server's reason until removed (or
 * UPLOAD_FAILED, SPEC §8, without one: shown in the reader's language, upload/failureText.ts).
 */
export type RefusedPhoto = { id: string; name: string; error: string };

/** What this browser keeps for the event: photos still to send (`videos` of them are videos), and photos refused. */
export type KeptPhotos = { waiting: number; videos: number; refused: RefusedPhoto[] };

/**
 * The event's photos kept in this browser: how many are still waiting to be sent, and those refused, which
 * are not waiting (sending them again as they are would be refused again). Nothing where IndexedDB is not
 * available (private windows of some browsers, storage turned off).
 */
export async function readKeptPhotos(slug: string): Promise<KeptPhotos> {
  if (typeof indexedDB === 'undefined') return { waiting: 0, videos: 0, refused: [] };
  try {
    const photos = await listPhotos(slug);
    const waiting = photos.filter((photo) => photo.state === 'waiting');
    return {
      waiting: waiting.length,
      videos: waiting.filter((photo) => isVideoFile(photo)).length,
      refused: photos
        .filter((photo) => photo.state === 'failed')
        .map((photo) => ({ id: photo.id, name: photo.name, error: photo.error || UPLOAD_FAILED })),
    };
  } catch {
    return { waiting: 0, videos: 0, refused: [] };
  }
}

/** Forgets one kept photo (the guest removed a refused one from the page). */
export async function removeKeptPhoto(id: string): Promise<void> {
  await del(id, photoStore());
}

/** Forgets the event's waiting photos (the guest chose Discard); refused ones stay, shown on their own. */
export async function discardWaitingPhotos(slug: string): Promise<void> {
  const photos = (await listPhotos(slug)).filter((photo) => photo.state === 'waiting');
  await delMany(
    photos.map((photo) => photo.id),
    photoStore(),
  );
}
