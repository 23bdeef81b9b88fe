import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LruMap } from '../lib/lru-map.ts';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.ts';

/** The bytes of one validated answer, compressed on first demand. */
interface SerializedAnswer {
  /**
   * A short answer (never compressed) as a string: Node writes it in one piece with the headers, where a
   * Buffer would go as a second chunk. Longer ones as bytes: copying them behind the headers costs more
   * than the second chunk, and they are not encoded again on every send.
   */
  json: string | Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Answers by validator. A strong ETag promises the same bytes for as long as it holds (a 304 relies on
 * it), so the bytes can be made once: the hot guest reads then cost no serialization and no compression
 * while nothing changes. Callers' validators digest which answer they are besides its content, so one
 * validator never names two answers. Bounded: a gallery page of 100 photos is about 60 kB.
 */
const serializedAnswers = new LruMap<string, SerializedAnswer>(256);

/**
 * Route options of routes that answer through `sendWithEtag`: it compresses itself (once per validator),
 * so the compression plugin's hooks would only look again at bytes already encoded.
 */
export const ENCODES_ITS_OWN_ANSWERS = { compress: false } as const;

/**
 * Sends `body` as JSON with its validator, or 304 Not Modified when the caller already holds it. Only
 * for answers the caller was just allowed to read: the gate has run before this. `body` is built only
 * when the bytes for this validator are not at hand; without a validator (hosts' views) it is built,
 * sent and forgotten.
 */
export function sendWithEtag<T>(request: FastifyRequest, reply: FastifyReply, etag: string | null, body: () => T) {
  let answer: SerializedAnswer | undefined;
  if (etag !== null) {
    reply.header('etag', etag);
    if (clientHolds(request.headers['if-none-match'], etag)) return reply.code(304).send();
    answer = serializedAnswers.get(etag);
  }
  if (!answer) {
    const json = JSON.stringify(body());
    answer = { json: json.length < COMPRESSION_THRESHOLD_BYTES ? json : Buffer.from(json) };
    if (etag !== null) serializedAnswers.set(etag, answer);
  }
  reply.type('application/json; charset=utf-8');
  if (answer.json.length < COMPRESSION_THRESHOLD_BYTES) return reply.send(answer.json);
  reply.header('vary', 'accept-encoding');
  // Kept bytes are worth the slower, smaller encoding; bytes sent once are not.
  const kept = etag !== null;
  const encoding = acceptedEncoding(request.headers['accept-encoding']);
  if (encoding === 'br') {
    answer.br ??= brotliCompressSync(answer.json, { params: { [constants.BROTLI_PARAM_QUALITY]: kept ? 9 : 4 } });
    return reply.header('content-encoding', 'br').send(answer.br);
  }
  if (encoding === 'gzip') {
    answer.gzip ??= gzipSync(answer.json, { level: kept ? 9 : 6 });
    return reply.header('content-encoding', 'gzip').send(answer.gzip);
  }
  return reply.send(answer.json);
}

/** br when the client takes it, else gzip, else none; `;q=0` refuses an encoding. */
export function acceptedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const quality = params.find((param) => param.startsWith('q='));
    if (quality === undefined || Number(quality.slice(2)) > 0) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  return accepted.has('gzip') ? 'gzip' : null;
}

/**
 * Whether the client already holds the answer tagged `etag` (If-None-Match, then 304). It compares weakly:
 * `W/"x"` matches `"x"`; a list matches when one of its tags does; `*` matches anything.
 */
export function clientHolds(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}
