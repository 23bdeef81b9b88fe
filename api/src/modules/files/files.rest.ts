import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../errors.ts';
import { pinOf } from '../../http/guest-pin.ts';

/**
 * GET /api/uploads/{key}: stored images, each behind the rules of its event. Covers today; guest
 * photos join with the uploads module. Keys are random, so a file never changes under its name.
 */
export function registerFileRoutes(app: FastifyInstance): void {
  app.get<{ Params: { '*': string }; Querystring: { pin?: string; download?: string } }>(
    '/api/uploads/*',
    async (request, reply) => {
      const key = request.params['*'];
      if (!key.startsWith('events/')) throw new NotFoundError('File not found');
      const file = await request.services.events.openCover(key, await request.viewer(), {
        pin: pinOf(request),
        clientIp: request.ip,
      });
      const name = key.slice(key.lastIndexOf('/') + 1);
      return reply
        .header('content-type', file.stat.contentType)
        .header('content-length', String(file.stat.bytes))
        .header('content-disposition', `${request.query.download ? 'attachment' : 'inline'}; filename="${name}"`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', file.isPublic ? 'public, max-age=31536000, immutable' : 'private, max-age=3600')
        .send(file.stream);
    },
  );
}
