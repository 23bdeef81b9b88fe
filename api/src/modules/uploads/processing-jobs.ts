import type { Db } from '../../db/client.ts';
import type { ClaimedJob, JobQueue } from '../../jobs/job-queue.ts';
import type { PhotoChange } from '../../live/photo-feed.ts';

// What the photo and video processing jobs share (decisions 020, 051): their payload, how they are queued
// with the rows they are about, and how live pages learn that an upload's processing ended.

/** Queues one job of `kind` per upload, in the transaction that writes their rows (payload `{uploadId}`). */
export function enqueueUploadJobs(
  queue: Pick<JobQueue, 'enqueueAll'>,
  tx: Parameters<JobQueue['enqueueAll']>[0],
  kind: string,
  uploadIds: readonly number[],
): Promise<void> {
  return queue.enqueueAll(
    tx,
    kind,
    uploadIds.map((uploadId) => ({ uploadId })),
  );
}

/** The upload a processing job is about; null for a payload that names none. */
export function uploadIdOf(job: ClaimedJob): number | null {
  const { payload } = job;
  if (payload && typeof payload === 'object' && !Array.isArray(payload) && typeof payload.uploadId === 'number') {
    return payload.uploadId;
  }
  return null;
}

/** Tells live pages (hosts' queues, galleries) that the upload is READY or FAILED now; nothing if it is gone. */
export async function publishProcessed(
  prisma: Db,
  feed: { publish(change: PhotoChange): void },
  uploadId: number,
): Promise<void> {
  const now = await prisma.upload.findUnique({
    where: { id: uploadId },
    select: { id: true, eventId: true, status: true, processingState: true },
  });
  if (!now) return;
  feed.publish({
    kind: 'PROCESSED',
    eventId: now.eventId,
    photos: [{ id: now.id, status: now.status, processingState: now.processingState }],
  });
}
