import type { FastifyInstance } from 'fastify';
import { guestAccessOf } from '../../http/guest-access.ts';
import { actorOf, eventIdOf } from '../../http/host-request.ts';
import { guestRsvpJson, hostRsvpJson } from './rsvp-json.ts';
import { cookieJarOf } from '../../http/guest-key-cookie.ts';
import { callerLocale, statedLocale } from '../../i18n/request-locale.ts';
import { translate } from '../../i18n/messages.ts';

/** SPEC §7 POST /api/events/{slug}/rsvp (pin as query or X-Event-Pin) and GET /api/auth/events/{id}/rsvps. */
export function registerRsvpRoutes(app: FastifyInstance): void {
  app.post<{ Params: { slug: string } }>('/api/events/:slug/rsvp', async (request, reply) => {
    const access = guestAccessOf(request, reply);
    // The guest key cookie is per event; its name needs the event id, which only the service knows.
    const rsvp = await request.services.rsvps.submit(
      request.params.slug,
      access,
      cookieJarOf(request, reply),
      request.body,
      statedLocale(request),
    );
    // The guest form's own heading for a sent answer, in the guest's language.
    const message = translate(callerLocale(request), 'rsvp.submittedTitle');
    return reply.status(201).send({ success: true, message, rsvp: guestRsvpJson(rsvp) });
  });

  app.get<{ Params: { id: string } }>('/api/auth/events/:id/rsvps', async (request, reply) => {
    const { rsvps, summary } = await request.services.rsvps.listForHosts(await actorOf(request), eventIdOf(request));
    return reply.header('cache-control', 'no-store').send({ rsvps: rsvps.map(hostRsvpJson), summary });
  });
}
