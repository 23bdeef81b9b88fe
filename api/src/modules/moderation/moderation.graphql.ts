import { builder } from '../../graphql/builder.ts';
import { describedEnum } from '../../graphql/described-enum.ts';
import { defineMutation, type MutationSpec } from '../../graphql/mutation.ts';
import { hostsAndAdminsNode } from '../../graphql/private-node.ts';
import { rowIdFrom } from '../../graphql/ids.ts';
import { MediaType, ProcessingState, UploadStatus } from '../../generated/prisma/enums.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { factFields, typeFields } from '../../graphql/fact-fields.ts';
import { HOST_PHOTO_FACTS } from '../uploads/photo-fields.ts';

describedEnum(UploadStatus, {
  name: 'UploadStatus',
  description: "The hosts' decision on a photo; guests see only APPROVED photos.",
  values: {
    PENDING: 'Waiting for a host to review it: hidden from guests.',
    APPROVED: 'Shown in the guest gallery (once processed).',
    REJECTED: 'Hidden from guests; hosts still see it and may approve it later.',
  },
});
describedEnum(MediaType, {
  name: 'MediaType',
  description: 'What a guest sent: a photo, or a video clip (decision 051).',
  values: {
    PHOTO: 'A photo: url is its display copy.',
    VIDEO: 'A video clip: url is its poster frame, videoUrl the copy browsers play.',
  },
});
describedEnum(ProcessingState, {
  name: 'ProcessingState',
  description: 'PROCESSING until the thumbnail and display copy exist (READY); FAILED: the file could not be read.',
  values: {
    PROCESSING: 'The thumbnail and display copy are being made.',
    READY: 'The thumbnail and display copy exist.',
    FAILED: 'The file could not be read; see processingError.',
  },
});

/**
 * A photo as the event's hosts see it (any status, the original included). Members only: `node(id:)`
 * answers null to anyone else, like an id that does not exist.
 */
export const PhotoRef = builder.prismaNode('Upload', {
  variant: 'Photo',
  description: "A guest's photo as its event's hosts (and super-admins) see it: any status, the original included.",
  ...hostsAndAdminsNode,
  // The same facts as the hosts' REST answers (photo-fields.ts).
  fields: (t) =>
    typeFields(HOST_PHOTO_FACTS, ['databaseId', 'rsvp'], {
      databaseId: t.exposeInt('id', { description: "The numeric id, as the REST API's `id`." }),
      ...factFields(t, HOST_PHOTO_FACTS),
      rsvp: t.relation('rsvp', {
        nullable: true,
        description:
          "The RSVP sent from the same guest's browser (decision 029): who sent the photo. Null when that guest has not answered.",
      }),
    }),
});

/** What a host's and an admin's moderation answer alike: the photos with their new status, or why not. */
export const MODERATION_RESULT = {
  errors: [ValidationError, NotFoundError],
  dataField: 'uploads',
  dataDescription: 'The photos with their new status.',
} satisfies MutationSpec;

defineMutation('moderateUploads', MODERATION_RESULT, (t, common) =>
  t.field({
    ...common,
    type: [PhotoRef],
    description: 'Hosts set the status of photos of one event; all or nothing.',
    args: {
      ids: t.arg.globalIDList({
        required: true,
        for: PhotoRef,
        description: 'Photo ids of one event, 1 to 5,000; any unknown or not yours fails the whole request.',
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
        ids: t.arg.globalIDList({ required: true, for: PhotoRef, description: 'Ids of FAILED photos, 1 to 5,000.' }),
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

const RetryUploadProcessingInput = builder.inputType('RetryUploadProcessingInput', {
  description: 'Which photo or video to process again.',
  fields: (t) => ({
    photoId: t.globalID({
      required: true,
      for: PhotoRef,
      description: 'A Photo id whose processingState is FAILED.',
    }),
  }),
});

defineMutation(
  'retryUploadProcessing',
  {
    errors: [NotFoundError, ConflictError],
    dataField: 'photo',
    dataDescription: 'The photo or video, PROCESSING again (its processingError cleared).',
  },
  (t, common) =>
    t.field({
      ...common,
      type: PhotoRef,
      description:
        'Hosts (and super-admins) process a FAILED photo or video again, e.g. a video whose conversion failed: it is PROCESSING until a media worker makes its copies (READY) or fails again with a new processingError. ConflictError when it is not FAILED, or when its original is gone (files that could not be read at all are not kept).',
      args: {
        input: t.arg({ type: RetryUploadProcessingInput, required: true, description: 'The photo or video.' }),
      },
      resolve: (_root, { input }, context) =>
        context.services.uploadProcessing.retry(
          { user: context.viewer!, ip: context.clientIp },
          rowIdFrom(input.photoId.id),
        ),
    }),
);
