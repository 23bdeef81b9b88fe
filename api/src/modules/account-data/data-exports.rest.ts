import type { FastifyInstance } from 'fastify';
import { actorOf, idParamOf } from '../../http/host-request.ts';
import { contentDisposition } from '../../http/content-disposition.ts';
import { dataExportJson, EXPORT_NOT_FOUND } from './data-exports.service.ts';

/** "Download my data" (issue 32): ask for an archive, list them, download a ready one. Own account only. */
export function registerDataExportRoutes(app: FastifyInstance): void {
  app.post('/api/auth/data-exports', async (request, reply) => {
    const row = await request.services.dataExports.requestExport(await actorOf(request));
    // Accepted: it is built in the background, and mailed when ready.
    return reply.status(202).send({ dataExport: dataExportJson(row) });
  });

  app.get('/api/auth/data-exports', async (request, reply) => {
    const { user } = await actorOf(request);
    const rows = await request.services.dataExports.listOwn(user.id);
    reply.header('cache-control', 'no-store');
    return { dataExports: rows.map(dataExportJson) };
  });

  app.get('/api/auth/data-exports/:id/download', async (request, reply) => {
    const { user } = await actorOf(request);
    const download = await request.services.dataExports.openDownload(user, idParamOf(request, EXPORT_NOT_FOUND));
    // The browser left before the end: stop reading storage at once.
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) download.stream.destroy();
    });
    return reply
      .header('content-type', 'application/zip')
      .header('content-length', String(download.bytes))
      .header('content-disposition', contentDisposition(download.filename))
      .header('cache-control', 'no-store')
      .send(download.stream);
  });
}
