import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GuestAccess } from '../modules/guest/guest.service.ts';
import type { DevicePasses } from '../modules/guest/guest-pass.ts';
import { pinOf } from './guest-pin.ts';
import { setGuestCookie } from './request-context.ts';

/**
 * A REST request as the guest gate judges it: its PIN, its device pass (decision 043), its address, and
 * its signed-in user (asked only where a PIN would be: hosts pass their own gate). With `reply`, a right
 * PIN sets the device pass on the answer; without (answers written past Fastify), it is only read.
 */
export function guestAccessOf(request: FastifyRequest, reply?: FastifyReply): GuestAccess {
  return {
    pin: pinOf(request),
    clientIp: request.ip,
    isMember: false,
    passes: devicePassesOf(request, reply),
    viewerId: async () => (await request.viewer())?.id ?? null,
  };
}

/** The request's device passes; granted on `reply` when one is given. */
export function devicePassesOf(request: FastifyRequest, reply?: FastifyReply): DevicePasses {
  return request.services.guest.passes.of({
    get: (name) => request.cookies[name],
    // The same test as the cookie's Secure flag (setGuestCookie), so a `__Host-` name always goes with it.
    https: request.protocol === 'https',
    set: (name, value, maxAgeSeconds) => {
      if (reply && !reply.sent) setGuestCookie(request, reply, name, value, maxAgeSeconds);
    },
  });
}
