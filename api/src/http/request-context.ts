import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '../generated/prisma/client.ts';
import { SESSION_COOKIE, SESSION_TTL_SECONDS } from '../modules/auth/session-tokens.ts';
import type { Services } from '../services.ts';

declare module 'fastify' {
  interface FastifyRequest {
    services: Services;
    /** The signed-in user for this request (cookie or Bearer token), looked up once. */
    viewer(): Promise<User | null>;
  }
}

/** The session token of a request: the Bearer header (API clients) or the session cookie (browsers). */
export function sessionTokenOf(
  headers: Record<string, string | string[] | undefined>,
  cookies?: Record<string, string | undefined>,
): string | undefined {
  const authorization = headers.authorization;
  if (typeof authorization === 'string' && authorization.startsWith('Bearer ')) {
    return authorization.slice('Bearer '.length).trim() || undefined;
  }
  return cookies?.[SESSION_COOKIE];
}

export function registerRequestContext(app: FastifyInstance, services: Services): void {
  app.decorateRequest('services', {
    getter: () => services,
  });
  const viewers = new WeakMap<FastifyRequest, Promise<User | null>>();
  app.decorateRequest('viewer', function viewer(this: FastifyRequest) {
    let pending = viewers.get(this);
    if (!pending) {
      pending = services.auth.userFromToken(sessionTokenOf(this.headers, this.cookies));
      viewers.set(this, pending);
    }
    return pending;
  });
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(SESSION_COOKIE, token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: SESSION_TTL_SECONDS,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
  });
}

/** A first-party cookie a guest's browser keeps for us (HttpOnly: page scripts never need it). */
export function setGuestCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  value: string,
  maxAgeSeconds: number,
): void {
  reply.setCookie(name, value, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: maxAgeSeconds,
  });
}
