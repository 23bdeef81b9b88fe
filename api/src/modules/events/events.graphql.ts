import { encodeGlobalID } from '@pothos/plugin-relay';
import { ACCESS_LINK_PARAM } from '../../../../common/access-link.ts';
import { builder, type BuilderTypes } from '../../graphql/builder.ts';
import { privateNodeId } from '../../graphql/private-node.ts';
import { defineMutation } from '../../graphql/mutation.ts';
import { describedEnum } from '../../graphql/described-enum.ts';
import { viewerHosts, type GraphQLContext } from '../../graphql/context.ts';
import { rowIdFrom } from '../../graphql/ids.ts';
import { eventPhotoCounts } from '../../graphql/photo-counts.ts';
import { EventRole, EventStatus, GalleryMode, Visibility } from '../../generated/prisma/enums.ts';
import { ConflictError, ForbiddenError, NotFoundError, RateLimitError, ValidationError } from '../../lib/errors.ts';
import type { PinGuessing } from '../guest/guest.service.ts';
import { memberEventWhere } from '../../access/event-access.ts';
import type { Actor } from '../../access/actor.ts';
import type { z } from 'zod';
import type { InputFits, Expect } from '../../lib/type-checks.ts';
import type { CreateEventInput as CreateEventSchema, UpdateEventInput as UpdateEventSchema } from './event-input.ts';
import { eventFields } from './event-fields.graphql.ts';
import { slugCheckIn } from './events.service.ts';
import { LanguageRef } from '../../graphql/language.ts';
import { ERROR_CODE } from '../../graphql/error-codes.ts';
import { LocalizedGraphQLError } from '../../graphql/localized-errors.ts';
import { message } from '../../i18n/messages.ts';

describedEnum(EventStatus, {
  name: 'EventStatus',
  description: 'Whether guests can reach the event; only the owner switches it (setEventStatus).',
  values: {
    ACTIVE: 'Guests can open the page, its gallery, RSVP form and uploads.',
    INACTIVE: 'Switched off: guests see that it is disabled, and it cannot be shared.',
  },
});
describedEnum(Visibility, {
  name: 'Visibility',
  description:
    'LINK (the default): only people with the link; the page asks search engines not to index it. ' +
    'PUBLIC: listed in the sitemap and indexable, unless a PIN is required or the event is switched off.',
  values: {
    LINK: 'Only people with the link; search engines are asked not to index it (the default).',
    PUBLIC: 'Listed in the sitemap and indexable, unless a PIN is required or the event is inactive.',
  },
});
describedEnum(GalleryMode, {
  name: 'GalleryMode',
  description:
    "What guests see of an event's gallery (decision 052); its hosts and super-admins always see every photo.",
  values: {
    SHARED: 'Everyone with access sees the approved photos (the default); with revealAt, only from that time.',
    OWN: "Each guest sees only the photos their own browser sent; no one sees another guest's photo or file.",
    UPLOAD_ONLY: 'A drop box: guests see no gallery, only their own photos (My photos) and the count.',
  },
});
describedEnum(EventRole, {
  name: 'EventRole',
  description: 'OWNER created the event and alone may delete it, change its status or manage co-hosts.',
  values: {
    OWNER: 'Created the event; alone may delete it, change its status or manage co-hosts.',
    CO_HOST: 'Hosts it with the owner: may edit its settings and moderate its photos.',
  },
});

/** Members only: the mutation's `authScopes: { loggedIn: true }` already ran, so a viewer exists. */
export function actorOf(context: GraphQLContext): Actor {
  if (!context.viewer)
    throw new LocalizedGraphQLError(message('errors.signInFirst'), { code: ERROR_CODE.UNAUTHENTICATED });
  return { user: context.viewer, ip: context.clientIp };
}

/** Whether the viewer hosts the event (batched per request), for the private types' auth scopes. */
export const isMember = (eventId: number, context: GraphQLContext) => viewerHosts(eventId, context);

const PinGuessingRef = builder.objectRef<PinGuessing>('PinGuessing').implement({
  description: 'Wrong PINs tried on the guest page in the current hour.',
  fields: (t) => ({
    wrongTriesLastHour: t.exposeInt('wrongTriesLastHour', { description: 'From all addresses together.' }),
    guestsSlowed: t.exposeBoolean('guestsSlowed', {
      description: 'Past the ceiling: guests not let in before wait their turn at the PIN screen.',
    }),
  }),
});

/**
 * An event as its hosts see it, private fields (PIN) included. Only members can load one:
 * `node(id:)` for anyone else answers null, exactly as for an id that does not exist.
 */
export const EventRef = builder.prismaNode('Event', {
  ...privateNodeId,
  findUnique: (id, context) => ({ id: rowIdFrom(id), ...memberEventWhere(context.viewer?.id) }),
  runScopesOnType: true,
  authScopes: (event, context) => isMember(event.id, context),
  description: 'An event as its hosts see it, private fields (PIN) included; only its hosts can load it.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id used in /dashboard/events/{id}.' }),
    ...eventFields(t, 'host'),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the event was created.' }),
    viewerRole: t.field({
      type: EventRole,
      description: "The signed-in user's role on this event.",
      resolve: async (event, _args, context) => (await context.loaders.eventRole.load(event.id)) ?? 'CO_HOST',
    }),
    shareUrl: t.string({
      description: 'The guest link: {PUBLIC_URL or this server}/e/{slug}.',
      resolve: (event, _args, context) => `${context.origin}/e/${event.slug}`,
    }),
    guestAccessUrl: t.string({
      nullable: true,
      description:
        'The guest link with its access token ({shareUrl}?k=…), for table cards and the slideshow: it lets guests in without typing the PIN, and stops working when the PIN changes. Null when the event asks for no PIN (shareUrl is enough).',
      resolve: (event, _args, context) => {
        const token = context.services.guest.passes.linkToken(event);
        return token === null ? null : `${context.origin}/e/${event.slug}?${ACCESS_LINK_PARAM}=${token}`;
      },
    }),
    pinGuessing: t.field({
      type: PinGuessingRef,
      description: 'Wrong PINs tried on the guest page in the current hour: a sign someone is guessing.',
      resolve: (event, _args, context) => context.services.guest.pinGuessing(event.id),
    }),
    qrCodeUrl: t.string({
      description: 'A PNG QR code of shareUrl (add ?download=1 to download it).',
      resolve: (event) => `/api/auth/events/${event.id}/qr.png`,
    }),
    // The counts kept as photos are written (decision 062, graphql/photo-counts.ts), not a count each.
    photoCount: t.int({
      description: "Guests' photos, whatever their review status (pending, approved and rejected add up to it).",
      resolve: async (event, _args, context, info) => (await eventPhotoCounts(context, info, event.id)).total,
    }),
    pendingPhotoCount: t.int({
      description: 'Photos waiting for review.',
      resolve: async (event, _args, context, info) =>
        (await eventPhotoCounts(context, info, event.id)).byStatus.PENDING,
    }),
    // Hosts count by their decision, copies made or not, so the three add up to photoCount.
    approvedPhotoCount: t.int({
      description: 'Photos approved (by a host, or on arrival), display copies made or not.',
      resolve: async (event, _args, context, info) =>
        (await eventPhotoCounts(context, info, event.id)).byStatus.APPROVED,
    }),
    rejectedPhotoCount: t.int({
      description: 'Photos a host rejected.',
      resolve: async (event, _args, context, info) =>
        (await eventPhotoCounts(context, info, event.id)).byStatus.REJECTED,
    }),
    rsvpCount: t.relationCount('rsvps', { description: "Guests' RSVP answers." }),
  }),
});

builder.queryField('myEvents', (t) =>
  t.prismaConnection({
    type: 'Event',
    cursor: 'id',
    description: 'Events the viewer owns or co-hosts, soonest first.',
    authScopes: { loggedIn: true },
    resolve: (query, _root, _args, context) => context.services.events.listForMember(actorOf(context).user.id, query),
  }),
);

builder.queryField('hostedEvent', (t) =>
  t.prismaField({
    type: 'Event',
    nullable: true,
    description: 'One of your events by its numeric id (as in /dashboard/events/{id}); null if not yours.',
    authScopes: { loggedIn: true },
    args: {
      databaseId: t.arg.int({ required: true, description: 'The numeric id, as in /dashboard/events/{id}.' }),
    },
    resolve: async (query, _root, { databaseId }, context) => {
      const viewerId = actorOf(context).user.id;
      const event = await context.services.events.findForMember(viewerId, rowIdFrom(databaseId), query);
      // Read with the member check: its auth scope and its photos' need not read the role again.
      if (event) context.loaders.checkedMember.set(event.id, viewerId);
      return event;
    },
  }),
);

const SlugCheckRef = builder.objectRef<{ slug: string; available: boolean; message: string | null }>('SlugCheck');
SlugCheckRef.implement({
  description: 'Whether a slug can be used for a new event.',
  fields: (t) => ({
    slug: t.exposeString('slug', { description: 'The slug as it would be saved (trimmed, lower case).' }),
    available: t.exposeBoolean('available', {
      description: 'Valid and not taken (deleted events keep their slug, so theirs stay taken).',
    }),
    message: t.exposeString('message', { nullable: true, description: 'Why it is not available.' }),
  }),
});

builder.queryField('checkSlug', (t) =>
  t.field({
    type: SlugCheckRef,
    description: 'Whether a slug is valid and free for a new event (signed-in users only).',
    authScopes: { loggedIn: true },
    args: { slug: t.arg.string({ required: true, description: 'The slug as typed.' }) },
    resolve: async (_root, { slug }, context) =>
      slugCheckIn(await context.services.events.checkSlug(slug), context.locale),
  }),
);

type InputFieldBuilder = PothosSchemaTypes.InputFieldBuilder<BuilderTypes, 'InputObject'>;

/** What a host writes into an event, for create and update alike; creating requires title and date. */
function eventInputFields<Creating extends boolean>(t: InputFieldBuilder, creating: Creating) {
  return {
    title: t.string({ required: creating, description: "The event's name (at most 200 characters)." }),
    dateTime: t.field({
      type: 'DateTime',
      required: creating,
      description:
        'When the event takes place, as an instant (with its offset or Z). A form that asks for a date and ' +
        "time should read them on the clock of the event's timeZone, not the browser's.",
    }),
    timeZone: t.string({
      description: creating
        ? 'The IANA time zone of the place (e.g. Europe/Istanbul; case and aliases are forgiven, the saved ' +
          "name is canonical). Absent or null: UTC, since the API cannot know the host's zone; our web form " +
          "sends the host's browser zone unless they choose another."
        : 'The IANA time zone of the place (e.g. Europe/Istanbul); null: UTC. Changing it alone keeps the ' +
          'instant of dateTime (it then reads differently); to keep the time of day, send dateTime too.',
    }),
    venueName: t.string({ description: "The venue's name (at most 200 characters)." }),
    address: t.string({ description: "The venue's address (at most 500 characters)." }),
    latitude: t.float({ description: "The venue's latitude in degrees, -90 to 90 (rounded to 6 decimals)." }),
    longitude: t.float({ description: "The venue's longitude in degrees, -180 to 180 (rounded to 6 decimals)." }),
    description: t.string({ description: "The hosts' text about the event (at most 5000 characters)." }),
    coupleNames: t.string({ description: 'The names of the couple, or whoever celebrates (at most 200 characters).' }),
    isPinRequired: t.boolean({
      description: creating
        ? 'Guests must give the PIN to open the page (default false); pinCode is then required.'
        : 'Guests must give the PIN to open the page; turning it on needs a pinCode, turning it off forgets the PIN.',
    }),
    pinCode: t.string({
      description: 'The PIN guests enter, 4 to 8 digits; required with isPinRequired, else ignored.',
    }),
    visibility: t.field({
      type: Visibility,
      description: creating
        ? 'Whether search engines may list the page (default LINK).'
        : 'Whether search engines may list the page.',
    }),
    rsvpEnabled: t.boolean({
      description: creating ? 'Whether guests may answer (default true).' : 'Whether guests may answer.',
    }),
    rsvpDeadline: t.field({
      type: 'DateTime',
      description: 'Answers are refused after this instant; null: no deadline.',
    }),
    autoApprove: t.boolean({
      description: creating
        ? "Show guests' photos without review (default false)."
        : "Show guests' photos without review.",
    }),
    slideshowTableLeader: t.boolean({
      description: creating
        ? 'The slideshow names the table whose guests shared the most photos (default false; table passes).'
        : 'The slideshow names the table whose guests shared the most photos (table passes).',
    }),
    allowVideos: t.boolean({
      description: creating
        ? 'Guests may share videos as well as photos (default true); false: photos only.'
        : 'Guests may share videos as well as photos; false: photos only (videos already shared stay).',
    }),
    requireAlbum: t.boolean({
      description: creating
        ? 'Guests must pick one of the albums for every upload (default false).'
        : 'Guests must pick one of the albums for every upload; photos already sent stay where they are.',
    }),
    galleryMode: t.field({
      type: GalleryMode,
      description: creating
        ? 'What guests see of the gallery (default SHARED).'
        : 'What guests see of the gallery; OWN or UPLOAD_ONLY forgets a revealAt set before.',
    }),
    revealAt: t.field({
      type: 'DateTime',
      description:
        'With galleryMode SHARED: guests see the photos only from this instant; null: no reveal. ' +
        'With another mode it is refused (ValidationError).',
    }),
    language: t.field({
      type: LanguageRef,
      description: creating
        ? "The guest page's language for guests whose browser asks for none the product speaks. Absent or " +
          "null: the owner's User.language, else EN."
        : "The guest page's language for guests whose browser asks for none the product speaks; null: unchanged.",
    }),
    contactName: t.string({ description: 'Whom guests may ask about the event (at most 100 characters).' }),
    contactEmail: t.string({ description: "The contact's email address (saved in lower case)." }),
    contactPhone: t.string({ description: "The contact's phone number (at most 40 characters)." }),
  };
}

const CreateEventInput = builder.inputType('CreateEventInput', {
  description: 'A new event: slug, title and dateTime are required, every other field is optional.',
  fields: (t) => ({
    slug: t.string({
      required: true,
      description:
        'The guest page is /e/{slug}: 3 to 60 lower-case letters, digits and single hyphens; it cannot change later.',
    }),
    ...eventInputFields(t, true),
  }),
});

const UpdateEventInput = builder.inputType('UpdateEventInput', {
  description: 'Absent fields stay as they are; null clears an optional field. The slug cannot change.',
  fields: (t) => ({
    ...eventInputFields(t, false),
    coverImageUrl: t.string({
      description: 'The cover image, an http(s) URL (at most 2000 characters); null or empty removes the cover.',
    }),
  }),
});

// The inputs are tied to the zod schemas the service parses with: tsc fails when one gains a field the
// other lacks. The REST settings form sends the (unchangeable) slug back; GraphQL has no use for it.
type _CreateEventInputFits = Expect<InputFits<typeof CreateEventInput.$inferInput, z.input<typeof CreateEventSchema>>>;
type _UpdateEventInputFits = Expect<
  InputFits<typeof UpdateEventInput.$inferInput, Omit<z.input<typeof UpdateEventSchema>, 'slug'>>
>;

/** GraphQL hands absent fields as undefined and explicit nulls as null: keep that difference. */
function definedFields(input: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined));
}

/** The row id of a decoded global event id. */
export const eventId = (id: { id: string }) => rowIdFrom(id.id);

defineMutation(
  'createEvent',
  { errors: [ValidationError, ConflictError, RateLimitError], dataField: 'event' },
  (t, common) =>
    t.field({
      ...common,
      type: EventRef,
      description: 'Creates an event you own; in its first week an account may create only a few (deleted ones count).',
      args: { input: t.arg({ type: CreateEventInput, required: true, description: "The new event's settings." }) },
      resolve: (_root, { input }, context) => context.services.events.create(actorOf(context), definedFields(input)),
    }),
);

defineMutation(
  'updateEvent',
  { errors: [ValidationError, NotFoundError, ForbiddenError], dataField: 'event' },
  (t, common) =>
    t.field({
      ...common,
      type: EventRef,
      description: "Changes an event's settings; any of its hosts may.",
      args: {
        id: t.arg.globalID({ required: true, for: EventRef, description: "The event's global id." }),
        input: t.arg({ type: UpdateEventInput, required: true, description: 'The fields to change.' }),
      },
      resolve: (_root, { id, input }, context) =>
        context.services.events.update(actorOf(context), eventId(id), definedFields(input)),
    }),
);

defineMutation(
  'setEventStatus',
  { errors: [ValidationError, NotFoundError, ForbiddenError], dataField: 'event' },
  (t, common) =>
    t.field({
      ...common,
      type: EventRef,
      description: 'Switches an event on (ACTIVE) or off (INACTIVE); only its owner may.',
      args: {
        id: t.arg.globalID({ required: true, for: EventRef, description: "The event's global id." }),
        status: t.arg({ type: EventStatus, required: true, description: 'The new status.' }),
      },
      resolve: (_root, { id, status }, context) =>
        context.services.events.setStatus(actorOf(context), eventId(id), status),
    }),
);

defineMutation(
  'revealEvent',
  { errors: [ValidationError, NotFoundError, ForbiddenError], dataField: 'event' },
  (t, common) =>
    t.field({
      ...common,
      type: EventRef,
      description:
        'Opens a shared gallery to guests now, before its revealAt (which becomes now); open guest pages ' +
        'receive the photos at once (galleryUpdated). Any of its hosts may; without a reveal to come, nothing changes.',
      args: { id: t.arg.globalID({ required: true, for: EventRef, description: "The event's global id." }) },
      resolve: (_root, { id }, context) => context.services.events.reveal(actorOf(context), eventId(id)),
    }),
);

const DeletedEventRef = builder.objectRef<{ deletedEventId: string }>('DeleteEventSuccess').implement({
  description: 'What `deleteEvent` answers when it worked.',
  fields: (t) => ({
    deletedEventId: t.exposeID('deletedEventId', { description: 'The global id of the deleted event.' }),
  }),
});

defineMutation('deleteEvent', { errors: [NotFoundError, ForbiddenError] }, (t, common) =>
  t.field({
    ...common,
    type: DeletedEventRef,
    description: 'Deletes an event with its photos and RSVPs; only its owner may. Its slug stays taken.',
    args: { id: t.arg.globalID({ required: true, for: EventRef, description: "The event's global id." }) },
    resolve: async (_root, { id }, context) => {
      await context.services.events.delete(actorOf(context), eventId(id));
      return { deletedEventId: encodeGlobalID(id.typename, id.id) };
    },
  }),
);
