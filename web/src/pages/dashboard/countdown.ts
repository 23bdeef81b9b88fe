import { zonedDayNumber } from '../../../../common/zoned-time';
import { translate } from '../../i18n/i18n';

/** How soon an event is, as the dashboard badge shows it (SPEC §4, thresholds in §9). */
export type CountdownTone = 'past' | 'today' | 'orange' | 'yellow' | 'blue';

export type Countdown = {
  /** Whole calendar days from today to the event's day; negative for past events. */
  days: number;
  /** 'Past Event', 'Today!', '3 days left' in the reader's language. */
  label: string;
  tone: CountdownTone;
};

/** Within this many days the badge is orange; within the next threshold, yellow; beyond it, blue. */
export const COUNTDOWN_SOON_DAYS = 7;
export const COUNTDOWN_NEAR_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Midnight of the date's local calendar day, as a UTC timestamp (so DST changes do not shift it). */
function localDayNumber(date: Date): number {
  return Date.UTC(date.getFullYear(), date.getMonth(), date.getDate()) / DAY_MS;
}

/**
 * Whole calendar days between today and the event's day: an event tonight is 0 days away, one
 * tomorrow morning 1 day, whatever the hour now. Both on the calendar of the event's place when its
 * zone is given (decision 047: 'Today!' is the wedding's day there), else the local one.
 */
export function daysUntil(eventDate: Date, now: Date, timeZone?: string | null): number {
  if (timeZone) return zonedDayNumber(eventDate, timeZone) - zonedDayNumber(now, timeZone);
  return Math.round(localDayNumber(eventDate) - localDayNumber(now));
}

export function countdown(eventDate: Date, now: Date, timeZone?: string | null): Countdown {
  const days = daysUntil(eventDate, now, timeZone);
  if (days < 0) return { days, label: translate('dashboard.countdownPast'), tone: 'past' };
  if (days === 0) return { days, label: translate('dashboard.countdownToday'), tone: 'today' };
  const label = translate('dashboard.countdownDays', { days });
  if (days <= COUNTDOWN_SOON_DAYS) return { days, label, tone: 'orange' };
  if (days <= COUNTDOWN_NEAR_DAYS) return { days, label, tone: 'yellow' };
  return { days, label, tone: 'blue' };
}
