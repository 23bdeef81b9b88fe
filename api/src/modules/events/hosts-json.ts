import type { SentInvitation, EventHost } from './hosts.service.ts';

/** One host of an event as the event's hosts see it. */
export function eventHostJson(host: EventHost) {
  return {
    id: host.id,
    userId: host.user.id,
    displayName: host.user.displayName,
    email: host.user.email,
    role: host.role,
  };
}

/** A pending invitation as the event's hosts see it. */
export function sentInvitationJson(invitation: SentInvitation) {
  return {
    id: invitation.id,
    userId: invitation.user.id,
    displayName: invitation.user.displayName,
    email: invitation.user.email,
    invitedAt: invitation.createdAt,
  };
}
