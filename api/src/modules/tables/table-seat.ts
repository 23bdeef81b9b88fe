import { TABLE_CODE_PATTERN } from '../../../../common/tables.ts';
import { GUEST_KEY_MAX_AGE_SECONDS, type RequestCookies } from '../guest/guest-key.ts';

// Decision 046: a browser that opened a table card's link remembers its table for that event in a cookie
// beside its guest key (decision 029): HttpOnly, one per event, sent with every request of every upload
// path (direct, presigned, resumable, GraphQL) without the page having to carry it. It holds the table's
// code, which is no credential: it never opens the event (the PIN gate ignores it) and only labels photos;
// an unknown code, or another event's, labels nothing.

/** `__Host-` over HTTPS, as the guest key's (decision 040): a sibling subdomain cannot plant a table. */
export function tableSeatCookieName(eventId: number, https: boolean): string {
  return `${https ? '__Host-' : ''}guest_table_${eventId}`;
}

/** The table a browser sits at, as its requests tell it. */
export interface TableSeat {
  /** The code of the table this browser joined for the event; null when none (or not one of our codes). */
  codeFor(eventId: number): string | null;
  /** Remembers the table for the event on the answer (a no-op where the answer carries no cookie). */
  remember(eventId: number, code: string): void;
}

/** A request's table seat, read from its cookies (and remembered through them). */
export function tableSeatOf(cookies: RequestCookies): TableSeat {
  return {
    codeFor: (eventId) => {
      // Over HTTPS only the `__Host-` name is ours; over HTTP there is no other.
      const value = cookies.get(tableSeatCookieName(eventId, cookies.https));
      return value !== undefined && TABLE_CODE_PATTERN.test(value) ? value : null;
    },
    // As long as the guest key: photos come in the weeks after the day, from the same phone.
    remember: (eventId, code) =>
      cookies.set(tableSeatCookieName(eventId, cookies.https), code, GUEST_KEY_MAX_AGE_SECONDS),
  };
}

/** For requests whose cookies are not at hand: no table. */
export const NO_TABLE_SEAT: TableSeat = { codeFor: () => null, remember: () => undefined };
