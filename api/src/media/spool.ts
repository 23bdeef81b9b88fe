import { createHash, randomUUID } from 'node:crypto';
import { type FileHandle, mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../lib/errors.ts';
import {
  type ImageType,
  isVideoType,
  type MediaType,
  MEDIA_SNIFF_BYTES,
  SNIFF_BYTES,
  sniffMediaType,
} from './sniff.ts';
import { VideoOverLimitError } from './video/video-errors.ts';
import {
  directVideoTooLargeMessage,
  invalidMediaTypeMessage,
  invalidTypeMessage,
  photosOnlyMessage,
  tooLargeMessage,
  videoTooLargeMessage,
} from '../../../common/upload-limits.ts';

/** An upload written to a private temp file, with what we learnt while it streamed past. */
export interface SpooledFile<T extends MediaType = ImageType> {
  path: string;
  bytes: number;
  /** Hex sha256 of the original bytes: the duplicate check and the original's integrity. */
  sha256: string;
  /** Decided by the first bytes, never by the name or declared type. */
  mimeType: T;
  /** The name the guest's device gave the file; used in messages only, never in paths. */
  filename: string;
  /** Deletes the temp file; safe to call more than once. */
  dispose(): Promise<void>;
}

/**
 * What a video's first bytes meet (issue 30). `'photos-only'`: the event takes none, refused at once (415,
 * photosOnlyMessage). A limit: taken up to `maxBytes` (MAX_VIDEO_BYTES, 413 with the video message), and
 * up to `maxRequestBytes` when the path carries it in one request (MAX_DIRECT_VIDEO_BYTES, 413 telling the
 * guest to use the resumable upload); the lower one applies, as soon as the bytes show a video.
 */
export type VideoIntake = 'photos-only' | { maxBytes: number; maxRequestBytes?: number };

export interface SpoolOptions {
  filename: string;
  /** Photos' limit (MAX_IMAGE_BYTES, the SPEC's message past it). */
  maxBytes: number;
  tempDir: string;
  /** Absent: a video is a file of another type (covers, the photo pipeline's own use). */
  videos?: VideoIntake;
}

/** Where an app spools the uploads in flight: next to the data, on the same disk as local storage. */
export function uploadSpoolDirectory(dataDir: string): string {
  return join(dataDir, 'tmp', 'uploads');
}

const SPOOL_PREFIX = 'upload-';
const SPOOL_SUFFIX = '.part';

/** Whether a spooled file is a photo (the photo pipeline's checks apply) rather than a video. */
export function isSpooledImage(file: SpooledFile<MediaType>): file is SpooledFile {
  return !isVideoType(file.mimeType);
}

/** The limit of a file of `type` and the refusal past it. */
function limitOf(type: MediaType, options: SpoolOptions): { maxBytes: number; refusal: () => Error } {
  const { filename, videos } = options;
  if (!isVideoType(type) || typeof videos !== 'object') {
    return { maxBytes: options.maxBytes, refusal: () => new PayloadTooLargeError(tooLargeMessage(filename)) };
  }
  const { maxBytes, maxRequestBytes = Infinity } = videos;
  if (maxRequestBytes < maxBytes) {
    return { maxBytes: maxRequestBytes, refusal: () => new PayloadTooLargeError(directVideoTooLargeMessage(filename)) };
  }
  return { maxBytes, refusal: () => new VideoOverLimitError('too-large', videoTooLargeMessage(filename, maxBytes)) };
}

/**
 * Streams an upload to a temp file in `tempDir`, hashing and counting as it goes, so memory stays at a chunk
 * or two whatever the file's size. Rejects with 415 as soon as the first bytes show a type we do not take,
 * and with 413 as soon as the count passes the limit of the type they show (a photo's, or with `videos` a
 * video's). On any failure (those two, or the source erroring) the source is destroyed rather than drained,
 * so a hostile client cannot make us read on, and the temp file is removed.
 *
 * With a multipart parser, also set its per-file limit just above the largest limit (busboy
 * `limits.fileSize`), so the parser stops too and the request can be answered.
 */
export function spoolUpload(source: Readable, options: SpoolOptions & { videos?: undefined }): Promise<SpooledFile>;
export function spoolUpload(source: Readable, options: SpoolOptions): Promise<SpooledFile<MediaType>>;
export async function spoolUpload(source: Readable, options: SpoolOptions): Promise<SpooledFile<MediaType>> {
  const { filename, tempDir, videos } = options;
  // Random name, created exclusively and private to us: the guest's filename never reaches the file system.
  const path = join(tempDir, `${SPOOL_PREFIX}${randomUUID()}${SPOOL_SUFFIX}`);
  const hash = createHash('sha256');
  let file: FileHandle | undefined;
  let bytes = 0;
  let mimeType: MediaType | null = null;
  let head: Buffer[] = [];
  // Until the type is known (the first few bytes), nothing is over any limit.
  let limit: { maxBytes: number; refusal: () => Error } = { maxBytes: Infinity, refusal: () => new Error() };
  // Videos are told by up to MEDIA_SNIFF_BYTES (a WebM's DocType); photos alone by SNIFF_BYTES, as ever.
  const sniffBytes = videos === undefined ? SNIFF_BYTES : MEDIA_SNIFF_BYTES;

  const decideType = (chunks: Buffer[]): MediaType => {
    const type = sniffMediaType(Buffer.concat(chunks).subarray(0, sniffBytes));
    if (type && isVideoType(type)) {
      if (videos === 'photos-only') throw new UnsupportedMediaTypeError(photosOnlyMessage(filename));
      if (videos) return type;
    } else if (type) {
      return type;
    }
    throw new UnsupportedMediaTypeError(
      typeof videos === 'object' ? invalidMediaTypeMessage(filename) : invalidTypeMessage(filename),
    );
  };

  // The client may go away while the temp file is being made, before the loop below listens: keep
  // that error for the loop (an 'error' nobody listens to would stop the process).
  let failedEarly: { error: unknown } | undefined;
  const holdEarlyError = (error: unknown) => {
    failedEarly ??= { error };
  };
  source.once('error', holdEarlyError);
  try {
    await mkdir(tempDir, { recursive: true });
    file = await open(path, 'wx', 0o600);
    source.off('error', holdEarlyError);
    if (failedEarly) throw failedEarly.error;
    // Leaving this loop early (a throw) destroys the source: the async iterator's return() does that.
    for await (const data of source) {
      const chunk = Buffer.isBuffer(data) ? data : Buffer.from(data as string);
      bytes += chunk.length;
      if (bytes > limit.maxBytes) throw limit.refusal();
      hash.update(chunk);
      if (mimeType) {
        await file.write(chunk);
        continue;
      }
      // Chunks can be tiny (a slow phone connection); hold them until there is enough to sniff.
      head.push(chunk);
      if (bytes < sniffBytes) continue;
      mimeType = decideType(head);
      limit = limitOf(mimeType, options);
      if (bytes > limit.maxBytes) throw limit.refusal();
      await file.write(Buffer.concat(head));
      head = [];
    }
    // Files shorter than the sniff are sniffed on what there is (and then fail decoding, if they get that far).
    mimeType ??= decideType(head);
    if (head.length > 0) await file.write(Buffer.concat(head));
    // No fsync: this is scratch space. Durability is the storage driver's job when the original is stored.
    await file.close();
  } catch (error) {
    source.off('error', holdEarlyError);
    // Also when the temp file could not be made: nobody else will read the rest of the upload.
    if (!source.destroyed) source.destroy();
    if (file) {
      await file.close().catch(() => {});
      await rm(path, { force: true });
    }
    throw error;
  }

  return {
    path,
    bytes,
    sha256: hash.digest('hex'),
    mimeType,
    filename,
    dispose: () => rm(path, { force: true }),
  };
}

/**
 * Removes spool files older than `olderThanMs` from `tempDir`: what a crash or a kill left behind (normally every
 * file is disposed of). Call at start-up; returns how many went.
 */
export async function removeStaleSpools(tempDir: string, olderThanMs: number): Promise<number> {
  const names = await readdir(tempDir).catch(() => [] as string[]);
  const cutoff = Date.now() - olderThanMs;
  let removed = 0;
  for (const name of names) {
    if (!name.startsWith(SPOOL_PREFIX) || !name.endsWith(SPOOL_SUFFIX)) continue;
    const path = join(tempDir, name);
    const info = await stat(path).catch(() => null);
    if (!info || info.mtimeMs >= cutoff) continue;
    await rm(path, { force: true });
    removed++;
  }
  return removed;
}
