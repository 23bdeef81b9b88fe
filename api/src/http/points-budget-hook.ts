import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { carriesCredentials } from './request-context.ts';
import { budgetKeyOf, overBudgetMessage, secondsUntilReset, type BudgetReport } from '../points-budget.ts';

/**
 * A guest page's own reads, as the public read cache answers them (decision 019): the event and a first
 * gallery page, asked without a session or token. They cost the database nothing, and a venue's guests
 * may share one address, whose budget they would spend for nothing. Later pages (a cursor) and hosts'
 * views read the database and pay.
 */
const CACHED_GUEST_READ = /^\/api\/events\/[^/?]+(?:\/gallery)?(?:\?(?![^#]*\bcursor=)[^#]*)?$/;

/** REST calls that cost nothing: the health probe, stored files (photos a gallery shows by the dozen), guest page reads. */
function isFree(request: FastifyRequest): boolean {
  const { url } = request;
  if (url === '/api/health' || url.startsWith('/api/health?') || url.startsWith('/api/uploads/')) return true;
  return request.method === 'GET' && !carriesCredentials(request.headers) && CACHED_GUEST_READ.test(url);
}

/**
 * Each REST call under /api costs 1 point of its caller's hourly budget (the one GraphQL operations spend),
 * told in the IETF draft's RateLimit-Limit, -Remaining and -Reset headers; over budget it is refused with
 * 429 and Retry-After before its handler runs.
 */
export function registerPointsBudget(app: FastifyInstance): void {
  // A callback hook: the free calls (most guest traffic) pass without a promise.
  app.addHook('onRequest', (request, reply, done) => {
    if (!(request.url === '/api' || request.url.startsWith('/api/')) || isFree(request)) {
      done();
      return;
    }
    spendOnePoint(request, reply).then((allowed) => {
      if (allowed) done();
    }, done);
  });
}

/** Charges the call; over budget, answers 429 itself and says so. */
async function spendOnePoint(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
  const viewer = await request.viewer();
  const payer = budgetKeyOf({
    apiTokenId: request.apiToken?.id ?? null,
    userId: viewer?.id ?? null,
    clientIp: request.ip,
  });
  const report = await request.services.pointsBudget.spend(payer, 1);
  setRateLimitHeaders(reply, report);
  if (report.allowed) return true;
  reply.header('retry-after', String(secondsUntilReset(report)));
  await reply.status(429).send({ message: overBudgetMessage(report) });
  return false;
}

function setRateLimitHeaders(reply: FastifyReply, report: BudgetReport): void {
  if (report.remaining === null) return;
  reply.header('ratelimit-limit', String(report.limit));
  reply.header('ratelimit-remaining', String(report.remaining));
  reply.header('ratelimit-reset', String(secondsUntilReset(report)));
}
