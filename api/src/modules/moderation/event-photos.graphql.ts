import { builder } from '../../graphql/builder.ts';
import { describedSchemaEnum, type ValueDescriptions } from '../../graphql/described-enum.ts';
import { MediaType, UploadStatus } from '../../generated/prisma/enums.ts';
import { PhotoRef } from './moderation.graphql.ts';
import { rowIdFrom } from '../../graphql/ids.ts';
import { RsvpRef } from '../rsvps/rsvps.hosts.graphql.ts';
import { EventTableRef } from '../tables/tables.graphql.ts';
import { AlbumRef } from '../albums/albums.graphql.ts';
import { NO_ALBUM } from '../../../../common/albums.ts';
import { photoOrderBy, photoWhere, type PHOTO_ORDERS } from './photo-query.ts';

const PhotoOrderRef = describedSchemaEnum('PhotoOrder', {
  description:
    "UPLOADED_*: by upload time. TAKEN_*: by capture time, photos without one last. MOST_LOVED: by guests' hearts.",
  values: {
    UPLOADED_NEWEST: 'Latest upload first (the default).',
    UPLOADED_OLDEST: 'Earliest upload first.',
    TAKEN_NEWEST: 'Latest capture time first.',
    TAKEN_OLDEST: 'Earliest capture time first.',
    MOST_LOVED: "Most guests' hearts first (Photo.reactionCount); ties newest first.",
  } satisfies ValueDescriptions<(typeof PHOTO_ORDERS)[number]>,
});

// Event is member-only (its type checks membership), so its photos need no check of their own.
builder.prismaObjectField('Event', 'photos', (t) =>
  t.relatedConnection(
    'uploads',
    {
      type: PhotoRef,
      cursor: 'id',
      totalCount: true,
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
      query: ({ status, search, orderBy, rsvp, table, mediaType, albumId, withoutAlbum, favourite }) => ({
        where: photoWhere({
          status,
          search,
          rsvpId: rsvp ? rowIdFrom(rsvp.id) : null,
          tableId: table ? rowIdFrom(table.id) : null,
          mediaType,
          albumId: albumId ? rowIdFrom(albumId.id) : withoutAlbum ? NO_ALBUM : null,
          favourite,
        }),
        orderBy: photoOrderBy(orderBy),
      }),
    },
    { name: 'EventPhotoConnection' },
    { name: 'EventPhotoEdge' },
  ),
);
