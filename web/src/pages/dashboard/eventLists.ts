// Pure list logic of the dashboard (ordering, Analytics figures), kept apart from the components so
// it can be unit-tested without Relay.
import { daysUntil } from './countdown';

/** How many upcoming events the Analytics tab lists (SPEC §9). */
export const UPCOMING_LIMIT = 3;

/** `dateTime` is the API's ISO string (relay.config.js maps the DateTime scalar to string). */
type DatedEvent = { dateTime: string };

function isUpcoming(date: Date, now: Date): boolean {
  // Today's events count as upcoming all day, as the 'Today!' badge says.
  return daysUntil(date, now) >= 0;
}

/**
 * The API lists events soonest first; on the cards, events still to come lead (soonest first) and
 * past ones follow (most recent first), so what needs attention is at the top.
 */
export function upcomingFirst<E extends DatedEvent>(events: readonly E[], now: Date): E[] {
  const dated = events.map((event) => ({ event, date: new Date(event.dateTime) }));
  const upcoming = dated.filter(({ date }) => isUpcoming(date, now));
  const past = dated.filter(({ date }) => !isUpcoming(date, now));
  upcoming.sort((a, b) => a.date.getTime() - b.date.getTime());
  past.sort((a, b) => b.date.getTime() - a.date.getTime());
  return [...upcoming, ...past].map(({ event }) => event);
}

type AnalyticsEvent = DatedEvent & { status: string; photoCount: number; rsvpCount: number };

/**
 * The Analytics figures (SPEC §2): all events and active ones; photos and RSVPs counted over active
 * events only; up to three upcoming active events, soonest first.
 */
export function analyticsOf<E extends AnalyticsEvent>(events: readonly E[], now: Date) {
  const active = events.filter((event) => event.status === 'ACTIVE');
  const upcoming = upcomingFirst(active, now)
    .filter((event) => isUpcoming(new Date(event.dateTime), now))
    .slice(0, UPCOMING_LIMIT);
  return {
    totalEvents: events.length,
    activeEvents: active.length,
    totalPhotos: active.reduce((sum, event) => sum + event.photoCount, 0),
    totalRsvps: active.reduce((sum, event) => sum + event.rsvpCount, 0),
    upcoming,
  };
}
