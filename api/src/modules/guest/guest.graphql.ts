import { builder } from '../../graphql/builder.ts';
import { ErrorInterface } from '../../graphql/common.ts';
import { NotFoundError, RateLimitError } from '../../lib/errors.ts';
import { EventInactiveError, PinRequiredError } from './errors.ts';
import type { Event } from '../../generated/prisma/client.ts';
import { eventFields } from '../events/event-fields.graphql.ts';
import { EventRef } from '../events/events.graphql.ts';
import { guestAccessOf, guestGateArgs } from './guest-gate.graphql.ts';

builder.objectType(EventInactiveError, {
  name: 'EventInactiveError',
  description: 'The hosts switched the event off; guests see "Event Temporarily Disabled".',
  interfaces: [ErrorInterface],
});

builder.objectType(PinRequiredError, {
  name: 'PinRequiredError',
  description: 'The event needs its PIN: none was given, or the one given is wrong.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    pinGiven: t.exposeBoolean('pinGiven', {
      description: 'A PIN was given but is wrong (false: none was given, so ask for it).',
    }),
    eventTitle: t.string({
      nullable: true,
      description: "The event's title, so the PIN screen names the event it guards (null if not known).",
      resolve: (error) => error.event?.title ?? null,
    }),
    eventCoupleNames: t.string({
      nullable: true,
      description: "The couple's names as the hosts wrote them, for the PIN screen (null when none).",
      resolve: (error) => error.event?.coupleNames ?? null,
    }),
    eventDateTime: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'When the event takes place, for the PIN screen (null if not known).',
      resolve: (error) => error.event?.dateTime ?? null,
    }),
    eventTimeZone: t.string({
      nullable: true,
      description: "The event's IANA time zone: show eventDateTime's day on that calendar (null if not known).",
      resolve: (error) => error.event?.timeZone ?? null,
    }),
  }),
});

/**
 * An event as guests see it: exactly the fields of publicEventJson (no PIN, owner or moderation
 * settings). Backed by the row so other modules can add guest fields (photos, the viewer's RSVP).
 */
export const PublicEventRef = builder.objectRef<Event>('PublicEvent').implement({
  description: 'An event as guests see it on /e/{slug}: no PIN, owner or moderation settings.',
  fields: (t) => ({
    ...eventFields(t, 'guest'),
    photoCount: t.int({
      description: 'Approved photos: what the gallery shows.',
      resolve: (event, _args, context) => context.services.publicReads.photoCount(event),
    }),
    viewerHostedEvent: t.field({
      type: EventRef,
      nullable: true,
      description:
        'The same event as its hosts see it, when the signed-in viewer hosts it (the slideshow shows them its access link); null for guests.',
      resolve: async (event, _args, context) => ((await context.loaders.eventRole.load(event.id)) ? event : null),
    }),
  }),
});

builder.queryField('publicEvent', (t) =>
  t.field({
    type: PublicEventRef,
    description: 'The guest page of /e/{slug}; the PIN is needed when the event has one.',
    args: {
      ...guestGateArgs(t.arg),
    },
    errors: {
      types: [NotFoundError, EventInactiveError, PinRequiredError, RateLimitError],
      union: {
        name: 'PublicEventResult',
        description: 'What `publicEvent` answers: the event, or why guests cannot open it now.',
      },
      result: {
        name: 'PublicEventSuccess',
        description: 'What `publicEvent` answers when the guest may see the event.',
      },
      dataField: { name: 'event', description: 'The event as guests see it.' },
    },
    resolve: async (_root, { slug, pin }, context) => {
      return context.services.publicReads.openEvent(slug, guestAccessOf({ pin }, context));
    },
  }),
);
