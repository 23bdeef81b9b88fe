import { builder } from '../../graphql/builder.ts';
import type { z } from 'zod';
import type { Expect, InputFits } from '../../type-checks.ts';
import type { RsvpInput } from './rsvps.service.ts';
import { defineMutation } from '../../graphql/mutation.ts';
import { ErrorInterface } from '../../graphql/common.ts';
import { RsvpStatus } from '../../generated/prisma/enums.ts';
import { NotFoundError, RateLimitError, ValidationError } from '../../errors.ts';
import { PublicEventRef } from '../guest/guest.graphql.ts';
import { EventInactiveError, PinRequiredError } from '../guest/errors.ts';
import { guestRsvpJson, type GuestRsvp } from './rsvp-json.ts';
// Hosts' view of the answers (the Rsvp node, Event.rsvps and Event.rsvpSummary).
import './rsvps.hosts.graphql.ts';
import { RSVP_COOKIE_MAX_AGE_SECONDS, RsvpClosedError, rsvpCookieName } from './rsvps.service.ts';

builder.enumType(RsvpStatus, { name: 'RsvpStatus' });

builder.objectType(RsvpClosedError, {
  name: 'RsvpClosedError',
  description: 'RSVPs are off for this event, or the deadline passed.',
  interfaces: [ErrorInterface],
});

/** A guest's own answer, as their browser sees it. */
export const GuestRsvpRef = builder.objectRef<GuestRsvp>('GuestRsvp').implement({
  fields: (t) => ({
    fullName: t.exposeString('fullName'),
    email: t.exposeString('email', { nullable: true }),
    phone: t.exposeString('phone', { nullable: true }),
    status: t.expose('status', { type: RsvpStatus }),
    guestsCount: t.exposeInt('guestsCount'),
    note: t.exposeString('note', { nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const SubmitRsvpInput = builder.inputType('SubmitRsvpInput', {
  fields: (t) => ({
    slug: t.string({ required: true }),
    pin: t.string(),
    fullName: t.string({ required: true }),
    email: t.string(),
    phone: t.string(),
    status: t.field({ type: RsvpStatus, required: true }),
    guestsCount: t.int(),
    note: t.string(),
  }),
});

// Tied to the service's zod schema (tsc fails on drift); slug and pin say which event, not the answer.
type _SubmitRsvpInputFits = Expect<
  InputFits<Omit<typeof SubmitRsvpInput.$inferInput, 'slug' | 'pin'>, z.input<typeof RsvpInput>>
>;

defineMutation(
  'submitRsvp',
  {
    scope: 'anyone',
    errors: [ValidationError, RsvpClosedError, NotFoundError, EventInactiveError, PinRequiredError, RateLimitError],
    dataField: 'rsvp',
  },
  (t, common) =>
    t.field({
      ...common,
      type: GuestRsvpRef,
      description: 'A guest answers; the same browser answering again changes its earlier answer.',
      args: { input: t.arg({ type: SubmitRsvpInput, required: true }) },
      resolve: async (_root, { input }, context) => {
        const { slug, pin, ...answer } = input;
        const { rsvp, respondentKey } = await context.services.rsvps.submit(
          slug,
          { pin: pin ?? undefined, clientIp: context.clientIp, isMember: false },
          (eventId) => context.cookies.get(rsvpCookieName(eventId)),
          Object.fromEntries(Object.entries(answer).filter(([, value]) => value !== undefined)),
        );
        context.cookies.set(rsvpCookieName(rsvp.eventId), respondentKey, RSVP_COOKIE_MAX_AGE_SECONDS);
        return guestRsvpJson(rsvp);
      },
    }),
);

builder.objectField(PublicEventRef, 'viewerRsvp', (t) =>
  t.field({
    type: GuestRsvpRef,
    nullable: true,
    description: "This browser's own answer (kept by an HttpOnly cookie), or null.",
    resolve: async (event, _args, context) => {
      const rsvp = await context.services.rsvps.forRespondent(event.id, context.cookies.get(rsvpCookieName(event.id)));
      return rsvp ? guestRsvpJson(rsvp) : null;
    },
  }),
);
