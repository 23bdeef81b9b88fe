import type DataLoader from 'dataloader';
import type { GraphQLResolveInfo } from 'graphql';
import { MAX_ALBUMS_PER_EVENT, ALBUM_NAME_MAX_LENGTH } from '../../../../common/albums.ts';
import { builder } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { executionLoader } from '../../graphql/execution-loader.ts';
import { factFields, typeFields } from '../../graphql/fact-fields.ts';
import { globalIdOf, rowIdFrom } from '../../graphql/ids.ts';
import { defineMutation } from '../../graphql/mutation.ts';
import { eventPhotoCounts } from '../../graphql/photo-counts.ts';
import { hostsAndAdminsNode } from '../../graphql/private-node.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { actorOf, EventRef, eventId } from '../events/events.graphql.ts';
import { PublicEventRef } from '../guest/guest.graphql.ts';
import { PhotoRef } from '../moderation/moderation.graphql.ts';
import type { Album } from '../../generated/prisma/client.ts';
import { ALBUM_FACTS } from './album-fields.ts';
import { ALBUM_ORDER, MAX_PHOTOS_PER_MOVE, type GuestAlbum } from './albums.service.ts';

// Albums and favourites (decision 053): the event's albums for its hosts, the album on each photo, the
// albums guests see as tabs, and the hosts' stars. Album changes publish EVENT_CHANGED: open guest pages
// and the public caches read the event again.

/** An album of an event, for its hosts (and super-admins); `node(id:)` answers null to anyone else. */
export const AlbumRef = builder.prismaNode('Album', {
  name: 'Album',
  description:
    'An album of an event ("Ceremony", "Reception"), named and ordered by its hosts; guests see it as a tab (PublicEvent.albums) and may file their photos in it. This type is the hosts\' view.',
  ...hostsAndAdminsNode,
  fields: (t) =>
    typeFields(ALBUM_FACTS, ['databaseId', 'photoCount', 'approvedPhotoCount'], {
      databaseId: t.exposeInt('id', { description: "The numeric id, as REST's `albumId`." }),
      ...factFields(t, ALBUM_FACTS),
      // From the counts kept as photos are written (decision 062), not with relationCount (graphql/photo-counts.ts).
      photoCount: t.int({
        description: 'Photos filed in it, whatever their review status.',
        resolve: async (album, _args, context, info) =>
          (await eventPhotoCounts(context, info, album.eventId)).albums.get(album.id)?.all ?? 0,
      }),
      approvedPhotoCount: t.int({
        description: 'Of those, the photos approved (by a host, or on arrival).',
        resolve: async (album, _args, context, info) =>
          (await eventPhotoCounts(context, info, album.eventId)).albums.get(album.id)?.approved ?? 0,
      }),
    }),
});

/** Per execution, each event's albums in the hosts' order (eventAlbums). */
const albumLoaders = new WeakMap<object, DataLoader<number, Album[]>>();

/**
 * An event's albums, read once per execution for the event's list and for every photo's album: the uploads
 * tab shows both, and as two relations they were two statements (the photos' albums by id), one of each
 * load's ten (issue 35). An event has at most MAX_ALBUMS_PER_EVENT albums.
 */
function eventAlbums(context: GraphQLContext, info: GraphQLResolveInfo, eventId: number): Promise<Album[]> {
  const loader = executionLoader(albumLoaders, context, info, async (eventIds: readonly number[]) => {
    const albums = await context.prisma.album.findMany({
      where: { eventId: { in: [...eventIds] } },
      orderBy: ALBUM_ORDER,
    });
    return eventIds.map((id) => albums.filter((album) => album.eventId === id));
  });
  return loader.load(eventId);
}

builder.prismaObjectField(EventRef, 'albums', (t) =>
  t.field({
    type: [AlbumRef],
    description: `The event's albums in the hosts' order (at most ${MAX_ALBUMS_PER_EVENT}).`,
    resolve: (event, _args, context, info) => eventAlbums(context, info, event.id),
  }),
);

builder.prismaObjectField(PhotoRef, 'album', (t) =>
  t.field({
    type: AlbumRef,
    nullable: true,
    description: 'The album it is filed in; null for none (also once its album is deleted).',
    select: { albumId: true, eventId: true },
    resolve: async (photo, _args, context, info) =>
      photo.albumId === null
        ? null
        : ((await eventAlbums(context, info, photo.eventId)).find((album) => album.id === photo.albumId) ?? null),
  }),
);

builder.prismaObjectField(PhotoRef, 'isFavourite', (t) =>
  t.boolean({
    description: 'A host starred it (setPhotoFavourite): guests see it under Highlights once approved.',
    select: { favouritedAt: true },
    resolve: (upload) => upload.favouritedAt !== null,
  }),
);

/** An album as guests see it: a tab of the gallery. */
const GuestAlbumRef = builder.objectRef<GuestAlbum>('GuestAlbum').implement({
  description: 'An album of the event as its guests see it: a tab of the gallery.',
  fields: (t) => ({
    albumId: t.id({
      description: 'The album (as Album.id): pass it to eventGallery(albumId:) and uploadPhotos(albumId:).',
      resolve: (album) => globalIdOf('Album', String(album.id)),
    }),
    databaseId: t.exposeInt('id', { description: "The numeric id, as REST's `albumId`." }),
    name: t.exposeString('name', { description: 'As the hosts named it, e.g. "Ceremony".' }),
    position: t.exposeInt('position', { description: 'Its place among the tabs, 0 first.' }),
    photoCount: t.exposeInt('photoCount', { description: 'The photos in it that guests see.' }),
  }),
});

builder.objectField(PublicEventRef, 'albums', (t) =>
  t.field({
    type: [GuestAlbumRef],
    description:
      "The event's albums in the hosts' order, with the photos this guest sees in each (per the gallery mode); empty when it has none.",
    resolve: (event, _args, context) => context.services.albums.guestAlbums(event, context.guestKeys.hashFor(event.id)),
  }),
);

builder.objectField(PublicEventRef, 'hasHighlights', (t) =>
  t.boolean({
    description:
      'The hosts starred photos guests see: the gallery shows a Highlights tab (eventGallery(highlights: true)).',
    resolve: (event, _args, context) =>
      context.services.favourites.hasHighlights(event, context.guestKeys.hashFor(event.id)),
  }),
);

builder.objectField(PublicEventRef, 'heroImageUrl', (t) =>
  t.string({
    nullable: true,
    description:
      'The picture at the top of the guest page and in its link preview: the cover (coverImageUrl) or, without one, ' +
      'the first photo the hosts starred, while every guest sees the gallery (never in OWN, a drop box or before ' +
      'a reveal); null for neither. For a PIN-protected event, carries a token that opens it without the PIN for a day.',
    resolve: async (event, _args, context) =>
      context.services.guest.files.sign(await context.services.favourites.heroImageUrl(event), event),
  }),
);

const albumArg = (t: Parameters<Parameters<typeof defineMutation>[2]>[0]) =>
  t.arg.globalID({ required: true, for: AlbumRef, description: 'The album (Album.id).' });

defineMutation(
  'createAlbum',
  {
    errors: [ValidationError, NotFoundError, ConflictError],
    dataField: 'album',
    dataDescription: 'The new album, last in the list.',
  },
  (t, common) =>
    t.field({
      ...common,
      type: AlbumRef,
      description: `Hosts add an album at the end of the list: a name of 1 to ${ALBUM_NAME_MAX_LENGTH} characters (trimmed, spaces collapsed), not taken in any letter case (ConflictError), at most ${MAX_ALBUMS_PER_EVENT} per event.`,
      args: {
        eventId: t.arg.globalID({ required: true, for: EventRef, description: 'The event (Event.id); you host it.' }),
        name: t.arg.string({ required: true, description: "The album's name." }),
      },
      resolve: async (_root, args, context) =>
        (await context.services.albums.create(actorOf(context), eventId(args.eventId), args.name)).album,
    }),
);

defineMutation(
  'renameAlbum',
  {
    errors: [ValidationError, NotFoundError, ConflictError],
    dataField: 'album',
    dataDescription: 'The album with its new name.',
  },
  (t, common) =>
    t.field({
      ...common,
      type: AlbumRef,
      description: 'Hosts rename an album; its photos stay in it.',
      args: {
        albumId: albumArg(t),
        name: t.arg.string({ required: true, description: 'The new name (same rules as createAlbum).' }),
      },
      resolve: (_root, args, context) =>
        context.services.albums.rename(actorOf(context), rowIdFrom(args.albumId.id), args.name),
    }),
);

defineMutation(
  'moveAlbum',
  { errors: [ValidationError, NotFoundError], dataField: 'event', dataDescription: 'The event, its albums reordered.' },
  (t, common) =>
    t.field({
      ...common,
      type: EventRef,
      description: "Hosts move an album among the gallery's tabs.",
      args: {
        albumId: albumArg(t),
        position: t.arg.int({
          required: true,
          description: 'Its new place, 0 first; past either end it goes to that end.',
        }),
      },
      resolve: async (_root, args, context) =>
        (await context.services.albums.move(actorOf(context), rowIdFrom(args.albumId.id), args.position)).event,
    }),
);

defineMutation(
  'deleteAlbum',
  { errors: [NotFoundError], dataField: 'event', dataDescription: 'The event without that album.' },
  (t, common) =>
    t.field({
      ...common,
      type: EventRef,
      description: 'Hosts delete an album: its photos stay, with no album.',
      args: { albumId: albumArg(t) },
      resolve: async (_root, args, context) =>
        (await context.services.albums.delete(actorOf(context), rowIdFrom(args.albumId.id))).event,
    }),
);

defineMutation(
  'movePhotosToAlbum',
  {
    errors: [ValidationError, NotFoundError],
    dataField: 'photos',
    dataDescription: 'The photos moved, in their new album.',
  },
  (t, common) =>
    t.prismaField({
      ...common,
      type: [PhotoRef],
      description: `Hosts file photos of their event in an album, or under none (albumId null), up to ${MAX_PHOTOS_PER_MOVE} at once. Ids of photos of other events are skipped.`,
      args: {
        eventId: t.arg.globalID({ required: true, for: EventRef, description: 'The event (Event.id); you host it.' }),
        albumId: t.arg.globalID({ for: AlbumRef, description: 'The album (Album.id); null: no album.' }),
        photoIds: t.arg.globalIDList({ required: true, for: PhotoRef, description: 'The photos (Photo.id).' }),
      },
      resolve: async (query, _root, args, context) => {
        const { ids } = await context.services.albums.movePhotos(
          actorOf(context),
          eventId(args.eventId),
          args.albumId ? rowIdFrom(args.albumId.id) : null,
          args.photoIds.map((id) => rowIdFrom(id.id)),
        );
        return context.prisma.upload.findMany({ ...query, where: { id: { in: ids } }, orderBy: { id: 'desc' } });
      },
    }),
);

defineMutation(
  'setPhotoFavourite',
  { errors: [ValidationError, NotFoundError], dataField: 'photo', dataDescription: 'The photo, starred or not.' },
  (t, common) =>
    t.prismaField({
      ...common,
      type: PhotoRef,
      description:
        'Hosts star a photo (favourite: true) or take the star off: starred photos guests see make the Highlights tab, and the first of them is the link preview image of an event without a cover.',
      args: {
        photoId: t.arg.globalID({ required: true, for: PhotoRef, description: 'The photo (Photo.id).' }),
        favourite: t.arg.boolean({ required: true, description: 'true: star it; false: take the star off.' }),
      },
      resolve: async (query, _root, args, context) => {
        const photo = await context.services.favourites.setFavourite(
          actorOf(context),
          rowIdFrom(args.photoId.id),
          args.favourite,
        );
        return context.prisma.upload.findUniqueOrThrow({ ...query, where: { id: photo.id } });
      },
    }),
);
