import type { JobQueue } from '../../jobs/job-queue.ts';
import { enqueueUploadJobs } from './processing-jobs.ts';

/**
 * The job that makes a stored video's web copy, poster and thumbnail (issue 30, decision 048): a kind of its
 * own, so media workers give videos their own slots (VIDEO_WORKERS) and photos never wait behind a
 * conversion. Its payload is `{uploadId}`, as the photo job's. The handler is video-processing.ts.
 */
export const VIDEO_TRANSCODE_JOB = 'video.transcode';

/** Enqueues the conversion of videos in the transaction that writes their rows. */
export function enqueueVideoTranscodes(
  queue: Pick<JobQueue, 'enqueueAll'>,
  tx: Parameters<JobQueue['enqueueAll']>[0],
  uploadIds: readonly number[],
): Promise<void> {
  return enqueueUploadJobs(queue, tx, VIDEO_TRANSCODE_JOB, uploadIds);
}
