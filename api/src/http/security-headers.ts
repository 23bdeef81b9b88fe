import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import { isApiPath } from './api-path.ts';

/**
 * What API answers (JSON, files, GraphQL) carry, after OWASP's REST Security Cheat Sheet: nothing of
 * theirs may run or be framed, sniffed into another type or read by another site's page. The headers
 * that only mean something for an HTML document (opener policy, origin-keyed agent clusters, DNS
 * prefetching, the IE and Flash ones) are left to pages.
 */
const API_HEADERS: HelmetOptions = {
  contentSecurityPolicy: { useDefaults: false, directives: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] } },
  xFrameOptions: { action: 'deny' },
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
};

/**
 * Helmet's headers for these options, worked out once. Our policies hold no per-request part (no CSP
 * nonces), so every answer of a kind carries the same headers; @fastify/helmet rebuilt them, CSP
 * parsing included, on every request, which cost about a sixth of a cached guest read (decision 024).
 */
export function securityHeadersOf(options: HelmetOptions): Readonly<Record<string, string>> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error instanceof Error ? error : new Error('helmet failed to set its headers');
    finished = true;
  });
  // Helmet calls back at once; a version that did not would leave every answer without its headers.
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  return Object.freeze(headers);
}

/**
 * Every answer carries security headers: pages (and their 404s) the document policy, API answers
 * (errors and unknown API paths too) the API's.
 */
export function registerSecurityHeaders(app: FastifyInstance, documents: HelmetOptions): void {
  const pageHeaders = securityHeadersOf(documents);
  const apiHeaders = securityHeadersOf(API_HEADERS);
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(isApiPath(request.url) ? apiHeaders : pageHeaders);
    done();
  });
}
