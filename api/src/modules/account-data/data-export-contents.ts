import type { Db } from '../../db/client.ts';
import type { Event, User } from '../../generated/prisma/client.ts';
import { DEFAULT_LOCALE, supportedLocale, type LoadableLocale } from '../../../../common/i18n/locales.ts';
import { hostEventJson } from '../events/event-json.ts';
import { settingsOf } from '../notifications/notifications.service.ts';
import {
  csvCell,
  entryName,
  guestbookText,
  guestbookToCsv,
  rsvpsToCsv,
  safeText,
  UniqueNames,
  withTypeExtension,
  type WrittenZipEntry,
  type ZipEntry,
} from '../downloads/downloads.service.ts';

/**
 * What "Download my data" puts in the ZIP (issue 32): the account, and for every event it owns its settings,
 * RSVPs, its guestbook, a list of the photos and their originals. Each file of an event comes from one
 * function below, listed in EVENT_PARTS.
 * Originals are only named here (their storage keys); zip-stream.ts reads them one at a time.
 */
export async function dataExportEntries(prisma: Db, user: User, now: Date): Promise<ZipEntry[]> {
  const events = await prisma.event.findMany({
    where: { ownerId: user.id, deletedAt: null },
    orderBy: [{ dateTime: 'asc' }, { id: 'asc' }],
  });
  const entries: ZipEntry[] = [
    written('README.txt', readme(user, events), now),
    written('account.json', json(await accountJson(prisma, user)), now),
  ];
  // The spreadsheets' headers in the account's language (decision 058); file names stay as README.txt says.
  const locale = supportedLocale(user.language) ?? DEFAULT_LOCALE;
  for (const event of events) {
    const folder = `events/${event.slug}/`;
    for (const part of EVENT_PARTS) entries.push(...(await part(prisma, event, folder, now, locale)));
  }
  return entries;
}

/** One kind of file of an owned event; `folder` is `events/<slug>/`. */
type EventPart = (prisma: Db, event: Event, folder: string, now: Date, locale: LoadableLocale) => Promise<ZipEntry[]>;

const eventJson: EventPart = (_prisma, event, folder, now) =>
  Promise.resolve([written(`${folder}event.json`, json(hostEventJson(event, 'OWNER')), now)]);

/** The same spreadsheet-safe CSV as the hosts' RSVP download. */
const rsvpsCsv: EventPart = async (prisma, event, folder, now, locale) => {
  const rsvps = await prisma.rsvp.findMany({
    where: { eventId: event.id },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  return [written(`${folder}rsvps.csv`, rsvpsToCsv(rsvps, locale), now)];
};

const PHOTOS_HEADER = ['File', 'Guest', 'Type', 'Status', 'Album', 'Uploaded At'];

/** Every upload's original (any status, videos too) in `photos/`, and `photos.csv` telling which is which. */
const photos: EventPart = async (prisma, event, folder, now) => {
  const uploads = await prisma.upload.findMany({
    where: { eventId: event.id },
    orderBy: [{ uploadedAt: 'asc' }, { id: 'asc' }],
    select: {
      storageKey: true,
      mimeType: true,
      mediaType: true,
      originalFilename: true,
      uploaderName: true,
      status: true,
      takenAt: true,
      uploadedAt: true,
      album: { select: { name: true } },
    },
  });
  const names = new UniqueNames();
  const rows = [PHOTOS_HEADER.map(csvCell)];
  const originals: ZipEntry[] = [];
  for (const upload of uploads) {
    const name = names.take(entryName(null, withTypeExtension(upload.originalFilename, upload.mimeType)));
    originals.push({
      key: upload.storageKey,
      name: `${folder}photos/${name}`,
      date: upload.takenAt ?? upload.uploadedAt,
    });
    rows.push(
      [
        safeText(`photos/${name}`),
        safeText(upload.uploaderName ?? ''),
        upload.mediaType === 'VIDEO' ? 'Video' : 'Photo',
        upload.status,
        safeText(upload.album?.name ?? ''),
        upload.uploadedAt.toISOString(),
      ].map(csvCell),
    );
  }
  const csv = `\uFEFF${rows.map((row) => row.join(',')).join('\r\n')}\r\n`;
  return [written(`${folder}photos.csv`, csv, now), ...originals];
};

/**
 * The guestbook (decision 057) as the hosts' own downloads give it: `guestbook.txt`, the approved messages
 * to read like a book, and `guestbook.csv`, every message whatever its status. None when nobody wrote.
 */
const guestbook: EventPart = async (prisma, event, folder, now, locale) => {
  const entries = await prisma.guestbookEntry.findMany({
    where: { eventId: event.id },
    orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
  });
  if (entries.length === 0) return [];
  const approved = entries.filter((entry) => entry.status === 'APPROVED');
  return [
    written(`${folder}guestbook.txt`, guestbookText(approved, event.timeZone, locale), now),
    written(`${folder}guestbook.csv`, guestbookToCsv(entries, locale), now),
  ];
};

const EVENT_PARTS: readonly EventPart[] = [eventJson, rsvpsCsv, guestbook, photos];

async function accountJson(prisma: Db, user: User) {
  const coHosted = await prisma.eventMember.findMany({
    where: { userId: user.id, role: 'CO_HOST', event: { deletedAt: null } },
    orderBy: { createdAt: 'asc' },
    select: { createdAt: true, event: { select: { title: true, slug: true } } },
  });
  return {
    email: user.email,
    displayName: user.displayName,
    plan: user.plan,
    emailVerifiedAt: user.emailVerifiedAt,
    notifications: settingsOf(user),
    createdAt: user.createdAt,
    coHostedEvents: coHosted.map((member) => ({ ...member.event, since: member.createdAt })),
  };
}

function readme(user: User, events: readonly Event[]): string {
  const lines = [
    `Your data, ${user.displayName} (${user.email})`,
    '',
    'This archive holds what your account keeps. Every file can be opened without our site:',
    '',
    'account.json',
    '  Your profile: name, email address, plan, which notification emails you get, when you joined,',
    '  and the events you co-host (by title and link). JSON is plain text; any text editor opens it.',
    '',
    'events/<event link>/',
    '  One folder for each event you own:',
    '  event.json   The event as you see it in its settings: title, date, place, PIN, gallery and RSVP choices.',
    '  rsvps.csv    Every RSVP, as the "Download RSVPs" button gives it (opens in Excel, Numbers, Sheets).',
    '               Cells that start with = + - or @ get an apostrophe so a spreadsheet never runs them.',
    '  guestbook.txt  The approved guestbook messages, oldest first, each with its name and time.',
    '  guestbook.csv  Every guestbook message, whatever its status (approved, waiting, hidden); the same',
    '               apostrophe guard as rsvps.csv. Neither file is there when nobody wrote.',
    '  photos.csv   One line per photo or video guests sent: its file in photos/, who sent it, its status',
    '               (APPROVED, PENDING, REJECTED), its album and when it arrived.',
    '  photos/      The originals, exactly as guests sent them, whatever their status, videos included.',
    '',
    events.length === 0
      ? 'You own no events, so there is no events folder.'
      : `Events in this archive: ${events.map((event) => `${event.title} (${event.slug})`).join(', ')}.`,
    '',
  ];
  return lines.join('\r\n');
}

function written(name: string, content: string, date: Date): WrittenZipEntry {
  return { name, content, date };
}

function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}
