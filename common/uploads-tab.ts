/**
 * Photos per page of the hosts' uploads tab: fills 2, 3, 4 or 6 columns evenly. The web tab asks pages of
 * this size and the large-event bench (scripts/bench/large-event.ts) times pages of the same size.
 */
export const UPLOADS_TAB_PAGE_SIZE = 24;
