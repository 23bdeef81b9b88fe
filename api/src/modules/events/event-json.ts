import type { Event, EventRole } from '../../generated/prisma/client.ts';
import { publicEventJson } from '../guest/public-event-json.ts';

/** The host's view of an event (SPEC §3), with `userRole`; internal columns stay out. */
export function hostEventJson(event: Event, userRole: EventRole) {
  // What guests see, plus what only hosts may: the PIN, moderation and the record's own fields.
  return {
    id: event.id,
    ...publicEventJson(event),
    pinCode: event.pinCode,
    autoApprove: event.autoApprove,
    slideshowTableLeader: event.slideshowTableLeader,
    createdAt: event.createdAt,
    userRole,
  };
}
