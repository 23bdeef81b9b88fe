import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../lib/errors.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { guestAccessOf } from '../../http/guest-access.ts';
import { cookiesOf } from '../../http/guest-key-cookie.ts';
import { parseFileKey } from '../../storage/file-keys.ts';

const FILE_CACHE_SECONDS = 300;

/**
 * GET /api/uploads/{key}: stored images, each behind the rules of its event (covers, photo copies,
 * originals). Keys are random, so a file never changes under its name.
 */
export function registerFileRoutes(app: FastifyInstance): void {
  app.get<{ Params: { '*': string }; Querystring: { pin?: string; access?: string; download?: string } }>(
    '/api/uploads/*',
    async (request, reply) => {
      const key = request.params['*'];
      const viewer = await request.viewer();
      const access = request.query.access;
      // Whether the viewer is a member is the file's rules' to decide (members see more than guests).
      const guest = { ...guestAccessOf(request), fileToken: typeof access === 'string' ? access : undefined };
      const kind = parseFileKey(key)?.kind;
      let file;
      if (kind === 'cover') {
        const cover = await request.services.covers.open(key, viewer, guest);
        file = { ...cover, downloadName: key.slice(key.lastIndexOf('/') + 1) };
      } else if (kind === 'photo') {
        file = await request.services.uploads.openPhotoFile(key, viewer, { ...guest, cookies: cookiesOf(request) });
      } else {
        throw new NotFoundError('File not found');
      }
      const disposition = request.query.download ? 'attachment' : 'inline';
      return (
        reply
          .header('content-type', file.stat.contentType)
          .header('content-length', String(file.stat.bytes))
          .header('content-disposition', contentDisposition(file.downloadName, disposition))
          .header('x-content-type-options', 'nosniff')
          // Private and short: a photo taken down, or an event switched off or deleted, must not stay
          // readable from a shared cache (or this browser's) long after.
          .header('cache-control', `private, max-age=${FILE_CACHE_SECONDS}`)
          .send(file.stream)
      );
    },
  );
}
