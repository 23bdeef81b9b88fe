// What the upload queue keeps per photo in the browser's storage, so a reload or a closed tab loses nothing.
// Kept free of tus-js-client and React: the guest page's first load reads these records (waitingPhotos.ts).

/** A photo the guest picked that has not reached the server yet. Sent photos are taken out of the store. */
export type QueuedPhoto = {
  /** Unique in the browser (the store's key). */
  id: string;
  slug: string;
  /** The photo itself (IndexedDB keeps a File or Blob as it is). */
  blob: Blob;
  name: string;
  type: string;
  size: number;
  /** The name the guest gave in the dialog, '' for none. */
  uploaderName: string;
  /** Where the server keeps the bytes received so far (tus); null until the upload was created. */
  uploadUrl: string | null;
  /** 'waiting': still to send (also after an interruption); 'failed': the server refused it, for `error`. */
  state: 'waiting' | 'failed';
  error: string | null;
  /** When the guest picked it (ms since the epoch): the queue sends in that order. */
  addedAt: number;
};

/** Where queued photos are kept: IndexedDB in the browser (waitingPhotos.ts), memory in unit tests. */
export interface QueueStore {
  /** The event's queued photos, oldest first. */
  list(slug: string): Promise<QueuedPhoto[]>;
  put(photo: QueuedPhoto): Promise<void>;
  remove(id: string): Promise<void>;
}
