import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { carriesCredentials } from './request-context.ts';
import { guestBudgetKeyOf } from './guest-key-cookie.ts';
import { render } from '../i18n/messages.ts';
import { callerLocale } from '../i18n/request-locale.ts';
import { overBudgetWords, secondsUntilReset, type BudgetReport } from '../limits/points-budget.ts';

/**
 * A guest page's own reads, as the public read cache answers them (decision 019): the event and a first
 * gallery page, asked without a session or token. They cost the database nothing, and a venue's guests
 * may share one address, whose budget they would spend for nothing. Later pages (a cursor) and hosts'
 * views read the database and pay.
 */
const CACHED_GUEST_READS = new Set(['/api/events/:slug', '/api/events/:slug/gallery']);
/** Routes that cost nothing: the health probe and stored files (photos a gallery shows by the dozen). */
const FREE_ROUTES = new Set(['/api/health', '/api/uploads/*']);

/**
 * Calls that issue the caller a guest key (an RSVP, a photo: decision 064), which no points budget refuses
 * for lack of one. Presign hands a link the complete call files under a key; each has its own rate limits.
 */
const KEY_MINTING_ROUTES = new Set([
  '/api/events/:slug/rsvp',
  '/api/events/:slug/uploads/presign',
  '/api/events/:slug/uploads/complete',
  '/api/events/:slug/uploads/direct',
  '/api/events/:slug/tus',
]);

/** Free REST calls: the free routes, and a guest page's cached reads. */
function isFree(request: FastifyRequest, route: string): boolean {
  if (FREE_ROUTES.has(route)) return true;
  return (
    request.method === 'GET' &&
    CACHED_GUEST_READS.has(route) &&
    !carriesCredentials(request.headers) &&
    (request.query as Record<string, unknown>).cursor === undefined
  );
}

/**
 * Each REST call under /api costs 1 point of its caller's hourly budgets (the ones GraphQL operations spend),
 * told in the IETF draft's RateLimit-Limit, -Remaining and -Reset headers; over budget it is refused with
 * 429 and Retry-After before its handler runs.
 */
export function registerPointsBudget(app: FastifyInstance): void {
  // A callback hook: the free calls (most guest traffic) pass without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    // The route the router matched, not the raw URL: `/%61pi/auth/me` reaches `/api/auth/me` and pays
    // as it does. An unmatched path (a 404) is judged by its raw URL.
    const route = request.routeOptions.url ?? request.url.split('?', 1)[0]!;
    if (!(route === '/api' || route.startsWith('/api/')) || isFree(request, route)) {
      done();
      return;
    }
    spendOnePoint(request, reply, route).then((allowed) => {
      if (allowed) done();
    }, done);
  });
}

/** Charges the call; over budget, answers 429 itself and says so. */
async function spendOnePoint(request: FastifyRequest, reply: FastifyReply, route: string): Promise<boolean> {
  const viewer = await request.viewer();
  const report = await request.services.pointsBudget.spendAs(
    {
      apiTokenId: request.apiToken?.id ?? null,
      userId: viewer?.id ?? null,
      clientIp: request.ip,
      guestKey: guestBudgetKeyOf(request),
      mintsKey: request.method === 'POST' && KEY_MINTING_ROUTES.has(route),
    },
    1,
  );
  setRateLimitHeaders(reply, report);
  if (report.allowed) return true;
  reply.header('retry-after', String(secondsUntilReset(report)));
  await reply.status(429).send({ message: render(callerLocale(request), overBudgetWords(report)) });
  return false;
}

function setRateLimitHeaders(reply: FastifyReply, report: BudgetReport): void {
  if (report.remaining === null) return;
  reply.header('ratelimit-limit', String(report.limit));
  reply.header('ratelimit-remaining', String(report.remaining));
  reply.header('ratelimit-reset', String(secondsUntilReset(report)));
}
