import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';
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
  lingerAfterRefusedBodies(app.server, isStopping);
}

/** How long a lingering connection may stay quiet before it is closed: the client has stopped sending. */
export const LINGER_QUIET_MS = 2_000;
/** The most a lingering connection is kept, however steadily the client goes on sending. */
export const LINGER_MAX_MS = 30_000;
const LINGER_POLL_MS = 250;

/**
 * Closes a connection whose answer refused a body still arriving the way nginx and Apache do ("lingering
 * close"): the answer goes out with a FIN, then the server reads on and drops what the client still sends,
 * until the client stops (its FIN, or LINGER_QUIET_MS of silence) or LINGER_MAX_MS pass. Closing at once
 * would leave the client's bytes unread, and the kernel answers bytes sent to a closed socket with a
 * reset, which may throw away our answer before the client read it: a phone mid-upload saw "connection
 * reset" instead of the reason its file was refused.
 *
 * Node ends a `Connection: close` socket through `destroySoon()` once the answer is written, for answers
 * written by Fastify and past it (@tus/server) alike, so that is where the linger starts.
 */
function lingerAfterRefusedBodies(server: Server, isStopping: () => boolean): void {
  const lastRequest = new WeakMap<Socket, IncomingMessage>();
  server.on('request', (request: IncomingMessage) => lastRequest.set(request.socket, request));
  server.on('connection', (socket: Socket) => {
    const destroySoon = socket.destroySoon.bind(socket);
    socket.destroySoon = () => {
      const request = lastRequest.get(socket);
      // A stopping server does not wait for clients (shutdown has its own grace period).
      if (!request || isStopping() || !bodyStillArriving(request)) return destroySoon();
      linger(socket, request);
    };
  });
}

function linger(socket: Socket, request: IncomingMessage): void {
  // The answer is written; the FIN follows it. Node's HTTP parser goes on reading the connection, and the
  // request (dumped by Node, or let go of below) drops the bytes.
  socket.end();
  // Whatever still read the body (a multipart parser, @tus/server's stream) has given up on it: drop what
  // comes, as Node does for a body nobody read (IncomingMessage._dump).
  request.unpipe();
  request.removeAllListeners('data');
  request.resume();
  // A reader that gave up may have left the connection paused; Node's parser reads again once resumed.
  socket.resume();
  const started = Date.now();
  let bytesRead = socket.bytesRead;
  let quietSince = started;
  // Polled, not a 'data' listener: one would take the connection off the parser's native reading.
  const check = setInterval(() => {
    const now = Date.now();
    if (socket.bytesRead !== bytesRead) {
      bytesRead = socket.bytesRead;
      quietSince = now;
    }
    if (now - quietSince >= LINGER_QUIET_MS || now - started >= LINGER_MAX_MS) socket.destroy();
  }, LINGER_POLL_MS);
  socket.once('end', () => socket.destroy());
  socket.once('close', () => clearInterval(check));
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
