// Dates as guests read them, in their own language and time zone.

/** 'Saturday, 12 June 2027' */
export function formatDay(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleDateString(undefined, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
}

/** 'Saturday, 12 June 2027 at 16:30' (the joining word is the locale's own). */
export function formatDayAndTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return date.toLocaleString(undefined, { dateStyle: 'full', timeStyle: 'short' });
}
