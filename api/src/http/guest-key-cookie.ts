import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GuestBudgetKey, GuestKeyJar, GuestKeyReader, RequestCookies } from '../modules/guest/guest-key.ts';
import { guestCookieHeader, setGuestCookie } from './request-context.ts';

/** The signed guest key the request's points are charged to (decision 061); null without one. */
export function guestBudgetKeyOf(request: FastifyRequest): GuestBudgetKey | null {
  // The guest page's HTML may have handed a key into the request's cookies (decision 064): read those.
  if (request.headers.cookie === undefined && !hasCookies(request)) return null;
  return request.services.guestKeys.budgetKeyIn(request.cookies, request.protocol === 'https');
}

function hasCookies(request: FastifyRequest): boolean {
  for (const _name in request.cookies) return true;
  return false;
}

/** The request's cookies as the guest-key rules read and write them, cookies set going on the reply. */
export function requestCookiesOf(request: FastifyRequest, reply: FastifyReply): RequestCookies {
  return {
    get: (name) => request.cookies[name],
    https: request.protocol === 'https',
    set: (name, value, maxAgeSeconds) => setGuestCookie(request, reply, name, value, maxAgeSeconds),
  };
}

/** The request's guest keys, read only (answers that file nothing under the key). */
export function cookiesOf(request: FastifyRequest): GuestKeyReader {
  return guestKeysOf(request, () => undefined);
}

/** The request's guest keys, with a key cookie set on the reply when one is issued or renewed. */
export function cookieJarOf(request: FastifyRequest, reply: FastifyReply): GuestKeyJar {
  return guestKeysOf(request, (name, value, maxAgeSeconds) =>
    setGuestCookie(request, reply, name, value, maxAgeSeconds),
  );
}

/**
 * The request's guest keys, with cookies set collected as Set-Cookie values: for answers written past
 * Fastify (reply.hijack()), where the cookie plugin's hook never runs.
 */
export function rawCookieJarOf(request: FastifyRequest): GuestKeyJar & { setCookies: string[] } {
  const setCookies: string[] = [];
  const jar = guestKeysOf(request, (name, value, maxAgeSeconds) =>
    setCookies.push(guestCookieHeader(request, name, value, maxAgeSeconds)),
  );
  return { ...jar, setCookies };
}

function guestKeysOf(
  request: FastifyRequest,
  set: (name: string, value: string, maxAgeSeconds: number) => void,
): GuestKeyJar {
  return request.services.guestKeys.of({
    get: (name) => request.cookies[name],
    // The same test as the cookie's Secure flag (setGuestCookie), so a `__Host-` name always goes with it.
    https: request.protocol === 'https',
    set,
  });
}

/**
 * Who sends a guest's photo (decision 064): the address, and the key we signed for the event that the
 * request came with (read before any `keep`, so a key issued by the upload itself never counts).
 */
export function senderOf(request: FastifyRequest, eventId: number): { clientIp: string; signedKeyHash: string | null } {
  const signedKeyHash =
    request.headers.cookie === undefined ? null : guestKeysOf(request, () => undefined).signedHashFor(eventId);
  return { clientIp: request.ip, signedKeyHash };
}
