import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ENCODES_ITS_OWN_ANSWERS, sendWithEtag } from '../../http/etag.ts';
import { pinOf } from '../../http/guest-pin.ts';
import type { GuestAccess } from './guest.service.ts';

/** SPEC §7 guest calls. The PIN comes as query `pin` (SPEC) or header `X-Event-Pin`. */
export function registerGuestRoutes(app: FastifyInstance): void {
  app.get<{ Params: { slug: string }; Querystring: { pin?: string } }>(
    '/api/events/:slug',
    ENCODES_ITS_OWN_ANSWERS,
    async (request, reply) => {
      const { event, etag } = await request.services.publicReads.eventAnswer(
        request.params.slug,
        guestAccessOf(request),
      );
      // Guests' answers depend on the PIN: shared caches must not keep them; browsers revalidate (ETag).
      reply.header('cache-control', 'private, no-cache');
      return sendWithEtag(request, reply, etag, () => ({ event: event() }));
    },
  );
}

/**
 * The caller as a guest. The guest page shows hosts exactly what their guests see (PIN gate, inactive
 * page), so membership is not asked here; member access to files is decided by the files route.
 */
export function guestAccessOf(request: FastifyRequest): GuestAccess {
  return { pin: pinOf(request), clientIp: request.ip, isMember: false };
}
