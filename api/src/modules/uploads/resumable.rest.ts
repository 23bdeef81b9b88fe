import { Server as TusServer, type DataStore } from '@tus/server';
import type { FastifyBaseLogger, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, NotFoundError, PayloadTooLargeError, UnsupportedMediaTypeError } from '../../lib/errors.ts';
import type { Event } from '../../generated/prisma/client.ts';
import { rawCookieJarOf, cookiesOf, senderOf } from '../../http/guest-key-cookie.ts';
import { tableSeatOfRequest } from '../../http/table-seat-cookie.ts';
import { isResumableUploadId, newResumableUploadId } from '../../storage/file-keys.ts';
import type { StorageDriver } from '../../storage/storage.ts';
import {
  MAX_IMAGE_BYTES,
  photosOnlyMessage,
  THIS_FILE,
  tooLargeMessage,
  videoTooLargeMessage,
  type FileNamed,
} from '../../../../common/upload-limits.ts';
import { message, render, type Message } from '../../i18n/messages.ts';
import { callerLocaleOf } from '../../i18n/request-locale.ts';
import type { LoadableLocale } from '../../../../common/i18n/locales.ts';
import { codeOfStatus } from '../../http/error-handler.ts';
import { ALLOW_VIDEOS_METADATA, ResumableUploadStore, TusRefusal } from './resumable-store.ts';
import { guestOf, uploadedAnswer } from './uploads.rest.ts';
import { cleanFilename, cleanUploaderName } from './uploads.service.ts';

/** Creation is POSTed here; each upload lives at `${path}/{id}` (HEAD, PATCH, DELETE). */
const TUS_PATH = '/api/events/:slug/tus';
const UPLOAD_NOT_FOUND = message('uploads.notFound');
const GENERIC = message('errors.generic');

/** What the gate decided about a request, for the tus hooks that run inside @tus/server. */
interface Admitted {
  event: Event;
  guestKeyHash: string;
  /** At creation: the table the browser sat at then (decision 046), kept in the upload's metadata. */
  tableId?: number | null;
  /** At creation: the album the guest chose (decision 053), checked, kept in the upload's metadata. */
  albumId?: number | null;
  services: FastifyRequest['services'];
}

/**
 * Resumable guest uploads over tus 1.0 (decision 029), photos and videos (issue 30). Fastify runs the gate
 * first, as for any guest request, and answers its refusals in the usual `{message}`; an admitted request is
 * then handed, raw, to @tus/server (`reply.hijack()`), whose body parser is bypassed so the bytes stream
 * straight to the store, never held in memory whatever a PATCH's size (@tus/server pipes the request with
 * backpressure). Creation spends the photo budget like a presigned link and checks the declared length: over
 * 25 MB only for a video (Upload-Metadata `filetype` video/*), over MAX_VIDEO_BYTES never, and within the
 * event's room. The bytes are checked as they come (the magic bytes and a photo's 25 MB by the store, the
 * largest video by @tus/server's maxSize); the last PATCH hands the file to the same pipeline as a direct
 * upload (a video's ffprobe included) and answers with the same JSON.
 */
export function registerResumableUploadRoutes(
  app: FastifyInstance,
  options: {
    store: DataStore;
    storage: StorageDriver;
    ownOrigins: ReadonlySet<string>;
    log: FastifyBaseLogger;
    /** MAX_VIDEO_BYTES: a video is cut off past it as its bytes arrive. */
    maxVideoBytes: number;
  },
): void {
  const store = new ResumableUploadStore(options.store, options.storage, { maxVideoBytes: options.maxVideoBytes });
  const admitted = new WeakMap<object, Admitted>();
  const admittedOf = (req: { runtime?: { node?: { req?: object } } }): Admitted => {
    const raw = req.runtime?.node?.req;
    const found = raw && admitted.get(raw);
    // Every request reaches @tus/server through the route below, which admits it first.
    if (!found) throw new TusRefusal(500, GENERIC);
    return found;
  };

  /** The largest file the request's event takes by this path. */
  const largestUploadOf = (req: Parameters<typeof admittedOf>[0]): number => {
    const { event, services } = admittedOf(req);
    return services.uploads.largestStoredUpload(event);
  };

  const tus = new TusServer({
    path: TUS_PATH,
    datastore: store,
    // The largest file the event takes: a video's (MAX_VIDEO_BYTES), or a photo's when it takes photos only.
    maxSize: (req) => largestUploadOf(req),
    relativeLocation: true,
    // Browsers read tus headers only on pages of our own origins.
    allowedOrigins: (origin) => options.ownOrigins.has(origin),
    allowedCredentials: true,
    namingFunction: () => newResumableUploadId(),
    // The address a creation answers: under the very path it was POSTed to (the event's slug as sent).
    generateUrl: (req, { id }) => `${new URL(req.url).pathname.replace(/\/+$/, '')}/${id}`,
    getFileIdFromRequest: (_req, lastPath) => (isResumableUploadId(lastPath) ? lastPath : undefined),
    onUploadCreate: (req, upload) => {
      const { event, guestKeyHash, tableId, albumId } = admittedOf(req);
      // Kept with the upload: later requests must come from the same event and browser. The table is the
      // server's word too: whatever the client put under these names in Upload-Metadata is replaced.
      return Promise.resolve({
        metadata: {
          ...upload.metadata,
          eventId: String(event.id),
          guestKeyHash,
          tableId: String(tableId ?? ''),
          albumId: String(albumId ?? ''),
          [ALLOW_VIDEOS_METADATA]: String(event.allowVideos),
        },
      });
    },
    onUploadFinish: async (req, upload) => {
      const { event, services } = admittedOf(req);
      const metadata = upload.metadata ?? {};
      const stream = await store.read(upload.id);
      if (!stream) throw new TusRefusal(404, UPLOAD_NOT_FOUND);
      try {
        const stored = await services.uploads.storeResumedPhoto(
          event,
          { filename: cleanFilename(metadata.filename ?? 'photo'), stream },
          {
            name: cleanUploaderName(metadata.uploaderName),
            guestKeyHash: metadata.guestKeyHash ?? null,
            tableId: tableIdOf(metadata.tableId),
            albumId: tableIdOf(metadata.albumId),
          },
        );
        await store.remove(upload.id);
        return {
          status_code: 200,
          headers: { 'content-type': 'application/json; charset=utf-8' },
          body: JSON.stringify(uploadedAnswer([stored])),
        };
      } catch (error) {
        stream.destroy();
        // The file is at fault (not a photo, too large, the event is full): it goes. Anything else keeps
        // it, so the client's retry of the last PATCH (no bytes left to send) completes it.
        if (error instanceof AppError) {
          await store.remove(upload.id);
          throw new TusRefusal(error.status, error.words ?? error.message, error.name);
        }
        throw error;
      }
    },
    onResponseError: (req, error) => {
      // In the caller's language, as every REST refusal (api/src/http/error-handler.ts).
      const locale = callerLocaleOf(req.headers.get('accept-language'), req.headers.get('cookie'));
      if (error instanceof TusRefusal) {
        const words = error.words ?? error.body;
        return {
          status_code: error.status_code,
          body: messageJson(words, locale, error.code ?? codeOfStatus(error.status_code)),
        };
      }
      if ('status_code' in error && error.status_code < 500) {
        // An upload refused for its size is not kept: nothing can complete it.
        if (error.status_code === 413) void removeQuietly(req.url);
        const words = tusMessage(error.status_code, error.body, largestUploadOf(req));
        return { status_code: error.status_code, body: messageJson(words, locale, codeOfStatus(error.status_code)) };
      }
      options.log.error({ err: error }, 'resumable upload failed');
      return { status_code: 500, body: messageJson(GENERIC, locale, 'INTERNAL_SERVER_ERROR') };
    },
  });

  const removeQuietly = async (url: string) => {
    const id = new URL(url, 'http://local').pathname.split('/').pop();
    if (isResumableUploadId(id)) await store.remove(id).catch(() => undefined);
  };

  void app.register((scope, _options, done) => {
    // Bodies arrive as the unread request stream, for @tus/server to read (no buffering, no 1 MB cap).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, next) => next(null, payload));

    scope.route<{ Params: { slug: string } }>({
      method: ['POST'],
      url: TUS_PATH,
      compress: false,
      handler: async (request, reply) => {
        const { uploads, publicReads } = request.services;
        // The gate first: no byte is stored for a closed event or without the PIN.
        const event = await publicReads.openEvent(request.params.slug, guestOf(request));
        // Refused here, before a byte is sent: a video where the event takes photos only, and a length
        // over what its type may have (a photo's 25 MB unless the client says it sends a video).
        const { filename, filetype, albumId: chosenAlbum } = metadataOf(request);
        // The album (decision 053): one of this event's, or none unless the hosts require one.
        const albumId = await request.services.albums.albumForUpload(event, chosenAlbum);
        const isVideo = filetype.startsWith('video/');
        if (isVideo && !event.allowVideos) throw new UnsupportedMediaTypeError(photosOnlyMessage(filename));
        const declared = Number(request.headers['upload-length']);
        if (isVideo) uploads.assertVideoSizeAllowed(declared, filename);
        else if (declared > MAX_IMAGE_BYTES) throw new PayloadTooLargeError(tooLargeMessage(filename));
        // Room for the declared length now; an upload of undeclared length is checked when it ends.
        const sender = senderOf(request, event.id);
        await uploads.admitGuestPhoto(event, sender, Number.isSafeInteger(declared) ? declared : 0);
        const jar = rawCookieJarOf(request);
        const guestKeyHash = await jar.keep(event.id);
        const tableId = await request.services.tables.seatedTableId(event.id, tableSeatOfRequest(request));
        reply.raw.setHeader('set-cookie', jar.setCookies);
        return handOver(request, reply, { event, guestKeyHash, tableId, albumId, services: request.services });
      },
    });

    scope.route<{ Params: { slug: string; id: string } }>({
      method: ['HEAD', 'PATCH', 'DELETE'],
      url: `${TUS_PATH}/:id`,
      compress: false,
      exposeHeadRoute: false,
      handler: async (request, reply) => {
        const event = await request.services.publicReads.openEvent(request.params.slug, guestOf(request));
        const { id } = request.params;
        const upload = isResumableUploadId(id) ? await store.getUpload(id).catch(() => null) : null;
        const guestKeyHash = cookiesOf(request).hashFor(event.id);
        // Another event's upload, another browser's, or none: all the same to the caller.
        if (
          !upload ||
          guestKeyHash === null ||
          upload.metadata?.eventId !== String(event.id) ||
          upload.metadata.guestKeyHash !== guestKeyHash
        ) {
          throw new NotFoundError(UPLOAD_NOT_FOUND);
        }
        return handOver(request, reply, { event, guestKeyHash, services: request.services });
      },
    });
    done();
  });

  /** Gives an admitted request to @tus/server, with the headers our hooks put on the reply so far. */
  async function handOver(request: FastifyRequest, reply: FastifyReply, admission: Admitted): Promise<void> {
    admitted.set(request.raw, admission);
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) reply.raw.setHeader(name, value);
    }
    reply.raw.setHeader('cache-control', 'no-store');
    // Refusals carry `{message}` like every REST answer (@tus/server sets no type of its own).
    reply.raw.setHeader('content-type', 'application/json; charset=utf-8');
    reply.hijack();
    try {
      await tus.handle(request.raw, reply.raw);
    } catch (error) {
      request.log.error({ err: error }, 'resumable upload failed');
      if (!reply.raw.headersSent) reply.raw.writeHead(500, { 'content-type': 'application/json; charset=utf-8' });
      const locale = callerLocaleOf(request.headers['accept-language'], request.headers.cookie);
      reply.raw.end(reply.raw.headersSent ? undefined : messageJson(GENERIC, locale, 'INTERNAL_SERVER_ERROR'));
    }
  }
}

/**
 * The file's name (for messages), declared type (lower case, '' when none) and chosen album ('' when none)
 * from Upload-Metadata.
 */
function metadataOf(request: FastifyRequest): { filename: FileNamed; filetype: string; albumId: string } {
  const header = request.headers['upload-metadata'];
  const pairs = typeof header === 'string' ? header.split(',').map((item) => item.trim().split(' ')) : [];
  const valueOf = (name: string) => {
    const encoded = pairs.find(([key]) => key === name)?.[1];
    return encoded ? Buffer.from(encoded, 'base64').toString('utf8') : '';
  };
  const filename = valueOf('filename');
  return {
    filename: filename ? cleanFilename(filename) : THIS_FILE,
    filetype: valueOf('filetype').toLowerCase(),
    albumId: valueOf('albumId').trim(),
  };
}

/** The table (or album) an upload's metadata names (set at creation by the server); none when empty. */
function tableIdOf(value: string | null | undefined): number | null {
  return value && /^\d{1,10}$/.test(value) ? Number(value) : null;
}

/** A refusal's body, as the error handler writes one: the message in the caller's language, and its code. */
function messageJson(words: Message | string, locale: LoadableLocale, code: string): string {
  return JSON.stringify({ message: typeof words === 'string' ? words : render(locale, words), code });
}

/**
 * @tus/server's refusals (plain protocol text) in words a guest can act on. `maxSize`: the largest file the
 * event takes; past it is a video too large (photos are cut off at 25 MB by the store before), or any file
 * too large where the event takes photos only.
 */
function tusMessage(status: number, body: string, maxSize: number): Message | string {
  switch (status) {
    case 409:
      return message('uploads.outOfStep');
    case 410:
    case 404:
      return UPLOAD_NOT_FOUND;
    case 413:
      if (body.startsWith("upload's size exceeded")) return message('uploads.moreBytesThanLeft');
      return maxSize > MAX_IMAGE_BYTES ? videoTooLargeMessage(THIS_FILE, maxSize) : tooLargeMessage(THIS_FILE);
    default:
      // @tus/server's own protocol words, for the developer of a tus client.
      return body.trim() || message('uploads.requestNotValid');
  }
}
