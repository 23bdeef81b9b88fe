import type { FastifyError, FastifyInstance } from 'fastify';
import { AppError, RateLimitError, ValidationError } from '../lib/errors.ts';
import { message, render, type Message } from '../i18n/messages.ts';
import { ERROR_CODE } from '../graphql/error-codes.ts';
import { callerLocale } from '../i18n/request-locale.ts';
import { MAX_FILES_PER_REQUEST, tooLargeMessage } from '../../../common/upload-limits.ts';

// Fastify's own 4xx errors, in words a client can act on.
const FASTIFY_MESSAGES: Record<string, Message> = {
  FST_ERR_CTP_INVALID_JSON_BODY: message('errors.invalidJsonBody'),
  FST_ERR_CTP_EMPTY_JSON_BODY: message('errors.emptyJsonBody'),
  FST_ERR_CTP_BODY_TOO_LARGE: message('errors.bodyTooLarge'),
  FST_ERR_CTP_INVALID_MEDIA_TYPE: message('errors.contentTypeNotSupported'),
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: message('errors.contentLengthMismatch'),
  FST_FILES_LIMIT: message('errors.tooManyFiles', { max: MAX_FILES_PER_REQUEST }),
  FST_PARTS_LIMIT: message('errors.tooManyParts', { max: MAX_FILES_PER_REQUEST }),
  FST_FIELDS_LIMIT: message('errors.tooManyFields'),
  FST_REQ_FILE_TOO_LARGE: tooLargeMessage({ id: 'limits.aFile' }),
  FST_INVALID_MULTIPART_CONTENT_TYPE: message('errors.sendMultipart'),
};

/**
 * The stable `code` of a 4xx not thrown as an AppError (Fastify's own, @tus/server's): the class name of the AppError it stands for
 * (the codes GraphQL writes, api/src/graphql/error-codes.ts), so a client tells refusals apart the same
 * way on both faces of the API.
 */
export type RefusalCode =
  | 'PayloadTooLargeError'
  | 'UnsupportedMediaTypeError'
  | 'UnauthenticatedError'
  | 'ForbiddenError'
  | 'NotFoundError'
  | 'ConflictError'
  | 'RateLimitError'
  | 'ValidationError';

export function codeOfStatus(status: number): RefusalCode {
  if (status === 413) return 'PayloadTooLargeError';
  if (status === 415) return 'UnsupportedMediaTypeError';
  if (status === 401) return 'UnauthenticatedError';
  if (status === 403) return 'ForbiddenError';
  if (status === 404) return 'NotFoundError';
  if (status === 409) return 'ConflictError';
  if (status === 429) return 'RateLimitError';
  return 'ValidationError';
}

/**
 * One place that turns every failure into `{message, code}` with a status; internals never leave the
 * server. `message` is in the caller's language (Accept-Language, then the `lang` cookie); `code` never
 * changes with it, nor does `field`, which a few refusals add (ValidationError.field).
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const locale = callerLocale(request);
    if (error instanceof AppError) {
      if (error instanceof RateLimitError) reply.header('retry-after', String(error.retryAfterSeconds));
      // `field`: the input a refusal is about, where clients act on it in any language (an upload's album).
      const field = error instanceof ValidationError && error.field !== null ? { field: error.field } : {};
      return reply.status(error.status).send({ message: error.messageIn(locale), code: error.name, ...field });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const words = FASTIFY_MESSAGES[error.code];
      const message = words
        ? render(locale, words)
        : error.validation
          ? // Schema details name the request's own fields, in English: no person reads them but a developer.
            `Invalid request: ${error.message}`
          : render(locale, { id: 'errors.badRequest' });
      return reply.status(status).send({ message, code: codeOfStatus(status) });
    }
    request.log.error({ err: error }, 'request failed');
    // The id finds this failure's log line (with its stack) when the user reports it.
    return reply.status(500).send({
      message: render(locale, { id: 'errors.generic' }),
      code: ERROR_CODE.INTERNAL_SERVER_ERROR,
      requestId: request.id,
    });
  });
}
