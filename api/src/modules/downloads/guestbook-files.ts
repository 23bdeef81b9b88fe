import { wallClock } from '../../../../common/zoned-time.ts';
import type { GuestbookEntry, GuestbookStatus } from '../../generated/prisma/client.ts';
import { csvCell, safeText } from './csv-cells.ts';

// The guestbook as files the hosts keep (decision 057): a spreadsheet of every message, and a text file of
// the approved ones inside the event's ZIP. Both are plain text; the CSV guards every guest-written cell
// against formula injection exactly as the RSVP export does.

const STATUS_LABELS: Record<GuestbookStatus, string> = { PENDING: 'Waiting', APPROVED: 'Approved', HIDDEN: 'Hidden' };

const CSV_HEADER = ['Name', 'Message', 'Status', 'Written At', 'Photo Id'];

/** RFC 4180, CRLF, a UTF-8 byte order mark (for Excel), oldest first as a book is read. */
export function guestbookToCsv(entries: readonly GuestbookEntry[]): string {
  const rows = [CSV_HEADER.map(csvCell)];
  for (const entry of entries) {
    rows.push(
      [
        safeText(entry.name),
        safeText(entry.message),
        STATUS_LABELS[entry.status],
        entry.createdAt.toISOString(),
        entry.uploadId === null ? '' : String(entry.uploadId),
      ].map(csvCell),
    );
  }
  return `\uFEFF${rows.map((row) => row.join(',')).join('\r\n')}\r\n`;
}

/** '14 June 2026, 18:05' on the event's clock (decision 047): when the guest wrote, where they were. */
export function writtenAt(instant: Date, timeZone: string): string {
  const clock = wallClock(instant, timeZone);
  const month = new Date(Date.UTC(2000, clock.month - 1, 1)).toLocaleString('en-GB', {
    month: 'long',
    timeZone: 'UTC',
  });
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${clock.day} ${month} ${clock.year}, ${pad(clock.hour)}:${pad(clock.minute)}`;
}

/**
 * `guestbook.txt`: each approved message as its name, the time on the event's clock, the message, and a
 * blank line, oldest first. CRLF, so Notepad shows the lines too.
 */
export function guestbookText(entries: readonly GuestbookEntry[], timeZone: string): string {
  return entries
    .map(
      (entry) =>
        `${entry.name}\r\n${writtenAt(entry.createdAt, timeZone)}\r\n${entry.message.replace(/\n/g, '\r\n')}\r\n\r\n`,
    )
    .join('');
}
