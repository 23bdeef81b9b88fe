import { Readable } from 'node:stream';
import { DataStore, Upload } from '@tus/server';
import { isVideoType, MEDIA_SNIFF_BYTES, type MediaType, sniffMediaType } from '../../media/sniff.ts';
import {
  invalidMediaTypeMessage,
  invalidTypeMessage,
  MAX_IMAGE_BYTES,
  photosOnlyMessage,
  tooLargeMessage,
  videoTooLargeMessage,
  THIS_FILE,
  type FileNamed,
} from '../../../../common/upload-limits.ts';
import type { ErrorWords } from '../../lib/errors.ts';
import { render, type Message } from '../../i18n/messages.ts';
import { resumableUploadInfoKey, resumableUploadKey } from '../../storage/file-keys.ts';
import type { StorageDriver } from '../../storage/storage.ts';

/**
 * A refusal as @tus/server answers it (its errors carry these two fields); the body is the message, in
 * English, and `words` the same for the caller's language (rendered where the answer is written).
 */
export class TusRefusal extends Error {
  readonly body: string;
  readonly words: Message | null;

  constructor(
    readonly status_code: number,
    words: ErrorWords,
    /** The AppError this refusal stands for (its `code`); by default the one of its status. */
    readonly code?: string,
  ) {
    const body = typeof words === 'string' ? words : render('en', words);
    super(body);
    this.body = body;
    this.words = typeof words === 'string' ? null : words;
  }
}

/**
 * Set by the server in an upload's metadata at creation (the client's own value is replaced): whether its
 * event took videos then. The last PATCH checks the event again.
 */
export const ALLOW_VIDEOS_METADATA = 'allowVideos';

/**
 * The tus store guests' resumable uploads write to (decision 029). It keeps the bytes under storage keys
 * (incoming/resumable/{id}: the orphan sweep removes abandoned ones) through @tus/file-store or
 * @tus/gcs-store, and refuses a file that is neither a photo nor a video (a video where the event takes
 * photos only) as soon as its first bytes arrive, by the same magic bytes as every other upload, so a
 * venue's Wi-Fi never carries a gigabyte of something else. Then each kind is held to its limit as its
 * bytes arrive: a photo to 25 MB, a video to MAX_VIDEO_BYTES (`maxVideoBytes`). Reading and removing go
 * through the storage driver, which knows both layouts.
 */
export class ResumableUploadStore extends DataStore {
  constructor(
    private readonly inner: DataStore,
    private readonly storage: StorageDriver,
    private readonly limits: { maxVideoBytes: number },
  ) {
    super();
    // Termination is ours (the storage driver removes); expiry is the orphan sweep's.
    this.extensions = [
      ...inner.extensions.filter((extension) => extension !== 'expiration' && extension !== 'termination'),
      'termination',
    ];
  }

  override async create(upload: Upload): Promise<Upload> {
    await this.inner.create(new Upload({ ...upload, id: resumableUploadKey(upload.id) }));
    return upload;
  }

  override async getUpload(id: string): Promise<Upload> {
    const stored = await this.inner.getUpload(resumableUploadKey(id));
    return new Upload({ ...stored, id });
  }

  override declareUploadLength(id: string, length: number): Promise<void> {
    return this.inner.declareUploadLength(resumableUploadKey(id), length);
  }

  override async remove(id: string): Promise<void> {
    await this.storage.delete(resumableUploadKey(id));
    await this.storage.delete(resumableUploadInfoKey(id));
  }

  /** The upload's bytes, once all arrived; null when they are gone. */
  read(id: string): Promise<Readable | null> {
    return this.storage.read(resumableUploadKey(id));
  }

  /**
   * Writes a PATCH's bytes at `offset`. While the file's first MEDIA_SNIFF_BYTES are not all in, they are
   * checked as they come: not a photo or video we take, and the upload is removed and refused (415) right
   * there; one created longer than its kind's limit is refused (413) too. An upload of undeclared length is
   * cut off at the byte past its kind's limit, whichever PATCH brings it.
   */
  override async write(source: Readable, id: string, offset: number): Promise<number> {
    const upload = await this.getUpload(id);
    const metadata = upload.metadata ?? {};
    const filename: FileNamed = metadata.filename ?? THIS_FILE;
    if (offset >= MEDIA_SNIFF_BYTES) {
      // Only an upload of undeclared length, or declared (in a later PATCH) past the smaller limit, can
      // outgrow its kind's limit: the others end at their length, which was checked.
      const mayOutgrow =
        upload.size === undefined || upload.size > Math.min(MAX_IMAGE_BYTES, this.limits.maxVideoBytes);
      const type = mayOutgrow ? sniffMediaType(await this.storedHead(id, MEDIA_SNIFF_BYTES)) : null;
      return this.writeWithin(source, id, offset, type ? this.limitOf(type, filename) : null);
    }
    const stored = offset > 0 ? await this.storedHead(id, offset) : Buffer.alloc(0);
    const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    const head: Buffer[] = [];
    let headBytes = 0;
    let ended = false;
    while (stored.length + headBytes < MEDIA_SNIFF_BYTES) {
      const next = await chunks.next();
      if (next.done) {
        ended = true;
        break;
      }
      head.push(next.value);
      headBytes += next.value.length;
    }
    const sample = Buffer.concat([stored, ...head]);
    let limit: Limit | null = null;
    // A short PATCH may not hold enough to tell yet; the next one (or the pipeline at the end) decides.
    if (sample.length >= MEDIA_SNIFF_BYTES) {
      const type = sniffMediaType(sample.subarray(0, MEDIA_SNIFF_BYTES));
      limit = type ? this.limitOf(type, filename) : null;
      const refusal = refusalOf(type, metadata[ALLOW_VIDEOS_METADATA] === 'true', filename);
      if (refusal ?? (limit && upload.size !== undefined && upload.size > limit.maxBytes)) {
        await this.remove(id);
        throw refusal ?? limit!.refusal();
      }
    }
    const rest = async function* () {
      yield* head;
      if (ended) return;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
    };
    return this.writeWithin(Readable.from(rest()), id, offset, limit);
  }

  /** The limit of a file of `type` and the refusal past it. */
  private limitOf(type: MediaType, filename: FileNamed): Limit {
    if (!isVideoType(type)) {
      return { maxBytes: MAX_IMAGE_BYTES, refusal: () => new TusRefusal(413, tooLargeMessage(filename)) };
    }
    const { maxVideoBytes } = this.limits;
    return {
      maxBytes: maxVideoBytes,
      refusal: () => new TusRefusal(413, videoTooLargeMessage(filename, maxVideoBytes)),
    };
  }

  /**
   * Streams `source` to the store from `offset` on, refusing (413, and removing the upload) at the byte that
   * takes the file past its limit (none while its kind is not known). The inner stores report any failure of
   * their source as a write error, so the refusal is kept here and thrown in its place.
   */
  private async writeWithin(source: Readable, id: string, offset: number, limit: Limit | null): Promise<number> {
    const key = resumableUploadKey(id);
    if (!limit) return this.inner.write(source, key, offset);
    let refusal: TusRefusal | undefined;
    const bounded = async function* () {
      let at = offset;
      for await (const chunk of source as AsyncIterable<Buffer>) {
        at += chunk.length;
        if (at > limit.maxBytes) {
          refusal = limit.refusal();
          throw refusal;
        }
        yield chunk;
      }
    };
    try {
      return await this.inner.write(Readable.from(bounded()), key, offset);
    } catch (error) {
      if (!refusal) throw error;
      await this.remove(id);
      throw refusal;
    }
  }

  /** The first `length` bytes already stored (at most MEDIA_SNIFF_BYTES). */
  private async storedHead(id: string, length: number): Promise<Buffer> {
    const stream = await this.storage.read(resumableUploadKey(id));
    if (!stream) return Buffer.alloc(0);
    const parts: Buffer[] = [];
    let bytes = 0;
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      parts.push(chunk);
      bytes += chunk.length;
      if (bytes >= length) break;
    }
    stream.destroy();
    return Buffer.concat(parts).subarray(0, length);
  }
}

/** A kind's limit in bytes, and what passing it is told. */
interface Limit {
  maxBytes: number;
  refusal(): TusRefusal;
}

/**
 * Why an upload whose first bytes show `type` is refused for its kind, or null: a type we do not take, or a
 * video where the event takes photos only (both 415).
 */
function refusalOf(type: MediaType | null, allowVideos: boolean, filename: FileNamed): TusRefusal | null {
  if (!type) return new TusRefusal(415, allowVideos ? invalidMediaTypeMessage(filename) : invalidTypeMessage(filename));
  return isVideoType(type) && !allowVideos ? new TusRefusal(415, photosOnlyMessage(filename)) : null;
}
