import type { FastifyRequest } from 'fastify';

/** The PIN of a guest request: query `pin` (SPEC §7) or header `X-Event-Pin`. */
export function pinOf(request: FastifyRequest): string | undefined {
  const query = request.query as { pin?: unknown } | undefined;
  const header = request.headers['x-event-pin'];
  return typeof query?.pin === 'string' ? query.pin : Array.isArray(header) ? header[0] : header;
}
