import type { FastifyRequest } from 'fastify';

// Request logs never carry a guest PIN, an image access token or an upload token: they arrive in URLs (`?pin=`,
// `?access=`, the signed local upload path, a GraphQL GET's query, variables or extensions), and logs are read
// by more people, and kept longer, than the database.

const UPLOAD_TOKEN_PATH = /^(\/api\/storage\/uploads\/)[^?#]+/;

/**
 * The query parameters whose values are logged as sent: the paging, filtering and sorting of our routes and
 * a GraphQL operation's name, none of which carries a credential. Every other value is logged as
 * `[redacted]`. An allow-list, not a list of secrets: a PIN or token can travel in `pin`, `access`, `token`,
 * and anywhere inside a GraphQL GET's `query`, `variables` or `extensions` (a PIN typed inline into the
 * document), and a parameter added later stays out of the logs until someone decides it is harmless.
 */
const LOGGED_QUERY_PARAMETERS: ReadonlySet<string> = new Set([
  'action',
  'actor',
  'albumId',
  'cursor',
  'download',
  'eventId',
  'limit',
  'operationName',
  'page',
  'priority',
  'rsvpId',
  'search',
  'slug',
  'sort',
  'status',
  'targetId',
  'targetType',
]);

/** A parameter's name is kept (its value redacted) when it looks like a name, not like a value. */
const PARAMETER_NAME = /^[A-Za-z][A-Za-z0-9_-]{0,31}$/;

export function redactUrl(url: string): string {
  const path = url.replace(UPLOAD_TOKEN_PATH, '$1[redacted]');
  const queryStart = path.indexOf('?');
  if (queryStart === -1) return path;
  const fragmentStart = path.indexOf('#', queryStart);
  const query = path.slice(queryStart + 1, fragmentStart === -1 ? undefined : fragmentStart);
  const fragment = fragmentStart === -1 ? '' : path.slice(fragmentStart);
  return `${path.slice(0, queryStart)}?${query.split('&').map(redactParameter).join('&')}${fragment}`;
}

function redactParameter(parameter: string): string {
  if (parameter === '') return parameter;
  const equals = parameter.indexOf('=');
  const rawName = equals === -1 ? parameter : parameter.slice(0, equals);
  const name = decodedName(rawName);
  if (name !== undefined && LOGGED_QUERY_PARAMETERS.has(name)) return parameter;
  return name !== undefined && PARAMETER_NAME.test(name) ? `${rawName}=[redacted]` : '[redacted]';
}

function decodedName(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
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
