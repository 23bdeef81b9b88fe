import { message } from '../i18n/messages.ts';
import { PassThrough, type Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { PayloadTooLargeError, UnsupportedMediaTypeError } from '../lib/errors.ts';
import { MAX_IMAGE_BYTES, THIS_FILE, tooLargeMessage, videoTooLargeMessage } from '../../../common/upload-limits.ts';
import { LOCAL_UPLOAD_PATH } from './local.ts';
import type { StorageDriver } from './storage.ts';
import type { UploadTickets } from './upload-tickets.ts';
import type { UploadTokenSigner } from './upload-tokens.ts';

/**
 * Fastify's bodyLimit for this route. The raw-stream parser below bypasses it anyway (Fastify only counts bytes
 * for parsers that buffer); it is set so the 1 MB default never applies here, even if the parser changes. The real
 * limit is each token's maxBytes (a photo's 25 MB, a video's MAX_VIDEO_BYTES, at most 16 GB), enforced by the
 * driver while streaming.
 */
export const MAX_SIGNED_UPLOAD_BYTES = 16 * 1024 ** 3 + 1;

/**
 * What a PUT over its link's size is told: a video's link in the words of the video limit, a photo's (25 MB,
 * the SPEC's limit) in the SPEC's; any other link says only that it is too large.
 */
function tooLarge(grant: { contentType: string; maxBytes: number }): PayloadTooLargeError {
  if (grant.contentType.startsWith('video/')) {
    return new PayloadTooLargeError(videoTooLargeMessage(THIS_FILE, grant.maxBytes));
  }
  return new PayloadTooLargeError(grant.maxBytes === MAX_IMAGE_BYTES ? tooLargeMessage(THIS_FILE) : undefined);
}

/**
 * `PUT /api/storage/uploads/:token`: where local storage's signed upload URLs point (GCS answers its own).
 * Register it only when the driver is local.
 */
export function registerLocalUploadRoute(
  app: FastifyInstance,
  storage: StorageDriver,
  signer: UploadTokenSigner,
  tickets: Pick<UploadTickets, 'assertWritable'>,
): void {
  // Encapsulated, so replacing the body parsers affects this route only.
  void app.register((scope, _options, done) => {
    // Every type, JSON included, arrives as the unread request stream; the handler decides what it accepts.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    // A wildcard, not ':token': Fastify refuses parameters over maxParamLength (100) with 414, and a token
    // carrying a key of up to 512 characters is longer. A token never contains '/', so extra segments fail below.
    scope.put<{ Params: { '*': string } }>(
      `${LOCAL_UPLOAD_PATH}/*`,
      { bodyLimit: MAX_SIGNED_UPLOAD_BYTES },
      async (request) => {
        const grant = signer.verify(request.params['*']);
        // A link whose upload was completed takes no more bytes (one presign, one file).
        await tickets.assertWritable(grant.key);
        if (mediaType(request.headers['content-type']) !== grant.contentType.toLowerCase()) {
          throw new UnsupportedMediaTypeError(message('uploads.typeMismatch'));
        }
        // Refused at once, before a byte is read (the answer closes the connection: connection-close.ts);
        // a body that lies about its length is still cut off while streaming by the driver.
        if (Number(request.headers['content-length']) > grant.maxBytes) throw tooLarge(grant);
        try {
          await storage.write(grant.key, detach(request.body as Readable), {
            contentType: grant.contentType,
            maxBytes: grant.maxBytes,
          });
        } catch (error) {
          throw error instanceof PayloadTooLargeError ? tooLarge(grant) : error;
        }
        return { success: true };
      },
    );
    done();
  });
}

/** "image/JPEG; charset=x" → "image/jpeg"; missing → "". */
function mediaType(header: string | undefined): string {
  return (header ?? '').split(';')[0]!.trim().toLowerCase();
}

/**
 * The request body behind a stream the driver may destroy (it does on overflow) without destroying the request
 * itself, which would reset the socket before the 413 could be sent. Client aborts still reach the driver.
 */
function detach(source: Readable): Readable {
  const body = new PassThrough();
  source.pipe(body);
  source.once('error', (error) => body.destroy(error));
  source.once('close', () => {
    if (!source.readableEnded) body.destroy(new Error('The upload was interrupted.'));
  });
  return body;
}
