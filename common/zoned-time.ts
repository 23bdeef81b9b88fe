// Wall clocks of IANA time zones: what a clock at the event's place reads at an instant, and back. The
// event forms turn the date and time a host types into an instant with these (the time is the event's
// place's, whatever the host's browser says), pages read an event's calendar day with them, and the
// guest page's phase (event-phase.ts) too. Pure, and only Intl: the server and the browser agree.
// docs/decisions/047 has the rules for the hour that does not exist and the hour that happens twice.

/** A clock reading somewhere: the calendar date and the time of day (hour 0-23). */
export type WallClock = { year: number; month: number; day: number; hour: number; minute: number; second: number };

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone, made on first use; an unknown zone reads UTC's clock rather than fail a page. */
function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
      timeZone,
    };
    try {
      formatter = new Intl.DateTimeFormat('en-US', options);
    } catch {
      formatter = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    }
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** What a clock in `timeZone` reads at `instant` (to the second). */
export function wallClock(instant: Date, timeZone: string): WallClock {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  // Some engines write midnight as hour 24 even with h23 asked for.
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** A wall clock reading as milliseconds of the same reading in UTC (the arithmetic of the conversions). */
function asUtcMs({ year, month, day, hour, minute, second }: WallClock): number {
  return Date.UTC(year, month - 1, day, hour, minute, second);
}

/** How far the zone's clock is ahead of UTC at `instant`, in milliseconds (Istanbul: +3 h; New York in summer: -4 h). */
export function zoneOffsetMs(instant: Date, timeZone: string): number {
  const wholeSecond = Math.floor(instant.getTime() / 1000) * 1000;
  return asUtcMs(wallClock(instant, timeZone)) - wholeSecond;
}

/** Days since 1970-01-01 of the calendar date at `instant` in `timeZone` (only differences matter). */
export function zonedDayNumber(instant: Date, timeZone: string): number {
  const { year, month, day } = wallClock(instant, timeZone);
  return Math.round(Date.UTC(year, month - 1, day) / DAY_MS);
}

const two = (value: number) => String(value).padStart(2, '0');

/** 'HH:mm' of a wall clock. */
function clockTime({ hour, minute }: Pick<WallClock, 'hour' | 'minute'>): string {
  return `${two(hour)}:${two(minute)}`;
}

/**
 * The value of a datetime-local input showing `instant` on the clock of `timeZone`
 * ('2027-06-12T16:00'); '' for no date or one that is not a date.
 */
export function toZonedInputValue(instant: string | Date | null | undefined, timeZone: string): string {
  if (!instant) return '';
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  const clock = wallClock(date, timeZone);
  return `${String(clock.year).padStart(4, '0')}-${two(clock.month)}-${two(clock.day)}T${clockTime(clock)}`;
}

/** What a date and time typed for a place comes to. */
export type ZonedInput =
  /** The instant; `repeated` when clocks went back that night and the time came twice (the first is taken). */
  | { kind: 'instant'; instant: Date; repeated: boolean }
  /** Clocks jumped over it that night (summer time began): it never shows there. From and to: 'HH:mm'. */
  | { kind: 'skipped'; jumpFrom: string; jumpTo: string }
  | { kind: 'invalid' };

const INPUT_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?$/;

/** A datetime-local value ('2027-06-12T16:00') as a wall clock reading, or null when it is not one. */
function parseInputValue(value: string): WallClock | null {
  const match = INPUT_PATTERN.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second = 0] = match.slice(1).map((part) => Number(part ?? 0));
  const clock = { year: year!, month: month!, day: day!, hour: hour!, minute: minute!, second };
  // Date.UTC rolls 31 February into March: a reading that does not come back unchanged is no date.
  const back = new Date(asUtcMs(clock));
  const same =
    back.getUTCFullYear() === clock.year &&
    back.getUTCMonth() + 1 === clock.month &&
    back.getUTCDate() === clock.day &&
    back.getUTCHours() === clock.hour &&
    back.getUTCMinutes() === clock.minute;
  return same ? clock : null;
}

/**
 * The instant at which a clock in `timeZone` reads `value` (a datetime-local value). Clocks change at
 * most once within a day of any moment, so the zone's offsets a day before and a day after give every
 * candidate: the one that reads back as `value` is the answer; two of them (clocks went back: the time
 * came twice) give the first; none (clocks went forward over it) give the jump, which the form names
 * rather than moving the time silently.
 */
export function fromZonedInputValue(value: string, timeZone: string): ZonedInput {
  const clock = parseInputValue(value);
  if (!clock) return { kind: 'invalid' };
  const asUtc = asUtcMs(clock);
  const before = zoneOffsetMs(new Date(asUtc - DAY_MS), timeZone);
  const after = zoneOffsetMs(new Date(asUtc + DAY_MS), timeZone);
  const candidates = [...new Set([asUtc - before, asUtc - after])]
    .filter((time) => time + zoneOffsetMs(new Date(time), timeZone) === asUtc)
    .sort((a, b) => a - b);
  const first = candidates[0];
  if (first !== undefined) return { kind: 'instant', instant: new Date(first), repeated: candidates.length > 1 };
  return { kind: 'skipped', ...jumpAround(asUtc - after, asUtc - before, timeZone) };
}

/**
 * The clock change between two instants (the earlier on the old offset, the later on the new): found to
 * the minute by halving, and told as the clock's readings just before and just after it.
 */
function jumpAround(earlier: number, later: number, timeZone: string): { jumpFrom: string; jumpTo: string } {
  const oldOffset = zoneOffsetMs(new Date(earlier), timeZone);
  let low = earlier;
  let high = later;
  while (high - low > MINUTE_MS) {
    const middle = low + Math.max(1, Math.floor((high - low) / 2 / MINUTE_MS)) * MINUTE_MS;
    if (zoneOffsetMs(new Date(middle), timeZone) === oldOffset) low = middle;
    else high = middle;
  }
  const change = new Date(high);
  const to = wallClock(change, timeZone);
  // The old clock would have read this at the change; it is never shown (02:00 → 03:00 in Berlin).
  const from = new Date(asUtcMs(to) - zoneOffsetMs(change, timeZone) + oldOffset);
  return {
    jumpFrom: clockTime({ hour: from.getUTCHours(), minute: from.getUTCMinutes() }),
    jumpTo: clockTime(to),
  };
}
