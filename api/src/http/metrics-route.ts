import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../metrics/metrics.ts';

/**
 * Counts every answer by route pattern (unmatched paths as one label) and serves GET /metrics in
 * Prometheus' text format to a scraper holding METRICS_TOKEN. Without a token configured the endpoint
 * does not exist (404), so an install never publishes its internals by accident.
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  app.addHook('onResponse', (request, reply, done) => {
    const route = request.routeOptions.url ?? '(unmatched)';
    metrics.httpAnswers.record(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    done();
  });

  app.get('/metrics', async (request, reply) => {
    if (!token) return reply.status(404).send({ message: 'Not found.', code: 'NotFoundError' });
    if (!holdsMetricsToken(request.headers.authorization, token)) {
      return reply.status(401).header('www-authenticate', 'Bearer realm="metrics"').send({
        message: 'Send the metrics token as "Authorization: Bearer <METRICS_TOKEN>".',
        code: 'UnauthenticatedError',
      });
    }
    return reply
      .header('cache-control', 'no-store')
      .type(metrics.registry.contentType)
      .send(await metrics.exposition());
  });
}

/**
 * Whether `Authorization` carries the metrics token (also what unlocks /api/health's details). Compared as
 * digests: equal length, so the comparison takes the same time whatever was sent.
 */
export function holdsMetricsToken(authorization: string | undefined, token: string | undefined): boolean {
  if (!token || !authorization?.startsWith('Bearer ')) return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(authorization.slice('Bearer '.length).trim()), digest(token));
}
