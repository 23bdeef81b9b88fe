// Pure list logic of the dashboard (ordering, where 'upcoming' starts), kept apart from the components
// so it can be unit-tested without Relay. The Analytics totals are the server's (Query.myHostStats).
import { daysUntil } from './countdown';

/** How many upcoming events the Analytics tab lists (SPEC §9). */
export const UPCOMING_LIMIT = 3;

/** `dateTime` is the API's ISO string (relay.config.js maps the DateTime scalar to string). */
type DatedEvent = { dateTime: string; timeZone?: string };

function isUpcoming(date: Date, now: Date, timeZone: string | undefined): boolean {
  // Today's events count as upcoming all day, as the 'Today!' badge says (on the event's calendar).
  return daysUntil(date, now, timeZone) >= 0;
}

/**
 * The API lists events soonest first; on the cards, events still to come lead (soonest first) and
 * past ones follow (most recent first), so what needs attention is at the top.
 */
export function upcomingFirst<E extends DatedEvent>(events: readonly E[], now: Date): E[] {
  const dated = events.map((event) => ({ event, date: new Date(event.dateTime) }));
  const upcoming = dated.filter(({ event, date }) => isUpcoming(date, now, event.timeZone));
  const past = dated.filter(({ event, date }) => !isUpcoming(date, now, event.timeZone));
  upcoming.sort((a, b) => a.date.getTime() - b.date.getTime());
  past.sort((a, b) => b.date.getTime() - a.date.getTime());
  return [...upcoming, ...past].map(({ event }) => event);
}

/**
 * Where the Analytics tab's "upcoming" starts: midnight at the start of today in the viewer's time zone,
 * so an event this morning still counts, as its 'Today!' badge says.
 */
export function startOfToday(now: Date): string {
  return new Date(now.getFullYear(), now.getMonth(), now.getDate()).toISOString();
}
