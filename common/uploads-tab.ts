/**
 * Photos per page of the hosts' uploads tab: fills 2, 3, 4 or 6 columns evenly. The web tab asks pages of
 * this size and the large-event bench (scripts/bench/large-event.ts) times pages of the same size.
 */
export const UPLOADS_TAB_PAGE_SIZE = 24;

/**
 * Photos one moderation request decides on: a festival-size event's whole review queue, selected at once in
 * the uploads tab (issue 35: 5,000 approved in one action; 'Select all N matching' does this many at a time).
 * Bounded by PostgreSQL's 65,535 bound parameters of the batch's audit rows (7 a photo).
 */
export const MAX_MODERATION_BATCH = 5_000;
