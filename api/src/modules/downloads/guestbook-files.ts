import type { LoadableLocale } from '../../../../common/i18n/locales.ts';
import { wallClock } from '../../../../common/zoned-time.ts';
import type { GuestbookEntry, GuestbookStatus } from '../../generated/prisma/client.ts';
import { translate, type ServerMessageId } from '../../i18n/messages.ts';
import { csvCell, safeText } from './csv-cells.ts';

// The guestbook as files the hosts keep (decision 057): a spreadsheet of every message, and a text file of
// the approved ones inside the event's ZIP. Both are plain text; the CSV guards every guest-written cell
// against formula injection exactly as the RSVP export does.

const STATUS_LABELS: Record<GuestbookStatus, ServerMessageId> = {
  PENDING: 'downloads.guestbook.pending',
  APPROVED: 'downloads.guestbook.approved',
  HIDDEN: 'downloads.guestbook.hidden',
};

const CSV_HEADER: readonly ServerMessageId[] = [
  'downloads.guestbook.name',
  'downloads.guestbook.message',
  'downloads.guestbook.status',
  'downloads.guestbook.writtenAt',
  'downloads.guestbook.photoId',
];

/**
 * RFC 4180, CRLF, a UTF-8 byte order mark (for Excel), oldest first as a book is read; headers and statuses
 * in the host's language (decision 058).
 */
export function guestbookToCsv(entries: readonly GuestbookEntry[], locale: LoadableLocale): string {
  const rows = [CSV_HEADER.map((id) => csvCell(translate(locale, id)))];
  for (const entry of entries) {
    rows.push(
      [
        safeText(entry.name),
        safeText(entry.message),
        translate(locale, STATUS_LABELS[entry.status]),
        entry.createdAt.toISOString(),
        entry.uploadId === null ? '' : String(entry.uploadId),
      ].map(csvCell),
    );
  }
  return `\uFEFF${rows.map((row) => row.join(',')).join('\r\n')}\r\n`;
}

/**
 * '14 June 2026, 18:05' (in English; '14 Haziran 2026, 18:05' in Turkish) on the event's clock (decision 047):
 * when the guest wrote, where they were.
 */
export function writtenAt(instant: Date, timeZone: string, locale: LoadableLocale): string {
  const clock = wallClock(instant, timeZone);
  // The wall clock's fields as a UTC instant, formatted in UTC: the event's time, whatever the server's zone.
  const asUtc = new Date(Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute));
  const day = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(asUtc);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${day}, ${pad(clock.hour)}:${pad(clock.minute)}`;
}

/**
 * `guestbook.txt`: each approved message as its name, the time on the event's clock, the message, and a
 * blank line, oldest first. CRLF, so Notepad shows the lines too.
 */
export function guestbookText(entries: readonly GuestbookEntry[], timeZone: string, locale: LoadableLocale): string {
  return entries
    .map(
      (entry) =>
        `${entry.name}\r\n${writtenAt(entry.createdAt, timeZone, locale)}\r\n${entry.message.replace(/\n/g, '\r\n')}\r\n\r\n`,
    )
    .join('');
}
