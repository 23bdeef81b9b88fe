import type { FastifyInstance, FastifyReply } from 'fastify';
import { budgetKeyOf, overBudgetMessage, secondsUntilReset, type BudgetReport } from '../points-budget.ts';

/** REST paths that cost nothing: the health probe, and stored files (photos a gallery shows by the dozen). */
function isFree(url: string): boolean {
  return url === '/api/health' || url.startsWith('/api/health?') || url.startsWith('/api/uploads/');
}

/**
 * Each REST call under /api costs 1 point of its caller's hourly budget (the one GraphQL operations spend),
 * told in the IETF draft's RateLimit-Limit, -Remaining and -Reset headers; over budget it is refused with
 * 429 and Retry-After before its handler runs.
 */
export function registerPointsBudget(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!(request.url === '/api' || request.url.startsWith('/api/')) || isFree(request.url)) return undefined;
    const viewer = await request.viewer();
    const payer = budgetKeyOf({
      apiTokenId: request.apiToken?.id ?? null,
      userId: viewer?.id ?? null,
      clientIp: request.ip,
    });
    const report = await request.services.pointsBudget.spend(payer, 1);
    setRateLimitHeaders(reply, report);
    if (report.allowed) return undefined;
    reply.header('retry-after', String(secondsUntilReset(report)));
    return reply.status(429).send({ message: overBudgetMessage(report) });
  });
}

function setRateLimitHeaders(reply: FastifyReply, report: BudgetReport): void {
  if (report.remaining === null) return;
  reply.header('ratelimit-limit', String(report.limit));
  reply.header('ratelimit-remaining', String(report.remaining));
  reply.header('ratelimit-reset', String(secondsUntilReset(report)));
}
