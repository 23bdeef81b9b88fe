import type { FastifyInstance } from 'fastify';
import { actorOf, eventIdOf } from '../../http/host-request.ts';
import { hostEventJson } from './event-json.ts';

type IdParams = { Params: { id: string } };

/** The cover upload under /api/auth (presign, then complete), thin over CoversService like GraphQL. */
export function registerCoverRoutes(app: FastifyInstance): void {
  app.post<IdParams & { Body: { mimeType?: unknown; originalFilename?: unknown } }>(
    '/api/auth/events/:id/cover/presign',
    async (request) => {
      const ticket = await request.services.covers.prepare(
        await actorOf(request),
        eventIdOf(request),
        request.body ?? {},
      );
      return ticket;
    },
  );

  app.post<IdParams & { Body: { storageKey?: unknown } }>('/api/auth/events/:id/cover/complete', async (request) => {
    const actor = await actorOf(request);
    const event = await request.services.covers.complete(actor, eventIdOf(request), request.body?.storageKey);
    const { role } = await request.services.events.getForMember(actor.user, event.id);
    return { event: hostEventJson(event, role) };
  });
}
