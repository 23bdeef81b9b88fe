import { createHmac } from 'node:crypto';
import { isSameSignature } from '../../lib/signed-text.ts';
import type { Event } from '../../generated/prisma/client.ts';
import { keyOfFileUrl } from '../../storage/file-keys.ts';

const HOUR_MS = 60 * 60_000;
/** How long a gallery page's image addresses keep working after it was loaded. */
const VALID_MS = 24 * HOUR_MS;

type SignedEvent = Pick<Event, 'id' | 'pinCode' | 'isPinRequired'>;

/** Image addresses of one event as one caller who passed its gate may load them. */
export interface FileSigner {
  token: string | null;
  /** A function, not a method: handed around on its own (`photos.map(...sign)`). */
  sign: { (url: string): string; (url: string | null): string | null };
}

/**
 * Short-lived tokens that open a PIN-protected event's images, handed out with the addresses of its
 * images to callers who passed the PIN gate. The PIN itself never goes into an image URL, where it would
 * end up in logs, Referer headers, browser history and links copied from a photo. A token names the event
 * and is signed over its current PIN, so a new PIN ends every token at once. Expiry is rounded to the
 * hour, so a page's addresses stay the same (and cached) for an hour.
 */
export class FileAccessTokens {
  readonly #key: Buffer;

  constructor(secret: string) {
    // A key of its own, so a token can never be mistaken for a session or an upload grant.
    this.#key = createHmac('sha256', secret).update('guest file access v1').digest();
  }

  issue(event: SignedEvent, now = Date.now()): string {
    const expires = Math.ceil((now + VALID_MS) / HOUR_MS) * (HOUR_MS / 1000);
    return `${expires}.${this.#mac(event, expires)}`;
  }

  /** Whether `token` opens this event's files now. */
  verify(event: SignedEvent, token: string, now = Date.now()): boolean {
    const match = /^(\d{1,12})\.([A-Za-z0-9_-]{22})$/.exec(token);
    if (!match) return false;
    const expires = Number(match[1]);
    if (expires * 1000 <= now) return false;
    return isSameSignature(match[2]!, this.#mac(event, expires));
  }

  /** `url` as this caller may load it: with a token when the event has a PIN and the file is ours. */
  sign(url: string, event: SignedEvent): string;
  sign(url: string | null, event: SignedEvent): string | null;
  sign(url: string | null, event: SignedEvent): string | null {
    return this.signerFor(event).sign(url);
  }

  /**
   * Signs many addresses of one event with one token (a gallery page: one HMAC, not two per photo).
   * `token` is null when the event needs none; it is the same for every caller in the same hour, so
   * it may go into a validator (ETag) of answers that are otherwise shared.
   */
  signerFor(event: SignedEvent, now = Date.now()): FileSigner {
    const token = event.isPinRequired ? this.issue(event, now) : null;
    function sign(url: string): string;
    function sign(url: string | null): string | null;
    function sign(url: string | null): string | null {
      // Covers hosted elsewhere get no token: it would travel to that site.
      if (!url || token === null || keyOfFileUrl(url) === null) return url;
      return `${url}${url.includes('?') ? '&' : '?'}access=${token}`;
    }
    return { token, sign };
  }

  #mac(event: SignedEvent, expires: number): string {
    return createHmac('sha256', this.#key)
      .update(`${event.id}\n${event.pinCode ?? ''}\n${expires}`)
      .digest('base64url')
      .slice(0, 22);
  }
}
