import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { carriesCredentials } from '../../http/request-context.ts';
import { ENCODES_ITS_OWN_ANSWERS, sendWithEtag } from '../../http/etag.ts';
import { guestAccessOf } from '../../http/guest-access.ts';
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
        .eventAnswer(request.params.slug, guestAccessOf(request, reply))
        .then((answer) => sendEventAnswer(request, reply, answer));
    },
  );

  // Decision 043: the browser enters with the access link's token (or the PIN) once and gets a device
  // pass (an HttpOnly cookie), so the page, its other tabs and later visits need neither.
  app.post<{ Params: { slug: string }; Body: { key?: unknown; pin?: unknown } | undefined }>(
    '/api/events/:slug/pass',
    async (request, reply) => {
      const { key, pin } = request.body ?? {};
      const { guest } = request.services;
      if (typeof key === 'string' && key !== '') {
        await guest.enterWithLink(request.params.slug, key, guestAccessOf(request, reply));
      } else {
        const access = { ...guestAccessOf(request, reply), ...(typeof pin === 'string' ? { pin } : {}) };
        await guest.openEvent(request.params.slug, access);
      }
      return reply.status(204).send();
    },
  );
}

function sendEventAnswer(request: FastifyRequest, reply: FastifyReply, { event, etag }: EventAnswer) {
  // Guests' answers depend on the PIN: shared caches must not keep them; browsers revalidate (ETag).
  reply.header('cache-control', 'private, no-cache');
  return sendWithEtag(request, reply, etag, () => ({ event: event() }));
}
