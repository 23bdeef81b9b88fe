import type { Db } from '../../db/client.ts';
import type { Prisma } from '../../generated/prisma/client.ts';
import type { ClaimedJob } from '../../jobs/job-queue.ts';
import type { JobHandler } from '../../jobs/job-workers.ts';
import type { TargetPolicy } from './target-address.ts';
import type { WebhookSecretBox } from './webhook-secrets.ts';
import { postWebhook } from './webhook-sender.ts';
import { webhookSignature } from './webhook-signature.ts';

/** The job that sends one WebhookDelivery; its payload is `{ deliveryId }`. */
export const WEBHOOK_DELIVERY_JOB = 'webhook.deliver';

/** The JSON body every delivery carries. */
export interface WebhookMessage {
  id: string;
  topic: string;
  createdAt: string;
  data: Record<string, string | number | null>;
}

export interface WebhookDeliveryOptions extends TargetPolicy {
  /** One POST may take this long. */
  timeoutMs: number;
  /** Failed deliveries are retried (with the workers' backoff) until they are this old, then failed. */
  giveUpAfterMs: number;
}

export const DEFAULT_WEBHOOK_DELIVERY_OPTIONS = {
  timeoutMs: 10_000,
  giveUpAfterMs: 24 * 60 * 60_000,
} satisfies Omit<WebhookDeliveryOptions, 'allowPrivate'>;

/** Far more than 24 h of backoff needs: only bounds a delivery that kills its worker every time. */
const MAX_CLAIMS = 100;

/**
 * Sends a delivery and records how it went. A 2xx is delivered; anything else throws so the job queue
 * retries it later, until the delivery is `giveUpAfterMs` old and is marked failed. A crash between the
 * POST and the record sends it again: receivers dedupe by `X-Webhook-Id` (at least once, decision 026).
 */
export class WebhookDeliveryJob implements JobHandler {
  readonly kind = WEBHOOK_DELIVERY_JOB;
  readonly maxAttempts = MAX_CLAIMS;

  constructor(
    private readonly prisma: Db,
    private readonly secrets: WebhookSecretBox,
    private readonly options: WebhookDeliveryOptions,
    /** Where the network's own account of a failure goes; the delivery log shows only DELIVERY_ERRORS. */
    private readonly log: { warn(object: object, message: string): void },
  ) {}

  async run(job: ClaimedJob): Promise<void> {
    const delivery = await this.prisma.webhookDelivery.findUnique({
      where: { id: deliveryIdOf(job.payload) },
      include: { webhook: true },
    });
    // Deleted with its webhook, or already settled (a redelivery makes a new row): nothing to send.
    if (!delivery || delivery.deliveredAt || delivery.failedAt) return;
    // Paused, or stopped because its creator left the event: what was queued before is not sent either.
    if (!delivery.webhook.active || delivery.webhook.disabledAt) {
      await this.settle(delivery.id, { failedAt: new Date(), error: 'The webhook was switched off.' });
      return;
    }
    const message = delivery.payload as unknown as WebhookMessage;
    // Keys in the documented order (jsonb keeps its own).
    const body = JSON.stringify({
      id: message.id,
      topic: message.topic,
      createdAt: message.createdAt,
      data: message.data,
    });
    const timestamp = String(Math.floor(Date.now() / 1000));
    const outcome = await postWebhook(
      delivery.webhook.url,
      {
        'user-agent': 'WeddingPhotos-Webhooks/1',
        'x-webhook-id': message.id,
        'x-webhook-timestamp': timestamp,
        'x-webhook-signature': webhookSignature(this.secrets.open(delivery.webhook.secret), timestamp, body),
      },
      body,
      this.options,
    );
    const now = new Date();
    const delivered = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
    const expired = now.getTime() - delivery.createdAt.getTime() >= this.options.giveUpAfterMs;
    const error = delivered ? null : (outcome.error ?? `The target answered ${outcome.statusCode}.`);
    if (outcome.detail) {
      this.log.warn(
        { webhookId: delivery.webhookId, deliveryId: delivery.id, detail: outcome.detail },
        'webhook delivery could not connect',
      );
    }
    await this.settle(delivery.id, {
      attempts: { increment: 1 },
      lastAttemptAt: now,
      lastStatusCode: outcome.statusCode,
      durationMs: outcome.durationMs,
      error,
      ...(delivered ? { deliveredAt: now } : {}),
      ...(!delivered && expired ? { failedAt: now } : {}),
    });
    if (!delivered && !expired) throw new Error(error!);
  }

  async giveUp(job: ClaimedJob, reason: string): Promise<void> {
    await this.prisma.webhookDelivery.updateMany({
      where: { id: deliveryIdOf(job.payload), deliveredAt: null, failedAt: null },
      data: { failedAt: new Date(), error: reason },
    });
  }

  private async settle(id: number, data: Prisma.WebhookDeliveryUpdateManyMutationInput): Promise<void> {
    await this.prisma.webhookDelivery.updateMany({ where: { id }, data });
  }
}

function deliveryIdOf(payload: Prisma.JsonValue): number {
  const id = (payload as { deliveryId?: unknown } | null)?.deliveryId;
  return typeof id === 'number' ? id : -1;
}
