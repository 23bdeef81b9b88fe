import { message } from '../i18n/messages.ts';
import { createHmac } from 'node:crypto';
import { isSameSignature } from '../lib/signed-text.ts';
import { ForbiddenError } from '../lib/errors.ts';
import { assertValidKey } from './keys.ts';

/** What an upload link allows: one PUT of at most `maxBytes` of `contentType` to `key`, until `expiresAt`. */
export interface UploadGrant {
  key: string;
  contentType: string;
  maxBytes: number;
  expiresAt: Date;
}

/** What a forged, malformed, expired or unknown upload link is told (all alike, on purpose). */
export const INVALID_UPLOAD_LINK = message('uploads.invalidLink');

/**
 * Signs and checks the tokens in local-storage upload links (the local stand-in for GCS signed URLs).
 * A token is `base64url(JSON payload).base64url(HMAC-SHA256)`; the HMAC key is derived from the app secret,
 * so a token can never be mistaken for anything else signed with that secret (sessions, for instance).
 */
export class UploadTokenSigner {
  readonly #key: Buffer;

  constructor(secret: string) {
    if (!secret) throw new Error('UploadTokenSigner needs a non-empty secret.');
    this.#key = createHmac('sha256', secret).update('storage-upload-v1').digest();
  }

  sign(grant: UploadGrant): string {
    assertValidKey(grant.key);
    const payload = Buffer.from(
      JSON.stringify({
        key: grant.key,
        contentType: grant.contentType,
        maxBytes: grant.maxBytes,
        expiresAt: grant.expiresAt.getTime(),
      }),
    ).toString('base64url');
    return `${payload}.${this.#mac(payload).toString('base64url')}`;
  }

  /** The grant, or ForbiddenError for a forged, malformed or expired token (all alike, on purpose). */
  verify(token: string, now: Date = new Date()): UploadGrant {
    const [payload, signature, extra] = typeof token === 'string' ? token.split('.') : [];
    if (!payload || !signature || extra !== undefined) throw new ForbiddenError(INVALID_UPLOAD_LINK);
    if (!isSameSignature(signature, this.#mac(payload).toString('base64url'))) {
      throw new ForbiddenError(INVALID_UPLOAD_LINK);
    }

    const grant = parseGrant(payload);
    if (!grant || grant.expiresAt.getTime() <= now.getTime()) throw new ForbiddenError(INVALID_UPLOAD_LINK);
    return grant;
  }

  #mac(payload: string): Buffer {
    return createHmac('sha256', this.#key).update(payload).digest();
  }
}

// Only reached for tokens we signed ourselves, but a shape check keeps a future bug from turning into a bad write.
function parseGrant(payload: string): UploadGrant | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (typeof value !== 'object' || value === null) return null;
    const { key, contentType, maxBytes, expiresAt } = value as Record<string, unknown>;
    if (typeof key !== 'string' || typeof contentType !== 'string' || !contentType) return null;
    if (typeof maxBytes !== 'number' || !Number.isSafeInteger(maxBytes) || maxBytes < 0) return null;
    if (typeof expiresAt !== 'number' || !Number.isFinite(expiresAt)) return null;
    assertValidKey(key);
    return { key, contentType, maxBytes, expiresAt: new Date(expiresAt) };
  } catch {
    return null;
  }
}
