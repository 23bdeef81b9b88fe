import { builder } from '../../graphql/builder.ts';
import { describedSchemaEnum, type ValueDescriptions } from '../../graphql/described-enum.ts';
import { MediaType, UploadStatus } from '../../generated/prisma/enums.ts';
import { eventPhotoCounts } from '../../graphql/photo-counts.ts';
import { PhotoRef } from './moderation.graphql.ts';
import { rowIdFrom } from '../../graphql/ids.ts';
import { RsvpRef } from '../rsvps/rsvps.hosts.graphql.ts';
import { EventTableRef } from '../tables/tables.graphql.ts';
import { AlbumRef } from '../albums/albums.graphql.ts';
import { NO_ALBUM } from '../../../../common/albums.ts';
import { photoOrderBy, photoWhere, type PHOTO_ORDERS } from './photo-query.ts';
import { defineMutation } from '../../graphql/mutation.ts';
import { NotFoundError, ValidationError } from '../../lib/errors.ts';
import { actorOf, EventRef, eventId } from '../events/events.graphql.ts';
import { MAX_MODERATION_BATCH } from './moderation.service.ts';

const PhotoOrderRef = describedSchemaEnum('PhotoOrder', {
  description:
    "UPLOADED_*: by upload time. TAKEN_*: by capture time, photos without one last. MOST_LOVED: by guests' hearts. NAME: by file name.",
  values: {
    UPLOADED_NEWEST: 'Latest upload first (the default).',
    UPLOADED_OLDEST: 'Earliest upload first.',
    TAKEN_NEWEST: 'Latest capture time first.',
    TAKEN_OLDEST: 'Earliest capture time first.',
    MOST_LOVED: "Most guests' hearts first (Photo.reactionCount); ties newest first.",
    NAME: 'By file name (Photo.originalFilename), A to Z; photos of the same name in the order they arrived.',
  } satisfies ValueDescriptions<(typeof PHOTO_ORDERS)[number]>,
});

// Event is member-only (its type checks membership), so its photos need no check of their own.
builder.prismaObjectField('Event', 'photos', (t) =>
  t.prismaConnection(
    {
      type: PhotoRef,
      cursor: 'id',
      description: "The event's photos, any status, for its hosts. Newest uploads first unless asked otherwise.",
      args: {
        status: t.arg({ type: UploadStatus, description: 'Absent: every status.' }),
        search: t.arg.string({ description: "Part of the file name or the uploader's name, any case." }),
        orderBy: t.arg({ type: PhotoOrderRef, defaultValue: 'UPLOADED_NEWEST', description: 'The order of the list.' }),
        rsvp: t.arg.globalID({
          for: RsvpRef,
          description:
            'Only the photos of the guest who sent this RSVP (Rsvp.id), from the browser they answered with.',
        }),
        table: t.arg.globalID({
          for: EventTableRef,
          description: "Only the photos sent from browsers that opened this table's card (EventTable.id).",
        }),
        mediaType: t.arg({ type: MediaType, description: 'Only photos, or only videos. Absent: both.' }),
        albumId: t.arg.globalID({ for: AlbumRef, description: 'Only the photos in this album (Album.id).' }),
        withoutAlbum: t.arg.boolean({ description: 'Only the photos in no album (ignored with albumId).' }),
        favourite: t.arg.boolean({ description: 'Only the photos a host starred (setPhotoFavourite).' }),
      },
      // Unfiltered or by status only (the tab as it opens, the review queue), the total is one of the
      // counts kept as photos are written (decision 062, graphql/photo-counts.ts).
      totalCount: async (event, args, context, info) => {
        const { status, search, rsvp, table, mediaType, albumId, withoutAlbum, favourite } = args;
        if (!search?.trim() && !rsvp && !table && !mediaType && !albumId && !withoutAlbum && !favourite) {
          const counts = await eventPhotoCounts(context, info, event.id);
          return status ? counts.byStatus[status] : counts.total;
        }
        return context.prisma.upload.count({ where: { eventId: event.id, ...photoWhereOf(args) } });
      },
      resolve: (query, event, args, context) =>
        context.prisma.upload.findMany({
          ...query,
          where: { eventId: event.id, ...photoWhereOf(args) },
          orderBy: photoOrderBy(args.orderBy),
        }),
    },
    { name: 'EventPhotoConnection' },
    { name: 'EventPhotoEdge' },
  ),
);

/** The where-clause of Event.photos' filter arguments, and of moderateMatchingUploads' PhotoFilter (one home). */
function photoWhereOf(args: {
  status?: UploadStatus | null;
  search?: string | null;
  rsvp?: { id: string } | null;
  table?: { id: string } | null;
  mediaType?: MediaType | null;
  albumId?: { id: string } | null;
  withoutAlbum?: boolean | null;
  favourite?: boolean | null;
}) {
  const { status, search, rsvp, table, mediaType, albumId, withoutAlbum, favourite } = args;
  return photoWhere({
    status,
    search,
    rsvpId: rsvp ? rowIdFrom(rsvp.id) : null,
    tableId: table ? rowIdFrom(table.id) : null,
    mediaType,
    albumId: albumId ? rowIdFrom(albumId.id) : withoutAlbum ? NO_ALBUM : null,
    favourite,
  });
}

const PhotoFilterInput = builder.inputType('PhotoFilter', {
  description:
    "Which of an event's photos: the filter arguments of Event.photos (the hosts' uploads tab), all optional; absent fields do not filter.",
  fields: (t) => ({
    status: t.field({ type: UploadStatus, description: 'Absent: every status.' }),
    search: t.string({ description: "Part of the file name or the uploader's name, any case." }),
    rsvp: t.globalID({
      for: RsvpRef,
      description: 'Only the photos of the guest who sent this RSVP (Rsvp.id), from the browser they answered with.',
    }),
    table: t.globalID({
      for: EventTableRef,
      description: "Only the photos sent from browsers that opened this table's card (EventTable.id).",
    }),
    mediaType: t.field({ type: MediaType, description: 'Only photos, or only videos. Absent: both.' }),
    albumId: t.globalID({ for: AlbumRef, description: 'Only the photos in this album (Album.id).' }),
    withoutAlbum: t.boolean({ description: 'Only the photos in no album (ignored with albumId).' }),
    favourite: t.boolean({ description: 'Only the photos a host starred (setPhotoFavourite).' }),
  }),
});

const MatchingModeration = builder.objectRef<{ moderated: number; remaining: number }>('MatchingModeration').implement({
  description: 'How many of the matching photos one moderateMatchingUploads decided on, and how many it left.',
  fields: (t) => ({
    moderatedCount: t.exposeInt('moderated', { description: 'The photos that got the status now.' }),
    remainingCount: t.exposeInt('remaining', {
      description: `Matching photos still without the status: more than ${MAX_MODERATION_BATCH.toLocaleString('en')} matched; ask again for the rest.`,
    }),
  }),
});

defineMutation(
  'moderateMatchingUploads',
  {
    errors: [ValidationError, NotFoundError],
    dataField: 'moderation',
    dataDescription: 'How many photos were moderated, and how many matching ones are left.',
  },
  (t, common) =>
    t.field({
      ...common,
      type: MatchingModeration,
      description: `Hosts set the status of every photo of one event that matches a filter ("select all N matching" in the uploads tab), as moderateUploads does: at most ${MAX_MODERATION_BATCH.toLocaleString('en')} at a time (the oldest first), photos that already have it left as they are.`,
      args: {
        eventId: t.arg.globalID({ required: true, for: EventRef, description: 'The event (Event.id); you host it.' }),
        filter: t.arg({
          type: PhotoFilterInput,
          required: true,
          description: 'The photos to decide on, as Event.photos filters them; `{}`: all of them.',
        }),
        action: t.arg({ type: UploadStatus, required: true, description: 'The status every matching photo gets.' }),
      },
      resolve: (_root, args, context) =>
        context.services.moderation.moderateMatching(
          actorOf(context),
          eventId(args.eventId),
          photoWhereOf(args.filter),
          args.action,
        ),
    }),
);
