import { createHmac } from 'node:crypto';
import { isSameSignature } from '../../lib/signed-text.ts';
import type { Event } from '../../generated/prisma/client.ts';
import type { RequestCookies } from './guest-key.ts';

// Decision 043: two ways past a PIN-protected event's gate without typing its PIN, both signed by the
// server and bound to the event's current PIN, so a new PIN ends all of them at once:
//
// - the device pass: an HttpOnly cookie per event, set when the right PIN (or an access link) let the
//   browser in, accepted instead of the PIN on every guest path until the event is long over;
// - the access link: a token in the guest link the hosts print on table cards and show on the slideshow
//   (`/e/{slug}?k=…`), exchanged once for a device pass.
//
// Neither carries the PIN: both are HMACs over the event id and the PIN under a key of their own.

type PassEvent = Pick<Event, 'id' | 'pinCode' | 'isPinRequired' | 'dateTime'>;

const DAY_SECONDS = 24 * 60 * 60;
/** A device pass lasts until 30 days after the event (photos and the gallery come in the weeks after). */
export const DEVICE_PASS_DAYS_AFTER_EVENT = 30;
/** Browsers cap cookies at 400 days; an event booked further ahead gets its pass renewed on a later visit. */
const MAX_DEVICE_PASS_SECONDS = 400 * DAY_SECONDS;

/** What an access link's `k` looks like: 32 base64url characters (192 bits of an HMAC). */
const LINK_TOKEN = /^[A-Za-z0-9_-]{32}$/;
/** A device pass: its expiry (Unix seconds), a dot, its HMAC (base64url, 43 characters). */
const DEVICE_PASS = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

/** The cookie holding the device pass of one event; `__Host-` over HTTPS (Secure, Path=/, no Domain). */
export function devicePassCookieName(eventId: number, https: boolean): string {
  return `${https ? '__Host-' : ''}guest_pass_${eventId}`;
}

/** A request's device passes, as the guest gate reads and grants them. */
export interface DevicePasses {
  /** Whether the request carries a device pass for this event, signed by us over its current PIN. */
  admits(event: PassEvent): boolean;
  /** Sets a device pass for the event on the answer (a no-op where the answer carries no cookie). */
  grant(event: PassEvent): void;
}

/** Signs and checks access links and device passes; one per app, with keys derived from the app secret. */
export class GuestPasses {
  readonly #linkKey: Buffer;
  readonly #deviceKey: Buffer;

  constructor(secret: string) {
    if (!secret) throw new Error('GuestPasses needs a non-empty secret.');
    // Keys of their own: a link token is never a device pass, and neither verifies as anything else signed.
    this.#linkKey = createHmac('sha256', secret).update('guest-access-link-v1').digest();
    this.#deviceKey = createHmac('sha256', secret).update('guest-device-pass-v1').digest();
  }

  /** The access token of an event's guest link; null when the event asks for no PIN (its link is enough). */
  linkToken(event: PassEvent): string | null {
    if (!event.isPinRequired || !event.pinCode) return null;
    return this.#linkMac(event).toString('base64url').slice(0, 32);
  }

  /** Whether `token` is the event's access token under its current PIN (constant time). */
  verifyLink(event: PassEvent, token: string): boolean {
    const expected = this.linkToken(event);
    if (expected === null || !LINK_TOKEN.test(token)) return false;
    return isSameSignature(token, expected);
  }

  /** A device pass for the event: its cookie value and how long the browser should keep it. */
  issueDevicePass(event: PassEvent, now = Date.now()): { value: string; maxAgeSeconds: number } {
    const nowSeconds = Math.floor(now / 1000);
    const eventSeconds = Math.floor(event.dateTime.getTime() / 1000);
    const expires = Math.min(
      Math.max(nowSeconds, eventSeconds) + DEVICE_PASS_DAYS_AFTER_EVENT * DAY_SECONDS,
      nowSeconds + MAX_DEVICE_PASS_SECONDS,
    );
    return {
      value: `${expires}.${this.#deviceMac(event, expires).toString('base64url')}`,
      maxAgeSeconds: expires - nowSeconds,
    };
  }

  /** Whether `value` is a device pass we signed for this event under its current PIN, not yet expired. */
  verifyDevicePass(event: PassEvent, value: string, now = Date.now()): boolean {
    if (!event.isPinRequired || !event.pinCode) return false;
    const match = DEVICE_PASS.exec(value);
    if (!match) return false;
    const expires = Number(match[1]);
    if (expires * 1000 <= now) return false;
    return isSameSignature(match[2]!, this.#deviceMac(event, expires).toString('base64url'));
  }

  /** A request's device passes, read from its cookies and granted through them. */
  of(cookies: RequestCookies): DevicePasses {
    return {
      admits: (event) => {
        const value = cookies.get(devicePassCookieName(event.id, cookies.https));
        return value !== undefined && this.verifyDevicePass(event, value);
      },
      grant: (event) => {
        if (!event.isPinRequired) return;
        const { value, maxAgeSeconds } = this.issueDevicePass(event);
        cookies.set(devicePassCookieName(event.id, cookies.https), value, maxAgeSeconds);
      },
    };
  }

  /** Bound to the event and its PIN: a new PIN, or another event, makes it worthless. */
  #linkMac(event: PassEvent): Buffer {
    return createHmac('sha256', this.#linkKey)
      .update(`${event.id}\n${event.pinCode ?? ''}`)
      .digest();
  }

  #deviceMac(event: PassEvent, expires: number): Buffer {
    return createHmac('sha256', this.#deviceKey)
      .update(`${event.id}\n${event.pinCode ?? ''}\n${expires}`)
      .digest();
  }
}
