import { decodeGlobalID } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { describedEnum, describedSchemaEnum } from '../../graphql/described-enum.ts';
import { globalIdOf, rowIdFrom } from '../../graphql/ids.ts';
import { liveValue, openLive } from '../../graphql/live.ts';
import { defineMutation } from '../../graphql/mutation.ts';
import { hostsAndAdminsNode } from '../../graphql/private-node.ts';
import { GuestbookStatus } from '../../generated/prisma/enums.ts';
import { NotFoundError, RateLimitError, ValidationError } from '../../lib/errors.ts';
import { actorOf } from '../events/events.graphql.ts';
import { EventInactiveError, PinRequiredError } from '../guest/errors.ts';
import { guestAccessOf, guestGateArgs } from '../guest/guest-gate.graphql.ts';
import { PublicEventRef } from '../guest/guest.graphql.ts';
import { GalleryPhotoRef } from '../uploads/uploads.graphql.ts';
import { GUESTBOOK_ORDER } from './guestbook-cursor.ts';
import { GUESTBOOK_MESSAGE_MAX_LENGTH, GUESTBOOK_NAME_MAX_LENGTH, MAX_GUESTBOOK_BATCH } from './guestbook-input.ts';
import type { GuestbookUpdate } from './guestbook-live.ts';

// The guestbook (issue 33, decision 057). Hosts see GuestbookEntry (any status); guests see
// GuestbookMessage (approved ones as the gallery mode allows, and their own). Names and messages are plain
// text: clients show them as text, never as HTML.

describedEnum(GuestbookStatus, {
  name: 'GuestbookStatus',
  description: 'Where a guestbook message stands (decision 057).',
  values: {
    PENDING: 'Waiting for the hosts; only its writer and the hosts see it.',
    APPROVED: "Shown to guests, as far as the event's gallery mode lets them see the gallery.",
    HIDDEN: 'Hidden by the hosts or taken down by an admin; only its writer and the hosts see it.',
  },
});

const GuestbookActionRef = describedSchemaEnum('GuestbookModerationAction', {
  description: 'What hosts do with guestbook messages.',
  values: {
    APPROVE: 'Show them to guests (APPROVED).',
    HIDE: 'Hide them from guests (HIDDEN); their writers still see them.',
    DELETE: 'Delete them for good.',
  },
});

/** A message as the event's hosts (and super-admins) see it. Members only: node(id:) answers null to others. */
export const GuestbookEntryRef = builder.prismaNode('GuestbookEntry', {
  description: "A guest's guestbook message as its event's hosts (and super-admins) see it: any status.",
  ...hostsAndAdminsNode,
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: "The numeric id, as the REST API's `id`." }),
    name: t.exposeString('name', { description: 'The name the guest signed with (plain text).' }),
    message: t.exposeString('message', {
      description: 'The message (plain text with line breaks; show it as text, never as HTML).',
    }),
    status: t.expose('status', { type: GuestbookStatus, description: 'Waiting, approved or hidden.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the guest wrote it.' }),
    moderatedAt: t.expose('moderatedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When a host (or an admin) last approved or hid it; null: never.',
    }),
    // An id, not the Photo itself: hosts' lists load the photo with node(id:) when they show it, and
    // an admin's select-all of every type stays within the depth limit.
    photoId: t.id({
      nullable: true,
      description: 'The photo the guest attached (Photo.id, one they sent to this event); null for none.',
      resolve: (entry) => (entry.uploadId === null ? null : globalIdOf('Photo', entry.uploadId)),
    }),
  }),
});

/** Global ids of guests' messages: deleteGuestbookEntry and GuestbookUpdate.removedIds name them by it. */
function guestbookMessageId(entryId: number): string {
  return Buffer.from(`GuestbookMessage:${entryId}`).toString('base64');
}

/** The row behind an id of one type (GuestbookMessage, GalleryPhoto); -1 (no row) for anything else. */
function rowIdOfType(id: string, typename: string): number {
  try {
    const decoded = decodeGlobalID(id);
    return decoded.typename === typename ? rowIdFrom(decoded.id) : -1;
  } catch {
    return -1;
  }
}

/**
 * Messages signed by this operation: a browser's first message is also where its guest key is issued,
 * and the request's cookies (which `mine` reads) do not hold that key yet.
 */
const signedByOperation = new WeakMap<GraphQLContext, Set<number>>();

/** A message as guests see it: others' approved messages, and the viewer's own whatever their status. */
const GuestbookMessageRef = builder.prismaObject('GuestbookEntry', {
  variant: 'GuestbookMessage',
  description:
    "A guestbook message as guests see it: approved ones (as far as the event's gallery mode allows) and the viewer's own.",
  fields: (t) => ({
    id: t.id({
      description: 'Its id for guests; deleteGuestbookEntry and GuestbookUpdate.removedIds name it by this id.',
      resolve: (entry) => guestbookMessageId(entry.id),
    }),
    name: t.exposeString('name', { description: 'The name its writer signed with (plain text).' }),
    message: t.exposeString('message', {
      description: 'The message (plain text with line breaks; show it as text, never as HTML).',
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was written.' }),
    status: t.expose('status', {
      type: GuestbookStatus,
      description: "APPROVED for others' messages; the viewer's own show where they stand (waiting, hidden).",
    }),
    photo: t.prismaField({
      type: GalleryPhotoRef,
      nullable: true,
      description:
        'The photo its writer attached (one they sent to the event), when this guest sees it in the gallery now: null for none, and while it awaits review, is hidden or is out of sight in this gallery mode.',
      resolve: (query, entry, _args, context) =>
        context.services.guestbook.visiblePhotoOf(entry, context.guestKeys.hashFor(entry.eventId), query),
    }),
    mine: t.boolean({
      description: 'This browser wrote it (its guest key): it may delete it.',
      resolve: (entry, _args, context) =>
        signedByOperation.get(context)?.has(entry.id) === true ||
        context.guestKeys.hashFor(entry.eventId) === entry.guestKeyHash,
    }),
  }),
});

// ---- Hosts: the event's guestbook, every status ----------------------------------------------------------

// The Event type is members-only (type-level scopes), so these fields need no check of their own.
builder.prismaObjectFields('Event', (t) => ({
  guestbook: t.relatedConnection(
    'guestbookEntries',
    {
      cursor: 'id',
      description: 'Every guestbook message, newest first; `status` keeps one status.',
      args: { status: t.arg({ type: GuestbookStatus, description: 'Only messages with this status.' }) },
      query: ({ status }) => ({ where: status ? { status } : {}, orderBy: [...GUESTBOOK_ORDER] }),
      totalCount: true,
    },
    {
      name: 'EventGuestbookConnection',
      description: "A page of the event's guestbook messages, for its hosts.",
    },
    { name: 'EventGuestbookEdge', description: "One guestbook message in the hosts' list." },
  ),
  guestbookPendingCount: t.relationCount('guestbookEntries', {
    description: "Guestbook messages waiting for review (the Guestbook tab's badge).",
    where: { status: 'PENDING' },
  }),
}));

// ---- Guests: the guestbook on the guest page -------------------------------------------------------------

builder.objectField(PublicEventRef, 'guestbook', (t) =>
  t.prismaConnection({
    type: GuestbookMessageRef,
    cursor: 'id',
    description:
      "Approved guestbook messages, newest first, as far as the gallery mode lets this guest see (decision 057): everyone's in a shared gallery, only the viewer's own in OWN, none before a reveal or in UPLOAD_ONLY.",
    resolve: (query, event, _args, context) =>
      context.services.guestbook.guestConnection(event, context.guestKeys.hashFor(event.id), query),
  }),
);

builder.objectField(PublicEventRef, 'myGuestbookEntries', (t) =>
  t.prismaField({
    type: [GuestbookMessageRef],
    description: `"Your messages": what this browser (its HttpOnly guest key) wrote to the event, any status, newest first (at most 100).`,
    resolve: (_query, event, _args, context) =>
      context.services.guestbook.ownEntriesOf(event, context.guestKeys.hashFor(event.id)),
  }),
);

const SignGuestbookInputRef = builder.inputType('SignGuestbookInput', {
  description: 'A guestbook message, and which event it is for.',
  fields: (t) => ({
    slug: t.string({ required: true, description: 'The slug of the guest link, any letter case.' }),
    pin: t.string({ description: "The event's PIN; needed only when the event has one." }),
    name: t.string({
      required: true,
      description: `The guest's name, 1 to ${GUESTBOOK_NAME_MAX_LENGTH} characters (prefill it from viewerRsvp).`,
    }),
    message: t.string({
      required: true,
      description: `The message, 1 to ${GUESTBOOK_MESSAGE_MAX_LENGTH} characters of plain text (line breaks kept).`,
    }),
    photoId: t.id({
      description: 'A photo this browser sent to the event (GuestOwnPhoto.id) to show with the message.',
    }),
  }),
});

const GUEST_ERRORS = [ValidationError, NotFoundError, EventInactiveError, PinRequiredError, RateLimitError];

defineMutation(
  'signGuestbook',
  {
    scope: 'anyone',
    errors: GUEST_ERRORS,
    dataField: 'entry',
    dataDescription: 'The message as saved, with its status (PENDING when the hosts review first).',
  },
  (t, common) =>
    t.field({
      ...common,
      type: GuestbookMessageRef,
      description:
        "A guest signs the guestbook. It follows the event's moderation setting (approved at once with autoApprove, else it waits for the hosts).",
      args: { input: t.arg({ type: SignGuestbookInputRef, required: true, description: 'The message.' }) },
      resolve: async (_root, { input }, context) => {
        const entry = await context.services.guestbook.sign(
          input.slug,
          guestAccessOf({ pin: input.pin }, context),
          context.guestKeys,
          {
            name: input.name,
            message: input.message,
            uploadId: input.photoId == null ? null : rowIdOfType(String(input.photoId), 'GalleryPhoto'),
          },
        );
        const signed = signedByOperation.get(context) ?? new Set<number>();
        signedByOperation.set(context, signed.add(entry.id));
        return entry;
      },
    }),
);

defineMutation(
  'deleteGuestbookEntry',
  {
    scope: 'anyone',
    errors: [NotFoundError, EventInactiveError, PinRequiredError, RateLimitError],
    dataField: 'deletedId',
    dataDescription: 'The id of the deleted message (as GuestbookMessage.id).',
  },
  (t, common) =>
    t.field({
      ...common,
      type: 'ID',
      description: "A guest deletes a message this browser wrote; anyone else's is not found.",
      args: {
        ...guestGateArgs(t.arg),
        id: t.arg.id({ required: true, description: 'GuestbookMessage.id of the message.' }),
      },
      resolve: async (_root, { slug, pin, id }, context) => {
        const entryId = rowIdOfType(String(id), 'GuestbookMessage');
        await context.services.guestbook.deleteOwn(slug, guestAccessOf({ pin }, context), context.guestKeys, entryId);
        return guestbookMessageId(entryId);
      },
    }),
);

defineMutation(
  'moderateGuestbookEntries',
  {
    errors: [ValidationError, NotFoundError],
    dataField: 'entries',
    dataDescription: 'The messages as they are now (none after DELETE).',
  },
  (t, common) =>
    t.field({
      ...common,
      type: [GuestbookEntryRef],
      description: 'Hosts approve, hide or delete guestbook messages of one event; all or nothing.',
      args: {
        ids: t.arg.globalIDList({
          required: true,
          for: GuestbookEntryRef,
          description: `GuestbookEntry ids of one event, 1 to ${MAX_GUESTBOOK_BATCH}; any unknown or not yours fails the whole request.`,
        }),
        action: t.arg({ type: GuestbookActionRef, required: true, description: 'What to do with every message.' }),
      },
      resolve: (_root, { ids, action }, context) =>
        context.services.guestbook.moderate(
          actorOf(context),
          ids.map((id) => rowIdFrom(id.id)),
          action,
        ),
    }),
);

defineMutation(
  'adminTakeDownGuestbookEntry',
  {
    scope: 'admin',
    errors: [NotFoundError],
    dataField: 'entry',
    dataDescription: 'The message, now HIDDEN.',
  },
  (t, common) =>
    t.field({
      ...common,
      type: GuestbookEntryRef,
      description: 'A super-admin takes a guestbook message of any event down (HIDDEN); audited, open pages drop it.',
      args: {
        id: t.arg.globalID({ required: true, for: GuestbookEntryRef, description: 'The message (GuestbookEntry.id).' }),
      },
      resolve: (_root, { id }, context) => {
        const admin = context.services.admin.requireAdmin({ user: context.viewer, ip: context.clientIp });
        return context.services.guestbook.takeDown(admin, rowIdFrom(id.id));
      },
    }),
);

// ---- Live: approved messages reach open guest pages ----------------------------------------------------

const GuestbookUpdateRef = builder.objectRef<GuestbookUpdate>('GuestbookUpdate').implement({
  description: 'A change of an open guestbook: messages newly approved, and messages to take down.',
  fields: (t) => ({
    added: t.field({
      type: [GuestbookMessageRef],
      description: 'Messages to show, newly approved (only those this guest may see).',
      resolve: (update) => update.added,
    }),
    removedIds: t.idList({
      description: 'Ids (as GuestbookMessage.id) of messages no longer shown: take them down.',
      resolve: (update) => update.removedIds.map(guestbookMessageId),
    }),
  }),
});

builder.subscriptionField('guestbookUpdated', (t) =>
  t.field({
    type: GuestbookUpdateRef,
    description:
      'Live guestbook for guests, behind the same gate and PIN as publicEvent: approved messages as the gallery mode allows; never one awaiting review or hidden. Ends with an error when the event is switched off, deleted or its PIN changes.',
    args: { ...guestGateArgs(t.arg) },
    subscribe: (_root, { slug, pin }, context) =>
      openLive(() => context.services.guestbookLive.follow(slug, guestAccessOf({ pin }, context), context.guestKeys)),
    resolve: liveValue,
  }),
);
