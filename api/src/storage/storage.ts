import type { Readable } from 'node:stream';

/** What a stored object is, as far as serving it needs. */
export interface StoredObject {
  bytes: number;
  contentType: string;
}

/** What `stat` answers: the object, and a version that changes whenever its bytes may have (a validator). */
export interface StoredObjectInfo extends StoredObject {
  /** Local disk: the file's inode and modification time; GCS: the object's generation. */
  version: string;
}

/**
 * Bytes `start` to `end` of an object, both included (as HTTP's Range counts them). Callers resolve a
 * client's range against the object's size first (modules/files/byte-range.ts): drivers take only
 * `0 <= start <= end < size`.
 */
export interface ByteRange {
  start: number;
  end: number;
}

/** Throws unless `range` is whole byte offsets with `0 <= start <= end` (every driver checks it first). */
export function assertValidRange(range: ByteRange): void {
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start < 0 || end < start) {
    throw new RangeError(`Invalid byte range ${start}-${end}.`);
  }
}

/** Where and how a client PUTs an object: every header listed must be sent as is (they are signed). */
export interface SignedUpload {
  url: string;
  /** Always `Content-Type`; on GCS also `x-goog-content-length-range`, which bounds the body's size. */
  headers: Record<string, string>;
}

/** Where a browser may GET an object straight from the store, and how long it may reuse that answer. */
export interface SignedRead {
  url: string;
  /** Seconds a browser may keep the redirect to `url` (the URL itself stays valid longer). */
  reuseSeconds: number;
}

/**
 * Where photos and covers live: local disk by default, Google Cloud Storage in production.
 * Keys are relative paths of [A-Za-z0-9._-] segments joined by '/'; drivers refuse anything else
 * (no '..', no leading '/', no empty segment), so a key can never escape the store.
 */
export interface StorageDriver {
  readonly kind: 'local' | 'gcs';
  /**
   * Streams `body` into `key`. Readers never see a partial object: on any failure (the body errors,
   * or grows past `maxBytes`, which rejects with PayloadTooLargeError) nothing is left under `key`.
   */
  write(key: string, body: Readable, options: { contentType: string; maxBytes?: number }): Promise<StoredObject>;
  /**
   * Stores the local file at `path` under `key`, durably, and takes it: on success `path` is gone. Local
   * disk moves it into place (one write of the bytes, not two: what an upload's answer waits for); GCS
   * uploads it. On failure nothing is left under `key` and `path` is still the caller's to remove.
   */
  adopt(path: string, key: string, options: { contentType: string }): Promise<StoredObject>;
  /**
   * The object's bytes as a stream, or only those of `range` (video players ask for parts of large files),
   * or null when there is no such object.
   */
  read(key: string, range?: ByteRange): Promise<Readable | null>;
  /** Size, type and version, or null when there is no such object. */
  stat(key: string): Promise<StoredObjectInfo | null>;
  /** Removes the object; a missing object is not an error. */
  delete(key: string): Promise<void>;
  /** Removes every object whose key starts with `prefix` (which must end with '/'); returns how many. */
  deletePrefix(prefix: string): Promise<number>;
  /** Removes the objects under `prefix` last written before `cutoff` (abandoned uploads); returns how many. */
  deleteOlderThan(prefix: string, cutoff: Date): Promise<number>;
  /**
   * Removes what writes cut short by a crash left behind (local: half-written files in the temp folder, never
   * visible under a key), last touched before `cutoff`; returns how many. GCS keeps none: an object appears
   * whole or not at all.
   */
  removeInterruptedWrites(cutoff: Date): Promise<number>;
  /** Keys of the objects under `prefix` last written before `cutoff`, in no particular order. */
  listOlderThan(prefix: string, cutoff: Date): AsyncIterable<string>;
  /**
   * A URL the browser can PUT the object's bytes to directly, with `Content-Type: contentType`,
   * valid for `expiresInSeconds`, refusing bodies over `maxBytes`. Local storage answers a path on our own
   * server (an HMAC-signed, expiring token); GCS answers a v4 signed URL with a signed content-length range.
   */
  signedUploadUrl(
    key: string,
    options: { contentType: string; maxBytes: number; expiresInSeconds: number },
  ): Promise<SignedUpload>;
  /**
   * A short-lived URL the browser can GET (and HEAD, with ranges) the object from directly, answered with
   * `contentType` and `disposition`; null: this store serves nothing itself (local disk, or GCS with
   * GCS_SIGNED_READS=false), so the files route sends the bytes. Called only after the file's rules ran
   * (decision 063).
   */
  signedReadUrl(key: string, options: { contentType: string; disposition: string }): Promise<SignedRead | null>;
}
