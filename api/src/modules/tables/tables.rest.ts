import type { FastifyInstance, FastifyRequest } from 'fastify';
import { actorOf, eventIdOf, idParamOf } from '../../http/host-request.ts';
import type { Event, EventTable } from '../../generated/prisma/client.ts';
import { tableJson } from './table-fields.ts';
import { TABLE_NOT_FOUND } from './tables.service.ts';

type IdParams = { Params: { id: string } };
type TableParams = { Params: { id: string; tableId: string } };

/** An event's tables under /api/auth (decision 046), thin over TablesService like GraphQL. */
export function registerTableRoutes(app: FastifyInstance, publicUrl: string | undefined): void {
  /** The tables of `event` as REST answers them, their card links on PUBLIC_URL or this server. */
  const answer = (request: FastifyRequest, event: Event, tables: EventTable[]) => {
    const origin = publicUrl ?? `${request.protocol}://${request.host}`;
    return tables.map((table) => tableJson(table, request.services.tables.cardLink(event, table.code, origin)));
  };

  app.get<IdParams>('/api/auth/events/:id/tables', async (request) => {
    const { event, tables } = await request.services.tables.list(await actorOf(request), eventIdOf(request));
    return { tables: answer(request, event, tables) };
  });

  app.post<IdParams & { Body: { names?: unknown } }>('/api/auth/events/:id/tables', async (request, reply) => {
    const { event, tables } = await request.services.tables.create(
      await actorOf(request),
      eventIdOf(request),
      request.body?.names,
    );
    return reply.status(201).send({ success: true, tables: answer(request, event, tables) });
  });

  app.patch<TableParams & { Body: { name?: unknown } }>('/api/auth/events/:id/tables/:tableId', async (request) => {
    const { event, table } = await request.services.tables.rename(
      await actorOf(request),
      idParamOf(request, TABLE_NOT_FOUND, 'tableId'),
      request.body?.name,
      eventIdOf(request),
    );
    return { success: true, table: answer(request, event, [table])[0] };
  });

  app.delete<TableParams>('/api/auth/events/:id/tables/:tableId', async (request) => {
    await request.services.tables.delete(
      await actorOf(request),
      idParamOf(request, TABLE_NOT_FOUND, 'tableId'),
      eventIdOf(request),
    );
    return { success: true };
  });
}
