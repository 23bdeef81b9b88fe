import type { Prisma } from '../../generated/prisma/client.ts';

// Who may see what, written once. Every service, Pothos type and resolver that filters by membership or
// guest visibility imports these, so the rules cannot drift apart (a copy that forgot `deletedAt` would
// let a host of a deleted event back in).

/** Events the user hosts (owner or co-host) that still exist. Anonymous callers match none. */
export function memberEventWhere(userId: number | null | undefined) {
  return { deletedAt: null, members: { some: { userId: userId ?? -1 } } } satisfies Prisma.EventWhereInput;
}

/** The user's memberships of events that still exist (optionally of one event). */
export function liveMembershipWhere(userId: number, eventId?: number): Prisma.EventMemberWhereInput {
  return { userId, ...(eventId === undefined ? {} : { eventId }), event: { deletedAt: null } };
}

/** The only photos guests see: approved ones. */
export const GUEST_VISIBLE_STATUS = 'APPROVED' as const;

/** An event's photos as guests may see them. */
export function guestVisiblePhotosWhere(eventId: number) {
  return { eventId, status: GUEST_VISIBLE_STATUS } satisfies Prisma.UploadWhereInput;
}
