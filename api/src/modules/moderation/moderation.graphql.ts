import { builder } from '../../graphql/builder.ts';
import { defineMutation } from '../../graphql/mutation.ts';
import { hostsAndAdminsNode } from '../../graphql/private-node.ts';
import { rowIdFrom } from '../../graphql/ids.ts';
import { ProcessingState, UploadStatus } from '../../generated/prisma/enums.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { fileUrl } from '../../storage/file-keys.ts';

builder.enumType(UploadStatus, {
  name: 'UploadStatus',
  description: "The hosts' decision on a photo; guests see only APPROVED photos.",
  values: {
    PENDING: { description: 'Waiting for a host to review it: hidden from guests.' },
    APPROVED: { description: 'Shown in the guest gallery (once processed).' },
    REJECTED: { description: 'Hidden from guests; hosts still see it and may approve it later.' },
  },
});
const ProcessingStateRef = builder.enumType(ProcessingState, {
  name: 'ProcessingState',
  description: 'PROCESSING until the thumbnail and display copy exist (READY); FAILED: the file could not be read.',
  values: {
    PROCESSING: { description: 'The thumbnail and display copy are being made.' },
    READY: { description: 'The thumbnail and display copy exist.' },
    FAILED: { description: 'The file could not be read; see processingError.' },
  },
});

/**
 * A photo as the event's hosts see it (any status, the original included). Members only: `node(id:)`
 * answers null to anyone else, like an id that does not exist.
 */
export const PhotoRef = builder.prismaNode('Upload', {
  variant: 'Photo',
  description: "A guest's photo as its event's hosts (and super-admins) see it: any status, the original included.",
  id: { field: 'id' },
  nullable: true,
  ...hostsAndAdminsNode,
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: "The numeric id, as the REST API's `id`." }),
    originalFilename: t.exposeString('originalFilename', { description: "The file's name on the guest's device." }),
    status: t.expose('status', { type: UploadStatus, description: "The hosts' decision." }),
    processingState: t.expose('processingState', {
      type: ProcessingStateRef,
      description: 'Guests see a photo once it is READY and APPROVED; url and thumbnailUrl open once READY.',
    }),
    processingError: t.exposeString('processingError', {
      nullable: true,
      description: 'Why a FAILED photo could not be processed; its files are removed.',
    }),
    url: t.string({
      description: 'The display copy, under /api/uploads/; opens once READY.',
      resolve: (upload) => fileUrl(upload.displayKey),
    }),
    thumbnailUrl: t.string({
      description: 'The thumbnail, under /api/uploads/; opens once READY.',
      resolve: (upload) => fileUrl(upload.thumbnailKey),
    }),
    originalUrl: t.string({
      description: 'The file as the guest sent it, under /api/uploads/.',
      resolve: (upload) => fileUrl(upload.storageKey),
    }),
    mimeType: t.exposeString('mimeType', { description: "The original's media type, e.g. 'image/jpeg'." }),
    bytes: t.exposeInt('bytes', { description: "The original's size in bytes." }),
    width: t.exposeInt('width', {
      nullable: true,
      description: "The upright photo's width in pixels; null until READY.",
    }),
    height: t.exposeInt('height', {
      nullable: true,
      description: "The upright photo's height in pixels; null until READY.",
    }),
    uploaderName: t.exposeString('uploaderName', {
      nullable: true,
      description: 'The name the guest gave when uploading; null if none.',
    }),
    takenAt: t.expose('takenAt', {
      type: 'DateTime',
      nullable: true,
      description: "When it was taken, from the photo's EXIF data; null if unknown or not READY yet.",
    }),
    uploadedAt: t.expose('uploadedAt', { type: 'DateTime', description: 'When the guest sent it.' }),
    moderatedAt: t.expose('moderatedAt', {
      type: 'DateTime',
      nullable: true,
      description: 'When a host or admin last set its status; null if nobody has.',
    }),
    rsvp: t.relation('rsvp', {
      nullable: true,
      description:
        "The RSVP sent from the same guest's browser (decision 029): who sent the photo. Null when that guest has not answered.",
    }),
  }),
});

defineMutation(
  'moderateUploads',
  {
    errors: [ValidationError, NotFoundError],
    dataField: 'uploads',
    dataDescription: 'The photos with their new status.',
  },
  (t, common) =>
    t.field({
      ...common,
      type: [PhotoRef],
      description: 'Hosts set the status of photos of one event; all or nothing.',
      args: {
        ids: t.arg.globalIDList({
          required: true,
          for: PhotoRef,
          description: 'Photo ids of one event, 1 to 200; any unknown or not yours fails the whole request.',
        }),
        action: t.arg({ type: UploadStatus, required: true, description: 'The status every photo gets.' }),
      },
      resolve: (_root, { ids, action }, context) =>
        context.services.moderation.moderate(
          { user: context.viewer!, ip: context.clientIp },
          ids.map((id) => rowIdFrom(id.id)),
          action,
        ),
    }),
);

defineMutation(
  'deleteFailedPhotos',
  {
    errors: [ValidationError, NotFoundError, ConflictError],
    dataField: 'deletedIds',
    dataDescription: 'The global ids of the deleted photos.',
  },
  (t, common) =>
    t.field({
      ...common,
      type: ['ID'],
      description: 'Hosts delete photos that could not be processed (FAILED); any other photo refuses the request.',
      args: {
        ids: t.arg.globalIDList({ required: true, for: PhotoRef, description: 'Ids of FAILED photos, 1 to 200.' }),
      },
      resolve: async (_root, { ids }, context) => {
        // All or nothing: every id asked for is gone when this returns.
        await context.services.moderation.deleteFailed(
          { user: context.viewer!, ip: context.clientIp },
          ids.map((id) => rowIdFrom(id.id)),
        );
        return ids.map((id) => encodeGlobalID(id.typename, id.id));
      },
    }),
);
