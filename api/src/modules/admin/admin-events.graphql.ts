import { builder } from '../../graphql/builder.ts';
import { rowIdFrom } from '../../graphql/ids.ts';
import { defineMutation } from '../../graphql/mutation.ts';
import { idForAdmins, privateNodeId } from '../../graphql/private-node.ts';
import { EventStatus, GuestbookStatus, MediaType, UploadStatus } from '../../generated/prisma/enums.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { UserRef } from '../auth/auth.graphql.ts';
import { MODERATION_RESULT, PhotoRef } from '../moderation/moderation.graphql.ts';
import { photoWhere } from '../moderation/moderation.service.ts';
import { RsvpRef, rsvpListQuery, withPhotosArg } from '../rsvps/rsvps.hosts.graphql.ts';
import { adminActorOf } from './admin-actor.ts';
import { GuestbookEntryRef } from '../guestbook/guestbook.graphql.ts';
import { LIVE_EVENT } from '../../access/event-access.ts';

/** An event as super-admins see it: public fields, owner and counts, photos and RSVPs; never the PIN. */
export const AdminEventRef = builder.prismaNode('Event', {
  variant: 'AdminEvent',
  description: 'An event as super-admins see it: public fields, owner and counts, photos and RSVPs; never the PIN.',
  ...privateNodeId,
  findUnique: (id, context) => ({ id: idForAdmins(id, context), ...LIVE_EVENT }),
  runScopesOnType: true,
  authScopes: { admin: true },
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: "The event's numeric id." }),
    slug: t.exposeString('slug', { description: 'The guest page is /e/{slug}.' }),
    title: t.exposeString('title', { description: "The event's name." }),
    dateTime: t.expose('dateTime', {
      type: 'DateTime',
      description: 'When the event takes place: an instant; show it on the clock of timeZone.',
    }),
    timeZone: t.exposeString('timeZone', { description: "The IANA time zone of the event's place (decision 047)." }),
    venueName: t.exposeString('venueName', { nullable: true, description: "The venue's name; null if not given." }),
    address: t.exposeString('address', { nullable: true, description: "The venue's address; null if not given." }),
    coupleNames: t.exposeString('coupleNames', {
      nullable: true,
      description: 'The names of the couple (or whoever celebrates); null if not given.',
    }),
    status: t.expose('status', { type: EventStatus, description: 'INACTIVE: switched off, closed to guests.' }),
    isPinRequired: t.exposeBoolean('isPinRequired', { description: 'Guests must give a PIN to open it.' }),
    autoApprove: t.exposeBoolean('autoApprove', { description: "Guests' photos are approved without review." }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the event was created.' }),
    shareUrl: t.string({
      description: 'The guest link: {PUBLIC_URL or this server}/e/{slug}.',
      resolve: (event, _args, context) => `${context.origin}/e/${event.slug}`,
    }),
    owner: t.relation('owner', { type: UserRef, description: 'The account that created the event.' }),
    photoCount: t.relationCount('uploads', { description: 'Photos of any status.' }),
    pendingPhotoCount: t.relationCount('uploads', {
      where: { status: 'PENDING' },
      description: 'Photos waiting for review.',
    }),
    rsvpCount: t.relationCount('rsvps', { description: 'Answers received.' }),
    photos: t.relatedConnection(
      'uploads',
      {
        type: PhotoRef,
        cursor: 'id',
        totalCount: true,
        description: 'Newest first, any status.',
        args: {
          status: t.arg({ type: UploadStatus, description: 'Absent: every status.' }),
          rsvp: t.arg.globalID({
            for: RsvpRef,
            description:
              'Only the photos of the guest who sent this RSVP (Rsvp.id), from the browser they answered with.',
          }),
          mediaType: t.arg({ type: MediaType, description: 'Only photos, or only videos. Absent: both.' }),
        },
        query: ({ status, rsvp, mediaType }) => ({
          where: photoWhere({ status, rsvpId: rsvp ? rowIdFrom(rsvp.id) : null, mediaType }),
          orderBy: [{ uploadedAt: 'desc' }, { id: 'desc' }],
        }),
      },
      { name: 'AdminEventPhotoConnection' },
      { name: 'AdminEventPhotoEdge' },
    ),
    rsvps: t.relatedConnection(
      'rsvps',
      {
        type: RsvpRef,
        cursor: 'id',
        totalCount: true,
        description: 'Newest first.',
        args: { withPhotos: t.arg.boolean(withPhotosArg) },
        query: rsvpListQuery,
      },
      { name: 'AdminEventRsvpConnection' },
      { name: 'AdminEventRsvpEdge' },
    ),
    guestbook: t.relatedConnection(
      'guestbookEntries',
      {
        type: GuestbookEntryRef,
        cursor: 'id',
        totalCount: true,
        description:
          'Every guestbook message, newest first, any status: what support reads before taking one down (adminTakeDownGuestbookEntry).',
        args: { status: t.arg({ type: GuestbookStatus, description: 'Only messages with this status.' }) },
        query: ({ status }) => ({ where: status ? { status } : {}, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }] }),
      },
      { name: 'AdminEventGuestbookConnection', description: "A page of an event's guestbook messages, for admins." },
      { name: 'AdminEventGuestbookEdge', description: "One guestbook message in the admins' list." },
    ),
  }),
});

const EventSummaryRef = builder.objectRef<{ id: number; title: string; slug: string }>('EventSummary').implement({
  description: 'Which event a photo belongs to.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: "The event's numeric id." }),
    title: t.exposeString('title', { description: "The event's name." }),
    slug: t.exposeString('slug', { description: 'The guest page is /e/{slug}.' }),
  }),
});

// Admins list photos across events (admin.uploads): each says which event it belongs to.
builder.prismaObjectField(PhotoRef, 'event', (t) =>
  t.field({
    type: EventSummaryRef,
    description: 'The event the photo was sent to.',
    select: { event: { select: { id: true, title: true, slug: true } } },
    resolve: (photo) => photo.event,
  }),
);

// ---- Mutations: auth failures are thrown (UNAUTHENTICATED, FORBIDDEN); expected refusals are data ----

defineMutation(
  'adminSetEventStatus',
  {
    scope: 'admin',
    errors: [ValidationError, NotFoundError],
    dataField: 'event',
    dataDescription: 'The event as it is now.',
  },
  (t, common) =>
    t.field({
      ...common,
      type: AdminEventRef,
      description: 'Switch any event off (guests see the inactive page at once) or back on.',
      args: {
        id: t.arg.globalID({ required: true, for: AdminEventRef, description: 'The event (AdminEvent.id).' }),
        status: t.arg({ type: EventStatus, required: true, description: 'The new status.' }),
      },
      resolve: (_root, { id, status }, context) =>
        context.services.admin.setEventStatus(adminActorOf(context), rowIdFrom(id.id), status),
    }),
);

defineMutation('adminModerateUploads', { scope: 'admin', ...MODERATION_RESULT }, (t, common) =>
  t.field({
    ...common,
    type: [PhotoRef],
    description: 'Take photos of any events down (REJECTED) or restore them; open galleries follow at once.',
    args: {
      ids: t.arg.globalIDList({ required: true, for: PhotoRef, description: 'Photo ids (Photo.id), 1 to 5,000.' }),
      action: t.arg({ type: UploadStatus, required: true, description: 'The status every photo gets.' }),
    },
    resolve: (_root, { ids, action }, context) =>
      context.services.admin.moderateUploads(
        adminActorOf(context),
        ids.map((id) => rowIdFrom(id.id)),
        action,
      ),
  }),
);
