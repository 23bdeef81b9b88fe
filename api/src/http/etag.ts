import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Sends `body` with its validator, or 304 Not Modified when the caller already holds it. Only for
 * answers the caller was just allowed to read: the gate has run before this.
 */
export function sendWithEtag<T>(request: FastifyRequest, reply: FastifyReply, etag: string | null, body: T) {
  if (etag === null) return reply.send(body);
  reply.header('etag', etag);
  if (holds(request.headers['if-none-match'], etag)) return reply.code(304).send();
  return reply.send(body);
}

/** If-None-Match compares weakly: `W/"x"` matches `"x"`; a list matches when one of its tags does. */
function holds(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
