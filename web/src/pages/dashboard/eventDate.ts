// Event dates in the reader's own locale and time zone, e.g. 'Sat, 12 June 2027, 16:30' (en-GB).
const dateFormat = new Intl.DateTimeFormat(undefined, {
  weekday: 'short',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});
const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'short' });

export function formatEventDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${dateFormat.format(date)}, ${timeFormat.format(date)}`;
}

/** A `DateTime` scalar value (typed `any` in the Relay artifacts) as its ISO string. */
export function isoOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
