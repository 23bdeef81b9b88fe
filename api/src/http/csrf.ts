import { translate } from '../i18n/messages.ts';
import { callerLocale } from '../i18n/request-locale.ts';
import type { FastifyInstance } from 'fastify';
import { isBearerOnly } from './request-context.ts';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Whether a browser request comes from a page of another site. Requests without Origin or
 * Sec-Fetch-Site (curl, server-to-server API clients) carry no ambient cookies from a victim's browser.
 */
export function isCrossSite(
  headers: Record<string, string | string[] | undefined>,
  ownOrigins: ReadonlySet<string>,
): boolean {
  if (headers['sec-fetch-site'] === 'cross-site') return true;
  const origin = headers.origin;
  if (typeof origin !== 'string' || origin === '') return false;
  if (ownOrigins.has(origin)) return false;
  // Same host as the request was sent to: the page is ours (scheme aside, behind a TLS proxy).
  try {
    const page = new URL(origin);
    return page.host !== new URL(`${page.protocol}//${String(headers.host)}`).host;
  } catch {
    return true;
  }
}

/**
 * Refuses state-changing requests sent by pages of other sites (the session cookie would ride along),
 * and GraphQL over GET from them too: a query runs with the cookie, and its answer may leak through
 * timing or a CORS mistake. A request that carries no cookie and a Bearer credential (an API token,
 * a session token) brought its own credential: no visitor's is at stake, so it passes.
 */
export function registerCsrfProtection(app: FastifyInstance, ownOrigins: ReadonlySet<string>): void {
  // A callback hook, not an async one: it runs on every request, and most pass at the first test.
  app.addHook('onRequest', (request, reply, done) => {
    const graphql = request.url === '/graphql' || request.url.startsWith('/graphql?');
    if (
      (SAFE_METHODS.has(request.method) && !graphql) ||
      !isCrossSite(request.headers, ownOrigins) ||
      isBearerOnly(request.headers)
    ) {
      done();
      return;
    }
    void reply
      .status(403)
      .send({ message: translate(callerLocale(request), 'errors.crossSite'), code: 'ForbiddenError' });
  });
}
