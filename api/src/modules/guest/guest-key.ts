import { createHash, createHmac, randomBytes } from 'node:crypto';
import { isSameSignature } from '../../lib/signed-text.ts';
import { addressKey, type RateLimiter, type RateLimitPolicy } from '../../limits/rate-limiter.ts';

// One guest key per event and browser (decision 029): a random id in an HttpOnly cookie, set by whichever
// comes first, an RSVP or an upload. It ties an RSVP and the photos of one phone together, lets that phone
// change its answer and see or delete its own photos. The database keeps only its sha256: a leaked row
// cannot be replayed as a cookie. Nobody but the browser ever gets the key back, hosts not even the hash.
//
// Decision 040: the cookie carries the key with our signature for the event, and only a key we signed is
// an identity, so a value planted in a guest's browser (cookie tossing from a sibling subdomain) is never
// adopted. Over HTTPS the cookie is `__Host-` (no other host can set it) and a plain-named one is read
// only as a key issued before keys were signed, and only where the event knows it.

/** A browser keeps its key a year (browsers cap cookies at 400 days): photos come weeks after the day. */
export const GUEST_KEY_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** A key issued before keys were signed: a UUID, as the earlier server issued it (decision 029). */
const LEGACY_KEY = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * A signed key as the cookie carries it: the key, a dot, its HMAC-SHA256 for the event (base64url). The key
 * is 16 random bytes (base64url, never UUID-shaped, so a new key stripped of its signature never passes
 * for a legacy one), or a legacy UUID the server re-issued signed.
 */
const SIGNED_KEY = /^([A-Za-z0-9_-]{22}|[0-9a-f-]{36})\.([A-Za-z0-9_-]{43})$/;

/** Only a `__Host-` cookie is sure to be ours over HTTPS: Secure, Path=/, no Domain, set by this host. */
const HOST_PREFIX = '__Host-';

/** The cookie holding the browser's key for one event, as this server sets it. */
export function guestKeyCookieName(eventId: number, https: boolean): string {
  return `${https ? HOST_PREFIX : ''}guest_${eventId}`;
}

/** Where RSVPs kept the key before it was every guest feature's; browsers that answered then still send it. */
function legacyRsvpCookieName(eventId: number): string {
  return `rsvp_${eventId}`;
}

/** What the database keeps of a key (hex sha256; the migration that moved RSVP keys computes the same). */
export function hashGuestKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** A request's cookies, as the guest-key rules read and write them. */
export interface RequestCookies {
  get(name: string): string | undefined;
  /** Whether the request came over HTTPS: its key cookie is then `__Host-` and Secure. */
  readonly https: boolean;
  /** Sets a cookie on the answer (a no-op where the answer cannot carry one: WebSocket operations). */
  set(name: string, value: string, maxAgeSeconds: number): void;
}

/** The browser's guest key, as a request reads it (my photos, its RSVP, its resumable uploads). */
export interface GuestKeyReader {
  /** The hash of the browser's key for the event; null when it holds none (it owns nothing yet). */
  hashFor(eventId: number): string | null;
}

/** The browser's guest key, for requests that file something under it (RSVPs, uploads). */
export interface GuestKeyJar extends GuestKeyReader {
  /**
   * The hash of the browser's key for the event; a browser without one we issued gets one. The cookie is
   * set again either way, so it lasts a year from the guest's last photo.
   */
  keep(eventId: number): Promise<string>;
  /**
   * The hash of the browser's key for the event only if we signed it, as the request came (before `keep`
   * issues one): what a guest's uploads are limited by (decision 064); null for none, a legacy or made-up one.
   */
  signedHashFor(eventId: number): string | null;
}

/** Whether an event already has rows (an RSVP, a photo) filed under a key's hash. */
export type KnownToEvent = (eventId: number, keyHash: string) => Promise<boolean>;

/** A key found in a request's cookies: signed by us, or a legacy one (trusted only as far as rows show). */
interface FoundKey {
  key: string;
  signed: boolean;
}

/** A signed guest key as the points budgets see it (decision 061): the event it was issued for, and its hash. */
export interface GuestBudgetKey {
  eventId: number;
  keyHash: string;
}

export interface GuestKeyRateLimits {
  /**
   * Keys handed on arrival (the guest page's HTML, decision 064) per event and client address: past it the
   * page still loads, without a key, and the guest gets one at their first RSVP or photo.
   */
  guestKeysOnArrival: RateLimitPolicy;
}

export const DEFAULT_GUEST_KEY_RATE_LIMITS: GuestKeyRateLimits = {
  // Twice the 1,000-guest wedding on one Wi-Fi (decision 061): a phone that clears its cookies comes back.
  guestKeysOnArrival: { limit: 2_000, windowMs: 60 * 60_000 },
};

/** A key cookie's name, with the event it belongs to. */
const KEY_COOKIE_NAME = /^(__Host-)?guest_(\d{1,10})$/;

/** Issues and recognises guest keys; one per app, with a key derived from the app secret. */
export class GuestKeys {
  readonly #key: Buffer;
  readonly #knownToEvent: KnownToEvent;
  readonly #arrivals: { limiter: RateLimiter; limits: GuestKeyRateLimits } | undefined;

  constructor(
    secret: string,
    knownToEvent: KnownToEvent,
    /** What counts keys handed on arrival; without it none are (`handOnArrival` hands none). */
    arrivals?: { limiter: RateLimiter; limits: GuestKeyRateLimits },
  ) {
    if (!secret) throw new Error('GuestKeys needs a non-empty secret.');
    // Derived, so a guest key's signature never verifies as anything else signed with the app secret.
    this.#key = createHmac('sha256', secret).update('guest-key-v1').digest();
    this.#knownToEvent = knownToEvent;
    this.#arrivals = arrivals;
  }

  /**
   * A key for a guest opening the event's page (decision 064), so their reads pay by their key from the
   * first one, not the address a scraper may have spent. Only for a browser without a key we signed for the
   * event (one with a key gets no cookie: nothing to renew on a read), and at most `guestKeysOnArrival` per
   * event and address an hour. Answers the cookie set (its name and value), or null when none was.
   */
  async handOnArrival(
    eventId: number,
    cookies: RequestCookies,
    clientIp: string,
  ): Promise<{ name: string; value: string } | null> {
    if (!this.#arrivals || this.#find(eventId, cookies)?.signed) return null;
    const { limiter, limits } = this.#arrivals;
    const policy = limits.guestKeysOnArrival;
    const count = await limiter.record('guest-key-arrival', `${eventId} ${addressKey(clientIp)}`, policy);
    if (count > policy.limit) return null;
    const key = await this.#keepable(eventId, cookies);
    const cookie = { name: guestKeyCookieName(eventId, cookies.https), value: this.#signed(eventId, key) };
    cookies.set(cookie.name, cookie.value, GUEST_KEY_MAX_AGE_SECONDS);
    return cookie;
  }

  /** The hash of the browser's key for the event if we signed it (decision 064: uploads are limited per key). */
  signedHashIn(eventId: number, cookies: RequestCookies): string | null {
    const found = this.#find(eventId, cookies);
    return found?.signed ? hashGuestKey(found.key) : null;
  }

  /** A request's guest keys: read by `hashFor`, issued and renewed by `keep`. */
  of(cookies: RequestCookies): GuestKeyJar {
    return {
      hashFor: (eventId) => {
        // A legacy key is read as is: every read is filtered by its hash, so a value never issued owns nothing.
        const found = this.#find(eventId, cookies);
        return found === undefined ? null : hashGuestKey(found.key);
      },
      keep: async (eventId) => {
        const key = await this.#keepable(eventId, cookies);
        cookies.set(guestKeyCookieName(eventId, cookies.https), this.#signed(eventId, key), GUEST_KEY_MAX_AGE_SECONDS);
        return hashGuestKey(key);
      },
      signedHashFor: (eventId) => this.signedHashIn(eventId, cookies),
    };
  }

  /**
   * The first key we signed among a request's cookies, whichever event it is for: what a guest's calls are
   * charged to (decision 061). Only a signature proves the server issued it, so a made-up or altered value
   * is no key, and its caller pays as an address. Over HTTPS only a `__Host-` cookie counts, as in `#find`.
   */
  budgetKeyIn(cookies: Readonly<Record<string, string | undefined>>, https: boolean): GuestBudgetKey | null {
    for (const [name, value] of Object.entries(cookies)) {
      const match = KEY_COOKIE_NAME.exec(name);
      if (!match || (https && match[1] === undefined)) continue;
      const eventId = Number(match[2]);
      const key = this.#verified(eventId, value);
      if (key !== undefined) return { eventId, keyHash: hashGuestKey(key) };
    }
    return null;
  }

  /** The key to file under: the browser's, if we issued it (or the event knows its legacy key); else a new one. */
  async #keepable(eventId: number, cookies: RequestCookies): Promise<string> {
    const found = this.#find(eventId, cookies);
    if (found?.signed) return found.key;
    // A legacy key is adopted only if the event already has its rows (one lookup, once per browser: the
    // cookie comes back signed). A planted value has none, so it never becomes anyone's identity.
    if (found && (await this.#knownToEvent(eventId, hashGuestKey(found.key)))) return found.key;
    return randomBytes(16).toString('base64url');
  }

  /**
   * The browser's key for the event. Over HTTPS only the `__Host-` cookie can hold a signed key: a
   * plain-named one may have been planted by a sibling subdomain, even with a key we signed (the planter's
   * own), so it counts only as a legacy key. Over HTTP (no `__Host-` possible) the plain name holds both.
   */
  #find(eventId: number, cookies: RequestCookies): FoundKey | undefined {
    if (cookies.https) {
      const key = this.#verified(eventId, cookies.get(guestKeyCookieName(eventId, true)));
      if (key !== undefined) return { key, signed: true };
    }
    for (const name of [guestKeyCookieName(eventId, false), legacyRsvpCookieName(eventId)]) {
      const value = cookies.get(name);
      if (value === undefined) continue;
      if (!cookies.https) {
        const key = this.#verified(eventId, value);
        if (key !== undefined) return { key, signed: true };
      }
      if (LEGACY_KEY.test(value)) return { key: value, signed: false };
    }
    return undefined;
  }

  /** The key of a cookie value we signed for this event; undefined for anything else. */
  #verified(eventId: number, value: string | undefined): string | undefined {
    const match = value === undefined ? null : SIGNED_KEY.exec(value);
    if (!match) return undefined;
    const [, key, signature] = match as unknown as [string, string, string];
    return isSameSignature(signature, this.#mac(eventId, key).toString('base64url')) ? key : undefined;
  }

  #signed(eventId: number, key: string): string {
    return `${key}.${this.#mac(eventId, key).toString('base64url')}`;
  }

  /** Bound to the event: a key signed for one event is no key for another. */
  #mac(eventId: number, key: string): Buffer {
    return createHmac('sha256', this.#key).update(`${eventId}.${key}`).digest();
  }
}
