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
