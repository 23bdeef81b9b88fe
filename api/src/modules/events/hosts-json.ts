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

/**
 * A pending invitation as the event's hosts see it: the invited address only. `userId` and `displayName`
 * stay for older clients but name no account until the invitation is accepted (issue 28): `userId` is
 * always null and `displayName` is the address, whether or not an account uses it.
 */
export function sentInvitationJson(invitation: SentInvitation) {
  return {
    id: invitation.id,
    userId: null,
    displayName: invitation.email,
    email: invitation.email,
    invitedAt: invitation.createdAt,
  };
}
