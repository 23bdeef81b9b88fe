import { builder } from '../../graphql/builder.ts';
import { ErrorInterface } from '../../graphql/common.ts';
import { NotFoundError, RateLimitError } from '../../errors.ts';
import { EventInactiveError, PinRequiredError } from './errors.ts';
import type { Event } from '../../generated/prisma/client.ts';
import { eventFields } from '../events/event-fields.graphql.ts';

builder.objectType(EventInactiveError, {
  name: 'EventInactiveError',
  description: 'The hosts switched the event off; guests see "Event Temporarily Disabled".',
  interfaces: [ErrorInterface],
});

builder.objectType(PinRequiredError, {
  name: 'PinRequiredError',
  description: 'The event needs its PIN: none was given, or the one given is wrong.',
  interfaces: [ErrorInterface],
  fields: (t) => ({ pinGiven: t.exposeBoolean('pinGiven') }),
});

/**
 * An event as guests see it: exactly the fields of publicEventJson (no PIN, owner or moderation
 * settings). Backed by the row so other modules can add guest fields (photos, the viewer's RSVP).
 */
export const PublicEventRef = builder.objectRef<Event>('PublicEvent').implement({
  fields: (t) => ({
    ...eventFields(t, 'guest'),
    photoCount: t.int({
      description: 'Approved photos: what the gallery shows.',
      resolve: (event, _args, context) => context.services.publicReads.photoCount(event),
    }),
  }),
});

builder.queryField('publicEvent', (t) =>
  t.field({
    type: PublicEventRef,
    description: 'The guest page of /e/{slug}; the PIN is needed when the event has one.',
    args: { slug: t.arg.string({ required: true }), pin: t.arg.string() },
    errors: {
      types: [NotFoundError, EventInactiveError, PinRequiredError, RateLimitError],
      union: { name: 'PublicEventResult' },
      result: { name: 'PublicEventSuccess' },
      dataField: { name: 'event' },
    },
    resolve: async (_root, { slug, pin }, context) => {
      return context.services.publicReads.openEvent(slug, {
        pin: pin ?? undefined,
        clientIp: context.clientIp,
        isMember: false,
      });
    },
  }),
);
