/** '24 Nov 2026' in the viewer's language. */
export function formatDay(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(iso));
}

/** '24 Nov 2026, 14:05'. */
export function formatTime(iso: string): string {
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

export { formatBytes, formatUptime } from '../../format';
