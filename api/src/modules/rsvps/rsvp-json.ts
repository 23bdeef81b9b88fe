import type { Rsvp } from '../../generated/prisma/client.ts';

/** What a guest gets back about their own answer (no ids, no other guests). */
export function guestRsvpJson(rsvp: Rsvp) {
  return {
    fullName: rsvp.fullName,
    email: rsvp.email,
    phone: rsvp.phone,
    status: rsvp.status,
    guestsCount: rsvp.guestsCount,
    note: rsvp.note,
    createdAt: rsvp.createdAt,
    updatedAt: rsvp.updatedAt,
  };
}

export type GuestRsvp = ReturnType<typeof guestRsvpJson>;

/** An answer as the event's hosts (and admins) see it (SPEC §5); the browser's respondent key stays private. */
export function hostRsvpJson(rsvp: Rsvp) {
  return { id: rsvp.id, ...guestRsvpJson(rsvp) };
}
