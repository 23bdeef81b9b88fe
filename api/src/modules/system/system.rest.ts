import type { FastifyInstance } from 'fastify';

export function registerSystemRoutes(app: FastifyInstance): void {
  app.get('/api/health', async (request, reply) => {
    const health = await request.services.system.health();
    reply.header('cache-control', 'no-store');
    return reply.status(health.status === 'ok' ? 200 : 503).send(health);
  });

  app.get('/api/config', (request, reply) => reply.send(request.services.system.clientConfig()));
}
