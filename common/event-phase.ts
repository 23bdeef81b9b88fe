// Where an event stands in its own story, for pages that change with it (the guest page: RSVP first
// before the day, photos within reach on the day, the gallery and a thank-you after). Pure: the
// caller passes the time, so the server, the browser and tests agree on one rule.
import { wallClock, type WallClock as ZonedWallClock } from './zoned-time.ts';

/** 'before' the event's day, on 'day' itself (and its night), or 'after'. */
export type EventPhase = 'before' | 'day' | 'after';

/**
 * The day ends at this hour of the next morning, on the event's clock: a wedding's party runs past
 * midnight, and a guest sharing photos at 01:30 is still at the wedding, not after it.
 */
export const DAY_ENDS_NEXT_MORNING_AT_HOUR = 6;

/** A wall-clock reading: the calendar date and the hour somewhere. */
type WallClock = Pick<ZonedWallClock, 'year' | 'month' | 'day' | 'hour'>;

/**
 * The phase of an event at `now`, by the calendar of `timeZone` (an IANA name, e.g. 'Europe/Istanbul'):
 * - 'before' until 00:00 of the event's calendar date;
 * - 'day' from 00:00 of that date until 06:00 the next morning (exclusive);
 * - 'after' from then on.
 * Events keep their zone (docs/decisions/047), so pages pass it; without one, the calendar of the
 * machine it runs on. An unknown zone counts as UTC; a date that is not a date counts as 'before'
 * (the page as it always was: RSVP first).
 */
export function eventPhase(event: { dateTime: string | Date; timeZone?: string | null }, now: Date): EventPhase {
  const start = event.dateTime instanceof Date ? event.dateTime : new Date(event.dateTime);
  if (Number.isNaN(start.getTime()) || Number.isNaN(now.getTime())) return 'before';

  const read = wallClockReader(event.timeZone ?? null);
  const eventDay = dayNumber(read(start));
  const nowClock = read(now);
  const today = dayNumber(nowClock);

  if (today < eventDay) return 'before';
  if (today === eventDay) return 'day';
  if (today === eventDay + 1 && nowClock.hour < DAY_ENDS_NEXT_MORNING_AT_HOUR) return 'day';
  return 'after';
}

/** Days since 1970-01-01 of a calendar date (any fixed count works: only differences matter). */
function dayNumber({ year, month, day }: WallClock): number {
  return Math.round(Date.UTC(year, month - 1, day) / 86_400_000);
}

/**
 * The local clock needs no Intl (its first formatter costs a slow phone tens of milliseconds, see
 * docs/decisions/039); another zone is read as every page reads one (zoned-time.ts).
 */
function wallClockReader(timeZone: string | null): (instant: Date) => WallClock {
  if (timeZone === null) {
    return (instant) => ({
      year: instant.getFullYear(),
      month: instant.getMonth() + 1,
      day: instant.getDate(),
      hour: instant.getHours(),
    });
  }
  return (instant) => wallClock(instant, timeZone);
}
