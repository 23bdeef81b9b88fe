import { builder } from '../../graphql/builder.ts';
import { defineMutation } from '../../graphql/mutation.ts';
import { NotFoundError, PayloadTooLargeError, UnsupportedMediaTypeError, ValidationError } from '../../errors.ts';
import { actorOf, EventRef, eventId } from './events.graphql.ts';

// The event's cover picture: a presigned upload, then the server re-encodes it for guests.

const HttpHeaderRef = builder.objectRef<{ name: string; value: string }>('HttpHeader').implement({
  description: 'A header to send as is.',
  fields: (t) => ({ name: t.exposeString('name'), value: t.exposeString('value') }),
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
      uploadUrl: t.exposeString('presignedUrl'),
      uploadHeaders: t.field({
        type: [HttpHeaderRef],
        description: 'Signed headers the PUT must carry: the Content-Type, and on GCS the allowed size range.',
        resolve: (ticket) => Object.entries(ticket.headers).map(([name, value]) => ({ name, value })),
      }),
      storageKey: t.exposeString('storageKey'),
      contentType: t.exposeString('contentType'),
      expiresInSeconds: t.exposeInt('expiresInSeconds'),
    }),
  });

defineMutation(
  'prepareCoverUpload',
  { errors: [NotFoundError, UnsupportedMediaTypeError], dataField: 'ticket' },
  (t, common) =>
    t.field({
      ...common,
      type: CoverUploadRef,
      args: {
        eventId: t.arg.globalID({ required: true, for: EventRef }),
        mimeType: t.arg.string({ required: true }),
        originalFilename: t.arg.string({ required: true }),
      },
      resolve: (_root, args, context) => context.services.covers.prepare(actorOf(context), eventId(args.eventId), args),
    }),
);

defineMutation(
  'completeCoverUpload',
  { errors: [ValidationError, NotFoundError, UnsupportedMediaTypeError, PayloadTooLargeError], dataField: 'event' },
  (t, common) =>
    t.field({
      ...common,
      type: EventRef,
      args: {
        eventId: t.arg.globalID({ required: true, for: EventRef }),
        storageKey: t.arg.string({ required: true }),
      },
      resolve: (_root, args, context) =>
        context.services.covers.complete(actorOf(context), eventId(args.eventId), args.storageKey),
    }),
);
