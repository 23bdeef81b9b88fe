import type { FastifyInstance } from 'fastify';
import { parseRowId } from '../../../../common/row-id.ts';
import { guestAccessOf } from '../../http/guest-access.ts';
import { cookieJarOf } from '../../http/guest-key-cookie.ts';
import { actorOf, eventIdOf } from '../../http/host-request.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { accountLocale } from '../../i18n/account-locale.ts';

type ReactionParams = { Params: { slug: string; photoId: string } };
type IdParams = { Params: { id: string } };

/** Guests' hearts (issue 33) and the hosts' most-loved ZIP. */
export function registerReactionRoutes(app: FastifyInstance): void {
  // The guest gate as the gallery's (PIN as `pin` or X-Event-Pin, device passes); the guest key cookie is
  // who tapped, issued on the first tap like an upload's.
  app.post<ReactionParams>('/api/events/:slug/photos/:photoId/reactions', async (request, reply) => {
    const { reacted, count } = await request.services.reactions.toggle(
      request.params.slug,
      guestAccessOf(request, reply),
      cookieJarOf(request, reply),
      parseRowId(request.params.photoId) ?? Number.NaN,
    );
    return reply.header('cache-control', 'no-store').send({ reacted, count });
  });

  // HEAD on its own, as download.zip's: the web app's check before it hands the download to the browser.
  app.head<IdParams>('/api/auth/events/:id/download/most-loved.zip', async (request, reply) => {
    const actor = await actorOf(request);
    const { filename } = await request.services.mostLoved.check(
      actor,
      eventIdOf(request),
      accountLocale(request, actor.user),
    );
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', contentDisposition(filename))
      .header('cache-control', 'no-store')
      .send();
  });

  app.get<IdParams>('/api/auth/events/:id/download/most-loved.zip', async (request, reply) => {
    const actor = await actorOf(request);
    const download = await request.services.mostLoved.prepare(
      actor,
      eventIdOf(request),
      accountLocale(request, actor.user),
    );
    const zip = request.services.downloads.streamZip(download.entries);
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) zip.abort();
    });
    return reply
      .header('content-type', 'application/zip')
      .header('content-disposition', contentDisposition(download.filename))
      .header('cache-control', 'no-store')
      .send(zip.stream);
  });
}
