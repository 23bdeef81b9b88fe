import { builder } from '../../graphql/builder.ts';
import { describedEnum } from '../../graphql/described-enum.ts';
import type { z } from 'zod';
import type { Expect, InputFits } from '../../lib/type-checks.ts';
import type { RsvpInput } from './rsvps.service.ts';
import { defineMutation } from '../../graphql/mutation.ts';
import { ErrorInterface } from '../../graphql/common.ts';
import { RsvpStatus } from '../../generated/prisma/enums.ts';
import { NotFoundError, RateLimitError, ValidationError } from '../../lib/errors.ts';
import { PublicEventRef } from '../guest/guest.graphql.ts';
import { EventInactiveError, PinRequiredError } from '../guest/errors.ts';
import type { Rsvp } from '../../generated/prisma/client.ts';
import { factFields, typeFields } from '../../graphql/fact-fields.ts';
import { RSVP_FACTS } from './rsvp-fields.ts';
import { guestAccessOf } from '../guest/guest-gate.graphql.ts';
import {
  RSVP_FULL_NAME_MAX_LENGTH,
  RSVP_NOTE_MAX_LENGTH,
  RSVP_PHONE_MAX_LENGTH,
} from '../../../../common/rsvp-limits.ts';
// Hosts' view of the answers (the Rsvp node, Event.rsvps and Event.rsvpSummary).
import './rsvps.hosts.graphql.ts';
import { RsvpClosedError } from './rsvps.service.ts';

describedEnum(RsvpStatus, {
  name: 'RsvpStatus',
  description: "A guest's answer to the invitation.",
  values: {
    YES: "Coming (counts towards the headcount with the answer's guestsCount).",
    NO: 'Not coming.',
    MAYBE: 'Not sure yet.',
  },
});

builder.objectType(RsvpClosedError, {
  name: 'RsvpClosedError',
  description: 'RSVPs are off for this event, or the deadline passed.',
  interfaces: [ErrorInterface],
});

/** A guest's own answer, as their browser sees it: the facts of rsvp-fields.ts, as REST answers them. */
export const GuestRsvpRef = builder.objectRef<Rsvp>('GuestRsvp').implement({
  description: "A guest's own answer, as their browser sees it.",
  fields: (t) => typeFields(RSVP_FACTS, [], factFields(t, RSVP_FACTS)),
});

const SubmitRsvpInput = builder.inputType('SubmitRsvpInput', {
  description: "A guest's answer, and which event it is for.",
  fields: (t) => ({
    slug: t.string({ required: true, description: 'The slug of the guest link, any letter case.' }),
    pin: t.string({ description: "The event's PIN; needed only when the event has one." }),
    fullName: t.string({
      required: true,
      description: `The guest's name, 1 to ${RSVP_FULL_NAME_MAX_LENGTH} characters.`,
    }),
    email: t.string({ description: 'Optional; must be a valid address when given.' }),
    phone: t.string({ description: `Optional, at most ${RSVP_PHONE_MAX_LENGTH} characters.` }),
    status: t.field({ type: RsvpStatus, required: true, description: 'Coming, not coming or maybe.' }),
    guestsCount: t.int({ description: 'How many people the answer is for, 1 to 10 (default 1).' }),
    note: t.string({ description: `A message to the hosts, at most ${RSVP_NOTE_MAX_LENGTH} characters.` }),
    notifyByEmail: t.boolean({
      description:
        'Email me when the photos are revealed or the gallery is ready (default false; needs `email`). Each message has a one-click unsubscribe link.',
    }),
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
    dataDescription: "The guest's answer as saved.",
  },
  (t, common) =>
    t.field({
      ...common,
      type: GuestRsvpRef,
      description:
        'A guest answers; the same browser answering again changes its earlier answer. The request’s `Accept-Language` (over WebSockets the operation’s `extensions.acceptLanguage`), else the `lang` cookie, is kept as the language of the photo emails the guest asks for (none we speak: the event’s language).',
      args: { input: t.arg({ type: SubmitRsvpInput, required: true, description: 'The answer.' }) },
      resolve: async (_root, { input }, context) => {
        const { slug, pin, ...answer } = input;
        const rsvp = await context.services.rsvps.submit(
          slug,
          guestAccessOf({ pin }, context),
          context.guestKeys,
          Object.fromEntries(Object.entries(answer).filter(([, value]) => value !== undefined)),
          context.statedLocale ?? null,
        );
        return rsvp;
      },
    }),
);

builder.objectField(PublicEventRef, 'viewerRsvp', (t) =>
  t.field({
    type: GuestRsvpRef,
    nullable: true,
    description: "This browser's own answer (kept by an HttpOnly cookie), or null.",
    resolve: async (event, _args, context) => {
      const rsvp = await context.services.rsvps.forGuest(event.id, context.guestKeys);
      return rsvp;
    },
  }),
);
