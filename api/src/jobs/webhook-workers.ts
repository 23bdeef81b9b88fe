import type { Db } from '../db/client.ts';
import {
  DEFAULT_WEBHOOK_DELIVERY_OPTIONS,
  WebhookDeliveryJob,
  type WebhookDeliveryOptions,
} from '../modules/webhooks/webhook-delivery.ts';
import type { WebhookSecretBox } from '../modules/webhooks/webhook-secrets.ts';
import type { JobQueue } from './job-queue.ts';
import { type JobWorkerOptions, JobWorkers } from './job-workers.ts';

/** How webhook deliveries are sent and retried (tests shorten the waits). */
export interface WebhookWorkerSettings extends WebhookDeliveryOptions {
  /** The first retry waits this long, then twice as long each time, up to `retryMaxMs`. */
  retryBaseMs: number;
  retryMaxMs: number;
}

/** 30 s, 1 min, 2 min … up to an hour between tries, for 24 h (decision 026). */
export const DEFAULT_WEBHOOK_WORKER_SETTINGS = {
  ...DEFAULT_WEBHOOK_DELIVERY_OPTIONS,
  retryBaseMs: 30_000,
  retryMaxMs: 60 * 60_000,
} satisfies Omit<WebhookWorkerSettings, 'allowPrivate'>;

/**
 * Workers that send webhook deliveries, on the same queue (and table) as the media jobs but with their own
 * slots, so photos being processed never hold up deliveries and the other way round.
 */
export function createWebhookWorkers(options: {
  prisma: Db;
  queue: JobQueue;
  secrets: WebhookSecretBox;
  settings: WebhookWorkerSettings;
  concurrency: number;
  log: JobWorkerOptions['log'];
}): JobWorkers {
  const { settings } = options;
  return new JobWorkers(
    options.queue,
    [new WebhookDeliveryJob(options.prisma, options.secrets, settings, options.log)],
    {
      concurrency: options.concurrency,
      retryBaseMs: settings.retryBaseMs,
      retryMaxMs: settings.retryMaxMs,
      log: options.log,
    },
  );
}
