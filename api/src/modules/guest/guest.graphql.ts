import { builder } from '../../graphql/builder.ts';
import { ErrorInterface } from '../../graphql/common.ts';
import { EventStatus, Visibility } from '../../generated/prisma/enums.ts';
import { NotFoundError, RateLimitError } from '../../errors.ts';
import { EventInactiveError, PinRequiredError } from './guest.service.ts';
import { publicEventJson, type PublicEvent } from './public-event.ts';

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

/** An event as guests see it: public fields only (no PIN, owner or moderation settings). */
const PublicEventRef = builder.objectRef<PublicEvent>('PublicEvent').implement({
  fields: (t) => ({
    slug: t.exposeString('slug'),
    title: t.exposeString('title'),
    dateTime: t.expose('dateTime', { type: 'DateTime' }),
    venueName: t.exposeString('venueName', { nullable: true }),
    address: t.exposeString('address', { nullable: true }),
    latitude: t.exposeFloat('latitude', { nullable: true }),
    longitude: t.exposeFloat('longitude', { nullable: true }),
    description: t.exposeString('description', { nullable: true }),
    coverImageUrl: t.exposeString('coverImageUrl', { nullable: true }),
    coupleNames: t.exposeString('coupleNames', { nullable: true }),
    isPinRequired: t.exposeBoolean('isPinRequired'),
    visibility: t.expose('visibility', { type: Visibility }),
    status: t.expose('status', { type: EventStatus }),
    rsvpEnabled: t.exposeBoolean('rsvpEnabled'),
    rsvpDeadline: t.expose('rsvpDeadline', { type: 'DateTime', nullable: true }),
    contactName: t.exposeString('contactName', { nullable: true }),
    contactEmail: t.exposeString('contactEmail', { nullable: true }),
    contactPhone: t.exposeString('contactPhone', { nullable: true }),
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
      const event = await context.services.guest.openEvent(slug, {
        pin: pin ?? undefined,
        clientIp: context.clientIp,
        isMember: false,
      });
      return publicEventJson(event);
    },
  }),
);
