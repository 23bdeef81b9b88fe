import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { parseRowId } from '../../../../common/row-id.ts';
import { ValidationError } from '../../lib/errors.ts';
import { message } from '../../i18n/messages.ts';
import { callerLocale } from '../../i18n/request-locale.ts';
import type { UploadStatus } from '../../generated/prisma/client.ts';
import { ENCODES_ITS_OWN_ANSWERS, sendWithEtag } from '../../http/etag.ts';
import { guestAccessOf } from '../../http/guest-access.ts';
import { carriesCredentials } from '../../http/request-context.ts';
import type { GalleryRead } from '../guest/public-reads.service.ts';
import { cookieJarOf, cookiesOf, senderOf } from '../../http/guest-key-cookie.ts';
import { tableSeatOfRequest } from '../../http/table-seat-cookie.ts';
import { galleryPhotoJson, ownPhotoJson } from './photo-json.ts';
import { cleanUploaderName, type StoredPhoto } from './uploads.service.ts';
import { isFiltered } from '../../access/gallery-filter.ts';

type GalleryQuery = {
  status?: string;
  limit?: string;
  cursor?: string;
  pin?: string;
  /** One album's tab (decision 053); an id of no album of the event shows nothing. */
  albumId?: string;
  /** `true`: the hosts' starred photos only (decision 053). */
  highlights?: string;
};
const STATUSES = ['ALL', 'PENDING', 'APPROVED', 'REJECTED'] as const;

/** The `status` a gallery request asks for (any letter case); absent, the service's default (APPROVED). */
function galleryStatusOf(status: string | undefined): UploadStatus | 'ALL' | undefined {
  if (status === undefined || status === '') return undefined;
  const known = STATUSES.find((value) => value === status.toUpperCase());
  // english-by-design: the hosts' page sends a status it offers; only an integrator's code sends another.
  if (!known) throw new ValidationError('status must be one of ALL, PENDING, APPROVED or REJECTED.');
  return known;
}

function sendGalleryPage(request: FastifyRequest, reply: FastifyReply, page: GalleryRead) {
  // Hearts this browser put on the page's photos (issue 33). A caller without cookies has none: the hot
  // anonymous read stays without a wait.
  const guestKeyHash = request.headers.cookie === undefined ? null : cookiesOf(request).hashFor(page.event.id);
  if (guestKeyHash === null || page.uploads.length === 0) return sendGalleryJson(request, reply, page, NO_HEARTS);
  const ids = page.uploads.map((upload) => upload.id);
  return request.services.reactions
    .reactedAmong(page.event.id, guestKeyHash, ids)
    .then((reacted) => sendGalleryJson(request, reply, page, reacted));
}

const NO_HEARTS: ReadonlySet<number> = new Set();

function sendGalleryJson(
  request: FastifyRequest,
  reply: FastifyReply,
  page: GalleryRead,
  reacted: ReadonlySet<number>,
) {
  // Browsers keep it for themselves only and revalidate (ETag) before reusing it.
  reply.header('cache-control', page.etag ? 'private, no-cache' : 'private, no-store');
  // Hosts read a processing failure in their language: the validator varies by it too.
  const locale = callerLocale(request);
  const etag = page.isMember && page.etag ? `${page.etag.slice(0, -1)}.${locale}"` : page.etag;
  return sendWithEtag(request, reply, etagWithHearts(etag, reacted), () => {
    const { sign } = request.services.guest.files.signerFor(page.event);
    return {
      uploads: page.uploads.map((upload) => ({
        ...galleryPhotoJson(upload, page.isMember, sign, locale),
        viewerReacted: reacted.has(upload.id),
      })),
      nextCursor: page.nextCursor === null ? null : String(page.nextCursor),
    };
  });
}

/** The shared page's validator, varied by this browser's hearts (the counts are in the page's own). */
function etagWithHearts(etag: string | null, reacted: ReadonlySet<number>): string | null {
  if (etag === null || reacted.size === 0) return etag;
  const hearts = createHash('sha256')
    .update([...reacted].sort((a, b) => a - b).join(','))
    .digest('base64url')
    .slice(0, 12);
  return `${etag.slice(0, -1)}.${hearts}"`;
}

/** SPEC §7 guest gallery and direct uploads (PIN as query `pin` or header `X-Event-Pin`). */
export function registerUploadRoutes(app: FastifyInstance): void {
  app.get<{ Params: { slug: string }; Querystring: GalleryQuery }>(
    '/api/events/:slug/gallery',
    ENCODES_ITS_OWN_ANSWERS,
    (request, reply) => {
      const { limit, cursor } = request.query;
      const status = galleryStatusOf(request.query.status);
      const pageSize = limit && /^\d{1,3}$/.test(limit) ? Number(limit) : undefined;
      const { publicReads } = request.services;
      const { albumId } = request.query;
      const filter = {
        albumId: albumId === undefined || albumId === '' ? null : (parseRowId(albumId) ?? -1),
        highlights: request.query.highlights === 'true',
      };
      // The hot guest read: an anonymous caller's first page with everything in memory, answered without a wait.
      const ready =
        cursor === undefined && !carriesCredentials(request.headers) && !isFiltered(filter)
          ? publicReads.readyGalleryPage(request.params.slug, pageSize)
          : undefined;
      if (ready) return sendGalleryPage(request, reply, ready);
      return request
        .viewer()
        .then((viewer) =>
          publicReads.galleryPage(
            request.params.slug,
            guestAccessOf(request, reply),
            viewer?.id ?? null,
            { status, limit: pageSize, cursor: parseRowId(cursor) ?? undefined, filter },
            cookiesOf(request),
          ),
        )
        .then((page) => sendGalleryPage(request, reply, page));
    },
  );

  app.post<{
    Params: { slug: string };
    Body: { mimeType?: unknown; bytes?: unknown; originalFilename?: unknown; albumId?: unknown };
  }>('/api/events/:slug/uploads/presign', async (request) => {
    const event = await request.services.publicReads.openEvent(request.params.slug, guestOf(request));
    // Refused before a link is handed out (decision 053); the album is named again at complete.
    await request.services.albums.albumForUpload(event, request.body?.albumId);
    return request.services.uploads.prepareGuestUpload(event, senderOf(request, event.id), request.body ?? {});
  });

  app.post<{
    Params: { slug: string };
    Body: { storageKey?: unknown; originalFilename?: unknown; uploaderName?: unknown; albumId?: unknown };
  }>('/api/events/:slug/uploads/complete', async (request, reply) => {
    const event = await request.services.publicReads.openEvent(request.params.slug, guestOf(request));
    const albumId = await request.services.albums.albumForUpload(event, request.body?.albumId);
    const stored = await request.services.uploads.completeGuestUpload(event, request.body ?? {}, {
      guestKeyHash: await cookieJarOf(request, reply).keep(event.id),
      tableId: await request.services.tables.seatedTableId(event.id, tableSeatOfRequest(request)),
      albumId,
    });
    return reply.status(201).send(uploadedAnswer([stored]));
  });

  app.post<{ Params: { slug: string } }>('/api/events/:slug/uploads/direct', async (request, reply) => {
    if (!request.isMultipart()) {
      // english-by-design: a request of the wrong shape, which only an integrator's code sends.
      throw new ValidationError('Send the photos and videos as multipart/form-data in "files" fields.');
    }
    // The gate first: no byte of a file is read for a closed event or without the PIN.
    const event = await request.services.publicReads.openEvent(request.params.slug, guestOf(request));
    // The key the guest came with, before `keep` issues one (decision 064: uploads are limited per key).
    const sender = senderOf(request, event.id);
    const guestKeyHash = await cookieJarOf(request, reply).keep(event.id);
    const tableId = await request.services.tables.seatedTableId(event.id, tableSeatOfRequest(request));
    let uploaderName: string | null = null;
    // The album (decision 053) is a field before the files: undefined until one comes, checked at the first file.
    let albumField: unknown;
    let albumId: number | null | undefined;
    const stored: StoredPhoto[] = [];
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (part.fieldname === 'uploaderName' && typeof part.value === 'string') {
          uploaderName = cleanUploaderName(part.value);
        }
        if (part.fieldname === 'albumId') albumField = part.value;
        continue;
      }
      if (part.fieldname !== 'files') {
        part.file.resume();
        continue;
      }
      if (albumId === undefined) {
        try {
          albumId = await request.services.albums.albumForUpload(event, albumField);
        } catch (error) {
          part.file.resume();
          throw error;
        }
      }
      stored.push(
        await request.services.uploads.storeGuestPhoto(
          event,
          sender,
          { filename: part.filename, stream: part.file },
          { name: uploaderName, guestKeyHash, tableId, albumId },
        ),
      );
    }
    if (stored.length === 0) throw new ValidationError(message('uploads.choosePhoto'));
    return reply.status(201).send(uploadedAnswer(stored));
  });

  // My photos (decision 029): the photos this browser sent, and taking one back. Its guest key is the
  // only credential; the gate (PIN, active event) is the gallery's.
  app.get<{ Params: { slug: string } }>('/api/events/:slug/my-uploads', async (request, reply) => {
    const { event, uploads } = await request.services.uploads.guestOwnPhotos(
      request.params.slug,
      guestOf(request),
      cookiesOf(request),
    );
    const { sign } = request.services.guest.files.signerFor(event);
    return reply.header('cache-control', 'private, no-store').send({
      uploads: uploads.map((upload) => ownPhotoJson(upload, sign)),
    });
  });

  app.delete<{ Params: { slug: string; id: string } }>('/api/events/:slug/my-uploads/:id', async (request, reply) => {
    const { id } = request.params;
    await request.services.uploads.deleteGuestOwnPhoto(
      request.params.slug,
      guestOf(request),
      cookiesOf(request),
      parseRowId(id) ?? Number.NaN,
    );
    return reply.status(204).send();
  });
}

/**
 * What a guest's upload request answers (direct, presigned, and a resumable upload's last PATCH). A video
 * is PROCESSING until its web copy is made, with its length known from the start.
 */
export function uploadedAnswer(stored: readonly StoredPhoto[]) {
  return {
    success: true,
    message: uploadedMessage(stored),
    uploads: stored.map(({ upload, duplicate }) => ({
      id: upload.id,
      originalFilename: upload.originalFilename,
      status: upload.status,
      duplicate,
      mediaType: upload.mediaType,
      processingState: upload.processingState,
      durationSeconds: upload.durationSeconds,
    })),
  };
}

/** SPEC §7's '2 photo(s) uploaded'; with videos '1 photo(s) and 1 video(s) uploaded'. */
function uploadedMessage(stored: readonly StoredPhoto[]): string {
  const videos = stored.filter(({ upload }) => upload.mediaType === 'VIDEO').length;
  const photos = stored.length - videos;
  if (videos === 0) return `${photos} photo(s) uploaded`;
  return photos === 0 ? `${videos} video(s) uploaded` : `${photos} photo(s) and ${videos} video(s) uploaded`;
}

/** The caller as the guest gate judges it (PIN, device pass, hosts pass); read only: uploads set no pass. */
export function guestOf(request: FastifyRequest) {
  return guestAccessOf(request);
}
