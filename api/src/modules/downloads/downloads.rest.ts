import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ALBUM_NOT_FOUND, NO_ALBUM } from '../../../../common/albums.ts';
import { parseRowId } from '../../../../common/row-id.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { ZipAlbum } from './downloads.service.ts';
import { actorOf, eventIdOf } from '../../http/host-request.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { accountLocale } from '../../i18n/account-locale.ts';

type IdParams = { Params: { id: string } };
type ZipParams = IdParams & { Querystring: { albumId?: string } };

/** `?albumId=` (decision 053): one album's photos, `none` for those in no album; absent: all, in folders. */
function zipAlbumOf(request: FastifyRequest<ZipParams>): ZipAlbum | undefined {
  const raw = request.query.albumId;
  if (raw === undefined || raw === '') return undefined;
  if (raw === NO_ALBUM) return NO_ALBUM;
  const id = parseRowId(raw);
  if (id === null) throw new NotFoundError(ALBUM_NOT_FOUND);
  return id;
}

/** Host downloads under /api/auth/events/{id}: started as native browser downloads, never client-side blobs. */
export function registerDownloadRoutes(app: FastifyInstance): void {
  // HEAD is answered on its own (not by Fastify's HEAD twin of the GET, which would build the whole
  // archive, read every original and throw it away): the web app's check before a download (DownloadAllLink).
  app.head<ZipParams>('/api/auth/events/:id/download.zip', async (request, reply) => {
    const actor = await actorOf(request);
    const { filename } = await request.services.downloads.checkZip(
      actor,
      eventIdOf(request),
      accountLocale(request, actor.user),
      zipAlbumOf(request),
    );
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', contentDisposition(filename))
      .header('cache-control', 'no-store')
      .send();
  });

  app.get<ZipParams>('/api/auth/events/:id/download.zip', async (request, reply) => {
    const actor = await actorOf(request);
    const download = await request.services.downloads.prepareZip(
      actor,
      eventIdOf(request),
      accountLocale(request, actor.user),
      zipAlbumOf(request),
    );
    const zip = request.services.downloads.streamZip(download.entries);
    // The browser left (or the connection broke) before the end: stop reading storage at once.
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) zip.abort();
    });
    void zip.done.then(({ written, skipped, aborted }) => {
      if (skipped > 0 || aborted) request.log.info({ written, skipped, aborted }, 'ZIP download ended');
    });
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', contentDisposition(download.filename))
      .header('cache-control', 'no-store')
      .send(zip.stream);
  });

  app.get<IdParams>('/api/auth/events/:id/rsvps.csv', async (request, reply) => {
    const actor = await actorOf(request);
    const csv = await request.services.downloads.rsvpsCsv(
      actor,
      eventIdOf(request),
      accountLocale(request, actor.user),
    );
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(csv.filename))
      .header('cache-control', 'no-store')
      .send(csv.body);
  });
}
