import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { resolveTarget, type TargetPolicy } from './target-address.ts';

/** How one POST went: a status when the target answered, an error when it did not (or was refused). */
export interface SendOutcome {
  statusCode: number | null;
  durationMs: number;
  /** What the webhook's hosts are shown (DELIVERY_ERRORS): never which address or port answered how. */
  error: string | null;
  /** The cause as the network told it (ECONNREFUSED 10.0.0.5:22, a DNS error): for the server log only. */
  detail: string | null;
}

/**
 * The only texts a failed attempt shows its hosts. A refused connection, a name that does not resolve,
 * a TLS failure and an address the SSRF guard refuses all read alike, so a host cannot map our internal
 * network (which names resolve inside, which ports are open) through the delivery log.
 */
export const DELIVERY_ERRORS = {
  unreachable: 'Could not connect: the URL did not lead to a public address that accepted the connection.',
  timedOut: (timeoutMs: number) => `Timed out: no answer within ${Math.round(timeoutMs / 100) / 10} s.`,
} as const;

/** Bytes of the answer read at most (kept for nothing but draining the socket politely). */
const MAX_RESPONSE_BYTES = 16 * 1024;

/**
 * POSTs the body once: connects to the address `resolveTarget` checked (never a second DNS answer), follows
 * no redirect (a 3xx is just not a success), gives up after `timeoutMs` and reads at most 16 KB back.
 */
export async function postWebhook(
  target: string,
  headers: Record<string, string>,
  body: string,
  options: TargetPolicy & { timeoutMs: number },
): Promise<SendOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const url = new URL(target);
    const { address, family } = await resolveTarget(url, options);
    const pinned: LookupFunction = (_host, lookupOptions, callback) => {
      if (lookupOptions.all) callback(null, [{ address, family }]);
      else callback(null, address, family);
    };
    const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const statusCode = await new Promise<number>((resolve, reject) => {
      const outgoing = request(
        url,
        {
          method: 'POST',
          lookup: pinned,
          agent: false,
          headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
          signal: AbortSignal.timeout(options.timeoutMs),
        },
        (response: IncomingMessage) => {
          let read = 0;
          response.on('data', (chunk: Buffer) => {
            read += chunk.length;
            if (read > MAX_RESPONSE_BYTES) response.destroy();
          });
          response.on('close', () => resolve(response.statusCode ?? 0));
          response.on('error', () => resolve(response.statusCode ?? 0));
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
    return { statusCode, durationMs: elapsed(), error: null, detail: null };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
    const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    return {
      statusCode: null,
      durationMs: elapsed(),
      error: timedOut ? DELIVERY_ERRORS.timedOut(options.timeoutMs) : DELIVERY_ERRORS.unreachable,
      detail: detail.slice(0, 500),
    };
  }
}
