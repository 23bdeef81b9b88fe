import type { FastifyReply, FastifyRequest } from 'fastify';
import { tableSeatOf, type TableSeat } from '../modules/tables/table-seat.ts';
import { setGuestCookie } from './request-context.ts';

/**
 * The table a REST request's browser sits at (decision 046), read from its cookies; with `reply`, a
 * table it joins is remembered on the answer.
 */
export function tableSeatOfRequest(request: FastifyRequest, reply?: FastifyReply): TableSeat {
  return tableSeatOf({
    get: (name) => request.cookies[name],
    // The same test as the cookie's Secure flag (setGuestCookie), so a `__Host-` name always goes with it.
    https: request.protocol === 'https',
    set: (name, value, maxAgeSeconds) => {
      if (reply && !reply.sent) setGuestCookie(request, reply, name, value, maxAgeSeconds);
    },
  });
}
