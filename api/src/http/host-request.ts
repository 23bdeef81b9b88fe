import { message } from '../i18n/messages.ts';
import type { FastifyRequest } from 'fastify';
import { parseRowId } from '../../../common/row-id.ts';
import { NotFoundError, UnauthenticatedError, type ErrorWords } from '../lib/errors.ts';
import type { User } from '../generated/prisma/client.ts';

/** The signed-in host behind a request, for authorization and the audit log; 401 without a session. */
export async function actorOf(request: FastifyRequest): Promise<{ user: User; ip: string }> {
  const user = await request.viewer();
  if (!user) throw new UnauthenticatedError();
  return { user, ip: request.ip };
}

/** Event ids in paths are positive integers; anything else is simply not found. */
export function eventIdOf(request: FastifyRequest): number {
  return idParamOf(request, message('gate.eventNotFound'));
}

/** A numeric id of the path (`:id` unless named); anything but a positive integer is simply not found. */
export function idParamOf(request: FastifyRequest, notFound: ErrorWords, name = 'id'): number {
  const id = (request.params as Record<string, string | undefined>)[name];
  const rowId = parseRowId(id);
  if (rowId === null) throw new NotFoundError(notFound);
  return rowId;
}
