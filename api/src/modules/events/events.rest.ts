import type { FastifyInstance } from 'fastify';
import { actorOf, eventIdOf } from '../../http/host-request.ts';
import { callerLocale } from '../../i18n/request-locale.ts';
import { translate } from '../../i18n/messages.ts';
import { hostEventJson } from './event-json.ts';
import { slugCheckIn } from './events.service.ts';
import { eventHostJson, sentInvitationJson } from './hosts-json.ts';

type IdParams = { Params: { id: string } };

/** SPEC §7 host calls under /api/auth, thin over the same EventsService as GraphQL (co-hosts: hosts.rest.ts, covers: covers.rest.ts). */
export function registerEventRoutes(app: FastifyInstance, publicUrl: string | undefined): void {
  app.get<{ Querystring: { slug?: string } }>('/api/auth/check-slug', async (request) => {
    await actorOf(request);
    return slugCheckIn(await request.services.events.checkSlug(request.query.slug ?? ''), callerLocale(request));
  });

  app.post('/api/auth/events', async (request, reply) => {
    const event = await request.services.events.create(await actorOf(request), request.body);
    return reply.status(201).send({ event: hostEventJson(event, 'OWNER') });
  });

  app.get('/api/auth/my/events', async (request) => {
    const actor = await actorOf(request);
    const list = await request.services.events.listForHost(actor.user);
    return {
      events: list.map(({ _count, userRole, ...event }) => ({ ...hostEventJson(event, userRole), _count })),
    };
  });

  app.get<IdParams>('/api/auth/events/:id', async (request) => {
    const actor = await actorOf(request);
    const { event, role } = await request.services.events.getForMember(actor.user, eventIdOf(request));
    const [counts, hosts, invitations] = await Promise.all([
      request.services.events.counts(event.id),
      request.services.hosts.listHosts(event.id),
      request.services.hosts.forEvent(event.id),
    ]);
    return {
      event: {
        ...hostEventJson(event, role),
        _count: { uploads: counts.uploads, rsvps: counts.rsvps },
        stats: counts,
        hosts: hosts.map(eventHostJson),
        invitations: invitations.map(sentInvitationJson),
      },
    };
  });

  app.patch<IdParams>('/api/auth/events/:id', async (request) => {
    const actor = await actorOf(request);
    const event = await request.services.events.update(actor, eventIdOf(request), request.body ?? {});
    const { role } = await request.services.events.getForMember(actor.user, event.id);
    return { event: hostEventJson(event, role), message: translate(callerLocale(request), 'answers.saved') };
  });

  // Decision 052: the hosts open a shared gallery before its reveal time.
  app.post<IdParams>('/api/auth/events/:id/reveal', async (request) => {
    const actor = await actorOf(request);
    const event = await request.services.events.reveal(actor, eventIdOf(request));
    const { role } = await request.services.events.getForMember(actor.user, event.id);
    return { event: hostEventJson(event, role), message: translate(callerLocale(request), 'answers.revealed') };
  });

  app.patch<IdParams & { Body: { status?: unknown } }>('/api/auth/events/:id/status', async (request) => {
    const status = request.body?.status;
    const event = await request.services.events.setStatus(await actorOf(request), eventIdOf(request), status as never);
    const locale = callerLocale(request);
    const message =
      event.status === 'ACTIVE'
        ? translate(locale, 'answers.eventActivated')
        : translate(locale, 'answers.eventDeactivated');
    return { event: hostEventJson(event, 'OWNER'), message };
  });

  app.delete<IdParams>('/api/auth/events/:id', async (request) => {
    await request.services.events.delete(await actorOf(request), eventIdOf(request));
    return { success: true, message: translate(callerLocale(request), 'answers.eventDeleted') };
  });

  app.get<IdParams & { Querystring: { download?: string } }>('/api/auth/events/:id/qr.png', async (request, reply) => {
    const actor = await actorOf(request);
    const origin = publicUrl ?? `${request.protocol}://${request.host}`;
    const { slug, png } = await request.services.events.shareQrCode(actor.user, eventIdOf(request), origin);
    const disposition = request.query.download ? 'attachment' : 'inline';
    return reply
      .header('content-type', 'image/png')
      .header('content-disposition', `${disposition}; filename="${slug}-qr.png"`)
      .header('cache-control', 'private, max-age=300')
      .send(png);
  });
}
