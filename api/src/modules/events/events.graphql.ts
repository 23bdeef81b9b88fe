import { encodeGlobalID } from '@pothos/plugin-relay';
import { GraphQLError } from 'graphql';
import { builder, type BuilderTypes } from '../../graphql/builder.ts';
import { defineMutation } from '../../graphql/mutation.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { rowIdFrom } from '../../graphql/ids.ts';
import { EventRole, EventStatus, Visibility } from '../../generated/prisma/enums.ts';
import { ConflictError, ForbiddenError, NotFoundError, RateLimitError, ValidationError } from '../../errors.ts';
import type { PinGuessing } from '../guest/guest.service.ts';
import { memberEventWhere } from './access.ts';
import type { Actor } from './events.service.ts';
import type { z } from 'zod';
import type { InputFits, Expect } from '../../type-checks.ts';
import type { CreateEventInput as CreateEventSchema, UpdateEventInput as UpdateEventSchema } from './event-input.ts';
import { eventFields } from './event-fields.graphql.ts';

builder.enumType(EventStatus, { name: 'EventStatus' });
builder.enumType(Visibility, {
  name: 'Visibility',
  description:
    'LINK (the default): only people with the link; the page asks search engines not to index it. ' +
    'PUBLIC: listed in the sitemap and indexable, unless a PIN is required or the event is switched off.',
});
builder.enumType(EventRole, {
  name: 'EventRole',
  description: 'OWNER created the event and alone may delete it, change its status or manage co-hosts.',
});

/** Members only: the mutation's `authScopes: { loggedIn: true }` already ran, so a viewer exists. */
export function actorOf(context: GraphQLContext): Actor {
  if (!context.viewer)
    throw new GraphQLError('Please sign in to continue.', { extensions: { code: 'UNAUTHENTICATED' } });
  return { user: context.viewer, ip: context.clientIp };
}

/** Whether the viewer hosts the event (batched per request), for the private types' auth scopes. */
export const isMember = async (eventId: number, context: GraphQLContext) =>
  (await context.loaders.eventRole.load(eventId)) !== null;

const PinGuessingRef = builder.objectRef<PinGuessing>('PinGuessing').implement({
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
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, context) => ({ id: rowIdFrom(id), ...memberEventWhere(context.viewer?.id) }),
  runScopesOnType: true,
  authScopes: (event, context) => isMember(event.id, context),
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id used in /dashboard/events/{id}.' }),
    ...eventFields(t, 'host'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    viewerRole: t.field({
      type: EventRole,
      description: "The signed-in user's role on this event.",
      resolve: async (event, _args, context) => (await context.loaders.eventRole.load(event.id)) ?? 'CO_HOST',
    }),
    shareUrl: t.string({
      description: 'The guest link: {PUBLIC_URL or this server}/e/{slug}.',
      resolve: (event, _args, context) => `${context.origin}/e/${event.slug}`,
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
    photoCount: t.relationCount('uploads'),
    pendingPhotoCount: t.relationCount('uploads', { where: { status: 'PENDING' } }),
    // Hosts count by their decision, copies made or not, so the three add up to photoCount.
    approvedPhotoCount: t.relationCount('uploads', { where: { status: 'APPROVED' } }),
    rejectedPhotoCount: t.relationCount('uploads', { where: { status: 'REJECTED' } }),
    rsvpCount: t.relationCount('rsvps'),
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
    args: { databaseId: t.arg.int({ required: true }) },
    resolve: (query, _root, { databaseId }, context) =>
      context.services.events.findForMember(actorOf(context).user.id, rowIdFrom(databaseId), query),
  }),
);

const SlugCheckRef = builder.objectRef<{ slug: string; available: boolean; message: string | null }>('SlugCheck');
SlugCheckRef.implement({
  fields: (t) => ({
    slug: t.exposeString('slug', { description: 'The slug as it would be saved (trimmed, lower case).' }),
    available: t.exposeBoolean('available'),
    message: t.exposeString('message', { nullable: true, description: 'Why it is not available.' }),
  }),
});

builder.queryField('checkSlug', (t) =>
  t.field({
    type: SlugCheckRef,
    authScopes: { loggedIn: true },
    args: { slug: t.arg.string({ required: true }) },
    resolve: (_root, { slug }, context) => context.services.events.checkSlug(slug),
  }),
);

type InputFieldBuilder = PothosSchemaTypes.InputFieldBuilder<BuilderTypes, 'InputObject'>;

/** What a host writes into an event, for create and update alike; creating requires title and date. */
function eventInputFields<Creating extends boolean>(t: InputFieldBuilder, creating: Creating) {
  return {
    title: t.string({ required: creating }),
    dateTime: t.field({ type: 'DateTime', required: creating }),
    venueName: t.string(),
    address: t.string(),
    latitude: t.float(),
    longitude: t.float(),
    description: t.string(),
    coupleNames: t.string(),
    isPinRequired: t.boolean(),
    pinCode: t.string(),
    visibility: t.field({ type: Visibility }),
    rsvpEnabled: t.boolean(),
    rsvpDeadline: t.field({ type: 'DateTime' }),
    autoApprove: t.boolean(creating ? { description: "Show guests' photos without review (default false)." } : {}),
    contactName: t.string(),
    contactEmail: t.string(),
    contactPhone: t.string(),
  };
}

const CreateEventInput = builder.inputType('CreateEventInput', {
  fields: (t) => ({ slug: t.string({ required: true }), ...eventInputFields(t, true) }),
});

const UpdateEventInput = builder.inputType('UpdateEventInput', {
  description: 'Absent fields stay as they are; null clears an optional field. The slug cannot change.',
  fields: (t) => ({ ...eventInputFields(t, false), coverImageUrl: t.string() }),
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
      args: { input: t.arg({ type: CreateEventInput, required: true }) },
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
      args: {
        id: t.arg.globalID({ required: true, for: EventRef }),
        input: t.arg({ type: UpdateEventInput, required: true }),
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
      args: {
        id: t.arg.globalID({ required: true, for: EventRef }),
        status: t.arg({ type: EventStatus, required: true }),
      },
      resolve: (_root, { id, status }, context) =>
        context.services.events.setStatus(actorOf(context), eventId(id), status),
    }),
);

const DeletedEventRef = builder.objectRef<{ deletedEventId: string }>('DeleteEventSuccess').implement({
  fields: (t) => ({ deletedEventId: t.exposeID('deletedEventId') }),
});

defineMutation('deleteEvent', { errors: [NotFoundError, ForbiddenError] }, (t, common) =>
  t.field({
    ...common,
    type: DeletedEventRef,
    args: { id: t.arg.globalID({ required: true, for: EventRef }) },
    resolve: async (_root, { id }, context) => {
      await context.services.events.delete(actorOf(context), eventId(id));
      return { deletedEventId: encodeGlobalID(id.typename, id.id) };
    },
  }),
);
