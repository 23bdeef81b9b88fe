import type { FastifyRequest } from 'fastify';
import { NotFoundError, UnauthenticatedError } from '../lib/errors.ts';
import type { User } from '../generated/prisma/client.ts';

/** The signed-in host behind a request, for authorization and the audit log; 401 without a session. */
export async function actorOf(request: FastifyRequest): Promise<{ user: User; ip: string }> {
  const user = await request.viewer();
  if (!user) throw new UnauthenticatedError();
  return { user, ip: request.ip };
}

/** Event ids in paths are positive integers; anything else is simply not found. */
export function eventIdOf(request: FastifyRequest): number {
  return idParamOf(request, 'Event not found');
}

/** A numeric id of the path (`:id` unless named); anything but a positive integer is simply not found. */
export function idParamOf(request: FastifyRequest, notFound: string, name = 'id'): number {
  const id = (request.params as Record<string, string | undefined>)[name];
  if (!id || !/^\d{1,9}$/.test(id) || Number(id) === 0) throw new NotFoundError(notFound);
  return Number(id);
}
