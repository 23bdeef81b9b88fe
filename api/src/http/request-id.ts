import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What a proxy's id may look like: it goes into every log line of the request, so nothing else. */
const PROXY_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's `genReqId`: the id a trusted proxy gave the request (so its logs and ours line up), else a
 * new UUID. An id from anyone else is ignored: a client could otherwise plant ids in our logs.
 */
export function requestIdGenerator(fromTrustedProxy: (request: IncomingMessage) => boolean) {
  return (request: IncomingMessage): string => {
    const given = request.headers[REQUEST_ID_HEADER];
    if (typeof given === 'string' && PROXY_REQUEST_ID.test(given) && fromTrustedProxy(request)) return given;
    return randomUUID();
  };
}

/** Every answer names its request, so a user's report ("it failed at 21:04") can be found in the logs. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    done();
  });
}
