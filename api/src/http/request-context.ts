import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { User } from '../generated/prisma/client.ts';
import { isApiTokenCredential } from '../modules/api-tokens/api-token-secret.ts';
import { GRAPHQL_ROUTE, scopeRefusalOf, type ApiTokenGrant } from '../modules/api-tokens/api-token-scopes.ts';
import { sessionCookieName, SESSION_TTL_SECONDS } from '../modules/auth/session-tokens.ts';
import type { Services } from '../services.ts';
import { ERROR_CODE } from '../graphql/error-codes.ts';
import { render, type Message } from '../i18n/messages.ts';
import { callerLocale } from '../i18n/request-locale.ts';

declare module 'fastify' {
  interface FastifyRequest {
    services: Services;
    /** The signed-in user for this request (cookie, Bearer session token or API token), looked up once. */
    viewer(): Promise<User | null>;
    /** The API token this request authenticated with (id and scopes); null for cookies, sessions and anonymous. */
    apiToken: ApiTokenGrant | null;
  }
}

type Headers = Record<string, string | string[] | undefined>;

/** The credential of an `Authorization: Bearer …` header: a session JWT or an API token (`wp_…`). */
export function bearerOf(headers: Headers): string | undefined {
  const authorization = headers.authorization;
  if (typeof authorization === 'string' && authorization.startsWith('Bearer ')) {
    return authorization.slice('Bearer '.length).trim() || undefined;
  }
  return undefined;
}

/**
 * The session token of a request: the Bearer header (API clients) or the session cookie (browsers). Over
 * HTTPS only `__Host-session` counts: a plain-named one may have been planted by a sibling subdomain.
 */
export function sessionTokenOf(
  headers: Headers,
  cookies: Record<string, string | undefined> | undefined,
  https: boolean,
): string | undefined {
  return bearerOf(headers) ?? cookies?.[sessionCookieName(https)];
}

/**
 * A request whose only credential is a Bearer header: no browser attaches one to a request another
 * site's page makes, so it needs no cross-site check. Any cookie at all (a guest's too) keeps the check.
 */
export function isBearerOnly(headers: Headers): boolean {
  return bearerOf(headers) !== undefined && !headers.cookie;
}

/** Whether a request brings any credential (a cookie or an Authorization header): without, it is anonymous. */
export function carriesCredentials(headers: IncomingHttpHeaders): boolean {
  return headers.cookie !== undefined || headers.authorization !== undefined;
}

export function registerRequestContext(app: FastifyInstance, services: Services): void {
  app.decorateRequest('services', {
    getter: () => services,
  });
  app.decorateRequest('apiToken', null);
  const viewers = new WeakMap<FastifyRequest, Promise<User | null>>();
  app.decorateRequest('viewer', function viewer(this: FastifyRequest) {
    let pending = viewers.get(this);
    if (!pending) {
      pending = services.auth.userFromToken(sessionTokenOf(this.headers, this.cookies, this.protocol === 'https'));
      viewers.set(this, pending);
    }
    return pending;
  });

  // API tokens are checked before anything else runs: a bad one is a 401 (not an anonymous request), and a
  // token's scopes are enforced before a body is read. A callback hook: most requests pass at the first test.
  app.addHook('onRequest', (request, reply, done) => {
    const credential = bearerOf(request.headers);
    if (credential === undefined || !isApiTokenCredential(credential)) {
      done();
      return;
    }
    services.apiTokens.authenticate(credential, request.ip).then((result) => {
      if (!result.ok) {
        void refuseToken(request, reply, 401, result.message, ERROR_CODE.UNAUTHENTICATED);
        return;
      }
      request.apiToken = result.grant;
      viewers.set(request, Promise.resolve(result.user));
      // Unmatched paths (404s) have no route: their raw URL reaches no handler either.
      const refusal = scopeRefusalOf(request.method, request.routeOptions.url ?? request.url, result.grant);
      if (refusal) {
        void refuseToken(request, reply, 403, refusal, ERROR_CODE.INSUFFICIENT_SCOPE);
        return;
      }
      done();
    }, done);
  });
}

/** A refusal as REST clients (`{message, code}`) and GraphQL clients (`errors`) both read it. */
function refuseToken(
  request: FastifyRequest,
  reply: FastifyReply,
  status: 401 | 403,
  words: Message,
  code: typeof ERROR_CODE.UNAUTHENTICATED | typeof ERROR_CODE.INSUFFICIENT_SCOPE,
) {
  if (status === 401) reply.header('www-authenticate', 'Bearer error="invalid_token"');
  const graphql = request.routeOptions.url === GRAPHQL_ROUTE;
  const message = render(callerLocale(request), words);
  return reply.status(status).send(graphql ? { errors: [{ message, extensions: { code } }] } : { message, code });
}

export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  reply.setCookie(sessionCookieName(request.protocol === 'https'), token, {
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    path: '/',
    maxAge: SESSION_TTL_SECONDS,
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(sessionCookieName(request.protocol === 'https'), {
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
  reply.setCookie(name, value, guestCookieOptions(request, maxAgeSeconds));
}

/** The same cookie as a Set-Cookie header value, for answers written past Fastify (reply.hijack()). */
export function guestCookieHeader(request: FastifyRequest, name: string, value: string, maxAgeSeconds: number): string {
  return request.server.serializeCookie(name, value, guestCookieOptions(request, maxAgeSeconds));
}

function guestCookieOptions(request: FastifyRequest, maxAgeSeconds: number) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: request.protocol === 'https',
    path: '/',
    maxAge: maxAgeSeconds,
  };
}
