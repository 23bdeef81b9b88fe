import type { FastifyInstance } from 'fastify';
import { parseRowId } from '../../../../common/row-id.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { guestAccessOf } from '../../http/guest-access.ts';
import { cookieJarOf, cookiesOf } from '../../http/guest-key-cookie.ts';
import { actorOf, eventIdOf } from '../../http/host-request.ts';
import { guestbookEntryWithPhotoJson, hostGuestbookEntryJson, ownGuestbookEntryJson } from './guestbook-json.ts';
import { accountLocale } from '../../i18n/account-locale.ts';
import { translate } from '../../i18n/messages.ts';
import { callerLocale } from '../../i18n/request-locale.ts';

type PageQuery = { limit?: string; cursor?: string; status?: string };

/** `?limit=`: 1 to 100 (20 when absent or not a number). */
function limitOf(query: PageQuery): number | undefined {
  return query.limit && /^\d{1,3}$/.test(query.limit) ? Number(query.limit) : undefined;
}

/** The guestbook (issue 33, decision 057): guests under /api/events/{slug}, hosts under /api/auth/events/{id}. */
export function registerGuestbookRoutes(app: FastifyInstance): void {
  // Guests: the gate of the guest page (PIN or device pass, active event); the guest key is who "mine" is.
  app.get<{ Params: { slug: string }; Querystring: PageQuery }>(
    '/api/events/:slug/guestbook',
    async (request, reply) => {
      const { event, entries, nextCursor, photos } = await request.services.guestbook.guestPage(
        request.params.slug,
        guestAccessOf(request, reply),
        cookiesOf(request),
        { cursor: request.query.cursor, limit: limitOf(request.query) },
      );
      const { sign } = request.services.guest.files.signerFor(event);
      return reply
        .header('cache-control', 'private, no-store')
        .send({ entries: entries.map((entry) => guestbookEntryWithPhotoJson(entry, photos, sign)), nextCursor });
    },
  );

  app.get<{ Params: { slug: string } }>('/api/events/:slug/guestbook/mine', async (request, reply) => {
    const entries = await request.services.guestbook.ownEntries(
      request.params.slug,
      guestAccessOf(request, reply),
      cookiesOf(request),
    );
    return reply.header('cache-control', 'private, no-store').send({ entries: entries.map(ownGuestbookEntryJson) });
  });

  app.post<{ Params: { slug: string } }>('/api/events/:slug/guestbook', async (request, reply) => {
    const entry = await request.services.guestbook.sign(
      request.params.slug,
      guestAccessOf(request, reply),
      cookieJarOf(request, reply),
      request.body,
    );
    return reply.status(201).send({
      entry: ownGuestbookEntryJson(entry),
      message:
        entry.status === 'APPROVED'
          ? translate(callerLocale(request), 'answers.guestbookThanks')
          : translate(callerLocale(request), 'guestbook.thanksPending'),
    });
  });

  app.delete<{ Params: { slug: string; id: string } }>('/api/events/:slug/guestbook/:id', async (request, reply) => {
    await request.services.guestbook.deleteOwn(
      request.params.slug,
      guestAccessOf(request, reply),
      cookiesOf(request),
      parseRowId(request.params.id) ?? Number.NaN,
    );
    return reply.status(204).send();
  });

  // Hosts: every status, moderation in bulk, and the spreadsheet.
  app.get<{ Params: { id: string }; Querystring: PageQuery }>(
    '/api/auth/events/:id/guestbook',
    async (request, reply) => {
      const { entries, nextCursor } = await request.services.guestbook.hostPage(
        await actorOf(request),
        eventIdOf(request),
        {
          status: request.query.status,
          cursor: request.query.cursor,
          limit: limitOf(request.query),
        },
      );
      return reply
        .header('cache-control', 'no-store')
        .send({ entries: entries.map(hostGuestbookEntryJson), nextCursor });
    },
  );

  app.post<{ Params: { id: string } }>('/api/auth/events/:id/guestbook/moderate', async (request, reply) => {
    const body = (request.body ?? {}) as { ids?: unknown; action?: unknown };
    const entries = await request.services.guestbook.moderate(
      await actorOf(request),
      body.ids,
      body.action,
      eventIdOf(request),
    );
    return reply.send({ entries: entries.map(hostGuestbookEntryJson) });
  });

  app.get<{ Params: { id: string } }>('/api/auth/events/:id/guestbook.csv', async (request, reply) => {
    const actor = await actorOf(request);
    const locale = accountLocale(request, actor.user);
    const csv = await request.services.downloads.guestbookCsv(actor, eventIdOf(request), locale);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition(csv.filename))
      .header('cache-control', 'no-store')
      .send(csv.body);
  });
}
