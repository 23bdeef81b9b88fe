// The cells of every CSV the app writes (RSVPs, the guestbook): RFC 4180 quoting and the formula guard.

/** Quotes a field when it holds a comma, a quote, CR or LF, doubling its quotes (RFC 4180 §2.6–2.7). */
export function csvCell(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/**
 * A spreadsheet runs a cell starting with =, +, -, @ (or a tab or CR before one) as a formula; a leading
 * apostrophe makes it text (OWASP "CSV injection"). A phone number like "+90 …" gets one too: harmless.
 */
export function safeText(value: string): string {
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}
