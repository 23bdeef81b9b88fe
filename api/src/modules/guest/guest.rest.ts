import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { carriesCredentials } from '../../http/request-context.ts';
import { ENCODES_ITS_OWN_ANSWERS, sendWithEtag } from '../../http/etag.ts';
import { pinOf } from '../../http/guest-pin.ts';
import type { GuestAccess } from './guest.service.ts';
import type { EventAnswer } from './public-reads.service.ts';

/** SPEC §7 guest calls. The PIN comes as query `pin` (SPEC) or header `X-Event-Pin`. */
export function registerGuestRoutes(app: FastifyInstance): void {
  app.get<{ Params: { slug: string }; Querystring: { pin?: string } }>(
    '/api/events/:slug',
    ENCODES_ITS_OWN_ANSWERS,
    (request, reply) => {
      const { publicReads } = request.services;
      // The hot guest read: an anonymous caller and everything in memory, answered without a wait.
      const ready = carriesCredentials(request.headers) ? undefined : publicReads.readyEventAnswer(request.params.slug);
      if (ready) return sendEventAnswer(request, reply, ready);
      return publicReads
        .eventAnswer(request.params.slug, guestAccessOf(request))
        .then((answer) => sendEventAnswer(request, reply, answer));
    },
  );
}

function sendEventAnswer(request: FastifyRequest, reply: FastifyReply, { event, etag }: EventAnswer) {
  // Guests' answers depend on the PIN: shared caches must not keep them; browsers revalidate (ETag).
  reply.header('cache-control', 'private, no-cache');
  return sendWithEtag(request, reply, etag, () => ({ event: event() }));
}

/**
 * The caller as a guest. The guest page shows hosts exactly what their guests see (PIN gate, inactive
 * page), so membership is not asked here; member access to files is decided by the files route.
 */
export function guestAccessOf(request: FastifyRequest): GuestAccess {
  return { pin: pinOf(request), clientIp: request.ip, isMember: false };
}
