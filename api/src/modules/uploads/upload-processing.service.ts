import { message } from '../../i18n/messages.ts';
import { LIVE_EVENT, memberEventWhere } from '../../access/event-access.ts';
import type { Db } from '../../db/client.ts';
import type { Upload, User } from '../../generated/prisma/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import type { PhotoFeed } from '../../live/photo-feed.ts';
import type { StorageDriver } from '../../storage/storage.ts';
import { parseRowId } from '../../../../common/row-id.ts';
import { enqueuePhotoDerivatives } from './photo-processing.ts';
import { enqueueVideoTranscodes } from './video-processing-job.ts';
import { reasonIn } from './processing-reason.ts';

const NOT_FOUND = message('uploads.photoNotFound');
export const NOT_FAILED = message('uploads.notFailed');
export const ORIGINAL_GONE = message('uploads.originalGone');

/**
 * What hosts do about an upload's processing (the media workers do the work): process a FAILED one again.
 * A video whose conversion failed keeps its original for this (VideoProcessing); files that could not be
 * read at all, photos or videos, keep nothing and cannot be.
 */
export class UploadProcessingService {
  constructor(
    private readonly prisma: Db,
    private readonly storage: Pick<StorageDriver, 'stat'>,
    private readonly jobs: Pick<JobQueue, 'enqueueAll' | 'wake'>,
    private readonly feed: Pick<PhotoFeed, 'publish'>,
  ) {}

  /**
   * Processes a FAILED photo or video again: PROCESSING without its old reason, with a new job of its kind,
   * and the hosts' open queues are told. For the event's hosts and super-admins (others: not found);
   * `eventId` (REST's path) must be the upload's event. One that is not FAILED, or whose original is gone,
   * is a 409 saying so.
   */
  async retry(actor: { user: User; ip: string }, rawId: unknown, eventId?: number): Promise<Upload> {
    const id = parseRowId(rawId);
    if (id === null) throw new NotFoundError(NOT_FOUND);
    const upload = await this.prisma.upload.findFirst({
      where: {
        id,
        ...(eventId === undefined ? {} : { eventId }),
        event: actor.user.isAdmin ? LIVE_EVENT : memberEventWhere(actor.user.id),
      },
    });
    if (!upload) throw new NotFoundError(NOT_FOUND);
    if (upload.processingState !== 'FAILED') throw new ConflictError(NOT_FAILED);
    if (!(await this.storage.stat(upload.storageKey))) throw new ConflictError(ORIGINAL_GONE);
    // A super-admin acting on an event they do not host is recorded as an admin action, as takedowns are.
    const asAdmin =
      actor.user.isAdmin &&
      (await this.prisma.event.count({ where: { id: upload.eventId, ...memberEventWhere(actor.user.id) } })) === 0;
    const retried = await this.prisma.$transaction(async (tx) => {
      const { count } = await tx.upload.updateMany({
        where: { id, processingState: 'FAILED' },
        data: { processingState: 'PROCESSING', processingError: null },
      });
      // Another host retried (or deleted) it meanwhile.
      if (count === 0) throw new ConflictError(NOT_FAILED);
      if (upload.mediaType === 'VIDEO') await enqueueVideoTranscodes(this.jobs, tx, [id]);
      else await enqueuePhotoDerivatives(this.jobs, tx, [id]);
      await tx.auditLog.create({
        data: {
          actorId: actor.user.id,
          action: asAdmin ? 'admin.upload.retry_processing' : 'upload.retry_processing',
          targetType: 'Upload',
          targetId: String(id),
          // The audit log keeps the reason in English, as its other entries.
          metadata: { eventId: upload.eventId, mediaType: upload.mediaType, error: reasonIn(upload.processingError) },
          ip: actor.ip,
        },
      });
      return tx.upload.findUniqueOrThrow({ where: { id } });
    });
    this.jobs.wake();
    // Hosts' open queues re-read it (PROCESSING again); guests never saw it, and still do not.
    this.feed.publish({
      kind: 'PROCESSED',
      eventId: retried.eventId,
      photos: [{ id: retried.id, status: retried.status, processingState: retried.processingState }],
    });
    return retried;
  }
}
