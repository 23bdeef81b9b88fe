// Numbers and dates as people read them, in the reader's own language and time zone: the one place
// every page formats them (guest, host, dashboard, admin, status). Formatters are made on first use,
// so a page loads none it does not show. No imports: the guest page's first load includes this file.

/** Storage and memory figures (admin System tab): 1536 → '1.5 KB'; 3_500_000_000 → '3.3 GB'. */
export function formatBytes(bytes: number): string {
  const units = ['B', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 || unit === 0 ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}

/**
 * A picked photo's size (the guest upload dialog): whole KB below a megabyte and never '0 KB', then MB
 * to one decimal, as phones' photo pickers say it: 500 → '1 KB', 1536 → '2 KB', 3_670_016 → '3.5 MB'.
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** 93_784 → '1 d 2 h 3 min'. */
export function formatUptime(seconds: number): string {
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const parts = [days ? `${days} d` : '', hours ? `${hours} h` : '', `${minutes} min`].filter(Boolean);
  return parts.join(' ');
}

/** An instant as an ISO string (from the API) or a Date. */
type Instant = string | Date;

const formatters = new Map<string, Intl.DateTimeFormat>();

/** `instant` with these options; '' for something that is not a date (rather than a RangeError). */
function formatWith(options: Intl.DateTimeFormatOptions, instant: Instant): string {
  const date = instant instanceof Date ? instant : new Date(instant);
  if (Number.isNaN(date.getTime())) return '';
  const key = JSON.stringify(options);
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(undefined, options);
    formatters.set(key, formatter);
  }
  return formatter.format(date);
}

/** Lists and tables: '24 Nov 2026' (en-GB). */
export function formatDay(instant: Instant): string {
  return formatWith({ day: 'numeric', month: 'short', year: 'numeric' }, instant);
}

/** Lists and tables: '24 Nov 2026, 14:05' (en-GB). */
export function formatTime(instant: Instant): string {
  return formatWith({ dateStyle: 'medium', timeStyle: 'short' }, instant);
}

/** An event's date for its hosts (dashboard, event header): 'Sat, 12 June 2027, 16:30' (en-GB). */
export function formatEventDate(instant: Instant): string {
  const day = formatWith({ weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' }, instant);
  return day && `${day}, ${formatWith({ timeStyle: 'short' }, instant)}`;
}

/** The day in full, for guests: 'Saturday, 12 June 2027' (en-GB). */
export function formatLongDay(instant: Instant): string {
  return formatWith({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }, instant);
}

/** The day in full and the time, for guests: 'Saturday, 12 June 2027 at 16:30' (the locale's own joining word). */
export function formatLongDayAndTime(instant: Instant): string {
  return formatWith({ dateStyle: 'full', timeStyle: 'short' }, instant);
}

/** The day in the locale's fullest style (a printed table card): 'Saturday 12 June 2027' (en-GB). */
export function formatFullDate(instant: Instant): string {
  return formatWith({ dateStyle: 'full' }, instant);
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

/** The value of a datetime-local input for an ISO instant, in the browser's time zone ('' for no date). */
export function toLocalInputValue(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  // toISOString() below would throw a RangeError on an invalid date.
  if (Number.isNaN(date.getTime())) return '';
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A datetime-local value back to an ISO instant ('' stays empty). */
export function fromLocalInputValue(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
