// The guestbook as an open guest page holds it: pages read from the server, and what the live
// subscription added or took down since. Pure functions, so the merging is tested on its own.

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

/** What the guest reads of where their message stands. */
export const statusLabels: Record<GuestbookMessage['status'], string> = {
  APPROVED: 'In the guestbook',
  PENDING: 'Waiting for the hosts',
  HIDDEN: 'Hidden by the hosts',
  '%future added value': 'Saved',
};
