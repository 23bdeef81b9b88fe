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
  /**
   * The album chosen for it (GuestAlbum.databaseId, issue 31), null for none. Sent in the upload's metadata
   * when it is created; once created the server keeps its own checked copy, so a resumed upload keeps it.
   */
  albumId: number | null;
  /** Where the server keeps the bytes received so far (tus); null until the upload was created. */
  uploadUrl: string | null;
  /** 'waiting': still to send (also after an interruption); 'failed': the server refused it, for `error`. */
  state: 'waiting' | 'failed';
  error: string | null;
  /**
   * The input the server's refusal named (its answer's `field`), null for none: `albumId` when the album
   * was deleted meanwhile or one is required. What the dialog acts on, in any language (not `error`).
   */
  refusedField: string | null;
  /** When the guest picked it (ms since the epoch): the queue sends in that order. */
  addedAt: number;
};

/**
 * A record as a browser may hold it: those kept before albums existed have no `albumId`, those kept
 * before refusals named their field no `refusedField`.
 */
export type StoredQueuedPhoto = Omit<QueuedPhoto, 'albumId' | 'refusedField'> & {
  albumId?: unknown;
  refusedField?: unknown;
};

/**
 * The album refusals' English words, as records kept before refusals named their field hold them: such a
 * photo still asks the guest to choose again.
 */
const ALBUM_REFUSALS_BEFORE_FIELDS = new Set([
  'Please choose an album.',
  'This album is not one of this event’s albums. Please choose another.',
]);

/** A kept record as the queue uses it: one kept before albums (or with a value no album has) goes in none. */
export function queuedPhotoFrom(record: StoredQueuedPhoto): QueuedPhoto {
  const { albumId, refusedField } = record;
  return {
    ...record,
    albumId: typeof albumId === 'number' && Number.isInteger(albumId) && albumId > 0 ? albumId : null,
    refusedField:
      typeof refusedField === 'string'
        ? refusedField
        : record.error !== null && ALBUM_REFUSALS_BEFORE_FIELDS.has(record.error)
          ? 'albumId'
          : null,
  };
}

/** Where queued photos are kept: IndexedDB in the browser (waitingPhotos.ts), memory in unit tests. */
export interface QueueStore {
  /** The event's queued photos, oldest first. */
  list(slug: string): Promise<QueuedPhoto[]>;
  put(photo: QueuedPhoto): Promise<void>;
  remove(id: string): Promise<void>;
}
