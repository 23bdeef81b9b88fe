import type { Event } from '../generated/prisma/client.ts';

/**
 * Whether what guests send is approved as it arrives, with no host review: the event's auto-approve
 * setting. Photos and videos (decision 020) and guestbook messages (decision 057) follow this one rule.
 */
export function approvedOnArrival(event: Pick<Event, 'autoApprove'>): boolean {
  return event.autoApprove;
}
