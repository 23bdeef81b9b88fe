import { randomUUID } from 'node:crypto';

// Where every stored file lives and the address it is served at: one home, so the files route, the
// services, the sweep and the serializers agree on the layout.
//
//   events/{eventId}/photos/{uuid}/original.{jpg|png|webp|heic}   the guest's file (hosts only)
//   events/{eventId}/photos/{uuid}/display.jpg                    the copy guests see
//   events/{eventId}/photos/{uuid}/thumb.jpg                      its thumbnail
//   events/{eventId}/videos/{uuid}/original.{mp4|mov|webm|mkv}    the guest's clip (hosts only)
//   events/{eventId}/videos/{uuid}/web.mp4                        the copy guests play (decision 051)
//   events/{eventId}/videos/{uuid}/poster.jpg, thumb.jpg          its poster frame and thumbnail
//   events/{eventId}/cover/{uuid}.jpg                             the event's cover
//   incoming/{photos|videos|covers}/{eventId}/{uuid}             signed uploads not completed yet
//   incoming/resumable/{uuid} (+ .json on local disk)            resumable (tus) uploads not finished yet
//   accounts/{userId}/exports/{exportId}.zip                     "Download my data" archives (a week each)

/** The address a stored file is served at (GET /api/uploads/*). */
export function fileUrl(key: string): string {
  return `/api/uploads/${key}`;
}

/** The stored key behind an address of ours, or null for anything else (a cover hosted elsewhere). */
export function keyOfFileUrl(url: string): string | null {
  return url.startsWith('/api/uploads/') ? url.slice('/api/uploads/'.length).split('?')[0]! : null;
}

/** Under it: every stored file of every event. */
export const EVENT_FILES_ROOT = 'events/';
/** Under it: signed uploads not completed yet. */
export const INCOMING_ROOT = 'incoming/';

/** Under it: files that belong to an account rather than an event (its data exports). */
export const ACCOUNT_FILES_ROOT = 'accounts/';

/** Every file of an account, so deleting the account removes them in one sweep. */
export function accountFilesPrefix(userId: number): string {
  return `${ACCOUNT_FILES_ROOT}${userId}/`;
}

/** The key of one "Download my data" archive. */
export function dataExportKey(userId: number, exportId: number): string {
  return `${accountFilesPrefix(userId)}exports/${exportId}.zip`;
}

/** Every file of an event, so deleting the event removes them in one sweep. */
export function eventFilesPrefix(eventId: number): string {
  return `${EVENT_FILES_ROOT}${eventId}/`;
}

/** The extension an original keeps, by its sniffed type. */
export const PHOTO_EXTENSIONS: Readonly<Record<string, string>> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/heic': 'heic',
};

/** Keys of one new photo. */
export function photoKeys(eventId: number, mimeType: string) {
  const base = `${eventFilesPrefix(eventId)}photos/${randomUUID()}`;
  return {
    original: `${base}/original.${PHOTO_EXTENSIONS[mimeType] ?? 'bin'}`,
    display: `${base}/display.jpg`,
    thumbnail: `${base}/thumb.jpg`,
  };
}

/** The extension a video original keeps, by its sniffed container. */
export const VIDEO_EXTENSIONS: Readonly<Record<string, string>> = {
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
  'video/webm': 'webm',
  'video/x-matroska': 'mkv',
};

/**
 * Keys of one new video. `display` and `thumbnail` are its poster frame's copies, so everything that shows
 * an upload as a picture (grids, previews, old clients) shows a video's poster; `video` is what guests play.
 */
export function videoKeys(eventId: number, mimeType: string) {
  const base = `${eventFilesPrefix(eventId)}videos/${randomUUID()}`;
  return {
    original: `${base}/original.${VIDEO_EXTENSIONS[mimeType] ?? 'bin'}`,
    video: `${base}/web.mp4`,
    display: `${base}/poster.jpg`,
    thumbnail: `${base}/thumb.jpg`,
  };
}

/** The stored keys an upload row names: a photo's three, a video's four. */
export interface UploadKeys {
  storageKey: string;
  displayKey: string;
  thumbnailKey: string;
  videoKey: string | null;
}

/**
 * Every file of one upload, original first: what removing an upload removes (a guest's delete, a failed
 * photo, a host deleting a failed one) and what the orphan sweep keeps while the row lives. One list, so a
 * new kind of copy cannot be forgotten in one of those places.
 */
export function uploadFileKeys(upload: UploadKeys): string[] {
  return [upload.storageKey, ...uploadCopyKeys(upload)];
}

/** The copies guests may see of an upload (display or poster, thumbnail, a video's web copy): no original. */
export function uploadCopyKeys(upload: Omit<UploadKeys, 'storageKey'>): string[] {
  return [upload.displayKey, upload.thumbnailKey, ...(upload.videoKey ? [upload.videoKey] : [])];
}

/** The key of a new cover. */
export function coverKey(eventId: number): string {
  return `${eventFilesPrefix(eventId)}cover/${randomUUID()}.jpg`;
}

/**
 * What a signed upload link was handed out for: a guest's photo (25 MB), a guest's video (MAX_VIDEO_BYTES),
 * an event's cover. The kind bounds what complete accepts; the bytes still decide what the file is.
 */
export type IncomingKind = 'photos' | 'videos' | 'covers';

/** Where signed uploads wait until completed; the orphan sweep removes abandoned ones. */
export function incomingPrefix(kind: IncomingKind, eventId: number): string {
  return `${INCOMING_ROOT}${kind}/${eventId}/`;
}

/** A new key for a signed upload of the event. */
export function incomingKey(kind: IncomingKind, eventId: number): string {
  return `${incomingPrefix(kind, eventId)}${randomUUID()}`;
}

/** Whether `key` is a signed-upload key of this event (what complete accepts). */
export function isIncomingKey(kind: IncomingKind, eventId: number, key: unknown): key is string {
  const prefix = incomingPrefix(kind, eventId);
  return typeof key === 'string' && key.startsWith(prefix) && /^[0-9a-f-]{36}$/.test(key.slice(prefix.length));
}

const PHOTO_KEY = /^events\/(\d+)\/photos\/[0-9a-f-]{36}\/(original\.(?:jpg|png|webp|heic)|display\.jpg|thumb\.jpg)$/;
const VIDEO_KEY =
  /^events\/(\d+)\/videos\/[0-9a-f-]{36}\/(original\.(?:mp4|mov|webm|mkv)|web\.mp4|poster\.jpg|thumb\.jpg)$/;
const COVER_KEY = /^events\/(\d+)\/cover\/[0-9a-f-]{36}\.jpg$/;

/**
 * What a served key is: a file of a guest's upload (kind 'photo', a video's files included: one row, one
 * set of rules) or a cover, and of which event; null for any other key.
 */
export function parseFileKey(key: string): { kind: 'photo' | 'cover'; eventId: number } | null {
  const upload = PHOTO_KEY.exec(key) ?? VIDEO_KEY.exec(key);
  if (upload) return { kind: 'photo', eventId: Number(upload[1]) };
  const cover = COVER_KEY.exec(key);
  if (cover) return { kind: 'cover', eventId: Number(cover[1]) };
  return null;
}

/** Where resumable (tus) uploads keep their bytes until the last one arrives (decision 029). */
export const RESUMABLE_ROOT = `${INCOMING_ROOT}resumable/`;

const RESUMABLE_ID = /^[0-9a-f-]{36}$/;

/** A new id for a resumable upload: the last segment of its address, and of its key. */
export function newResumableUploadId(): string {
  return randomUUID();
}

/** Whether `id` is one of ours (anything else names no upload, and never reaches storage). */
export function isResumableUploadId(id: unknown): id is string {
  return typeof id === 'string' && RESUMABLE_ID.test(id);
}

/** The key of a resumable upload's bytes; the orphan sweep removes those abandoned (under INCOMING_ROOT). */
export function resumableUploadKey(id: string): string {
  return `${RESUMABLE_ROOT}${id}`;
}

/** The local file store keeps each upload's details next to its bytes, under this key. */
export function resumableUploadInfoKey(id: string): string {
  return `${resumableUploadKey(id)}.json`;
}
