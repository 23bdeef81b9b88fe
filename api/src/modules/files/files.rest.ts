import { message } from '../../i18n/messages.ts';
import type { FastifyInstance } from 'fastify';
import { NotFoundError } from '../../lib/errors.ts';
import { guestAccessOf } from '../../http/guest-access.ts';
import { cookiesOf } from '../../http/guest-key-cookie.ts';
import { parseFileKey } from '../../storage/file-keys.ts';
import type { FileToServe } from '../../storage/file-to-serve.ts';
import type { StorageDriver } from '../../storage/storage.ts';
import { sendStoredFile } from './send-stored-file.ts';

/**
 * GET and HEAD /api/uploads/{key}: stored files, each behind the rules of its event (covers, photo copies,
 * originals), served with byte ranges for players (decision 049). Keys are random, so a file never changes
 * under its name.
 */
export function registerFileRoutes(app: FastifyInstance, storage: StorageDriver): void {
  app.route<{ Params: { '*': string }; Querystring: { pin?: string; access?: string; download?: string } }>({
    // HEAD of its own: Fastify's automatic one would read the whole file and drop it.
    method: ['GET', 'HEAD'],
    url: '/api/uploads/*',
    async handler(request, reply) {
      const key = request.params['*'];
      const viewer = await request.viewer();
      const access = request.query.access;
      // Whether the viewer is a member is the file's rules' to decide (members see more than guests).
      const guest = { ...guestAccessOf(request), fileToken: typeof access === 'string' ? access : undefined };
      const kind = parseFileKey(key)?.kind;
      // The rules run first, whatever the request asks of the file (a range, a revalidation, HEAD).
      let file: FileToServe;
      if (kind === 'cover') {
        file = await request.services.covers.coverToServe(key, viewer, guest);
      } else if (kind === 'photo') {
        file = await request.services.uploads.photoFileToServe(key, viewer, { ...guest, cookies: cookiesOf(request) });
      } else {
        throw new NotFoundError(message('uploads.fileNotFound'));
      }
      return sendStoredFile(request, reply, storage, file);
    },
  });
}
