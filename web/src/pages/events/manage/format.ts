export function roleLabel(role: string): string {
  return role === 'OWNER' ? 'Owner' : 'Co-host';
}

/** The value of a datetime-local input for an ISO instant, in the browser's time zone. */
export function toLocalInputValue(iso: string | null | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

/** A datetime-local value back to an ISO instant ('' stays empty). */
export function fromLocalInputValue(value: string): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
