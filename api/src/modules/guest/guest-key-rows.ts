import type { Db } from '../../db/client.ts';
import type { KnownToEvent } from './guest-key.ts';

/**
 * Whether an event has an RSVP or a photo filed under a key's hash: how a key issued before keys were
 * signed proves the server issued it (decision 040). Both columns are indexed by (eventId, guestKeyHash).
 */
export function guestKeyRowsOf(prisma: Db): KnownToEvent {
  return async (eventId, guestKeyHash) => {
    const where = { eventId, guestKeyHash };
    if (await prisma.rsvp.findFirst({ where, select: { id: true } })) return true;
    return (await prisma.upload.findFirst({ where, select: { id: true } })) !== null;
  };
}
