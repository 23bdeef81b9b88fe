import type { Metrics } from '../metrics/metrics.ts';
import type { Readable } from 'node:stream';
import { type Derivatives, inspectHeader, renderDerivatives } from './derivatives.ts';
import type { DiskSpaceGuard } from '../storage/disk-space.ts';
import { HeicDecoderPool, type HeicPoolOptions, sharedHeicPool } from './heic.ts';
import { MAX_IMAGE_BYTES } from '../../../common/upload-limits.ts';
import type { MediaType } from './sniff.ts';
import { isSpooledImage, type SpooledFile, spoolUpload, type VideoIntake } from './spool.ts';

/**
 * A guest photo ready to store: the original still on disk (stream it from `spooled.path` to storage, then
 * call `spooled.dispose()`), and the copies guests may see.
 */
export interface ProcessedPhoto extends Derivatives {
  spooled: SpooledFile;
}

export interface ProcessPhotoOptions {
  /** The guest's name for the file, for messages only. */
  filename: string;
  maxBytes: number;
  tempDir: string;
  /** Defaults to the process-wide pool. */
  heic?: HeicDecoderPool;
}

/**
 * Spools the upload (type and size checked while it streams), then renders its derivatives. On any failure
 * nothing is left in `tempDir`; on success the caller owns the temp file.
 */
export async function processPhoto(source: Readable, options: ProcessPhotoOptions): Promise<ProcessedPhoto> {
  const spooled = await spoolUpload(source, options);
  try {
    return { spooled, ...(await renderDerivatives(spooled, options.heic ?? sharedHeicPool())) };
  } catch (error) {
    await spooled.dispose();
    throw error;
  }
}

export interface MediaPipelineOptions {
  /** Scratch space for uploads in flight; created when needed. */
  tempDir: string;
  /** Defaults to 25 MB. */
  maxBytes?: number;
  heic?: HeicPoolOptions;
  /** Spooling waits on it: a full disk refuses the photo before a byte is written (507). */
  diskSpace?: DiskSpaceGuard;
  /** Told of accepted bytes and of processing times (the metrics endpoint). */
  metrics?: Pick<Metrics, 'uploadBytes' | 'mediaDuration'>;
}

/** The pipeline an app owns: its temp dir, size limit and HEIC threads, closed with the app. */
export class MediaPipeline {
  readonly tempDir: string;
  readonly maxBytes: number;
  readonly heic: HeicDecoderPool;

  constructor(options: MediaPipelineOptions) {
    this.tempDir = options.tempDir;
    this.maxBytes = options.maxBytes ?? MAX_IMAGE_BYTES;
    this.heic = new HeicDecoderPool(options.heic);
    this.#diskSpace = options.diskSpace;
    this.#metrics = options.metrics;
  }

  readonly #diskSpace: DiskSpaceGuard | undefined;
  readonly #metrics: MediaPipelineOptions['metrics'];

  /**
   * What an upload's answer waits for: type (magic bytes) and size checked while it streams to a temp
   * file, then a photo's header read against the decode limits (a decompression bomb is refused now, 413).
   * With `videos`, a video is taken too (within its limits); its checks are ffprobe's (VideoPipeline.inspect).
   */
  async spool(source: Readable, options: { filename: string; videos?: VideoIntake }): Promise<SpooledFile<MediaType>> {
    await this.#diskSpace?.assertRoom();
    const spooled = await spoolUpload(source, {
      filename: options.filename,
      maxBytes: this.maxBytes,
      tempDir: this.tempDir,
      videos: options.videos,
    });
    try {
      if (isSpooledImage(spooled)) await inspectHeader(spooled);
      this.#metrics?.uploadBytes.inc(spooled.bytes);
      return spooled;
    } catch (error) {
      await spooled.dispose();
      throw error;
    }
  }

  /** Spooled, then decoded into its copies: what a media worker does with a stored original. */
  async process(source: Readable, options: { filename: string }): Promise<ProcessedPhoto> {
    await this.#diskSpace?.assertRoom();
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const processed = await processPhoto(source, {
        filename: options.filename,
        maxBytes: this.maxBytes,
        tempDir: this.tempDir,
        heic: this.heic,
      });
      this.#metrics?.mediaDuration.observe({ outcome: 'ready' }, seconds());
      return processed;
    } catch (error) {
      this.#metrics?.mediaDuration.observe({ outcome: 'failed' }, seconds());
      throw error;
    }
  }

  /** Ends the HEIC threads; photos still being decoded reject. */
  close(): Promise<void> {
    return this.heic.close();
  }
}
