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

  /**
   * Everyone also hears, in plain words, whether the database, storage and live updates work (the public
   * status page, issue 36); `status` is 'degraded' when any of them is down. The HTTP code follows the
   * database alone, as before: it is what load balancers read, and an instance without storage or Redis
   * still serves pages, so it must not be taken out of rotation for it.
   */
  app.get('/api/health', async (request, reply) => {
    const health = await request.services.system.health();
    reply.header('cache-control', 'no-store');
    const { status, services } = health;
    const body = (await mayReadDetails(request)) ? health : { status, services };
    return reply.status(health.db.status === 'up' ? 200 : 503).send(body);
  });

  app.get('/api/config', (request, reply) => reply.send(request.services.system.clientConfig()));
}
