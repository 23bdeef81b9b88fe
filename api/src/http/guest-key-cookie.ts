import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GuestBudgetKey, GuestKeyJar, GuestKeyReader } from '../modules/guest/guest-key.ts';
import { guestCookieHeader, setGuestCookie } from './request-context.ts';

/** The signed guest key the request's points are charged to (decision 061); null without one. */
export function guestBudgetKeyOf(request: FastifyRequest): GuestBudgetKey | null {
  if (request.headers.cookie === undefined) return null;
  return request.services.guestKeys.budgetKeyIn(request.cookies, request.protocol === 'https');
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
