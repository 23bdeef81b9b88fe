import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Storage, type Bucket, type File, type GetFilesOptions } from '@google-cloud/storage';
import { PayloadTooLargeError } from '../lib/errors.ts';
import { assertValidKey, assertValidPrefix } from './keys.ts';
import {
  assertValidRange,
  type ByteRange,
  type SignedRead,
  type SignedUpload,
  type StorageDriver,
  type StoredObject,
  type StoredObjectInfo,
} from './storage.ts';

export interface GcsStorageOptions {
  bucket: string;
  projectId?: string;
  /** A service-account key file; unset: Application Default Credentials. */
  keyFilename?: string;
  /** An emulator's origin (our STORAGE_EMULATOR_HOST), e.g. http://localhost:4443; unset: Google. */
  apiEndpoint?: string;
  /**
   * Longest any single request may take, uploads included. An upload we abort (too big, or the body failed) is
   * left hanging on purpose, since ending it would commit a truncated object; this is what finally closes it.
   */
  requestTimeoutMs?: number;
  /** Answer signedReadUrl with a v4 signed GET URL (GCS_SIGNED_READS, decision 063); off: null. */
  signedReads?: boolean;
}

const DEFAULT_REQUEST_TIMEOUT_MS = 10 * 60_000;
const DELETE_CONCURRENCY = 16;

/**
 * Signed read URLs are signed as of the start of the current window and stay valid for two windows, so
 * every redirect in one window names the same URL (a browser's cache of the bucket's answer is keyed by
 * it) and each is valid for at least one window after it is handed out.
 */
const SIGNED_READ_WINDOW_MS = 5 * 60_000;
/** How long a browser may reuse a redirect: well inside the window the URL has left at least. */
const SIGNED_READ_REUSE_SECONDS = 60;

/** Objects in a Google Cloud Storage bucket, keyed by object name. */
export class GcsStorage implements StorageDriver {
  readonly kind = 'gcs' as const;
  readonly #bucket: Bucket;
  readonly #signedReads: boolean;

  constructor(options: GcsStorageOptions) {
    this.#signedReads = options.signedReads ?? false;
    const storage = new Storage({
      projectId: options.projectId,
      keyFilename: options.keyFilename,
      apiEndpoint: options.apiEndpoint,
      timeout: options.requestTimeoutMs ?? DEFAULT_REQUEST_TIMEOUT_MS,
    });
    if (options.apiEndpoint) {
      // The library also reads STORAGE_EMULATOR_HOST itself and then drops /storage/v1 from the JSON API base
      // (googleapis/nodejs-storage#1314), while uploads keep /upload/storage/v1; pin the base to the endpoint.
      storage.baseUrl = `${storage.apiEndpoint}/storage/v1`;
    }
    this.#bucket = storage.bucket(options.bucket);
  }

  /** The bucket itself, for the resumable upload store (@tus/gcs-store), which keys objects as we do. */
  get bucket(): Bucket {
    return this.#bucket;
  }

  async adopt(path: string, key: string, options: { contentType: string }): Promise<StoredObject> {
    const stored = await this.write(key, createReadStream(path), options);
    await rm(path, { force: true });
    return stored;
  }

  async write(key: string, body: Readable, options: { contentType: string; maxBytes?: number }): Promise<StoredObject> {
    assertValidKey(key);
    const file = this.#bucket.file(key);
    let bytes = 0;
    let bodyComplete = false;
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        bytes += chunk.length;
        if (options.maxBytes !== undefined && bytes > options.maxBytes) callback(new PayloadTooLargeError());
        else callback(null, chunk);
      },
      flush(callback) {
        bodyComplete = true;
        callback();
      },
    });
    // A single multipart request: GCS creates the object only when the request completes, so it is all or nothing.
    const upload = file.createWriteStream({
      resumable: false,
      contentType: options.contentType,
      metadata: { contentType: options.contentType },
    });
    try {
      // On failure pipeline destroys every stream: the body, and the upload before its closing boundary is sent,
      // so GCS never commits it (and an older object under the key stays, as with local storage).
      await pipeline(body, counter, upload);
    } catch (error) {
      // Once every byte was sent, GCS may have committed the object even though we saw a failure (say, the
      // response was lost): remove it, best effort.
      if (bodyComplete) await file.delete({ ignoreNotFound: true }).catch(() => undefined);
      throw error;
    }
    return { bytes, contentType: options.contentType };
  }

  async read(key: string, range?: ByteRange): Promise<Readable | null> {
    assertValidKey(key);
    if (range) assertValidRange(range);
    // A range becomes the download's own Range header: GCS sends only those bytes (206), so a video player's
    // seek costs the bytes it asked for, never the whole object through this server. (The library checks
    // the CRC32C of whole downloads only; a part has nothing to check against.)
    const stream = this.#bucket.file(key).createReadStream(range ? { start: range.start, end: range.end } : {});
    // The download starts on the first read; wait for its answer so a missing object is null, not a later error.
    return new Promise<Readable | null>((resolve, reject) => {
      const onResponse = (response: { statusCode?: number }) => {
        // A failed status is followed by an 'error' with the parsed API error.
        if (response.statusCode !== undefined && response.statusCode < 300) settle();
      };
      const onError = (error: unknown) => settle(error);
      const settle = (error?: unknown) => {
        stream.off('response', onResponse);
        stream.off('error', onError);
        if (error === undefined) return resolve(stream);
        stream.destroy();
        if (isNotFound(error)) resolve(null);
        else reject(error instanceof Error ? error : new Error('The download failed.'));
      };
      stream.on('response', onResponse);
      stream.on('error', onError);
      stream.read(0);
    });
  }

  async stat(key: string): Promise<StoredObjectInfo | null> {
    assertValidKey(key);
    try {
      const [metadata] = await this.#bucket.file(key).getMetadata();
      return {
        bytes: Number(metadata.size ?? 0),
        contentType: metadata.contentType ?? 'application/octet-stream',
        // Every write of an object makes a new generation.
        version: String(metadata.generation ?? ''),
      };
    } catch (error) {
      if (isNotFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    await this.#bucket.file(key).delete({ ignoreNotFound: true });
  }

  async deletePrefix(prefix: string): Promise<number> {
    assertValidPrefix(prefix);
    let removed = 0;
    let pageToken: string | undefined;
    // Page by page, so a large event never holds every name in memory; deleting listed names does not disturb
    // the page token, which continues after the last name returned.
    do {
      const page = await this.#listPage(prefix, pageToken);
      for (let start = 0; start < page.files.length; start += DELETE_CONCURRENCY) {
        const batch = page.files.slice(start, start + DELETE_CONCURRENCY);
        const results = await Promise.allSettled(batch.map((file) => file.delete()));
        for (const result of results) {
          if (result.status === 'fulfilled') removed++;
          else if (!isNotFound(result.reason)) throw result.reason;
        }
      }
      pageToken = page.nextPageToken;
    } while (pageToken);
    return removed;
  }

  removeInterruptedWrites(): Promise<number> {
    // An object appears whole or not at all; an abandoned resumable upload session expires on GCS's side.
    return Promise.resolve(0);
  }

  async deleteOlderThan(prefix: string, cutoff: Date): Promise<number> {
    assertValidPrefix(prefix);
    let removed = 0;
    let pageToken: string | undefined;
    do {
      const page = await this.#listPage(prefix, pageToken);
      for (const file of page.files) {
        const updated = Date.parse(String(file.metadata.updated ?? file.metadata.timeCreated ?? ''));
        if (!(updated < cutoff.getTime())) continue;
        try {
          await file.delete();
          removed++;
        } catch (error) {
          if (!isNotFound(error)) throw error;
        }
      }
      pageToken = page.nextPageToken;
    } while (pageToken);
    return removed;
  }

  async *listOlderThan(prefix: string, cutoff: Date): AsyncIterable<string> {
    assertValidPrefix(prefix);
    let pageToken: string | undefined;
    do {
      const page = await this.#listPage(prefix, pageToken);
      for (const file of page.files) {
        const updated = Date.parse(String(file.metadata.updated ?? file.metadata.timeCreated ?? ''));
        if (updated < cutoff.getTime()) yield file.name;
      }
      pageToken = page.nextPageToken;
    } while (pageToken);
  }

  async signedUploadUrl(
    key: string,
    options: { contentType: string; maxBytes: number; expiresInSeconds: number },
  ): Promise<SignedUpload> {
    assertValidKey(key);
    // The URL's origin is the Storage apiEndpoint: storage.googleapis.com in production, the emulator otherwise.
    // The size range is a signed header: GCS refuses a body outside it (400 EntityTooLarge), so nobody
    // can put a 5 TB object through a photo URL. The bucket's CORS must allow the header (README).
    const headers = {
      'Content-Type': options.contentType,
      'x-goog-content-length-range': `0,${options.maxBytes}`,
    };
    const [url] = await this.#bucket.file(key).getSignedUrl({
      version: 'v4',
      action: 'write',
      expires: Date.now() + options.expiresInSeconds * 1000,
      contentType: options.contentType,
      extensionHeaders: { 'x-goog-content-length-range': headers['x-goog-content-length-range'] },
    });
    return { url, headers };
  }

  async signedReadUrl(key: string, options: { contentType: string; disposition: string }): Promise<SignedRead | null> {
    if (!this.#signedReads) return null;
    assertValidKey(key);
    const accessibleAt = Math.floor(Date.now() / SIGNED_READ_WINDOW_MS) * SIGNED_READ_WINDOW_MS;
    // The type and disposition are signed query parameters: GCS answers with them, and a changed one
    // breaks the signature (an original keeps its sniffed type; ?download=1 saves under its name).
    const [url] = await this.#bucket.file(key).getSignedUrl({
      version: 'v4',
      action: 'read',
      accessibleAt,
      expires: accessibleAt + 2 * SIGNED_READ_WINDOW_MS,
      responseType: options.contentType,
      responseDisposition: options.disposition,
    });
    return { url, reuseSeconds: SIGNED_READ_REUSE_SECONDS };
  }

  async #listPage(prefix: string, pageToken?: string): Promise<{ files: File[]; nextPageToken?: string }> {
    const [files, next] = await this.#bucket.getFiles({ prefix, pageToken, autoPaginate: false, maxResults: 1000 });
    // The library answers null (not the typed object) after the last page.
    return { files, nextPageToken: (next as Partial<GetFilesOptions> | null)?.pageToken };
  }
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 404;
}
