import { Readable } from 'node:stream';
import { DataStore, Upload } from '@tus/server';
import { SNIFF_BYTES, sniffImageType } from '../../media/sniff.ts';
import { invalidTypeMessage } from '../../../../common/upload-limits.ts';
import { resumableUploadInfoKey, resumableUploadKey } from '../../storage/file-keys.ts';
import type { StorageDriver } from '../../storage/storage.ts';

/** A refusal as @tus/server answers it (its errors carry these two fields); the body is the message. */
export class TusRefusal extends Error {
  constructor(
    readonly status_code: number,
    readonly body: string,
  ) {
    super(body);
  }
}

/**
 * The tus store guests' resumable uploads write to (decision 029). It keeps the bytes under storage keys
 * (incoming/resumable/{id}: the orphan sweep removes abandoned ones) through @tus/file-store or
 * @tus/gcs-store, and refuses a file that is not a photo as soon as its first bytes arrive, by the same
 * magic bytes as every other upload, so a venue's Wi-Fi never carries 25 MB of something else. Reading
 * and removing go through the storage driver, which knows both layouts.
 */
export class ResumableUploadStore extends DataStore {
  constructor(
    private readonly inner: DataStore,
    private readonly storage: StorageDriver,
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
   * Writes a PATCH's bytes at `offset`. While the file's first SNIFF_BYTES are not all in, they are
   * checked as they come: not a photo, and the upload is removed and refused (415) right there.
   */
  override async write(source: Readable, id: string, offset: number): Promise<number> {
    const key = resumableUploadKey(id);
    if (offset >= SNIFF_BYTES) return this.inner.write(source, key, offset);
    const stored = offset > 0 ? await this.storedHead(id, offset) : Buffer.alloc(0);
    const chunks = source[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
    const head: Buffer[] = [];
    let headBytes = 0;
    let ended = false;
    while (stored.length + headBytes < SNIFF_BYTES) {
      const next = await chunks.next();
      if (next.done) {
        ended = true;
        break;
      }
      head.push(next.value);
      headBytes += next.value.length;
    }
    const sample = Buffer.concat([stored, ...head]);
    // A short PATCH may not hold enough to tell yet; the next one (or the pipeline at the end) decides.
    if (sample.length >= SNIFF_BYTES && !sniffImageType(sample.subarray(0, SNIFF_BYTES))) {
      const filename = (await this.getUpload(id).catch(() => null))?.metadata?.filename ?? 'This file';
      await this.remove(id);
      throw new TusRefusal(415, invalidTypeMessage(filename));
    }
    const rest = async function* () {
      yield* head;
      if (ended) return;
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) yield next.value;
    };
    return this.inner.write(Readable.from(rest()), key, offset);
  }

  /** The first `length` bytes already stored (fewer than SNIFF_BYTES). */
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
