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
