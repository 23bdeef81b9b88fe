import type { Db } from '../db/client.ts';
import { EmailDeliveryJob, type EmailLog } from '../modules/email/email-delivery.ts';
import type { MailTransport } from '../modules/email/mail-transport.ts';
import type { JobQueue } from './job-queue.ts';
import { type JobHandler, JobWorkers } from './job-workers.ts';

/** How long a failed try waits before the next: doubling from `retryBaseMs` up to `retryMaxMs`. */
export interface EmailWorkerSettings {
  retryBaseMs: number;
  retryMaxMs: number;
  /**
   * How often idle workers look for messages written by other instances or due for a retry (this
   * instance's own wake them at once). Retries wait 30 s at least, so a few seconds lose nothing, and an
   * idle server asks the database less often than the media workers' every second.
   */
  pollMs: number;
}

/** 30 s, 1 min, 2 min … up to 30 min between tries (decision 054); tests shorten them. */
export const DEFAULT_EMAIL_WORKER_SETTINGS: EmailWorkerSettings = {
  retryBaseMs: 30_000,
  retryMaxMs: 30 * 60_000,
  pollMs: 5_000,
};

/**
 * Workers that send the outbox, on the same queue as media jobs and webhook deliveries but with their own
 * slots: a slow mail server never holds up photos, and a queue of photos never delays a reset link.
 */
export function createEmailWorkers(options: {
  prisma: Db;
  queue: JobQueue;
  transport: MailTransport | null;
  settings: EmailWorkerSettings;
  concurrency: number;
  /** Kept messages' text in the log (development only: it holds links that open accounts). */
  logBodies: boolean;
  log: EmailLog;
  /** Other email jobs these slots run (the review digests, decision 055). */
  handlers?: readonly JobHandler[];
}): JobWorkers {
  return new JobWorkers(
    options.queue,
    [
      new EmailDeliveryJob(options.prisma, options.transport, options.log, options.logBodies),
      ...(options.handlers ?? []),
    ],
    {
      concurrency: options.concurrency,
      retryBaseMs: options.settings.retryBaseMs,
      retryMaxMs: options.settings.retryMaxMs,
      pollMs: options.settings.pollMs,
      log: options.log,
    },
  );
}
