import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

/**
 * When an answer closes its keep-alive connection (`Connection: close`; Node then ends the socket once the
 * answer is out):
 *
 * - The request's body has not all arrived. An upload refused after its first bytes (not a photo, too large,
 *   a link already used, a closed event) is answered while the client is still sending, and nobody reads the
 *   rest: the client's next request on that connection would wait behind it, never answered (issue 28).
 *   Closing ends both the wait and our reading of a body we refused. Answers written past Fastify
 *   (reply.hijack(): @tus/server) decide for themselves; @tus/server closes after its refusals.
 * - The app is stopping, so close() does not wait for idle keep-alive clients.
 */
export function registerConnectionClose(app: FastifyInstance, isStopping: () => boolean): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (isStopping() || bodyStillArriving(request.raw)) reply.header('connection', 'close');
    done(null, payload);
  });
}

/**
 * Whether the request carries a body that has not all been received. Node announces a request once its headers
 * are in, so `complete` is false then even without a body (a GET answered at once): only a declared body counts.
 * Injected requests (tests) have no connection and no `complete`.
 */
function bodyStillArriving(request: IncomingMessage): boolean {
  if (request.complete !== false) return false;
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}
