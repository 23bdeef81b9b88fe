import type { BuilderTypes as Types } from '../../graphql/builder.ts';
import type { Event } from '../../generated/prisma/client.ts';
import { EventStatus, Visibility } from '../../generated/prisma/enums.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { Equal, Expect } from '../../type-checks.ts';
import type { PublicEvent } from '../guest/public-event-json.ts';

/**
 * The field builder of either type: `PublicEvent` is a plain object type, `Event` a Prisma node. The
 * fields below take only options both kinds accept (no Prisma selections), so one builder type serves.
 */
type EventFieldBuilder = Omit<PothosSchemaTypes.RootFieldBuilder<Types, Event, 'Object'>, 'kind'> & {
  kind: 'Object' | 'PrismaObject';
};

/** Whose view: the hosts' `Event` (PIN and moderation settings too) or the guests' `PublicEvent`. */
export type EventView = 'host' | 'guest';

/**
 * The event's own fields, written once for both GraphQL views (Conventions 19): the guest view is the
 * host view without the PIN and moderation settings, and with a cover address guests can open. The
 * REST shapes follow the same split (publicEventJson, hostEventJson). Order is the printed schema's.
 */
export function eventFields(t: EventFieldBuilder, view: EventView) {
  const host = view === 'host';
  const hostOnly = <T>(fields: T): T | Record<string, never> => (host ? fields : {});
  return {
    slug: t.string({
      description: host ? 'Fixed at creation; the guest page is /e/{slug}.' : undefined,
      resolve: (event) => event.slug,
    }),
    title: t.string({ resolve: (event) => event.title }),
    dateTime: t.field({ type: 'DateTime', resolve: (event) => event.dateTime }),
    venueName: t.string({ nullable: true, resolve: (event) => event.venueName }),
    address: t.string({ nullable: true, resolve: (event) => event.address }),
    latitude: t.float({ nullable: true, resolve: (event) => event.latitude }),
    longitude: t.float({ nullable: true, resolve: (event) => event.longitude }),
    description: t.string({ nullable: true, resolve: (event) => event.description }),
    coverImageUrl: host
      ? t.string({ nullable: true, resolve: (event) => event.coverImageUrl })
      : t.string({
          nullable: true,
          description: 'For a PIN-protected event, carries a token that opens it without the PIN for a day.',
          resolve: (event, _args, context: GraphQLContext) =>
            context.services.guest.files.sign(event.coverImageUrl, event),
        }),
    coupleNames: t.string({ nullable: true, resolve: (event) => event.coupleNames }),
    isPinRequired: t.boolean({ resolve: (event) => event.isPinRequired }),
    ...hostOnly({ pinCode: t.string({ nullable: true, resolve: (event) => event.pinCode }) }),
    visibility: t.field({ type: Visibility, resolve: (event) => event.visibility }),
    status: t.field({ type: EventStatus, resolve: (event) => event.status }),
    rsvpEnabled: t.boolean({ resolve: (event) => event.rsvpEnabled }),
    rsvpDeadline: t.field({ type: 'DateTime', nullable: true, resolve: (event) => event.rsvpDeadline }),
    ...hostOnly({ autoApprove: t.boolean({ resolve: (event) => event.autoApprove }) }),
    contactName: t.string({ nullable: true, resolve: (event) => event.contactName }),
    contactEmail: t.string({ nullable: true, resolve: (event) => event.contactEmail }),
    contactPhone: t.string({ nullable: true, resolve: (event) => event.contactPhone }),
  };
}

// Guests' GraphQL fields are exactly the REST guest JSON's (publicEventJson): tsc fails if one gains a
// field the other lacks. (Keys common to both views are the guest view: host-only fields may be absent.)
type _GuestViewIsPublicJson = Expect<Equal<keyof ReturnType<typeof eventFields>, keyof PublicEvent>>;
