import { createHmac } from 'node:crypto';
import { isSameSignature } from '../../lib/signed-text.ts';

/**
 * `X-Webhook-Signature: sha256=<hex>`, the HMAC-SHA256 with the webhook's secret over
 * `<X-Webhook-Timestamp>.<raw body>` (decision 026). The timestamp inside lets receivers refuse replays.
 */
export function webhookSignature(secret: string, timestamp: string, body: string): string {
  return `sha256=${createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex')}`;
}

/** The check a receiver makes (tests and the docs' example). */
export function isValidWebhookSignature(secret: string, timestamp: string, body: string, header: string): boolean {
  return isSameSignature(header, webhookSignature(secret, timestamp, body));
}
