import type { Rsvp } from '../../generated/prisma/client.ts';
import { factsJson } from '../../lib/entity-facts.ts';
import type { Equal, Expect } from '../../lib/type-checks.ts';
import { RSVP_FACTS } from './rsvp-fields.ts';

/** What a guest gets back about their own answer (no ids, no other guests): the facts of rsvp-fields.ts. */
export function guestRsvpJson(rsvp: Rsvp) {
  return factsJson(RSVP_FACTS, rsvp);
}

/** An answer as the event's hosts (and admins) see it (SPEC §5): the same facts and its numeric id. */
export function hostRsvpJson(rsvp: Rsvp) {
  return { id: rsvp.id, ...factsJson(RSVP_FACTS, rsvp) };
}

// tsc fails when a REST answer gains a field by hand instead of in the facts (which GraphQL shares).
type _HostJson = Expect<Equal<Exclude<keyof ReturnType<typeof hostRsvpJson>, keyof typeof RSVP_FACTS>, 'id'>>;
