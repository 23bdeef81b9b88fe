// The guestbook as an open guest page holds it: pages read from the server, and what the live
// subscription added or took down since. Pure functions, so the merging is tested on its own.

import type { MessageId } from '../../../i18n/i18n';

/** A message as guests see it (GuestbookMessage). */
export type GuestbookMessage = {
  readonly id: string;
  readonly name: string;
  readonly message: string;
  readonly createdAt: string;
  readonly status: 'APPROVED' | 'PENDING' | 'HIDDEN' | '%future added value';
  readonly mine: boolean;
  /** The photo its writer attached, when this guest sees it in the gallery (else null). */
  readonly photo?: { readonly id: string; readonly thumbnailUrl: string } | null;
};

/** SignGuestbookInput.message: at most 1,000 characters (the server's limit, which says so too). */
export const GUESTBOOK_MESSAGE_MAX_LENGTH = 1000;
/** SignGuestbookInput.name: at most 100 characters. */
export const GUESTBOOK_NAME_MAX_LENGTH = 100;

function newestFirst(a: GuestbookMessage, b: GuestbookMessage): number {
  const byTime = Date.parse(b.createdAt) - Date.parse(a.createdAt);
  return byTime !== 0 ? byTime : b.id.localeCompare(a.id);
}

/**
 * `shown` with `added` put in (a message already there is replaced by its newer copy), newest first,
 * and the `removedIds` taken out: what a live update, a loaded page or a sent message does to the list.
 */
export function mergeMessages(
  shown: readonly GuestbookMessage[],
  added: readonly GuestbookMessage[],
  removedIds: readonly string[] = [],
): GuestbookMessage[] {
  const removed = new Set(removedIds);
  const byId = new Map<string, GuestbookMessage>();
  for (const message of [...shown, ...added]) {
    if (!removed.has(message.id)) byId.set(message.id, message);
  }
  return [...byId.values()].sort(newestFirst);
}

/** What the guest reads of where their message stands (message ids). */
export const statusLabels: Record<GuestbookMessage['status'], MessageId> = {
  APPROVED: 'guestbook.statusApproved',
  PENDING: 'guestbook.statusPending',
  HIDDEN: 'guestbook.statusHidden',
  '%future added value': 'guestbook.statusSaved',
};

/** A page of approved messages, newest first ("Show more" asks for the next one after `endCursor`). */
export type GuestbookPage = { messages: GuestbookMessage[]; hasNextPage: boolean; endCursor: string | null };

/** How the section reads the server (GuestbookSection.tsx holds the queries; the rest loads later). */
export type GuestbookLoaders = {
  loadPage: (slug: string, pin: string | null, after: string | null) => Promise<GuestbookPage>;
  loadMine: (slug: string, pin: string | null) => Promise<GuestbookMessage[]>;
};
