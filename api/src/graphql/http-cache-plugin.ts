import type { ExecutionResult } from 'graphql';
import type { GraphQLParams, Plugin } from 'graphql-yoga';

type ResultProcessorInput = Parameters<NonNullable<Plugin['onResultProcess']>>[0]['result'];

/**
 * How long a shared cache (a CDN in front of us) may serve an anonymous public read: short, because a
 * moderation or an event switched off must reach new visitors within seconds (live pages get changes
 * pushed; this bounds what a fresh visitor may see that is older).
 */
export const PUBLIC_READ_MAX_AGE_SECONDS = 5;

export const PUBLIC_READ_CACHE_CONTROL = `public, max-age=${PUBLIC_READ_MAX_AGE_SECONDS}`;
export const PRIVATE_CACHE_CONTROL = 'private, no-store';

/** What the answer of a public read depends on besides its URL: a cache must keep these apart. */
// Accept-Language: an answer's error messages are in the caller's language.
const PUBLIC_READ_VARY = 'Accept, Accept-Language, Cookie, Authorization, X-Event-Pin';

/** A `pin` written into the query text itself (integrators may), rather than passed as a variable. */
const PIN_ARGUMENT = /\bpin\s*:\s*"/i;

/**
 * Cache-Control for every GraphQL answer over HTTP (docs/decisions/042). Public, for a few seconds, only
 * when nothing about the caller can have shaped it: a GET (queries only: Yoga refuses mutations over
 * GET) with no cookie, no Authorization, no PIN (header, variable or argument) and an answer without
 * errors, so that every anonymous visitor asking the same URL would get the same bytes. Everything else
 * is `private, no-store`: a session's, a token's or a PIN holder's answer never sits in a shared cache.
 *
 * A public answer leaves out `extensions.cost`: that is one address's hourly budget, which a shared cache
 * would hand to everyone (the operation still spent the points of the address that asked it here).
 */
export function httpCachePlugin(): Plugin {
  const paramsOf = new WeakMap<Request, GraphQLParams>();
  const publicAnswers = new WeakSet<Request>();
  return {
    onParams({ request, params }) {
      paramsOf.set(request, params);
    },
    onResultProcess(payload) {
      const { request, result } = payload;
      if (!isAnonymousPublicRead(request, paramsOf.get(request)) || !isSingleSuccess(result)) return;
      publicAnswers.add(request);
      const { cost: _cost, ...extensions } = result.extensions ?? {};
      payload.setResult({ ...result, extensions });
    },
    onResponse({ request, response }) {
      // Preflights answer no operation; Yoga's CORS handling shapes them.
      if (request.method === 'OPTIONS') return;
      if (publicAnswers.has(request)) {
        response.headers.set('cache-control', PUBLIC_READ_CACHE_CONTROL);
        response.headers.append('vary', PUBLIC_READ_VARY);
      } else {
        response.headers.set('cache-control', PRIVATE_CACHE_CONTROL);
      }
    },
  };
}

function isAnonymousPublicRead(request: Request, params: GraphQLParams | undefined): boolean {
  if (request.method !== 'GET' || !params) return false;
  const { headers } = request;
  if (headers.has('cookie') || headers.has('authorization') || headers.has('x-event-pin')) return false;
  if (params.query !== undefined && PIN_ARGUMENT.test(params.query)) return false;
  return !Object.entries(params.variables ?? {}).some(
    ([name, value]) => name.toLowerCase().includes('pin') && value !== null && value !== undefined && value !== '',
  );
}

function isSingleSuccess(result: ResultProcessorInput): result is ExecutionResult {
  if (Array.isArray(result) || Symbol.asyncIterator in result) return false;
  const single = result as ExecutionResult;
  return single.data != null && (single.errors === undefined || single.errors.length === 0);
}
