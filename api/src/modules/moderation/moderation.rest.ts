import type { FastifyInstance } from 'fastify';
import { actorOf, eventIdOf } from '../../http/host-request.ts';
import { unsigned } from '../../lib/entity-facts.ts';
import { galleryPhotoJson } from '../uploads/photo-json.ts';
import { translate } from '../../i18n/messages.ts';
import { callerLocale } from '../../i18n/request-locale.ts';
import type { PhotoFilterQuery, PhotoPageQuery } from './photo-query.ts';

type Body = { action?: unknown; ids?: unknown };

/** SPEC §7 POST /api/auth/uploads/{id}/approve {action}, and the bulk call of ARCHITECTURE. */
export function registerModerationRoutes(app: FastifyInstance): void {
  app.post<{ Params: { id: string }; Body: Body }>('/api/auth/uploads/:id/approve', async (request) => {
    const uploads = await request.services.moderation.moderate(
      await actorOf(request),
      [request.params.id],
      request.body?.action,
    );
    return { success: true, upload: galleryPhotoJson(uploads[0]!, true, unsigned, callerLocale(request)) };
  });

  // SPEC §7 GET /api/auth/events/{id}/uploads: every photo, any status, for the event's hosts
  // (`rsvpId`: only the photos of the guest who sent that RSVP; `tableId`: of that table, decision 046;
  // `mediaType`: PHOTO or VIDEO only, issue 30; `albumId`: of that album, `none` for none, and
  // `favourite=true`: starred only, decision 053).
  app.get<{ Querystring: PhotoFilterQuery & PhotoPageQuery }>('/api/auth/events/:id/uploads', async (request) => {
    const actor = await actorOf(request);
    const page = await request.services.moderation.listPhotos(actor, eventIdOf(request), request.query);
    return {
      uploads: page.uploads.map((upload) => galleryPhotoJson(upload, true, unsigned, callerLocale(request))),
      nextCursor: page.nextCursor,
    };
  });

  // A FAILED photo or video processed again (a video whose conversion failed keeps its original for this).
  app.post<{ Params: { id: string; uploadId: string } }>(
    '/api/auth/events/:id/uploads/:uploadId/retry',
    async (request) => {
      const upload = await request.services.uploadProcessing.retry(
        await actorOf(request),
        request.params.uploadId,
        eventIdOf(request),
      );
      return { success: true, upload: galleryPhotoJson(upload, true, unsigned, callerLocale(request)) };
    },
  );

  app.delete<{ Params: { id: string } }>('/api/auth/uploads/:id', async (request) => {
    const ids = await request.services.moderation.deleteFailed(await actorOf(request), [request.params.id]);
    return { success: true, deletedIds: ids };
  });

  app.post<{ Body: Body }>('/api/auth/uploads/bulk', async (request) => {
    const uploads = await request.services.moderation.moderate(
      await actorOf(request),
      request.body?.ids,
      request.body?.action,
    );
    const count = uploads.length;
    const locale = callerLocale(request);
    // One message per status: the verb is part of each language's sentence, never pasted in.
    const done = {
      APPROVED: () => translate(locale, 'moderation.approved', { count }),
      REJECTED: () => translate(locale, 'moderation.rejected', { count }),
      PENDING: () => translate(locale, 'moderation.pending', { count }),
    }[uploads[0]!.status];
    return {
      success: true,
      message: done(),
      uploads: uploads.map((upload) => galleryPhotoJson(upload, true, unsigned, locale)),
    };
  });
}
