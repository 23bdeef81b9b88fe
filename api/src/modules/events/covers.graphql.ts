import { builder } from '../../graphql/builder.ts';
import { defineMutation } from '../../graphql/mutation.ts';
import {
  ConflictError,
  NotFoundError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationError,
} from '../../lib/errors.ts';
import { actorOf, EventRef, eventId } from './events.graphql.ts';
import { MAX_IMAGE_SIZE } from '../../../../common/upload-limits.ts';

// The event's cover picture: a presigned upload, then the server re-encodes it for guests.

const HttpHeaderRef = builder.objectRef<{ name: string; value: string }>('HttpHeader').implement({
  description: 'A header to send as is.',
  fields: (t) => ({
    name: t.exposeString('name', { description: "The header's name." }),
    value: t.exposeString('value', { description: "The header's value." }),
  }),
});

const CoverUploadRef = builder
  .objectRef<{
    presignedUrl: string;
    headers: Record<string, string>;
    storageKey: string;
    contentType: string;
    expiresInSeconds: number;
  }>('CoverUploadTicket')
  .implement({
    description: 'PUT the file to uploadUrl with every header of uploadHeaders, then call completeCoverUpload.',
    fields: (t) => ({
      uploadUrl: t.exposeString('presignedUrl', { description: 'Where to PUT the file: a signed, short-lived URL.' }),
      uploadHeaders: t.field({
        type: [HttpHeaderRef],
        description: 'Signed headers the PUT must carry: the Content-Type, and on GCS the allowed size range.',
        resolve: (ticket) => Object.entries(ticket.headers).map(([name, value]) => ({ name, value })),
      }),
      storageKey: t.exposeString('storageKey', { description: 'Pass it to completeCoverUpload.' }),
      contentType: t.exposeString('contentType', { description: 'The media type the file must be sent as.' }),
      expiresInSeconds: t.exposeInt('expiresInSeconds', {
        description: 'How long uploadUrl stays valid (15 minutes).',
      }),
    }),
  });

defineMutation(
  'prepareCoverUpload',
  {
    errors: [NotFoundError, UnsupportedMediaTypeError],
    dataField: 'ticket',
    dataDescription: 'Where and how to send the file.',
  },
  (t, common) =>
    t.field({
      ...common,
      type: CoverUploadRef,
      description: `Step 1 of a new cover picture for a host's event: where to PUT the file (at most ${MAX_IMAGE_SIZE}).`,
      args: {
        eventId: t.arg.globalID({ required: true, for: EventRef, description: 'The event (Event.id).' }),
        mimeType: t.arg.string({ required: true, description: 'image/jpeg, image/png or image/webp.' }),
        originalFilename: t.arg.string({ required: true, description: "The file's name on the host's device." }),
      },
      resolve: (_root, args, context) => context.services.covers.prepare(actorOf(context), eventId(args.eventId), args),
    }),
);

defineMutation(
  'completeCoverUpload',
  {
    errors: [ValidationError, NotFoundError, UnsupportedMediaTypeError, PayloadTooLargeError, ConflictError],
    dataField: 'event',
    dataDescription: 'The event with its new coverImageUrl.',
  },
  (t, common) =>
    t.field({
      ...common,
      type: EventRef,
      description:
        'Step 2, after the PUT: the file becomes the cover, re-encoded for guests (upright, resized, ' +
        'metadata stripped); the previous cover is removed. Each ticket completes once: again, ConflictError.',
      args: {
        eventId: t.arg.globalID({ required: true, for: EventRef, description: 'The same event as in step 1.' }),
        storageKey: t.arg.string({ required: true, description: "The ticket's storageKey." }),
      },
      resolve: (_root, args, context) =>
        context.services.covers.complete(actorOf(context), eventId(args.eventId), args.storageKey),
    }),
);
