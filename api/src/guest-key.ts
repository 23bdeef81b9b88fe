import { createHash, randomUUID } from 'node:crypto';

// One guest key per event and browser (decision 029): a random id in an HttpOnly cookie, set by whichever
// comes first, an RSVP or an upload. It ties an RSVP and the photos of one phone together, lets that phone
// change its answer and see or delete its own photos. The database keeps only its sha256: a leaked row
// cannot be replayed as a cookie. Nobody but the browser ever gets the key back, hosts not even the hash.

/** A browser keeps its key a year (browsers cap cookies at 400 days): photos come weeks after the day. */
export const GUEST_KEY_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const GUEST_KEY = /^[0-9a-f-]{36}$/;

/** The cookie holding the browser's key for one event. */
export function guestKeyCookieName(eventId: number): string {
  return `guest_${eventId}`;
}

/** Where RSVPs kept the key before it was every guest feature's; browsers that answered then still send it. */
function legacyRsvpCookieName(eventId: number): string {
  return `rsvp_${eventId}`;
}

/** Reads a cookie of the request by name. */
export type CookieReader = (name: string) => string | undefined;

/** The browser's key for the event, if it sent a well-formed one. */
export function guestKeyFrom(eventId: number, cookies: CookieReader): string | undefined {
  for (const name of [guestKeyCookieName(eventId), legacyRsvpCookieName(eventId)]) {
    const value = cookies(name);
    if (value !== undefined && GUEST_KEY.test(value)) return value;
  }
  return undefined;
}

/** The browser's key for the event, or a new one for it to keep. */
function guestKeyFor(eventId: number, cookies: CookieReader): { key: string; hash: string } {
  const key = guestKeyFrom(eventId, cookies) ?? randomUUID();
  return { key, hash: hashGuestKey(key) };
}

/** The hash of the browser's key for the event; null when it sent none (it owns nothing yet). */
export function guestKeyHashFrom(eventId: number, cookies: CookieReader): string | null {
  const key = guestKeyFrom(eventId, cookies);
  return key === undefined ? null : hashGuestKey(key);
}

/** What the database keeps of a key (hex sha256; the migration that moved RSVP keys computes the same). */
export function hashGuestKey(key: string): string {
  return createHash('sha256').update(key, 'utf8').digest('hex');
}

/** A request's cookies, read and written (REST, GraphQL, the resumable upload route). */
export interface CookieJar {
  get(name: string): string | undefined;
  set(name: string, value: string, maxAgeSeconds: number): void;
}

/**
 * The hash of the browser's guest key for the event; a browser without one gets one. The cookie is set
 * again either way, so it lasts a year from the guest's last photo.
 */
export function keepGuestKey(jar: CookieJar, eventId: number): string {
  const { key, hash } = guestKeyFor(eventId, (name) => jar.get(name));
  jar.set(guestKeyCookieName(eventId), key, GUEST_KEY_MAX_AGE_SECONDS);
  return hash;
}
