import type { Rsvp } from '../../generated/prisma/client.ts';
import { RsvpStatus } from '../../generated/prisma/enums.ts';
import { factsOf } from '../../lib/entity-facts.ts';

// An answer's facts, once. A guest gets back their own answer with exactly these; the event's hosts see
// the same plus its id (rsvp-json.ts for REST; GuestRsvp in rsvps.graphql.ts and Rsvp in
// rsvps.hosts.graphql.ts for GraphQL). The browser's respondent key is never one of them.

const fact = factsOf<Rsvp>();

export const RSVP_FACTS = {
  fullName: fact({ type: 'String', description: 'The name the guest answered under.', value: (rsvp) => rsvp.fullName }),
  email: fact({
    type: 'String',
    nullable: true,
    description: 'Lower case; null if not given.',
    value: (rsvp) => rsvp.email,
  }),
  phone: fact({
    type: 'String',
    nullable: true,
    description: 'As typed; null if not given.',
    value: (rsvp) => rsvp.phone,
  }),
  status: fact({ type: RsvpStatus, description: 'Coming, not coming or maybe.', value: (rsvp) => rsvp.status }),
  guestsCount: fact({
    type: 'Int',
    description: 'How many people this answer is for (1 to 10).',
    value: (rsvp) => rsvp.guestsCount,
  }),
  note: fact({
    type: 'String',
    nullable: true,
    description: 'A message to the hosts; null if none.',
    value: (rsvp) => rsvp.note,
  }),
  createdAt: fact({ type: 'DateTime', description: 'When the guest first answered.', value: (rsvp) => rsvp.createdAt }),
  updatedAt: fact({ type: 'DateTime', description: 'When the answer last changed.', value: (rsvp) => rsvp.updatedAt }),
};
