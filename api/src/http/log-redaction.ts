import type { FastifyRequest } from 'fastify';

// Request logs never carry a guest PIN, an image access token or an upload token: both arrive in URLs (`?pin=`, the signed
// local upload path), and logs are read by more people, and kept longer, than the database.

const SECRET_QUERY = /([?&](?:pin|token|access)=)[^&#]*/gi;
const UPLOAD_TOKEN_PATH = /^(\/api\/storage\/uploads\/)[^?#]+/;

export function redactUrl(url: string): string {
  return url.replace(UPLOAD_TOKEN_PATH, '$1[redacted]').replace(SECRET_QUERY, '$1[redacted]');
}

/** Fastify's request serializer, with the URL redacted (headers are not logged at all). */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
  };
}
