import type { FastifyInstance, FastifyRequest } from 'fastify';
import { ALBUM_NOT_FOUND, NO_ALBUM } from '../../../../common/albums.ts';
import { parseRowId } from '../../../../common/row-id.ts';
import { actorOf, eventIdOf, idParamOf } from '../../http/host-request.ts';
import { guestAccessOf } from '../../http/guest-access.ts';
import { cookiesOf } from '../../http/guest-key-cookie.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { albumJson } from './album-fields.ts';

type IdParams = { Params: { id: string } };
type AlbumParams = { Params: { id: string; albumId: string } };

/**
 * An event's albums under /api/auth (decision 053), thin over AlbumsService like GraphQL, and the albums
 * guests see under the guest gate. `POST …/albums/none/photos` moves photos out of every album.
 */
export function registerAlbumRoutes(app: FastifyInstance): void {
  const albumIdOf = (request: FastifyRequest<AlbumParams>) => idParamOf(request, ALBUM_NOT_FOUND, 'albumId');

  app.get<IdParams>('/api/auth/events/:id/albums', async (request) => {
    const { event, albums } = await request.services.albums.list(await actorOf(request), eventIdOf(request));
    const counts = await request.services.albums.photoCounts(event.id);
    return { albums: albums.map((album) => albumJson(album, counts.get(album.id) ?? 0)) };
  });

  app.post<IdParams & { Body: { name?: unknown } }>('/api/auth/events/:id/albums', async (request, reply) => {
    const { album } = await request.services.albums.create(
      await actorOf(request),
      eventIdOf(request),
      request.body?.name,
    );
    return reply.status(201).send({ success: true, album: albumJson(album, 0) });
  });

  app.patch<AlbumParams & { Body: { name?: unknown; position?: unknown } }>(
    '/api/auth/events/:id/albums/:albumId',
    async (request) => {
      const album = await request.services.albums.update(
        await actorOf(request),
        albumIdOf(request),
        request.body ?? {},
        eventIdOf(request),
      );
      const counts = await request.services.albums.photoCounts(album.eventId);
      return { success: true, album: albumJson(album, counts.get(album.id) ?? 0) };
    },
  );

  app.delete<AlbumParams>('/api/auth/events/:id/albums/:albumId', async (request) => {
    await request.services.albums.delete(await actorOf(request), albumIdOf(request), eventIdOf(request));
    return { success: true };
  });

  // Bulk move: `{ids}` of the event's photos into the album, or into none with the album `none`.
  app.post<AlbumParams & { Body: { ids?: unknown } }>(
    '/api/auth/events/:id/albums/:albumId/photos',
    async (request) => {
      const raw = request.params.albumId;
      const albumId = raw === NO_ALBUM ? null : parseRowId(raw);
      if (raw !== NO_ALBUM && albumId === null) throw new NotFoundError(ALBUM_NOT_FOUND);
      const { ids } = await request.services.albums.movePhotos(
        await actorOf(request),
        eventIdOf(request),
        albumId,
        request.body?.ids,
      );
      return { success: true, moved: ids.length, ids };
    },
  );

  // The albums guests see as tabs, behind the same gate as the gallery.
  app.get<{ Params: { slug: string } }>('/api/events/:slug/albums', async (request, reply) => {
    const event = await request.services.publicReads.openEvent(request.params.slug, guestAccessOf(request, reply));
    // Counts as this guest sees the gallery (decision 052): their browser's key matters in OWN mode.
    const guestKeyHash = cookiesOf(request).hashFor(event.id);
    const albums = await request.services.albums.guestAlbums(event, guestKeyHash);
    return reply.header('cache-control', 'private, no-store').send({
      albums,
      hasHighlights: await request.services.favourites.hasHighlights(event, guestKeyHash),
    });
  });

  // Host favourites: `{favourite: true}` stars a photo, `false` takes the star off.
  app.post<IdParams & { Body: { favourite?: unknown } }>('/api/auth/uploads/:id/favourite', async (request) => {
    const upload = await request.services.favourites.setFavourite(
      await actorOf(request),
      idParamOf(request, 'Photo not found'),
      request.body?.favourite,
    );
    return { success: true, id: upload.id, favourite: upload.favouritedAt !== null, favouritedAt: upload.favouritedAt };
  });
}
