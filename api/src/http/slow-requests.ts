import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/**
 * How long a client may take. Node already bounds the headers (60 s, slowloris); these bound the rest, so
 * a client dripping a body cannot hold a socket and a spool file open forever. Generous for a phone on
 * crowded venue Wi-Fi: a 25 MB photo at 16 KB/s still arrives in the 10 minutes.
 */
export interface HttpTimeouts {
  /** A socket on which nothing moves for this long is closed (keep-alive, stalled uploads and downloads). */
  idleMs: number;
  /** A whole request (headers and body) must arrive within this time (Node answers 408). */
  requestMs: number;
  /** While a body is arriving, at least this many bytes must come in every `bodyWindowMs`… */
  minBodyBytes: number;
  bodyWindowMs: number;
}

export const DEFAULT_HTTP_TIMEOUTS: HttpTimeouts = {
  idleMs: 60_000,
  requestMs: 10 * 60_000,
  minBodyBytes: 16 * 1024,
  bodyWindowMs: 30_000,
};

export const SLOW_BODY_MESSAGE =
  'The upload was too slow and has been stopped. Please try again on a better connection.';

/**
 * Ends requests whose body arrives slower than the minimum rate with a 408 and closes their socket; the
 * handler reading the body sees it abort and removes what it spooled. A body the server itself is not
 * reading yet (a photo waiting for the previous one to be processed) is never counted against the client.
 */
export function registerMinimumBodyRate(
  app: FastifyInstance,
  timeouts: Pick<HttpTimeouts, 'minBodyBytes' | 'bodyWindowMs'>,
  log: FastifyBaseLogger,
): void {
  app.addHook('onRequest', (request, _reply, done) => {
    const raw = request.raw;
    const hasBody = Number(raw.headers['content-length'] ?? 0) > 0 || raw.headers['transfer-encoding'] !== undefined;
    if (!hasBody || raw.complete) {
      done();
      return;
    }
    const socket = raw.socket;
    // Injected requests (tests) have no real socket to watch.
    if (typeof socket.bytesRead !== 'number') {
      done();
      return;
    }
    let seen = socket.bytesRead;
    const watch = setInterval(() => {
      if (raw.complete || socket.destroyed) return stop();
      const arrived = socket.bytesRead - seen;
      seen = socket.bytesRead;
      // Bytes waiting in our buffers mean we are the slow side (backpressure), not the client.
      const serverBehind = raw.readableLength > 0 || socket.readableLength > 0 || raw.isPaused();
      if (arrived >= timeouts.minBodyBytes || serverBehind) return;
      stop();
      log.info(
        { reqId: request.id, url: request.routeOptions.url, bytesInWindow: arrived },
        'request body too slow: closed with 408',
      );
      const body = JSON.stringify({ message: SLOW_BODY_MESSAGE });
      socket.end(
        'HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\n' +
          `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
        () => socket.destroy(),
      );
    }, timeouts.bodyWindowMs);
    const stop = () => clearInterval(watch);
    raw.once('end', stop);
    raw.once('close', stop);
    done();
  });
}
