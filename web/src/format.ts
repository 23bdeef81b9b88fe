// Numbers and dates as people read them, in the reader's own language: the one place every page formats
// them (guest, host, dashboard, admin, status). The language is the page's (issue 34): a Turkish page
// writes Turkish dates; an English page keeps the reader's own English ('12 June' in London, 'June 12'
// in New York). An event's own date and time read on the clock of its place when its time zone is given
// (decision 047), with the zone's short name when the reader's clock differs ('16:00 GMT+3'); other
// instants (uploads, RSVPs, tokens) on the reader's clock. Formatters are made on first use, so a page
// loads none it does not show. The guest page's first load includes this file: it imports only the pure
// clock arithmetic of common/zoned-time.ts, which also turns the forms' datetime-local values into
// instants, and the page's language (web/src/i18n/i18n.ts, loaded already).
import { zoneOffsetMs } from '../../common/zoned-time';
import { activeLocale, translate } from './i18n/i18n';

/**
 * The locale Intl formats in: the page's language, and for English the browser's own English (en-GB,
 * en-US...), as it was before pages spoke other languages; plain 'en' for a reader whose browser speaks
 * none. Without a browser (unit tests) English is the runtime's default locale.
 */
export function formatLocale(): string | undefined {
  const locale = activeLocale();
  if (locale !== 'en' && !locale.startsWith('en-')) return locale;
  if (typeof navigator === 'undefined') return undefined;
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return languages.find((tag) => /^en(-|$)/i.test(tag ?? '')) ?? 'en';
}

const numberFormatters = new Map<string, Intl.NumberFormat>();

/** A figure with `digits` decimals (none by default), with the language's decimal mark and no grouping. */
function formatNumber(value: number, digits = 0): string {
  const locale = formatLocale();
  const key = `${locale ?? ''}|${digits}`;
  let formatter = numberFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
      useGrouping: false,
    });
    numberFormatters.set(key, formatter);
  }
  return formatter.format(value);
}

/**
 * Storage and memory figures (admin System tab): 1536 → '1.5 KB'; 3_500_000_000 → '3.3 GB'. The unit
 * symbols are the same in every language we speak; the decimal mark is the language's ('1,5 KB').
 */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 || unit === 0 ? formatNumber(Math.round(value)) : formatNumber(value, 1)} ${units[unit]}`;
}

/**
 * A picked photo's size (the guest upload dialog): whole KB below a megabyte and never '0 KB', then MB
 * to one decimal, as phones' photo pickers say it: 500 → '1 KB', 1536 → '2 KB', 3_670_016 → '3.5 MB'.
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${formatNumber(Math.max(1, Math.round(bytes / 1024)))} KB`;
  // Videos (issue 30) reach gigabytes: '1.2 GB' rather than '1228.8 MB'.
  if (bytes >= 1024 * 1024 * 1024) return `${formatNumber(bytes / (1024 * 1024 * 1024), 1)} GB`;
  return `${formatNumber(bytes / (1024 * 1024), 1)} MB`;
}

/**
 * A video's length as players show it (the badge on a tile): 42.4 → '0:42', 65 → '1:05', 3723 → '1:02:03'.
 * Rounded to the second, but a clip shorter than half a second still says '0:01', never '0:00'.
 */
export function formatDuration(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.max(1, Math.round(seconds)) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${rest}` : `${minutes}:${rest}`;
}

/**
 * A length in words, to the nearest second: 300 → '5 minutes', 90 → '1 minute 30 seconds', 45.2 →
 * '45 seconds' (a video's length as a screen reader says it).
 */
export function formatDurationWords(seconds: number): string {
  const whole = Math.round(seconds);
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  if (minutes === 0) return translate('format.seconds', { count: rest });
  return rest === 0
    ? translate('format.minutes', { count: minutes })
    : translate('format.minutesAndSeconds', { minutes, seconds: rest });
}

/** 93_784 → '1 d 2 h 3 min', with the language's short unit words. */
export function formatUptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const parts = [
    days ? translate('format.uptimeDays', { count: days }) : '',
    hours ? translate('format.uptimeHours', { count: hours }) : '',
    translate('format.uptimeMinutes', { count: minutes }),
  ].filter(Boolean);
  return parts.join(' ');
}

/** An instant as an ISO string (from the API) or a Date. */
type Instant = string | Date;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** An event's IANA time zone; absent: the reader's own clock. */
type TimeZone = string | null | undefined;

function dateOf(instant: Instant): Date | null {
  const date = instant instanceof Date ? instant : new Date(instant);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** `instant` with these options; '' for something that is not a date (rather than a RangeError). */
function formatWith(options: Intl.DateTimeFormatOptions, instant: Instant): string {
  const date = dateOf(instant);
  if (!date) return '';
  const locale = formatLocale();
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat(locale, options);
    } catch {
      // A zone this browser does not know (the server's list is newer): UTC, named, rather than no page.
      formatter = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC', timeZoneName: 'short' });
    }
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}

/** Whether the reader's clock reads differently from the event's at `date` (then the zone is named). */
function readerIsElsewhere(date: Date, timeZone: string): boolean {
  return zoneOffsetMs(date, timeZone) !== -date.getTimezoneOffset() * 60_000;
}

/** A calendar day: the event's, on its place's calendar, when its zone is given. */
function formatDayIn(options: Intl.DateTimeFormatOptions, instant: Instant, timeZone: TimeZone): string {
  return formatWith(timeZone ? { ...options, timeZone } : options, instant);
}

/**
 * A day with a time of day: on the clock of the event's place when its zone is given, with the zone's
 * short name ('GMT+3', 'EDT', as the reader's language writes it) when the reader's clock differs.
 */
function formatMomentIn(options: Intl.DateTimeFormatOptions, instant: Instant, timeZone: TimeZone): string {
  const date = dateOf(instant);
  if (!date || !timeZone) return formatWith(options, instant);
  const named: Intl.DateTimeFormatOptions = readerIsElsewhere(date, timeZone) ? { timeZoneName: 'short' } : {};
  return formatWith({ ...options, ...named, timeZone }, date);
}

/** Lists and tables: '24 Nov 2026' (en-GB); an event's on its own calendar with `timeZone`. */
export function formatDay(instant: Instant, timeZone?: TimeZone): string {
  return formatDayIn({ day: 'numeric', month: 'short', year: 'numeric' }, instant, timeZone);
}

/** Lists and tables: '24 Nov 2026, 14:05' (en-GB); an event's at its place with `timeZone` ('…, 14:05 GMT+3'). */
export function formatTime(instant: Instant, timeZone?: TimeZone): string {
  return formatMomentIn(
    { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
    instant,
    timeZone,
  );
}

/** An event's date for its hosts (dashboard, event header): 'Sat, 12 June 2027, 16:30' (en-GB), at its place. */
export function formatEventDate(instant: Instant, timeZone?: TimeZone): string {
  const day = formatDayIn({ weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' }, instant, timeZone);
  return day && `${day}, ${formatMomentIn({ hour: 'numeric', minute: '2-digit' }, instant, timeZone)}`;
}

/** The day in full, for guests: 'Saturday, 12 June 2027' (en-GB), on the event's calendar. */
export function formatLongDay(instant: Instant, timeZone?: TimeZone): string {
  return formatDayIn({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }, instant, timeZone);
}

/**
 * The day in full and the time, for guests: 'Saturday, 12 June 2027 at 16:30' (the locale's own joining
 * word), at the event's place: '… at 16:30 GMT+3' for a reader whose clock differs.
 */
export function formatLongDayAndTime(instant: Instant, timeZone?: TimeZone): string {
  return formatMomentIn(
    { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: 'numeric', minute: '2-digit' },
    instant,
    timeZone,
  );
}

/** The day in the locale's fullest style (a printed table card): 'Saturday 12 June 2027' (en-GB). */
export function formatFullDate(instant: Instant, timeZone?: TimeZone): string {
  return formatDayIn({ dateStyle: 'full' }, instant, timeZone);
}

/** A zone's short name at an instant, as the reader's language writes it: 'GMT+3', 'BST', 'EDT'. */
export function formatZoneName(timeZone: string, instant: Instant = new Date()): string {
  const date = dateOf(instant);
  if (!date) return '';
  const options: Intl.DateTimeFormatOptions = { timeZone, timeZoneName: 'short' };
  const locale = formatLocale();
  const key = `${locale ?? ''}|zone-name:${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    try {
      formatter = new Intl.DateTimeFormat(locale, options);
    } catch {
      return timeZone;
    }
    formatters.set(key, formatter);
  }
  return formatter.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** A clock time to the second: '14:05:09' (what `toLocaleTimeString()` shows). */
export function formatClockTime(instant: Instant): string {
  return formatWith({ hour: 'numeric', minute: '2-digit', second: '2-digit' }, instant);
}

/** A timestamp to the second: '24/11/2026, 14:05:09' (what `toLocaleString()` shows). */
export function formatTimestamp(instant: Instant): string {
  return formatWith(
    { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit' },
    instant,
  );
}

/**
 * A moment a few days ahead, for guests: 'Saturday at 23:00' within a week, 'Saturday, 12 June at 23:00'
 * later; on the clock of the event's place with `timeZone` (named when the reader's clock differs).
 */
export function formatWeekdayAndTime(instant: Instant, timeZone?: TimeZone, now: Date = new Date()): string {
  const date = dateOf(instant);
  if (!date) return '';
  const soon = date.getTime() - now.getTime() < 6 * 24 * 3600 * 1000;
  const day = formatDayIn(
    soon ? { weekday: 'long' } : { weekday: 'long', day: 'numeric', month: 'long' },
    date,
    timeZone,
  );
  return translate('format.weekdayAtTime', {
    day,
    time: formatMomentIn({ hour: 'numeric', minute: '2-digit' }, date, timeZone),
  });
}
