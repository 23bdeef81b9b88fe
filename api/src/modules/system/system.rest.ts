import type { FastifyInstance, FastifyRequest } from 'fastify';
import { holdsMetricsToken } from '../../http/metrics-route.ts';

export function registerSystemRoutes(app: FastifyInstance, options: { metricsToken: string | undefined }): void {
  /**
   * Anyone may ask whether the service is up; which environment and Node.js version it runs, and how its
   * database answers, help an attacker pick an exploit, so only a super-admin or the metrics scraper
   * (METRICS_TOKEN) hears them. The answer depends on the caller, so nothing may cache it.
   */
  const mayReadDetails = async (request: FastifyRequest): Promise<boolean> => {
    if (holdsMetricsToken(request.headers.authorization, options.metricsToken)) return true;
    // With the database down no session can be looked up: the caller is answered as anonymous.
    const user = await request.viewer().catch(() => null);
    if (!user) return false;
    try {
      request.services.admin.requireAdmin({ user, ip: request.ip });
      return true;
    } catch {
      return false;
    }
  };

  app.get('/api/health', async (request, reply) => {
    const health = await request.services.system.health();
    reply.header('cache-control', 'no-store');
    const body = (await mayReadDetails(request)) ? health : { status: health.status };
    return reply.status(health.status === 'ok' ? 200 : 503).send(body);
  });

  app.get('/api/config', (request, reply) => reply.send(request.services.system.clientConfig()));
}
