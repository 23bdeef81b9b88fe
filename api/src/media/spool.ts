import { createHash, randomUUID } from 'node:crypto';
import { type FileHandle, mkdir, open, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../lib/errors.ts';
import { type ImageType, SNIFF_BYTES, sniffImageType } from './sniff.ts';
import { invalidTypeMessage, tooLargeMessage } from '../../../common/upload-limits.ts';

/** An upload written to a private temp file, with what we learnt while it streamed past. */
export interface SpooledFile {
  path: string;
  bytes: number;
  /** Hex sha256 of the original bytes: the duplicate check and the original's integrity. */
  sha256: string;
  /** Decided by the first bytes, never by the name or declared type. */
  mimeType: ImageType;
  /** The name the guest's device gave the file; used in messages only, never in paths. */
  filename: string;
  /** Deletes the temp file; safe to call more than once. */
  dispose(): Promise<void>;
}

export interface SpoolOptions {
  filename: string;
  maxBytes: number;
  tempDir: string;
}

/** Where an app spools the uploads in flight: next to the data, on the same disk as local storage. */
export function uploadSpoolDirectory(dataDir: string): string {
  return join(dataDir, 'tmp', 'uploads');
}

const SPOOL_PREFIX = 'upload-';
const SPOOL_SUFFIX = '.part';

/**
 * Streams an upload to a temp file in `tempDir`, hashing and counting as it goes, so memory stays at a chunk
 * or two whatever the file's size. Rejects with 415 as soon as the first bytes show a type we do not take,
 * and with 413 as soon as the count passes `maxBytes`. On any failure (those two, or the source erroring)
 * the source is destroyed rather than drained, so a hostile client cannot make us read on, and the temp file
 * is removed.
 *
 * With a multipart parser, also set its per-file limit just above `maxBytes` (busboy `limits.fileSize`), so
 * the parser stops too and the request can be answered.
 */
export async function spoolUpload(source: Readable, options: SpoolOptions): Promise<SpooledFile> {
  const { filename, maxBytes, tempDir } = options;
  // Random name, created exclusively and private to us: the guest's filename never reaches the file system.
  const path = join(tempDir, `${SPOOL_PREFIX}${randomUUID()}${SPOOL_SUFFIX}`);
  const hash = createHash('sha256');
  let file: FileHandle | undefined;
  let bytes = 0;
  let mimeType: ImageType | null = null;
  let head: Buffer[] = [];

  const decideType = (chunks: Buffer[]): ImageType => {
    const type = sniffImageType(Buffer.concat(chunks).subarray(0, SNIFF_BYTES));
    if (!type) throw new UnsupportedMediaTypeError(invalidTypeMessage(filename));
    return type;
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
      if (bytes > maxBytes) throw new PayloadTooLargeError(tooLargeMessage(filename));
      hash.update(chunk);
      if (mimeType) {
        await file.write(chunk);
        continue;
      }
      // Chunks can be tiny (a slow phone connection); hold them until there is enough to sniff.
      head.push(chunk);
      if (bytes < SNIFF_BYTES) continue;
      mimeType = decideType(head);
      await file.write(Buffer.concat(head));
      head = [];
    }
    // Files shorter than SNIFF_BYTES are sniffed on what there is (and then fail decoding, if they get that far).
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
