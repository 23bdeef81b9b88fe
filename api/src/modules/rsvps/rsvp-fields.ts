import type { Rsvp } from '../../generated/prisma/client.ts';
import { RsvpStatus } from '../../generated/prisma/enums.ts';
import { factsOf } from '../../lib/entity-facts.ts';

// An answer's facts, once. A guest gets back their own answer with exactly these; the event's hosts see
// the same plus its id (rsvp-json.ts for REST; GuestRsvp in rsvps.graphql.ts and Rsvp in
// rsvps.hosts.graphql.ts for GraphQL). The browser's respondent key is never one of them.

const { column } = factsOf<Rsvp>();

export const RSVP_FACTS = {
  fullName: column('fullName', 'String', 'The name the guest answered under.'),
  email: column('email', 'String', 'Lower case; null if not given.', { nullable: true }),
  phone: column('phone', 'String', 'As typed; null if not given.', { nullable: true }),
  status: column('status', RsvpStatus, 'Coming, not coming or maybe.'),
  guestsCount: column('guestsCount', 'Int', 'How many people this answer is for (1 to 10).'),
  note: column('note', 'String', 'A message to the hosts; null if none.', { nullable: true }),
  notifyByEmail: column(
    'notifyByEmail',
    'Boolean',
    'The guest asked to be emailed when the photos are revealed or the gallery is ready (off unless ticked).',
  ),
  createdAt: column('createdAt', 'DateTime', 'When the guest first answered.'),
  updatedAt: column('updatedAt', 'DateTime', 'When the answer last changed.'),
};
