import type { FastifyInstance } from 'fastify';
import { actorOf, eventIdOf, idParamOf } from '../../http/host-request.ts';
import { sentInvitationJson } from './hosts-json.ts';
import { HOST_NOT_FOUND, INVITATION_NOT_FOUND } from './hosts.service.ts';
import { callerLocale } from '../../i18n/request-locale.ts';
import { translate } from '../../i18n/messages.ts';

type IdParams = { Params: { id: string } };

/** Co-hosts and their invitations under /api/auth, thin over HostsService like GraphQL. */
export function registerHostRoutes(app: FastifyInstance): void {
  app.post<IdParams & { Body: { email?: unknown } }>('/api/auth/events/:id/hosts', async (request, reply) => {
    const { event, invitation } = await request.services.hosts.invite(
      await actorOf(request),
      eventIdOf(request),
      request.body?.email,
    );
    return reply.status(201).send({
      success: true,
      eventId: event.id,
      invitation: sentInvitationJson(invitation),
      message: translate(callerLocale(request), 'answers.invitationSent'),
    });
  });

  app.delete<{ Params: { id: string; invitationId: string } }>(
    '/api/auth/events/:id/invitations/:invitationId',
    async (request) => {
      await request.services.hosts.cancel(
        await actorOf(request),
        idParamOf(request, INVITATION_NOT_FOUND, 'invitationId'),
        eventIdOf(request),
      );
      return { success: true };
    },
  );

  app.get('/api/auth/invitations', async (request) => {
    const actor = await actorOf(request);
    const invitations = await request.services.hosts.forUser(actor.user);
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
    const event = await request.services.hosts.accept(
      await actorOf(request),
      idParamOf(request, INVITATION_NOT_FOUND, 'invitationId'),
    );
    return { success: true, eventId: event.id };
  });

  app.post<{ Params: { invitationId: string } }>('/api/auth/invitations/:invitationId/decline', async (request) => {
    await request.services.hosts.decline(
      await actorOf(request),
      idParamOf(request, INVITATION_NOT_FOUND, 'invitationId'),
    );
    return { success: true };
  });

  app.delete<{ Params: { id: string; hostId: string } }>('/api/auth/events/:id/hosts/:hostId', async (request) => {
    await request.services.hosts.removeCoHost(
      await actorOf(request),
      idParamOf(request, HOST_NOT_FOUND, 'hostId'),
      eventIdOf(request),
    );
    return { success: true };
  });
}
