import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CookieJar, CookieReader } from '../guest-key.ts';
import { guestCookieHeader, setGuestCookie } from './request-context.ts';

/** The request's cookies as the guest-key rules read them. */
export function cookiesOf(request: FastifyRequest): CookieReader {
  return (name) => request.cookies[name];
}

/** The request's cookies, with cookies set on the reply. */
export function cookieJarOf(request: FastifyRequest, reply: FastifyReply): CookieJar {
  return {
    get: (name) => request.cookies[name],
    set: (name, value, maxAgeSeconds) => setGuestCookie(request, reply, name, value, maxAgeSeconds),
  };
}

/**
 * The request's cookies, with cookies set collected as Set-Cookie values: for answers written past
 * Fastify (reply.hijack()), where the cookie plugin's hook never runs.
 */
export function rawCookieJarOf(request: FastifyRequest): CookieJar & { setCookies: string[] } {
  const setCookies: string[] = [];
  return {
    setCookies,
    get: (name) => request.cookies[name],
    set: (name, value, maxAgeSeconds) => setCookies.push(guestCookieHeader(request, name, value, maxAgeSeconds)),
  };
}
