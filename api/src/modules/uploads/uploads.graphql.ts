import { message } from '../../i18n/messages.ts';
import { GraphQLError } from 'graphql';
import { builder } from '../../graphql/builder.ts';
import { defineMutation } from '../../graphql/mutation.ts';
import { liveValue, openLive, publicError } from '../../graphql/live.ts';
import {
  NotFoundError,
  InsufficientStorageError,
  PayloadTooLargeError,
  RateLimitError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '../../lib/errors.ts';
import { EventInactiveError, PinRequiredError } from '../guest/errors.ts';
import { decodeGlobalID } from '@pothos/plugin-relay';
import { rowIdFrom } from '../../graphql/ids.ts';
import type { GalleryUpdate } from './gallery-changes.ts';
import { cleanUploaderName, type StoredPhoto } from './uploads.service.ts';
import { AlbumRef } from '../albums/albums.graphql.ts';
import type { Event, Upload } from '../../generated/prisma/client.ts';
import { MediaType, ProcessingState } from '../../generated/prisma/enums.ts';
import { factFields, typeFields, type FactSigning } from '../../graphql/fact-fields.ts';
import { GUEST_PHOTO_FACTS, OWN_PHOTO_FACTS } from './photo-fields.ts';
import { guestAccessOf, guestGateArgs } from '../guest/guest-gate.graphql.ts';
import {
  acceptedFormats,
  acceptedVideoFormats,
  byteLimitText,
  MAX_DIRECT_VIDEO_BYTES,
  MAX_IMAGE_SIZE,
} from '../../../../common/upload-limits.ts';

/** Guests' image addresses are signed with the photo's event (its PIN), which the row loads for it. */
const GUEST_SIGNING: FactSigning<Upload> = {
  select: { event: { select: { id: true, pinCode: true, isPinRequired: true } } },
  sign: (upload, context) => (url) => context.services.guest.files.sign(url, (upload as WithEvent).event),
};
type WithEvent = Upload & { event: Pick<Event, 'id' | 'pinCode' | 'isPinRequired'> };
/**
 * A photo in a guest gallery: approved, display copy and thumbnail only (the original and photos
 * awaiting review are for the hosts' own Photo type). The same facts as the REST gallery's items.
 */
export const GalleryPhotoRef = builder.prismaObject('Upload', {
  variant: 'GalleryPhoto',
  description: 'A photo of a guest gallery: approved by the hosts, with its display copy and thumbnail ready.',
  fields: (t) =>
    typeFields(GUEST_PHOTO_FACTS, ['id'], {
      id: t.id({
        description:
          "The photo's id in galleries, a global id around the REST gallery's numeric `id`; GalleryUpdate.removedIds names photos by it.",
        resolve: (upload) => galleryPhotoId(upload.id),
      }),
      ...factFields(t, GUEST_PHOTO_FACTS, GUEST_SIGNING),
    }),
});

/** Global ids of gallery photos; the live gallery names removed photos by the same ids. */
export function galleryPhotoId(uploadId: number): string {
  return Buffer.from(`GalleryPhoto:${uploadId}`).toString('base64');
}

const GalleryAccessRef = builder.enumType('GalleryAccess', {
  description: "How much of an event's gallery a guest sees now (from its galleryMode and revealAt; decision 052).",
  values: {
    ALL: { description: "Everyone's approved photos: a shared gallery, revealed or without a reveal." },
    OWN: { description: 'Only the photos this browser sent (galleryMode OWN).' },
    NONE: { description: 'No photos, only the count: a gallery before its reveal, or a drop box (UPLOAD_ONLY).' },
  } as const,
});

export const GalleryUpdateRef = builder.objectRef<GalleryUpdate>('GalleryUpdate').implement({
  description: 'A change of an open gallery: photos newly approved, and photos to take down.',
  fields: (t) => ({
    added: t.field({
      type: [GalleryPhotoRef],
      description: 'Photos to show, newly approved and ready.',
      resolve: (update) => update.added,
    }),
    removedIds: t.idList({
      description: 'Ids (as GalleryPhoto.id) of photos no longer shown: take them down.',
      resolve: (update) => update.removedIds.map(galleryPhotoId),
    }),
    photoCount: t.exposeInt('photoCount', {
      description:
        "Approved photos now, everyone's (also before a reveal and in OWN or UPLOAD_ONLY: a count shows no photo).",
    }),
    access: t.field({
      type: GalleryAccessRef,
      description:
        'What this guest sees of the gallery now (decision 052). When it differs from the last message ' +
        '(a reveal: at revealAt, or the hosts revealed early; a changed mode), `added` is the first page as ' +
        'the guest now sees it: show it in place of the gallery shown so far.',
      resolve: (update) => update.access ?? 'ALL',
    }),
    eventChanged: t.boolean({
      description:
        'The event changed (its albums, highlights or details: hosts moved or starred photos, edited an album or the event): read the event again (publicEvent) for its tabs and counts. `added` and `removedIds` are then empty.',
      resolve: (update) => update.eventChanged ?? false,
    }),
    startOver: t.boolean({
      description:
        "`added` is the gallery's first page as this guest sees it now: show it in place of the gallery shown " +
        'so far and load its next pages again. Sent when `access` changes, and in place of the photos of a ' +
        'change of more photos than a page holds (over 20 approved or taken down at once, as a bulk approval).',
      resolve: (update) => update.startOver ?? false,
    }),
  }),
});

builder.subscriptionField('galleryUpdated', (t) =>
  t.field({
    type: GalleryUpdateRef,
    description:
      'Live gallery for guests, behind the same gate and PIN as publicEvent. Ends with an error when the ' +
      'event is switched off, deleted or its PIN changes.',
    args: {
      ...guestGateArgs(t.arg),
    },
    subscribe: (_root, { slug, pin }, context) =>
      openLive(() => context.services.uploads.followGallery(slug, guestAccessOf({ pin }, context), context.guestKeys)),
    resolve: liveValue,
  }),
);

builder.queryField('eventGallery', (t) =>
  t.prismaConnection({
    type: GalleryPhotoRef,
    cursor: 'id',
    description: "An event's approved photos, newest first, behind the same gate as publicEvent.",
    args: {
      ...guestGateArgs(t.arg),
      albumId: t.arg.globalID({
        for: AlbumRef,
        description: "Only the photos in this album (GuestAlbum.albumId): the gallery's album tab.",
      }),
      highlights: t.arg.boolean({
        description: 'Only the photos the hosts starred: the Highlights tab (PublicEvent.hasHighlights).',
      }),
      mostLovedFirst: t.arg.boolean({
        description:
          "Most guests' hearts first (GalleryPhoto.reactionCount), ties newest first: the slideshow's most loved first. The same photos, only in another order.",
      }),
    },
    resolve: async (query, _root, { slug, pin, albumId, highlights, mostLovedFirst }, context) => {
      try {
        const access = guestAccessOf({ pin }, context);
        const filter = { albumId: albumId ? rowIdFrom(albumId.id) : null, highlights, mostLoved: mostLovedFirst };
        return await context.services.publicReads.guestGallery(slug, access, context.guestKeys, query, filter);
      } catch (error) {
        // A connection cannot be a union; the page loads it only after publicEvent succeeded.
        throw publicError(error);
      }
    },
  }),
);

builder.scalarType('Upload', {
  description: 'A file of a GraphQL multipart request (https://github.com/jaydenseric/graphql-multipart-request-spec).',
  serialize: () => {
    throw new GraphQLError('Upload is an input-only type.');
  },
  parseValue: (value) => {
    // api/src/graphql/uploads.ts puts these tokens where the request's files were.
    if (typeof value === 'string' && /^upload:\d+$/.test(value)) return value;
    throw new GraphQLError('Upload values must be files of a multipart request.');
  },
});

const GuestUploadRef = builder.objectRef<StoredPhoto>('GuestUpload').implement({
  description: 'A photo or video a guest just sent: PENDING until the hosts approve it (unless they auto-approve).',
  fields: (t) => ({
    originalFilename: t.string({
      description: "The file's name on the guest's device.",
      resolve: ({ upload }) => upload.originalFilename,
    }),
    status: t.string({
      description: "An UploadStatus as a string: PENDING or APPROVED when new; a duplicate's current status.",
      resolve: ({ upload }) => upload.status,
    }),
    duplicate: t.exposeBoolean('duplicate', { description: 'The same photo was already in this event.' }),
    mediaType: t.field({
      type: MediaType,
      description: 'PHOTO or VIDEO, by the bytes sent (never by the name or declared type).',
      resolve: ({ upload }) => upload.mediaType,
    }),
    processingState: t.field({
      type: ProcessingState,
      description: "PROCESSING until its copies (a video's web copy and poster) are made; a duplicate's current state.",
      resolve: ({ upload }) => upload.processingState,
    }),
    durationSeconds: t.float({
      nullable: true,
      description: "A video's length in seconds, as probed on arrival; null for photos.",
      resolve: ({ upload }) => upload.durationSeconds,
    }),
  }),
});

defineMutation(
  'uploadPhotos',
  {
    scope: 'anyone',
    errors: [
      ValidationError,
      NotFoundError,
      EventInactiveError,
      PinRequiredError,
      RateLimitError,
      PayloadTooLargeError,
      UnsupportedMediaTypeError,
      InsufficientStorageError,
    ],
    dataField: 'uploads',
    dataDescription: 'One entry per file sent, in order.',
  },
  (t, common) =>
    t.field({
      ...common,
      type: [GuestUploadRef],
      description:
        `Guests send photos and videos (multipart request; files streamed): photos ${MAX_IMAGE_SIZE} each ` +
        `(${acceptedFormats()}), videos up to ${byteLimitText(MAX_DIRECT_VIDEO_BYTES)} each in this request ` +
        `(${acceptedVideoFormats()}; larger ones through the resumable upload) unless the event takes photos only.`,
      args: {
        ...guestGateArgs(t.arg),
        uploaderName: t.arg.string({
          description: 'The name shown with the photos (trimmed, cut to 100 characters).',
        }),
        files: t.arg({ type: ['Upload'], required: true, description: 'The photos and videos, at least one.' }),
        albumId: t.arg.globalID({
          for: AlbumRef,
          description:
            "The album to file them in (GuestAlbum.albumId): one of the event's; required when the hosts require one (ValidationError).",
        }),
      },
      resolve: async (_root, { slug, pin, uploaderName, files, albumId: album }, context) => {
        if (files.length === 0) throw new ValidationError(message('uploads.choosePhoto'));
        const event = await context.services.publicReads.openEvent(slug, guestAccessOf({ pin }, context));
        const albumId = await context.services.albums.albumForUpload(event, album ? rowIdFrom(album.id) : null);
        // The key the guest came with, before `keep` issues one (decision 064: uploads are limited per key).
        const sender = { clientIp: context.clientIp, signedKeyHash: context.guestKeys.signedHashFor(event.id) };
        const uploader = {
          albumId,
          name: cleanUploaderName(uploaderName),
          guestKeyHash: await context.guestKeys.keep(event.id),
          tableId: await context.services.tables.seatedTableId(event.id, context.tableSeat),
        };
        const stored: StoredPhoto[] = [];
        // In order: a multipart body delivers file N only after file N-1 was read.
        for (const token of files) {
          const file = await context.uploads.take(token);
          stored.push(
            await context.services.uploads.storeGuestPhoto(
              event,
              sender,
              { filename: file.filename, stream: file.createReadStream() },
              uploader,
            ),
          );
        }
        return stored;
      },
    }),
);

/** A photo in its sender's own list (My photos): any status; nothing about the browser's key. */
const GuestOwnPhotoRef = builder.prismaObject('Upload', {
  variant: 'GuestOwnPhoto',
  description: 'A photo this browser sent to the event (My photos), whatever the hosts decided.',
  fields: (t) =>
    typeFields(OWN_PHOTO_FACTS, ['id'], {
      id: t.id({
        description: 'The same id as GalleryPhoto.id (galleries remove it by this id); deleteMyPhoto takes it.',
        resolve: (upload) => galleryPhotoId(upload.id),
      }),
      ...factFields(t, OWN_PHOTO_FACTS, GUEST_SIGNING),
    }),
});

builder.queryField('viewerPhotos', (t) =>
  t.prismaField({
    type: [GuestOwnPhotoRef],
    description:
      'The photos this browser sent to the event (its HttpOnly guest key), newest first, behind the same gate as publicEvent.',
    args: {
      ...guestGateArgs(t.arg),
    },
    resolve: async (query, _root, { slug, pin }, context) => {
      try {
        const access = guestAccessOf({ pin }, context);
        return (await context.services.uploads.guestOwnPhotos(slug, access, context.guestKeys, query)).uploads;
      } catch (error) {
        throw publicError(error);
      }
    },
  }),
);

defineMutation(
  'deleteMyPhoto',
  {
    scope: 'anyone',
    errors: [NotFoundError, EventInactiveError, PinRequiredError, RateLimitError],
    dataField: 'deletedId',
    dataDescription: 'The id of the deleted photo (as GuestOwnPhoto.id and GalleryPhoto.id).',
  },
  (t, common) =>
    t.field({
      ...common,
      type: 'ID',
      description:
        'A guest deletes a photo this browser sent: its files go, open galleries drop it. Any other photo is not found.',
      args: {
        ...guestGateArgs(t.arg),
        id: t.arg.id({ required: true, description: 'GuestOwnPhoto.id of the photo.' }),
      },
      resolve: async (_root, { slug, pin, id }, context) => {
        const uploadId = galleryPhotoRowId(String(id));
        await context.services.uploads.deleteGuestOwnPhoto(
          slug,
          guestAccessOf({ pin }, context),
          context.guestKeys,
          uploadId,
        );
        return galleryPhotoId(uploadId);
      },
    }),
);

/** The row behind a GalleryPhoto id; -1 (no row) for anything else. */
export function galleryPhotoRowId(id: string): number {
  try {
    const decoded = decodeGlobalID(id);
    return decoded.typename === 'GalleryPhoto' ? rowIdFrom(decoded.id) : -1;
  } catch {
    return -1;
  }
}
