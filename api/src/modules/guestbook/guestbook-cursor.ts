import type { GuestbookEntry, Prisma } from '../../generated/prisma/client.ts';
import { ValidationError } from '../../lib/errors.ts';
import { message } from '../../i18n/messages.ts';

// REST pages of a guestbook, newest first: a cursor names the last entry shown by its (createdAt, id), so
// a page never skips or repeats a message, even when the entry behind the cursor was deleted meanwhile.

/** Newest first; the id breaks ties (the index (eventId, status, createdAt desc, id) serves it). */
export const GUESTBOOK_ORDER = [
  { createdAt: 'desc' },
  { id: 'desc' },
] as const satisfies Prisma.GuestbookEntryOrderByWithRelationInput[];

const CURSOR = /^(\d{13})-(\d{1,10})$/;

/** The opaque cursor that follows `entry` (digits, so it needs no escaping in a query string). */
export function cursorAfter(entry: Pick<GuestbookEntry, 'createdAt' | 'id'>): string {
  return `${String(entry.createdAt.getTime()).padStart(13, '0')}-${entry.id}`;
}

/** The entries after a cursor (older, or as old with a smaller id); a cursor we did not make is refused. */
export function afterCursor(cursor: string | undefined): Prisma.GuestbookEntryWhereInput {
  if (cursor === undefined || cursor === '') return {};
  const match = CURSOR.exec(cursor);
  if (!match) throw new ValidationError(message('inputs.guestbookCursor'));
  const createdAt = new Date(Number(match[1]));
  const id = Number(match[2]);
  return { OR: [{ createdAt: { lt: createdAt } }, { createdAt, id: { lt: id } }] };
}
