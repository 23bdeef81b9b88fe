/** What is left until the event, in whole units (SPEC §2: days, hours, minutes, seconds). */
export type TimeLeft = { days: number; hours: number; minutes: number; seconds: number; totalMs: number };

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Null once the event has started: the countdown is then hidden. */
export function timeLeft(eventDate: Date, now: Date): TimeLeft | null {
  const totalMs = eventDate.getTime() - now.getTime();
  if (!(totalMs > 0)) return null;
  return {
    days: Math.floor(totalMs / DAY),
    hours: Math.floor((totalMs % DAY) / HOUR),
    minutes: Math.floor((totalMs % HOUR) / MINUTE),
    seconds: Math.floor((totalMs % MINUTE) / SECOND),
    totalMs,
  };
}

/** Under one day the countdown's title becomes 'Almost Time!' (SPEC §2). */
export function isAlmostTime(left: TimeLeft): boolean {
  return left.totalMs < DAY;
}
