/** What a webhook can be told of (decision 026). */
export const WEBHOOK_TOPICS = [
  'upload.created',
  'upload.approved',
  'upload.rejected',
  'rsvp.created',
  'rsvp.updated',
  'event.updated',
  'guestbook.created',
  'guestbook.approved',
] as const;

export type WebhookTopic = (typeof WEBHOOK_TOPICS)[number];

export function isWebhookTopic(value: unknown): value is WebhookTopic {
  return typeof value === 'string' && (WEBHOOK_TOPICS as readonly string[]).includes(value);
}

/** Webhooks one event, or one account, may have. */
export const MAX_WEBHOOKS_PER_OWNER = 10;
/** Longer URLs are refused at creation. */
export const MAX_WEBHOOK_URL_LENGTH = 2048;
