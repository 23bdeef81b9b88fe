// The upload queue as the browser runs it: photos kept in IndexedDB, sent with tus-js-client, paused by
// the window's offline event. One queue per event for the page's life, so the dialog can close and open
// again without losing what it shows.

import { sendResumable } from '../../../api/resumableUpload';
import { UploadQueue, type Connectivity } from './uploadQueue';
import { browserQueueStore } from './waitingPhotos';

const windowConnectivity: Connectivity = {
  isOnline: () => navigator.onLine,
  subscribe: (listener) => {
    const online = () => listener(true);
    const offline = () => listener(false);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    return () => {
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
    };
  },
};

const queues = new Map<string, { queue: UploadQueue; pin: { current: string | null } }>();

/** The event's upload queue; `pin` is the one the page opened with (it can change after the PIN gate). */
export function uploadQueueFor(slug: string, pin: string | null): UploadQueue {
  let entry = queues.get(slug);
  if (!entry) {
    const pinRef = { current: pin };
    const queue = new UploadQueue({
      slug,
      store: browserQueueStore,
      connectivity: windowConnectivity,
      send: (photo, events) =>
        sendResumable({
          slug,
          pin: pinRef.current,
          file: photo.blob,
          filename: photo.name,
          filetype: photo.type,
          uploaderName: photo.uploaderName,
          albumId: photo.albumId,
          uploadUrl: photo.uploadUrl,
          onUploadUrl: events.onUploadUrl,
          onProgress: events.onProgress,
        }),
    });
    entry = { queue, pin: pinRef };
    queues.set(slug, entry);
  }
  entry.pin.current = pin;
  return entry.queue;
}
