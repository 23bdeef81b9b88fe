import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** A new signing secret, shown to its creator once. */
export function generateWebhookSecret(): string {
  return `whsec_${randomBytes(24).toString('base64url')}`;
}

/**
 * Signing secrets encrypted at rest (AES-256-GCM) with a key derived from the app secret: a database dump
 * alone does not let anyone sign as us. We must sign with them, so they are encrypted, not hashed.
 */
export class WebhookSecretBox {
  readonly #key: Buffer;

  constructor(appSecret: string) {
    this.#key = Buffer.from(hkdfSync('sha256', appSecret, 'wedding-photos', 'webhook-secrets v1', 32));
  }

  seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.#key, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [
      'v1',
      iv.toString('base64url'),
      cipher.getAuthTag().toString('base64url'),
      sealed.toString('base64url'),
    ].join('.');
  }

  open(stored: string): string {
    const [version, iv, tag, sealed] = stored.split('.');
    if (version !== 'v1' || !iv || !tag || !sealed) throw new Error('unreadable webhook secret');
    const decipher = createDecipheriv('aes-256-gcm', this.#key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  }
}
