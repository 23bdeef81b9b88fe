import type { JobQueue } from './job-queue.ts';
import { type JobHandler, type JobWorkerOptions, JobWorkers } from './job-workers.ts';

/**
 * Idle workers look for archives asked for on other instances this often (this instance's own requests
 * wake them at once); nobody waits on an archive by the second.
 */
const DATA_EXPORT_POLL_MS = 5_000;

/**
 * The workers that build "Download my data" archives, on the same queue as media jobs and email but with
 * a slot of their own: an archive reads every original of an account for minutes, and must never hold up
 * guests' photos or a reset link. One at a time per instance keeps the disk and storage reads calm.
 */
export function createDataExportWorkers(options: {
  queue: JobQueue;
  handler: JobHandler;
  log: JobWorkerOptions['log'];
  concurrency?: number;
}): JobWorkers {
  return new JobWorkers(options.queue, [options.handler], {
    concurrency: options.concurrency ?? 1,
    pollMs: DATA_EXPORT_POLL_MS,
    // The first retry waits 30 s (a storage hiccup passes), the last a few minutes.
    retryBaseMs: 30_000,
    log: options.log,
  });
}
