import { message, translate } from '../../i18n/messages.ts';
import { callerLocale } from '../../i18n/request-locale.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { contentDisposition } from '../../http/content-disposition.ts';
import { clientHolds } from '../../http/etag.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { FileToServe } from '../../storage/file-to-serve.ts';
import { contentTypeFromKey } from '../../storage/keys.ts';
import { openObject } from '../../storage/open-object.ts';
import { fileCacheControl } from './file-cache.ts';
import type { StorageDriver, StoredObjectInfo } from '../../storage/storage.ts';
import { ifRangeHolds, rangeOf, type RangeAnswer } from './byte-range.ts';

const WHOLE: RangeAnswer = { kind: 'whole' };

/**
 * Answers GET or HEAD for a stored file, as a video site does (decision 049): `Accept-Ranges: bytes`
 * always; one range gets 206 with exactly those bytes and `Content-Range`, one past the end 416; `If-Range`
 * with another ETag gets the whole file; `If-None-Match` holding the ETag gets 304; HEAD gets the headers
 * GET would, without reading a byte. Only for files whose rules already ran: nothing here checks access.
 */
export async function sendStoredFile(
  request: FastifyRequest,
  reply: FastifyReply,
  storage: StorageDriver,
  file: FileToServe,
): Promise<FastifyReply> {
  const { headers } = request;
  // On GCS (GCS_SIGNED_READS): the bucket sends the bytes, ranges and 304s; we answer with where (decision 063).
  const signed = await storage.signedReadUrl(file.key, {
    contentType: file.contentType ?? contentTypeFromKey(file.key),
    disposition: contentDisposition(file.downloadName, dispositionOf(request)),
  });
  if (signed) {
    // The URL expires within minutes; a browser may reuse the redirect briefly, shared caches never.
    return reply
      .code(302)
      .header('location', signed.url)
      .header('cache-control', `private, max-age=${signed.reuseSeconds}`)
      .send();
  }
  if (request.method === 'GET' && headers.range === undefined && headers['if-none-match'] === undefined) {
    // The common case (an image in a gallery): size and bytes asked for at once, one round trip to a bucket.
    const opened = await openObject(storage, file.key);
    if (!opened) throw new NotFoundError(message('uploads.fileNotFound'));
    setFileHeaders(request, reply, file, opened.stat);
    return reply.header('content-length', String(opened.stat.bytes)).send(opened.stream);
  }
  // Which bytes to send (if any) depends on the file's size and version: ask those first.
  const stat = await storage.stat(file.key);
  if (!stat) throw new NotFoundError(message('uploads.fileNotFound'));
  const etag = setFileHeaders(request, reply, file, stat);
  if (clientHolds(headers['if-none-match'], etag)) return reply.code(304).send();
  const ifRange = headers['if-range'];
  const range = ifRangeHolds(Array.isArray(ifRange) ? ifRange.join(', ') : ifRange, etag)
    ? rangeOf(headers.range, stat.bytes)
    : WHOLE;
  if (range.kind === 'unsatisfiable') {
    reply.removeHeader('content-disposition');
    return reply
      .code(416)
      .header('content-range', `bytes */${stat.bytes}`)
      .header('cache-control', 'no-store')
      .type('application/json; charset=utf-8')
      .send({ message: translate(callerLocale(request), 'api.rangeOutsideFile', { bytes: stat.bytes }) });
  }
  const part = range.kind === 'part' ? { start: range.start, end: range.end } : undefined;
  // HEAD reads no byte (Fastify keeps this Content-Length on an empty answer; a stream it would read to
  // the end and drop). GET opens the bytes before answering, so a file gone meanwhile is a plain 404.
  const stream = request.method === 'HEAD' ? undefined : await storage.read(file.key, part);
  if (stream === null) throw new NotFoundError(message('uploads.fileNotFound'));
  if (part) reply.code(206).header('content-range', `bytes ${part.start}-${part.end}/${stat.bytes}`);
  return reply.header('content-length', String(part ? part.end - part.start + 1 : stat.bytes)).send(stream);
}

/** The headers of every answer about the file (200, 206, 304, HEAD); gives back its ETag. */
function setFileHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  file: FileToServe,
  stat: StoredObjectInfo,
): string {
  // Strong: one version of a stored file is always the same bytes, which ranges of it (If-Range) rely on.
  const etag = `"${stat.version}-${stat.bytes.toString(36)}"`;
  reply
    .header('accept-ranges', 'bytes')
    .header('etag', etag)
    .header('content-type', file.contentType ?? stat.contentType)
    .header('content-disposition', contentDisposition(file.downloadName, dispositionOf(request)))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', fileCacheControl(file.audience));
  return etag;
}

/** `?download=1` saves the file under its name; anything else shows it. */
function dispositionOf(request: FastifyRequest): 'attachment' | 'inline' {
  return (request.query as { download?: unknown }).download ? 'attachment' : 'inline';
}
