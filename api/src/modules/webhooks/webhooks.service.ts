import { message } from '../../i18n/messages.ts';
import { requireVerifiedEmail } from '../../access/verified-email.ts';
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { AuditEntry, AuditLog } from '../../audit/audit-log.ts';
import type { Db, PrismaQuery, Transaction } from '../../db/client.ts';
import { ConflictError, fieldProblem, NotFoundError, ValidationError } from '../../lib/errors.ts';
import type { Prisma, Webhook } from '../../generated/prisma/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';
import type { RateLimiter, RateLimitPolicy } from '../../limits/rate-limiter.ts';
import { parseInput, says } from '../../lib/validation.ts';
import { globalIdOf } from '../../graphql/ids.ts';
import { memberEventWhere, requireMember } from '../../access/event-access.ts';
import type { Actor } from '../../access/actor.ts';
import { type TargetPolicy, webhookUrlRefusal } from './target-address.ts';
import { WEBHOOK_DELIVERY_JOB, type WebhookMessage } from './webhook-delivery.ts';
import { generateWebhookSecret, type WebhookSecretBox } from './webhook-secrets.ts';
import { MAX_WEBHOOKS_PER_OWNER, WEBHOOK_TOPICS, type WebhookTopic } from './webhook-topics.ts';

export interface WebhookRateLimits {
  /** "Redeliver" of any delivery of one webhook, by any of its hosts. */
  webhookRedeliveries: RateLimitPolicy;
}

/**
 * Each redelivery is a POST from our servers to a URL of the host's choosing: enough to resend a day's
 * messages after an outage, too few to turn us into someone's load generator.
 */
export const DEFAULT_WEBHOOK_RATE_LIMITS: WebhookRateLimits = {
  webhookRedeliveries: { limit: 30, windowMs: 60 * 60_000 },
};

/** Why an event webhook stopped when the host who answers for it left the event (or was removed). */
export const DEPARTED_CREATOR_REASON = 'Its creator is no longer a host of this event.';

export const WEBHOOK_NOT_FOUND = message('hooks.notFound');
export const DELIVERY_NOT_FOUND = message('hooks.deliveryNotFound');

/** Newest deliveries first; the id breaks ties so pages never skip or repeat a row. */
export const DELIVERY_ORDER = [{ createdAt: 'desc' }, { id: 'desc' }] as const;

const Topics = z
  // The create form's own words for it (app namespace): the same English, written once.
  .array(z.enum(WEBHOOK_TOPICS, { error: says('hooks.unknownTopic') }), { error: says('webhooks.chooseTopic') })
  .min(1, says('webhooks.chooseTopic'))
  .transform((topics) => [...new Set(topics)].sort());

const CreateWebhookInput = z.object({
  url: z.string({ error: says('hooks.urlRequired') }).trim(),
  topics: Topics,
});

const UpdateWebhookInput = z.object({
  url: z
    .string({ error: says('hooks.urlText') })
    .trim()
    .optional(),
  topics: Topics.optional(),
  active: z.boolean({ error: says('hooks.activeBoolean') }).optional(),
});

/** Ids of what a change is about, beyond its event (which `enqueue` adds). */
export type WebhookData = Record<string, string | number | null>;

/** Webhooks either of an event the viewer hosts or of the viewer's account: who may manage them. */
export function manageableWebhookWhere(userId: number | null | undefined): Prisma.WebhookWhereInput {
  return { OR: [{ userId: userId ?? -1 }, { event: memberEventWhere(userId) }] };
}

/**
 * A photo (or video) as webhook payloads name it: Relay global id and database id, its status, what it is
 * (`mediaType` PHOTO or VIDEO) and, as in REST answers, a video's length in seconds (null for photos).
 */
export function photoData(upload: {
  id: number;
  status: string;
  mediaType: string;
  durationSeconds: number | null;
}): WebhookData {
  return {
    photoId: globalIdOf('Photo', upload.id),
    photoDatabaseId: upload.id,
    status: upload.status,
    mediaType: upload.mediaType,
    durationSeconds: upload.durationSeconds,
  };
}

export function rsvpData(rsvp: { id: number; status: string }): WebhookData {
  return { rsvpId: globalIdOf('Rsvp', rsvp.id), rsvpDatabaseId: rsvp.id, status: rsvp.status };
}

/** A guestbook message as webhook payloads name it (decision 057): ids and status, never its words or name. */
export function guestbookData(entry: { id: number; status: string }): WebhookData {
  return {
    guestbookEntryId: globalIdOf('GuestbookEntry', entry.id),
    guestbookEntryDatabaseId: entry.id,
    status: entry.status,
  };
}

/**
 * Webhooks (decision 026): an event's, managed by its hosts, or an account's, told of every event the
 * user hosts. Changes write their deliveries with `enqueue` inside their own transaction (the outbox),
 * and the job queue sends them.
 */
export class WebhooksService {
  constructor(
    private readonly prisma: Db,
    private readonly audit: AuditLog,
    private readonly jobs: Pick<JobQueue, 'enqueue' | 'wake'>,
    private readonly secrets: WebhookSecretBox,
    private readonly policy: TargetPolicy,
    private readonly limiter: RateLimiter,
    private readonly limits: WebhookRateLimits = DEFAULT_WEBHOOK_RATE_LIMITS,
    /** Mail can reach accounts: a webhook then needs a confirmed address (decision 054). */
    private readonly mailDelivers = false,
  ) {}

  /**
   * Writes a delivery (and its job) for every active webhook subscribed to `topic` for this event, in the
   * caller's transaction. Call `wake()` after it commits.
   */
  enqueue(tx: Transaction, eventId: number, topic: WebhookTopic, data: WebhookData = {}): Promise<number> {
    return this.enqueueAll(tx, eventId, [{ topic, data }]);
  }

  /**
   * `enqueue` for several messages of one event, with one lookup of its webhooks (photos stored together
   * write their rows in one transaction). Returns the deliveries written.
   */
  async enqueueAll(
    tx: Transaction,
    eventId: number,
    messages: readonly { topic: WebhookTopic; data?: WebhookData }[],
  ): Promise<number> {
    if (messages.length === 0) return 0;
    const webhooks = await tx.webhook.findMany({
      where: {
        active: true,
        topics: { hasSome: [...new Set(messages.map(({ topic }) => topic))] },
        OR: [
          // An event webhook while whoever answers for it is an active host of the event (null: the owner).
          // Leaving disables it (disableWebhooksOfDepartedHost); this also covers a creator who was blocked.
          {
            eventId,
            OR: [{ createdById: null }, { createdBy: { status: 'ACTIVE', memberships: { some: { eventId } } } }],
          },
          { user: { status: 'ACTIVE', memberships: { some: { eventId } } } },
        ],
      },
      select: { id: true, topics: true },
    });
    const createdAt = new Date().toISOString();
    const eventData = { eventId: globalIdOf('Event', eventId), eventDatabaseId: eventId };
    let written = 0;
    for (const { topic, data = {} } of messages) {
      for (const webhook of webhooks.filter(({ topics }) => topics.includes(topic))) {
        const message: WebhookMessage = { id: randomUUID(), topic, createdAt, data: { ...eventData, ...data } };
        const delivery = await tx.webhookDelivery.create({
          data: { webhookId: webhook.id, topic, payload: message as unknown as Prisma.InputJsonObject },
        });
        await this.jobs.enqueue(tx, WEBHOOK_DELIVERY_JOB, { deliveryId: delivery.id });
        written += 1;
      }
    }
    return written;
  }

  /** Tells this process's workers that deliveries were committed. */
  wake(): void {
    this.jobs.wake();
  }

  /**
   * A new webhook of an event the actor hosts (`eventId`) or of the actor's account (null). The secret
   * comes back in clear this once; only its sealed form is stored.
   */
  async create(actor: Actor, eventId: number | null, input: unknown): Promise<{ webhook: Webhook; secret: string }> {
    requireVerifiedEmail(actor.user, this.mailDelivers);
    if (eventId !== null) await requireMember(this.prisma, actor.user.id, eventId);
    const { url, topics } = parseInput(CreateWebhookInput, input);
    this.assertUrl(url);
    const owner = eventId === null ? { userId: actor.user.id } : { eventId };
    if ((await this.prisma.webhook.count({ where: owner })) >= MAX_WEBHOOKS_PER_OWNER) {
      throw new ConflictError(message('hooks.tooMany', { max: MAX_WEBHOOKS_PER_OWNER }));
    }
    const secret = generateWebhookSecret();
    const webhook = await this.audit.audited(
      (tx) =>
        tx.webhook.create({
          data: { ...owner, url, topics, secret: this.secrets.seal(secret), createdById: actor.user.id },
        }),
      (created) => this.auditEntry(actor, created, 'webhook.create', { url, topics }),
    );
    return { webhook, secret };
  }

  /**
   * Changes a webhook. Whoever points it at a new URL, or re-enables one that stopped because its creator
   * left the event, answers for it from then on (createdBy): their leaving stops it in turn.
   */
  async update(actor: Actor, webhookId: number, input: unknown): Promise<Webhook> {
    const webhook = await this.requireManageable(actor.user.id, webhookId);
    const changes = parseInput(UpdateWebhookInput, input);
    if (changes.url !== undefined) this.assertUrl(changes.url);
    const reenabled = changes.active === true && webhook.disabledAt !== null;
    const responsible = reenabled || (changes.url !== undefined && changes.url !== webhook.url);
    return this.audit.audited(
      (tx) =>
        tx.webhook.update({
          where: { id: webhook.id },
          data: {
            ...changes,
            ...(responsible ? { createdById: actor.user.id } : {}),
            ...(reenabled ? { disabledAt: null, disabledReason: null } : {}),
          },
        }),
      (updated) =>
        this.auditEntry(actor, updated, 'webhook.update', {
          fields: Object.keys(changes).sort(),
          ...(reenabled ? { reenabled: true } : {}),
        }),
    );
  }

  async delete(actor: Actor, webhookId: number): Promise<void> {
    const webhook = await this.requireManageable(actor.user.id, webhookId);
    await this.audit.audited(
      (tx) => tx.webhook.delete({ where: { id: webhook.id } }),
      () => this.auditEntry(actor, webhook, 'webhook.delete', { url: webhook.url }),
    );
  }

  /**
   * Sends a delivery's message again (same body and id, so receivers can tell), as a new delivery: at most
   * `webhookRedeliveries` an hour per webhook, each audited.
   */
  async redeliver(actor: Actor, deliveryId: number) {
    const original = await this.prisma.webhookDelivery.findFirst({
      where: { id: deliveryId, webhook: manageableWebhookWhere(actor.user.id) },
      include: { webhook: true },
    });
    if (!original) throw new NotFoundError(DELIVERY_NOT_FOUND);
    await this.spendRedelivery(original.webhookId);
    const delivery = await this.audit.audited(
      async (tx) => {
        const created = await tx.webhookDelivery.create({
          data: {
            webhookId: original.webhookId,
            topic: original.topic,
            payload: original.payload as Prisma.InputJsonValue,
          },
        });
        await this.jobs.enqueue(tx, WEBHOOK_DELIVERY_JOB, { deliveryId: created.id });
        return created;
      },
      (created) =>
        this.auditEntry(actor, original.webhook, 'webhook.redeliver', {
          redeliveredDeliveryId: original.id,
          deliveryId: created.id,
        }),
    );
    this.wake();
    return delivery;
  }

  /** Counts one redelivery of the webhook; past the hour's budget, says when the next one is allowed. */
  private async spendRedelivery(webhookId: number): Promise<void> {
    const policy = this.limits.webhookRedeliveries;
    await this.limiter.consume('webhookRedeliveries', String(webhookId), policy, (wait) =>
      message('rates.webhookRedeliveries', {
        limit: policy.limit,
        minutes: Math.round(policy.windowMs / 60_000),
        wait,
      }),
    );
  }

  /** The account's own webhooks (told of every event it hosts), oldest first, as GraphQL selects them. */
  listOwn<Q extends PrismaQuery<Prisma.WebhookFindManyArgs>>(userId: number, query: Q) {
    return this.prisma.webhook.findMany({ ...query, where: { userId }, orderBy: { id: 'asc' } });
  }

  /** The webhook when the user may manage it; 'not found' otherwise, so ids cannot be probed. */
  async requireManageable(userId: number, webhookId: number): Promise<Webhook> {
    const webhook = await this.prisma.webhook.findFirst({
      where: { id: webhookId, ...manageableWebhookWhere(userId) },
    });
    if (!webhook) throw new NotFoundError(WEBHOOK_NOT_FOUND);
    return webhook;
  }

  private assertUrl(url: string): void {
    const problem = webhookUrlRefusal(url, this.policy);
    if (problem) throw new ValidationError(problem, [fieldProblem('url', problem)]);
  }

  private auditEntry(actor: Actor, webhook: Webhook, action: string, metadata: Prisma.InputJsonObject): AuditEntry {
    return {
      actorId: actor.user.id,
      action,
      ...(webhook.eventId === null
        ? { targetType: 'User' as const, targetId: actor.user.id }
        : { targetType: 'Event' as const, targetId: webhook.eventId }),
      metadata: { webhookId: webhook.id, ...metadata },
      ip: actor.ip,
    };
  }
}

/**
 * Stops the event webhooks `userId` answers for, in the transaction that ends their membership of the
 * event (they left or were removed): paused with the reason, which the event's other hosts see, and sent
 * nothing more until one of them re-enables it (and answers for it). Deliveries already queued are
 * dropped when their turn comes. Answers how many stopped.
 */
export async function disableWebhooksOfDepartedHost(tx: Transaction, eventId: number, userId: number): Promise<number> {
  const { count } = await tx.webhook.updateMany({
    where: { eventId, createdById: userId, disabledAt: null },
    data: { active: false, disabledAt: new Date(), disabledReason: DEPARTED_CREATOR_REASON },
  });
  return count;
}

/** What a service that changes something webhooks tell of needs: the outbox write and the wake-up. */
export type WebhookOutbox = Pick<WebhooksService, 'enqueue' | 'enqueueAll' | 'wake'>;
