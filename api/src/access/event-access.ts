import { message } from '../i18n/messages.ts';
import type { Db } from '../db/client.ts';
import { ForbiddenError, NotFoundError } from '../lib/errors.ts';
import type { Event, EventRole, Prisma } from '../generated/prisma/client.ts';
import { EVENT_NOT_FOUND } from '../modules/guest/errors.ts';

// Who hosts what, written once. Every service, Pothos type and resolver that filters events or
// memberships imports these (what guests see is ./guest-visibility.ts), so the rules cannot drift apart:
// a copy that forgot `deletedAt` would let a host of a deleted event back in.

export const OWNER_ONLY = message('refusals.ownerOnly');

/** Events that still exist (deleted ones keep their row so their slug is never reused). */
export const LIVE_EVENT = { deletedAt: null } satisfies Prisma.EventWhereInput;

/** Events the user hosts (owner or co-host) that still exist. Anonymous callers match none. */
export function memberEventWhere(userId: number | null | undefined) {
  return { ...LIVE_EVENT, members: { some: { userId: userId ?? -1 } } } satisfies Prisma.EventWhereInput;
}

/** The user's memberships of events that still exist (optionally of one event). */
export function liveMembershipWhere(userId: number, eventId?: number): Prisma.EventMemberWhereInput {
  return { userId, ...(eventId === undefined ? {} : { eventId }), event: LIVE_EVENT };
}

export interface EventWithRole {
  event: Event;
  role: EventRole;
}

/** Roles of one user on many events in one query (deleted events left out), for batched authorization. */
export async function rolesOf(db: Db, userId: number, eventIds: readonly number[]): Promise<Map<number, EventRole>> {
  const rows = await db.eventMember.findMany({
    where: { ...liveMembershipWhere(userId), eventId: { in: [...eventIds] } },
    select: { eventId: true, role: true },
  });
  return new Map(rows.map((row) => [row.eventId, row.role]));
}

/** Whether the user hosts the event (owner or co-host) and it still exists. */
export async function isMemberOf(db: Db, userId: number, eventId: number): Promise<boolean> {
  return (await db.eventMember.count({ where: liveMembershipWhere(userId, eventId) })) > 0;
}

/**
 * The event and the user's role on it. Non-members get 'not found' (never 'forbidden'), so nobody can
 * probe which event ids exist.
 */
export async function requireMember(db: Db, userId: number, eventId: number): Promise<EventWithRole> {
  const membership = await db.eventMember.findFirst({
    where: liveMembershipWhere(userId, eventId),
    include: { event: true },
  });
  if (!membership) throw new NotFoundError(EVENT_NOT_FOUND);
  return { event: membership.event, role: membership.role };
}

/** As requireMember, and co-hosts get 'forbidden': the action is the owner's alone. */
export async function requireOwner(db: Db, userId: number, eventId: number): Promise<EventWithRole> {
  const found = await requireMember(db, userId, eventId);
  if (found.role !== 'OWNER') throw new ForbiddenError(OWNER_ONLY);
  return found;
}
