import type { FastifyInstance } from 'fastify';
import { actorOf, eventIdOf, idParamOf } from '../../http/host-request.ts';
import QRCode from 'qrcode';
import { hostEventJson } from './event-json.ts';
import { INVITATION_NOT_FOUND, type SentInvitation } from './invitations.service.ts';

type IdParams = { Params: { id: string } };

/** SPEC §7 host calls under /api/auth, thin over the same EventsService as GraphQL. */
export function registerEventRoutes(app: FastifyInstance, publicUrl: string | undefined): void {
  app.get<{ Querystring: { slug?: string } }>('/api/auth/check-slug', async (request) => {
    await actorOf(request);
    return request.services.events.checkSlug(request.query.slug ?? '');
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
      request.services.events.listHosts(event.id),
      request.services.invitations.forEvent(event.id),
    ]);
    return {
      event: {
        ...hostEventJson(event, role),
        _count: { uploads: counts.uploads, rsvps: counts.rsvps },
        stats: counts,
        hosts: hosts.map((host) => ({
          id: host.id,
          userId: host.user.id,
          displayName: host.user.displayName,
          email: host.user.email,
          role: host.role,
        })),
        invitations: invitations.map(sentInvitationJson),
      },
    };
  });

  app.patch<IdParams>('/api/auth/events/:id', async (request) => {
    const actor = await actorOf(request);
    const event = await request.services.events.update(actor, eventIdOf(request), request.body ?? {});
    const { role } = await request.services.events.getForMember(actor.user, event.id);
    return { event: hostEventJson(event, role), message: 'Saved' };
  });

  app.patch<IdParams & { Body: { status?: unknown } }>('/api/auth/events/:id/status', async (request) => {
    const status = request.body?.status;
    const event = await request.services.events.setStatus(await actorOf(request), eventIdOf(request), status as never);
    const message = event.status === 'ACTIVE' ? 'Event activated successfully' : 'Event deactivated successfully';
    return { event: hostEventJson(event, 'OWNER'), message };
  });

  app.delete<IdParams>('/api/auth/events/:id', async (request) => {
    await request.services.events.delete(await actorOf(request), eventIdOf(request));
    return { success: true, message: 'Event deleted successfully' };
  });

  app.post<IdParams & { Body: { email?: unknown } }>('/api/auth/events/:id/hosts', async (request, reply) => {
    const { event, invitation } = await request.services.invitations.invite(
      await actorOf(request),
      eventIdOf(request),
      request.body?.email,
    );
    return reply.status(201).send({
      success: true,
      eventId: event.id,
      invitation: sentInvitationJson(invitation),
      message: 'Invitation sent. They become a co-host once they accept it on their dashboard.',
    });
  });

  app.delete<{ Params: { id: string; invitationId: string } }>(
    '/api/auth/events/:id/invitations/:invitationId',
    async (request) => {
      await request.services.invitations.cancel(
        await actorOf(request),
        idParamOf(request, INVITATION_NOT_FOUND, 'invitationId'),
        eventIdOf(request),
      );
      return { success: true };
    },
  );

  app.get('/api/auth/invitations', async (request) => {
    const actor = await actorOf(request);
    const invitations = await request.services.invitations.forUser(actor.user.id);
    return {
      invitations: invitations.map((invitation) => ({
        id: invitation.id,
        invitedAt: invitation.createdAt,
        invitedBy: invitation.invitedBy.displayName,
        event: invitation.event,
      })),
    };
  });

  app.post<{ Params: { invitationId: string } }>('/api/auth/invitations/:invitationId/accept', async (request) => {
    const event = await request.services.invitations.accept(
      await actorOf(request),
      idParamOf(request, INVITATION_NOT_FOUND, 'invitationId'),
    );
    return { success: true, eventId: event.id };
  });

  app.post<{ Params: { invitationId: string } }>('/api/auth/invitations/:invitationId/decline', async (request) => {
    await request.services.invitations.decline(
      await actorOf(request),
      idParamOf(request, INVITATION_NOT_FOUND, 'invitationId'),
    );
    return { success: true };
  });

  app.delete<{ Params: { id: string; hostId: string } }>('/api/auth/events/:id/hosts/:hostId', async (request) => {
    await request.services.events.removeCoHost(
      await actorOf(request),
      idParamOf(request, 'This host was not found.', 'hostId'),
      eventIdOf(request),
    );
    return { success: true };
  });

  app.post<IdParams & { Body: { mimeType?: unknown; originalFilename?: unknown } }>(
    '/api/auth/events/:id/cover/presign',
    async (request) => {
      const ticket = await request.services.events.prepareCoverUpload(
        await actorOf(request),
        eventIdOf(request),
        request.body ?? {},
      );
      return ticket;
    },
  );

  app.post<IdParams & { Body: { storageKey?: unknown } }>('/api/auth/events/:id/cover/complete', async (request) => {
    const actor = await actorOf(request);
    const event = await request.services.events.completeCoverUpload(
      actor,
      eventIdOf(request),
      request.body?.storageKey,
    );
    const { role } = await request.services.events.getForMember(actor.user, event.id);
    return { event: hostEventJson(event, role) };
  });

  app.get<IdParams & { Querystring: { download?: string } }>('/api/auth/events/:id/qr.png', async (request, reply) => {
    const actor = await actorOf(request);
    const { event } = await request.services.events.getForMember(actor.user, eventIdOf(request));
    const origin = publicUrl ?? `${request.protocol}://${request.host}`;
    // High error correction: a table card survives a wine stain or a crease.
    const png = await QRCode.toBuffer(`${origin}/e/${event.slug}`, {
      type: 'png',
      errorCorrectionLevel: 'H',
      margin: 2,
      width: 1024,
    });
    const disposition = request.query.download ? 'attachment' : 'inline';
    return reply
      .header('content-type', 'image/png')
      .header('content-disposition', `${disposition}; filename="${event.slug}-qr.png"`)
      .header('cache-control', 'private, max-age=300')
      .send(png);
  });
}

/** A pending invitation as the event's hosts see it. */
function sentInvitationJson(invitation: SentInvitation) {
  return {
    id: invitation.id,
    userId: invitation.user.id,
    displayName: invitation.user.displayName,
    email: invitation.user.email,
    invitedAt: invitation.createdAt,
  };
}
