import type { FastifyInstance, FastifyRequest } from 'fastify';

type JsonParser = ReturnType<FastifyInstance['getDefaultJsonParser']>;

const rawBodies = new WeakMap<FastifyRequest, string>();
const deferred = new WeakMap<FastifyRequest, JsonParser>();

/**
 * Keeps the text of each JSON body beside what Fastify parses from it, and leaves the parsing of the
 * `deferredRoutes`' bodies to their handlers (`parseDeferredJsonBody`): the GraphQL route answers a
 * member's repeated query from the member answer cache by the text alone, and parses only when it runs
 * the operation. Parsing is Fastify's own default either way (the same limits, the same 400s, the same
 * refusal of `__proto__` and `constructor` keys).
 */
export function registerRawJsonBody(app: FastifyInstance, deferredRoutes: ReadonlySet<string>): void {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    rawBodies.set(request, text);
    if (text.length > 0 && deferredRoutes.has(request.routeOptions.url ?? '')) {
      deferred.set(request, parse);
      done(null, undefined);
      return;
    }
    void parse(request, text, done);
  });
}

/** The text of the request's JSON body, as it arrived; undefined when it had none. */
export function rawJsonBodyOf(request: FastifyRequest): string | undefined {
  return rawBodies.get(request);
}

/** Parses a deferred route's JSON body into `request.body`; throws Fastify's 400 when it is not JSON. */
export function parseDeferredJsonBody(request: FastifyRequest): void {
  const parse = deferred.get(request);
  if (!parse) return;
  deferred.delete(request);
  const outcome: { refusal?: Error } = {};
  // Fastify's parser answers at once (synchronously).
  void parse(request, rawBodies.get(request) ?? '', (error, value) => {
    if (error) outcome.refusal = error;
    else request.body = value;
  });
  if (outcome.refusal) throw outcome.refusal;
}
