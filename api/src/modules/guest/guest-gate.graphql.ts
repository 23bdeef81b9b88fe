import type { ArgBuilder } from '@pothos/core';
import type { BuilderTypes } from '../../graphql/builder.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import type { GuestAccess } from './guest.service.ts';

// Every guest operation passes the same gate as the guest page (decision 009): which event (its slug, in
// any letter case) and its PIN when it has one. One definition of the arguments and of the access they
// give, so the operations cannot describe or check them differently.

/** The `slug` and `pin` arguments of a guest operation. */
export function guestGateArgs(arg: ArgBuilder<BuilderTypes>) {
  return {
    slug: arg.string({ required: true, description: 'The slug of the guest link, any letter case.' }),
    pin: arg.string({ description: "The event's PIN; needed only when the event has one." }),
  };
}

/**
 * What the gate checks for a guest's GraphQL call: the PIN given, the device pass (decision 043), the
 * caller's address, and whether the signed-in viewer hosts the event (hosts never meet their own PIN).
 */
export function guestAccessOf(args: { pin?: string | null }, context: GraphQLContext): GuestAccess {
  const viewerId = context.viewer?.id ?? null;
  return {
    pin: args.pin ?? undefined,
    clientIp: context.clientIp,
    isMember: false,
    passes: context.devicePasses,
    viewerId: () => Promise.resolve(viewerId),
  };
}
