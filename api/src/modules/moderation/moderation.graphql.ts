import { builder } from '../../graphql/builder.ts';
import { defineMutation } from '../../graphql/mutation.ts';
import { hostsAndAdminsNode } from '../../graphql/private-node.ts';
import { rowIdFrom } from '../../graphql/ids.ts';
import { ProcessingState, UploadStatus } from '../../generated/prisma/enums.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { encodeGlobalID } from '@pothos/plugin-relay';
import './event-photos.graphql.ts';
import { fileUrl } from '../../storage/file-keys.ts';

builder.enumType(UploadStatus, { name: 'UploadStatus' });
const ProcessingStateRef = builder.enumType(ProcessingState, {
  name: 'ProcessingState',
  description: 'PROCESSING until the thumbnail and display copy exist (READY); FAILED: the file could not be read.',
});

/**
 * A photo as the event's hosts see it (any status, the original included). Members only: `node(id:)`
 * answers null to anyone else, like an id that does not exist.
 */
export const PhotoRef = builder.prismaNode('Upload', {
  variant: 'Photo',
  id: { field: 'id' },
  nullable: true,
  ...hostsAndAdminsNode,
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    originalFilename: t.exposeString('originalFilename'),
    status: t.expose('status', { type: UploadStatus }),
    processingState: t.expose('processingState', {
      type: ProcessingStateRef,
      description: 'Guests see a photo once it is READY and APPROVED; url and thumbnailUrl open once READY.',
    }),
    processingError: t.exposeString('processingError', {
      nullable: true,
      description: 'Why a FAILED photo could not be processed; its files are removed.',
    }),
    url: t.string({ resolve: (upload) => fileUrl(upload.displayKey) }),
    thumbnailUrl: t.string({ resolve: (upload) => fileUrl(upload.thumbnailKey) }),
    originalUrl: t.string({ resolve: (upload) => fileUrl(upload.storageKey) }),
    mimeType: t.exposeString('mimeType'),
    bytes: t.exposeInt('bytes'),
    width: t.exposeInt('width', { nullable: true }),
    height: t.exposeInt('height', { nullable: true }),
    uploaderName: t.exposeString('uploaderName', { nullable: true }),
    takenAt: t.expose('takenAt', { type: 'DateTime', nullable: true }),
    uploadedAt: t.expose('uploadedAt', { type: 'DateTime' }),
    moderatedAt: t.expose('moderatedAt', { type: 'DateTime', nullable: true }),
  }),
});

defineMutation('moderateUploads', { errors: [ValidationError, NotFoundError], dataField: 'uploads' }, (t, common) =>
  t.field({
    ...common,
    type: [PhotoRef],
    description: 'Hosts set the status of photos of one event; all or nothing.',
    args: {
      ids: t.arg.globalIDList({ required: true, for: PhotoRef }),
      action: t.arg({ type: UploadStatus, required: true }),
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
  { errors: [ValidationError, NotFoundError, ConflictError], dataField: 'deletedIds' },
  (t, common) =>
    t.field({
      ...common,
      type: ['ID'],
      description: 'Hosts delete photos that could not be processed (FAILED); any other photo refuses the request.',
      args: { ids: t.arg.globalIDList({ required: true, for: PhotoRef }) },
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
