import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, RateLimitError } from '../lib/errors.ts';
import { MAX_FILES_PER_REQUEST, tooLargeMessage } from '../../../common/upload-limits.ts';

const GENERIC = 'Something went wrong. Please try again.';

// Fastify's own 4xx errors, in words a client can act on.
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; send a JSON object.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported here.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
  FST_FILES_LIMIT: `Too many files in one request: send at most ${MAX_FILES_PER_REQUEST} photos at a time.`,
  FST_PARTS_LIMIT: `Too many parts in one request: send at most ${MAX_FILES_PER_REQUEST} photos at a time.`,
  FST_FIELDS_LIMIT: 'Too many form fields in one request.',
  FST_REQ_FILE_TOO_LARGE: tooLargeMessage('A file'),
  FST_INVALID_MULTIPART_CONTENT_TYPE: 'Send the photos as multipart/form-data.',
};

/** One place that turns every failure into `{message}` with a status; internals never leave the server. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof RateLimitError) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.status).send({ message: error.message });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        FASTIFY_MESSAGES[error.code] ?? (error.validation ? `Invalid request: ${error.message}` : 'Bad request.');
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, 'request failed');
    // The id finds this failure's log line (with its stack) when the user reports it.
    return reply.status(500).send({ message: GENERIC, requestId: request.id });
  });
}
