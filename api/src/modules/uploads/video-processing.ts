import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { Db } from '../../db/client.ts';
import type { Upload } from '../../generated/prisma/client.ts';
import type { ClaimedJob } from '../../jobs/job-queue.ts';
import type { JobHandler } from '../../jobs/job-workers.ts';
import type { PhotoChange } from '../../live/photo-feed.ts';
import type { ProcessedVideo, ProcessOptions } from '../../media/video/video-pipeline.ts';
import { isVideoRefused, VideoConversionError } from '../../media/video/video-errors.ts';
import { deleteQuietly, type Logger } from '../../storage/delete-quietly.ts';
import { uploadCopyKeys, uploadFileKeys } from '../../storage/file-keys.ts';
import type { StorageDriver } from '../../storage/storage.ts';
import { VIDEO_TRANSCODE_JOB } from './video-processing-job.ts';
import { publishProcessed, uploadIdOf } from './processing-jobs.ts';
import type { ErrorWords } from '../../lib/errors.ts';
import { message } from '../../i18n/messages.ts';
import { storedReason } from './processing-reason.ts';

/** The video side of the media layer as a worker needs it: a checked original in, its guest copies out. */
export interface VideoConverter {
  process(path: string, options: ProcessOptions): Promise<ProcessedVideo>;
}

/**
 * Claims before a video is FAILED for good: a conversion stopped by a shutdown (or a storage hiccup) runs
 * again, but a file that brings its worker down each time must not hold a slot for hours.
 */
const MAX_ATTEMPTS = 3;

/** What this handler leaves in the work directory: copies of originals being converted. */
const ORIGINAL_PREFIX = 'original-';
/** What transcode.ts writes there: web copies being made. */
const WEB_COPY_PREFIX = 'video-';

/**
 * Converts a stored video whose row is PROCESSING into what guests play (web.mp4) and see (poster.jpg,
 * thumb.jpg), then marks it READY and tells live pages (PROCESSED), as PhotoProcessing does for photos, in
 * a job kind of its own so photos never wait behind a conversion (docs/decisions/048).
 *
 * When it fails for good the row is FAILED with a message hosts can read. A file that is not a playable
 * video after all (a refusal) is kept by nobody, as an unreadable photo: every file goes. One that could not
 * be converted (ffmpeg stopped, too slow, cut off) keeps its original, so its hosts can download it and
 * retry (ModerationService.retryProcessing). Only a conversion stopped by a shutdown is retried by itself.
 */
export class VideoProcessing implements JobHandler {
  readonly kind = VIDEO_TRANSCODE_JOB;
  readonly maxAttempts = MAX_ATTEMPTS;
  #stopping = new AbortController();

  constructor(
    private readonly prisma: Db,
    private readonly storage: StorageDriver,
    private readonly videos: VideoConverter,
    private readonly feed: { publish(change: PhotoChange): void },
    private readonly log: Logger,
    /** Where originals are copied to for ffmpeg (VideoPipeline's work directory). */
    private readonly workDir: string,
  ) {}

  async run(job: ClaimedJob): Promise<void> {
    const upload = await this.processingUpload(job);
    if (!upload) return;
    if (!upload.videoKey) return this.fail(upload, message('uploads.notProcessed'), 'keep-original');
    await mkdir(this.workDir, { recursive: true });
    const input = join(this.workDir, `${ORIGINAL_PREFIX}${randomUUID()}`);
    try {
      if (!(await this.copyOriginal(upload.storageKey, input))) {
        return this.fail(upload, message('uploads.originalMissing'), 'remove-all');
      }
      let processed: ProcessedVideo;
      try {
        processed = await this.videos.process(input, {
          filename: upload.originalFilename,
          signal: this.#stopping.signal,
        });
      } catch (error) {
        // Not a video we can play after all (checked again: the rules may have changed since it was sent).
        if (isVideoRefused(error)) return this.fail(upload, error.words ?? error.message, 'remove-all');
        // It plays, but ffmpeg could not convert it: hosts may retry (a newer ffmpeg, a longer time limit).
        if (error instanceof VideoConversionError && !error.retryable) {
          return this.fail(upload, error.words, 'keep-original');
        }
        // Stopped by a shutdown, ffmpeg missing, storage down: the queue runs it again later.
        throw error;
      }
      try {
        // Streamed from disk: a web copy may be hundreds of megabytes.
        await this.storage.write(upload.videoKey, createReadStream(processed.webCopy.path), {
          contentType: 'video/mp4',
        });
        await this.storage.write(upload.displayKey, Readable.from([processed.poster]), { contentType: 'image/jpeg' });
        await this.storage.write(upload.thumbnailKey, Readable.from([processed.thumbnail]), {
          contentType: 'image/jpeg',
        });
      } finally {
        await processed.webCopy.dispose();
      }
      const { count } = await this.prisma.upload.updateMany({
        where: { id: upload.id, processingState: 'PROCESSING' },
        data: {
          processingState: 'READY',
          processingError: null,
          // The copy's: upright (ffmpeg turned it), at most 1080p, and as long as what guests play.
          width: processed.webCopy.width,
          height: processed.webCopy.height,
          durationSeconds: processed.webCopy.durationSeconds,
        },
      });
      if (count === 1) return publishProcessed(this.prisma, this.feed, upload.id);
      // Deleted meanwhile (by its guest, or with its event): its copies are large, so they go now.
      if (!(await this.prisma.upload.findUnique({ where: { id: upload.id }, select: { id: true } }))) {
        for (const key of uploadCopyKeys(upload)) await deleteQuietly(this.log, () => this.storage.delete(key), key);
      }
    } finally {
      await rm(input, { force: true });
    }
  }

  async giveUp(job: ClaimedJob, reason: string): Promise<void> {
    const upload = await this.processingUpload(job);
    // Crashes or storage failures each time: nothing says the file is at fault, so hosts may try again.
    if (upload) await this.fail(upload, reason, 'keep-original');
  }

  /** Ends the conversions running now (each rejects as aborted; its job runs again later): for shutdown. */
  abortRunning(): void {
    this.#stopping.abort();
    this.#stopping = new AbortController();
  }

  /**
   * Videos left PROCESSING without a job get one, so none stays a placeholder for ever (a retry or an
   * upload whose job was lost). Run at start.
   */
  async requeueOrphans(): Promise<number> {
    return this.prisma.$executeRaw`
      INSERT INTO "Job" ("kind", "payload")
      SELECT ${VIDEO_TRANSCODE_JOB}, jsonb_build_object('uploadId', upload."id")
      FROM "Upload" AS upload
      WHERE upload."processingState" = 'PROCESSING' AND upload."mediaType" = 'VIDEO'
        AND NOT EXISTS (
          SELECT 1 FROM "Job" AS job
          WHERE job."kind" = ${VIDEO_TRANSCODE_JOB} AND job."payload" @> jsonb_build_object('uploadId', upload."id")
        )`;
  }

  /** The stored original into a file ffmpeg can seek in; false when there is none. */
  private async copyOriginal(key: string, path: string): Promise<boolean> {
    const original = await this.storage.read(key);
    if (!original) return false;
    await pipeline(original, createWriteStream(path, { flags: 'wx' }));
    return true;
  }

  /** The job's video while it still waits for its copies; null when it is gone or already decided. */
  private async processingUpload(job: ClaimedJob): Promise<Upload | null> {
    const uploadId = uploadIdOf(job);
    if (uploadId === null) return null;
    return this.prisma.upload.findFirst({ where: { id: uploadId, processingState: 'PROCESSING', mediaType: 'VIDEO' } });
  }

  /** `reason`: words hosts read in their language (kept as processing-reason.ts says), or plain text. */
  private async fail(upload: Upload, reason: ErrorWords, files: 'keep-original' | 'remove-all'): Promise<void> {
    const { count } = await this.prisma.upload.updateMany({
      where: { id: upload.id, processingState: 'PROCESSING' },
      data: { processingState: 'FAILED', processingError: storedReason(reason) },
    });
    const keys = files === 'remove-all' ? uploadFileKeys(upload) : uploadCopyKeys(upload);
    for (const key of keys) await deleteQuietly(this.log, () => this.storage.delete(key), key);
    if (count === 1) await publishProcessed(this.prisma, this.feed, upload.id);
  }
}

/**
 * Removes what conversions cut short by a crash left in the work directory: originals copied for ffmpeg and
 * web copies half made, last touched before `olderThanMs` ago (a conversion in another process sharing the
 * directory touches its copy as it writes, and its original is younger than the conversion time limit).
 */
export async function removeStaleVideoWork(workDir: string, olderThanMs: number): Promise<number> {
  const names = await readdir(workDir).catch(() => [] as string[]);
  const cutoff = Date.now() - olderThanMs;
  let removed = 0;
  for (const name of names) {
    if (!name.startsWith(ORIGINAL_PREFIX) && !name.startsWith(WEB_COPY_PREFIX)) continue;
    const path = join(workDir, name);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile() || info.mtimeMs >= cutoff) continue;
    await rm(path, { force: true });
    removed++;
  }
  return removed;
}
