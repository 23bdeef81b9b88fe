import { Readable } from 'node:stream';
import type { Db } from '../../db/client.ts';
import { PayloadTooLargeError, UnsupportedMediaTypeError, type ErrorWords } from '../../lib/errors.ts';
import { message } from '../../i18n/messages.ts';
import { storedReason } from './processing-reason.ts';
import type { Upload } from '../../generated/prisma/client.ts';
import type { ClaimedJob, JobQueue } from '../../jobs/job-queue.ts';
import type { JobHandler } from '../../jobs/job-workers.ts';
import type { PhotoChange } from '../../live/photo-feed.ts';
import type { ProcessedPhoto } from '../../media/pipeline.ts';
import { deleteQuietly, type Logger } from '../../storage/delete-quietly.ts';
import { uploadFileKeys } from '../../storage/file-keys.ts';
import type { StorageDriver } from '../../storage/storage.ts';
import { publishProcessed, uploadIdOf, enqueueUploadJobs } from './processing-jobs.ts';

/** The job that makes a stored photo's display copy and thumbnail. */
export const PHOTO_DERIVATIVES_JOB = 'photo.derivatives';

/** The media pipeline as the worker needs it: a stored original in, its copies out. */
export interface DerivativeRenderer {
  process(source: Readable, options: { filename: string }): Promise<ProcessedPhoto>;
}

/** Transient failures (storage down, decode queue full) are retried; this many claims, then it fails. */
const MAX_ATTEMPTS = 5;

/**
 * Makes the copies guests see of a photo whose original is stored and whose row is PROCESSING, then
 * marks it READY and tells live pages (PROCESSED): the hosts' queue shows the thumbnail, and an approved
 * photo enters open galleries. A file that cannot be decoded is FAILED for good: its files are removed
 * and only its hosts see it, with the reason.
 */
export class PhotoProcessing implements JobHandler {
  readonly kind = PHOTO_DERIVATIVES_JOB;
  readonly maxAttempts = MAX_ATTEMPTS;

  constructor(
    private readonly prisma: Db,
    private readonly storage: StorageDriver,
    private readonly media: DerivativeRenderer,
    private readonly feed: { publish(change: PhotoChange): void },
    private readonly log: Logger,
  ) {}

  async run(job: ClaimedJob): Promise<void> {
    const upload = await this.processingUpload(job);
    if (!upload) return;
    const original = await this.storage.read(upload.storageKey);
    if (!original) return this.fail(upload, message('uploads.originalMissing'));
    let processed: ProcessedPhoto;
    try {
      processed = await this.media.process(original, { filename: upload.originalFilename });
    } catch (error) {
      original.destroy();
      // The file itself is at fault (not an image after all, or too many pixels): trying again cannot help.
      if (error instanceof UnsupportedMediaTypeError || error instanceof PayloadTooLargeError) {
        return this.fail(upload, error.words ?? error.message);
      }
      throw error;
    }
    try {
      await this.storage.write(upload.displayKey, Readable.from([processed.display]), { contentType: 'image/jpeg' });
      await this.storage.write(upload.thumbnailKey, Readable.from([processed.thumbnail]), {
        contentType: 'image/jpeg',
      });
    } finally {
      await processed.spooled.dispose();
    }
    const { count } = await this.prisma.upload.updateMany({
      where: { id: upload.id, processingState: 'PROCESSING' },
      data: {
        processingState: 'READY',
        width: processed.width,
        height: processed.height,
        takenAt: processed.takenAt,
      },
    });
    // Gone meanwhile (its event was deleted): the orphan sweep takes the copies just written.
    if (count === 1) await publishProcessed(this.prisma, this.feed, upload.id);
  }

  async giveUp(job: ClaimedJob, reason: string): Promise<void> {
    const upload = await this.processingUpload(job);
    if (upload) await this.fail(upload, reason);
  }

  /**
   * Photos left PROCESSING without a job (none should be: both are written in one transaction) get one,
   * so nothing stays a placeholder for ever. Run at start. Videos have a job kind of their own.
   */
  async requeueOrphans(): Promise<number> {
    return this.prisma.$executeRaw`
      INSERT INTO "Job" ("kind", "payload")
      SELECT ${PHOTO_DERIVATIVES_JOB}, jsonb_build_object('uploadId', upload."id")
      FROM "Upload" AS upload
      WHERE upload."processingState" = 'PROCESSING' AND upload."mediaType" = 'PHOTO'
        AND NOT EXISTS (
          SELECT 1 FROM "Job" AS job
          WHERE job."kind" = ${PHOTO_DERIVATIVES_JOB} AND job."payload" @> jsonb_build_object('uploadId', upload."id")
        )`;
  }

  /** The job's photo while it still waits for its copies; null when it is gone or already decided. */
  private async processingUpload(job: ClaimedJob): Promise<Upload | null> {
    const uploadId = uploadIdOf(job);
    if (uploadId === null) return null;
    return this.prisma.upload.findFirst({ where: { id: uploadId, processingState: 'PROCESSING', mediaType: 'PHOTO' } });
  }

  /** `reason`: words hosts read in their language (kept as processing-reason.ts says), or plain text. */
  private async fail(upload: Upload, reason: ErrorWords): Promise<void> {
    const { count } = await this.prisma.upload.updateMany({
      where: { id: upload.id, processingState: 'PROCESSING' },
      data: { processingState: 'FAILED', processingError: storedReason(reason) },
    });
    // A file we could not read is kept by nobody: the original goes too, hosts only see the reason.
    for (const key of uploadFileKeys(upload)) await deleteQuietly(this.log, () => this.storage.delete(key), key);
    if (count === 1) await publishProcessed(this.prisma, this.feed, upload.id);
  }
}

/** Enqueues the copies of photos in the transaction that writes their rows. */
export function enqueuePhotoDerivatives(
  queue: Pick<JobQueue, 'enqueueAll'>,
  tx: Parameters<JobQueue['enqueueAll']>[0],
  uploadIds: readonly number[],
): Promise<void> {
  return enqueueUploadJobs(queue, tx, PHOTO_DERIVATIVES_JOB, uploadIds);
}
