import type { Upload } from '../../generated/prisma/client.ts';
import { MediaType, ProcessingState, UploadStatus } from '../../generated/prisma/enums.ts';
import { factsOf } from '../../lib/entity-facts.ts';
import { fileUrl } from '../../storage/file-keys.ts';
import { reasonIn } from './processing-reason.ts';

// A photo's facts, once per audience. The REST answers (photo-json.ts) and the GraphQL types
// (GalleryPhoto, GuestOwnPhoto in uploads.graphql.ts; Photo in moderation.graphql.ts) are built from
// these lists; each states by a compile-time check what only one door adds (ids, storage keys, relations).

const { fact, column } = factsOf<Upload>();

/** A video's own facts (decision 051), the same for every audience that sees it; null for photos. */
const VIDEO_FACTS = {
  mediaType: column('mediaType', MediaType, 'PHOTO or VIDEO. For a video, url and thumbnailUrl are its poster frame.'),
  videoUrl: fact({
    type: 'String',
    nullable: true,
    signed: true,
    description:
      "A video's web copy (H.264/AAC MP4, at most 1080p, no location or other metadata), once READY; it answers byte ranges. Null for photos. Signed like url.",
    value: (upload, sign) => (upload.videoKey ? sign(fileUrl(upload.videoKey)) : null),
  }),
  posterUrl: fact({
    type: 'String',
    nullable: true,
    signed: true,
    description: "A video's poster frame at display size (the same file as url), once READY; null for photos.",
    value: (upload, sign) => (upload.mediaType === 'VIDEO' ? sign(fileUrl(upload.displayKey)) : null),
  }),
  durationSeconds: column('durationSeconds', 'Float', "A video's length in seconds; null for photos.", {
    nullable: true,
  }),
};

/** What a guest sees of an approved photo in the gallery: the display copy and thumbnail, no original. */
export const GUEST_PHOTO_FACTS = {
  originalFilename: column('originalFilename', 'String', "The file's name on the guest's device."),
  status: column('status', UploadStatus, "The hosts' decision; guests see APPROVED photos only."),
  url: fact({
    type: 'String',
    signed: true,
    description:
      'The display copy, under /api/uploads/, once READY. For guests of a PIN-protected event it carries a token that opens it without the PIN for a day.',
    value: (upload, sign) => sign(fileUrl(upload.displayKey)),
  }),
  thumbnailUrl: fact({
    type: 'String',
    signed: true,
    description: 'A small copy for the grid, once READY; signed like url.',
    value: (upload, sign) => sign(fileUrl(upload.thumbnailKey)),
  }),
  width: column('width', 'Int', "The upright photo's width in pixels; null until READY.", { nullable: true }),
  height: column('height', 'Int', "The upright photo's height in pixels; null until READY.", { nullable: true }),
  bytes: column('bytes', 'Int', "The original's size in bytes."),
  uploaderName: column('uploaderName', 'String', 'The name the guest gave when uploading; null if none.', {
    nullable: true,
  }),
  takenAt: column(
    'takenAt',
    'DateTime',
    "When it was taken, from the photo's EXIF data; null if it has none (or it is not READY yet).",
    { nullable: true },
  ),
  uploadedAt: column('uploadedAt', 'DateTime', 'When the guest sent it.'),
  ...VIDEO_FACTS,
  albumId: column(
    'albumId',
    'Int',
    'The numeric id of the album it is filed in (GuestAlbum.databaseId, Album.databaseId); null for none.',
    { nullable: true },
  ),
  reactionCount: column(
    'reactionCount',
    'Int',
    "Guests' hearts on it (one per browser; issue 33). Guests get it only for photos their gallery shows.",
  ),
};

/** What the event's hosts (and super-admins) see: any status, processing, the original. */
export const HOST_PHOTO_FACTS = {
  ...GUEST_PHOTO_FACTS,
  processingState: column(
    'processingState',
    ProcessingState,
    'Guests see a photo once it is READY and APPROVED; url and thumbnailUrl open once READY.',
  ),
  processingError: fact({
    type: 'String',
    nullable: true,
    description:
      "Why a FAILED photo or video could not be processed, for its hosts. Its files are removed, except a video's original when only its conversion failed: Mutation.retryUploadProcessing tries again.",
    // Kept as words (processing-reason.ts), said in the reader's language.
    value: (upload, _sign, locale) => reasonIn(upload.processingError, locale),
  }),
  originalUrl: fact({
    type: 'String',
    description: 'The file as the guest sent it, under /api/uploads/.',
    value: (upload) => fileUrl(upload.storageKey),
  }),
  mimeType: column('mimeType', 'String', "The original's media type, e.g. 'image/jpeg'."),
  moderatedAt: column('moderatedAt', 'DateTime', 'When a host or admin last set its status; null if nobody has.', {
    nullable: true,
  }),
  tableId: column(
    'tableId',
    'Int',
    "The numeric id (EventTable.databaseId) of the table whose card the guest's browser opened; null for none, or once that table is deleted.",
    { nullable: true },
  ),
  favouritedAt: column(
    'favouritedAt',
    'DateTime',
    'When a host starred it (setPhotoFavourite); null when not starred.',
    {
      nullable: true,
    },
  ),
};

/** What a guest sees of a photo their own browser sent (My photos): any status; nothing about the key. */
export const OWN_PHOTO_FACTS = {
  status: column('status', UploadStatus, "The hosts' decision so far."),
  processingState: column(
    'processingState',
    ProcessingState,
    'PROCESSING until the thumbnail exists; FAILED: the file could not be read.',
  ),
  thumbnailUrl: fact({
    type: 'String',
    nullable: true,
    signed: true,
    description: 'A small copy, once made (null before); signed like GalleryPhoto.thumbnailUrl.',
    value: (upload, sign) => (upload.processingState === 'READY' ? sign(fileUrl(upload.thumbnailKey)) : null),
  }),
  uploaderName: GUEST_PHOTO_FACTS.uploaderName,
  createdAt: column('uploadedAt', 'DateTime', 'When the guest sent it.'),
  mediaType: VIDEO_FACTS.mediaType,
  durationSeconds: VIDEO_FACTS.durationSeconds,
};
