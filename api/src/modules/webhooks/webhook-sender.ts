import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { resolveTarget, type TargetPolicy } from './target-address.ts';

/** How one POST went: a status when the target answered, an error when it did not (or was refused). */
export interface SendOutcome {
  statusCode: number | null;
  durationMs: number;
  error: string | null;
}

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
    return { statusCode, durationMs: elapsed(), error: null };
  } catch (error) {
    const timedOut = error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
    const message = timedOut
      ? `No answer within ${Math.round(options.timeoutMs / 1000)} s.`
      : error instanceof Error
        ? error.message
        : String(error);
    return { statusCode: null, durationMs: elapsed(), error: message.slice(0, 500) };
  }
}
