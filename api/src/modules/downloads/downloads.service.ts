import { eventAudit, type AuditLog } from '../../audit/audit-log.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { Event, Rsvp, RsvpStatus } from '../../generated/prisma/client.ts';
import { PHOTO_EXTENSIONS, VIDEO_EXTENSIONS } from '../../storage/file-keys.ts';
import type { StorageDriver } from '../../storage/storage.ts';
import type { Actor } from '../../access/actor.ts';
import type { EventsService } from '../events/events.service.ts';
import { streamPhotoZip, type PhotoZip, type WrittenZipEntry, type ZipEntry, type ZipLogger } from './zip-stream.ts';
import { guestbookText, guestbookToCsv } from './guestbook-files.ts';
import { guestVisiblePhotosWhere } from '../../access/guest-visibility.ts';
import { ALBUM_NOT_FOUND, NO_ALBUM } from '../../../../common/albums.ts';
import { ALBUM_ORDER } from '../albums/albums.service.ts';
import { csvCell, safeText } from './csv-cells.ts';
import { DEFAULT_LOCALE, type LoadableLocale } from '../../../../common/i18n/locales.ts';
import { translate, type ServerMessageId } from '../../i18n/messages.ts';

// Every CSV of the app guards its cells the same way (RSVPs here, the guestbook, data exports).
export { csvCell, safeText };

// Other domains build ZIPs of their own (an account's data export) with the same streaming.
export { streamPhotoZip, type WrittenZipEntry, type ZipEntry, type ZipLogger } from './zip-stream.ts';
// ... and hold an event's guestbook as the hosts' own downloads give it.
export { guestbookText, guestbookToCsv } from './guestbook-files.ts';

export const NO_APPROVED_PHOTOS = 'No approved photos or videos to download';

/** Which photos a ZIP holds (decision 053): one album (its id), those in no album, or (undefined) all. */
export type ZipAlbum = number | typeof NO_ALBUM;

/** A ZIP ready to stream: the download's file name and the entries, already authorized and audited. */
export interface ZipDownload {
  filename: string;
  entries: ZipEntry[];
}

export interface CsvDownload {
  filename: string;
  body: string;
}

const STATUS_LABELS: Record<RsvpStatus, ServerMessageId> = {
  YES: 'downloads.rsvps.yes',
  NO: 'downloads.rsvps.no',
  MAYBE: 'downloads.rsvps.maybe',
};

const CSV_HEADER: readonly ServerMessageId[] = [
  'downloads.rsvps.fullName',
  'downloads.rsvps.email',
  'downloads.rsvps.phone',
  'downloads.rsvps.status',
  'downloads.rsvps.guests',
  'downloads.rsvps.note',
  'downloads.rsvps.submittedAt',
  'downloads.rsvps.updatedAt',
  'downloads.rsvps.language',
];

/**
 * Host downloads: every approved original (photos and videos, as the guests sent them) as one ZIP, and the
 * RSVPs as a spreadsheet-safe CSV. Members only. Headers, statuses and the names the archive gives
 * folders and files are in `locale`, the language of the host who asked (decision 058).
 */
export class DownloadsService {
  constructor(
    private readonly prisma: Db,
    private readonly storage: StorageDriver,
    private readonly events: EventsService,
    private readonly audit: AuditLog,
    private readonly log: ZipLogger,
  ) {}

  /** Authorizes, lists the approved originals (oldest first) and records the download. */
  async prepareZip(actor: Actor, eventId: number, locale: LoadableLocale, album?: ZipAlbum): Promise<ZipDownload> {
    const { event, download } = await this.listZip(actor, eventId, locale, album);
    await this.audit.record(
      eventAudit(actor, 'event.download.zip', event.id, {
        count: download.entries.length,
        ...(album === undefined ? {} : { albumId: album }),
      }),
    );
    return download;
  }

  /**
   * The same checks as prepareZip (member, some approved photo) and the file name, without recording a
   * download: what the web app asks (HEAD) before handing the download to the browser, so a refusal can be
   * shown on the page rather than as a failed file in the browser's downloads.
   */
  async checkZip(
    actor: Actor,
    eventId: number,
    locale: LoadableLocale,
    album?: ZipAlbum,
  ): Promise<{ filename: string }> {
    const { download } = await this.listZip(actor, eventId, locale, album);
    return { filename: download.filename };
  }

  /**
   * The whole event (`album` undefined: each album's photos in a folder named after it, photos in no album
   * at the root), one album's photos (at the root), or those in no album (NO_ALBUM). Decision 053.
   */
  private async listZip(actor: Actor, eventId: number, locale: LoadableLocale, album?: ZipAlbum) {
    const t = (id: ServerMessageId) => translate(locale, id);
    const { event } = await this.events.getForMember(actor.user, eventId);
    const chosen =
      typeof album === 'number'
        ? await this.prisma.album.findFirst({
            where: { id: album, eventId: event.id },
            select: { id: true, name: true },
          })
        : null;
    if (typeof album === 'number' && !chosen) throw new NotFoundError(ALBUM_NOT_FOUND);
    const albums =
      album === undefined
        ? await this.prisma.album.findMany({ where: { eventId: event.id }, orderBy: ALBUM_ORDER })
        : [];
    const folders = new UniqueNames();
    const folderOf = new Map(
      albums.map((row) => [row.id, `${folders.take(cleanPart(row.name) || t('downloads.zip.albumFolder'))}/`]),
    );
    const uploads = await this.prisma.upload.findMany({
      where: {
        ...guestVisiblePhotosWhere(event.id),
        ...(album === undefined ? {} : { albumId: chosen?.id ?? null }),
      },
      orderBy: [{ uploadedAt: 'asc' }, { id: 'asc' }],
      select: {
        id: true,
        storageKey: true,
        mimeType: true,
        originalFilename: true,
        uploaderName: true,
        takenAt: true,
        uploadedAt: true,
        albumId: true,
      },
    });
    if (uploads.length === 0) throw new NotFoundError(NO_APPROVED_PHOTOS);
    // Names are unique within each folder (the root is the folder '').
    const namesIn = new Map<string, UniqueNames>();
    const entries: ZipEntry[] = uploads.map((upload) => {
      const folder = (upload.albumId !== null && folderOf.get(upload.albumId)) || '';
      let names = namesIn.get(folder);
      if (!names) namesIn.set(folder, (names = new UniqueNames()));
      const file = entryName(upload.uploaderName, withTypeExtension(upload.originalFilename, upload.mimeType));
      return { key: upload.storageKey, name: folder + names.take(file), date: upload.takenAt ?? upload.uploadedAt };
    });
    // The whole event's archive ends with its guestbook (decision 057): the approved messages, as text.
    const guestbook = album === undefined ? await this.guestbookEntry(event, locale) : null;
    if (guestbook) {
      let root = namesIn.get('');
      if (!root) namesIn.set('', (root = new UniqueNames()));
      entries.push({ ...guestbook, name: root.take(guestbook.name) });
    }
    const base = downloadBaseName(event.title, t('downloads.zip.photos'));
    const suffix = chosen
      ? ` - ${cleanPart(chosen.name)}`
      : album === NO_ALBUM
        ? ` - ${t('downloads.zip.noAlbum')}`
        : '';
    const download: ZipDownload = { filename: `${base}${suffix}.zip`, entries };
    return { event, download };
  }

  /** `guestbook.txt` of the event's approved messages, oldest first; null when there are none. */
  private async guestbookEntry(
    event: Pick<Event, 'id' | 'timeZone'>,
    locale: LoadableLocale,
  ): Promise<WrittenZipEntry | null> {
    const messages = await this.prisma.guestbookEntry.findMany({
      where: { eventId: event.id, status: 'APPROVED' },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    const last = messages.at(-1);
    if (!last) return null;
    return {
      name: translate(locale, 'downloads.guestbook.textFile'),
      content: guestbookText(messages, event.timeZone, locale),
      date: last.createdAt,
    };
  }

  /** The archive's bytes for entries from prepareZip. */
  streamZip(entries: readonly ZipEntry[]): PhotoZip {
    return streamPhotoZip(this.storage, entries, this.log);
  }

  async rsvpsCsv(actor: Actor, eventId: number, locale: LoadableLocale): Promise<CsvDownload> {
    const { event } = await this.events.getForMember(actor.user, eventId);
    const rsvps = await this.prisma.rsvp.findMany({
      where: { eventId: event.id },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    await this.audit.record(eventAudit(actor, 'event.download.rsvps', event.id, { count: rsvps.length }));
    const name = downloadBaseName(event.title, translate(locale, 'downloads.zip.event'));
    return { filename: translate(locale, 'downloads.rsvps.file', { event: name }), body: rsvpsToCsv(rsvps, locale) };
  }

  /** Every guestbook message, any status, oldest first, with the RSVPs' formula guard (decision 057). */
  async guestbookCsv(actor: Actor, eventId: number, locale: LoadableLocale): Promise<CsvDownload> {
    const { event } = await this.events.getForMember(actor.user, eventId);
    const entries = await this.prisma.guestbookEntry.findMany({
      where: { eventId: event.id },
      orderBy: [{ createdAt: 'asc' }, { id: 'asc' }],
    });
    await this.audit.record(eventAudit(actor, 'event.download.guestbook', event.id, { count: entries.length }));
    const name = downloadBaseName(event.title, translate(locale, 'downloads.zip.event'));
    return {
      filename: translate(locale, 'downloads.guestbook.csvFile', { event: name }),
      body: guestbookToCsv(entries, locale),
    };
  }
}

/**
 * RFC 4180 with CRLF line endings and a UTF-8 byte order mark (without it Excel reads "Çırağan" as
 * Windows-1252 mojibake), every text cell guarded against formula injection.
 */
export function rsvpsToCsv(rsvps: readonly Rsvp[], locale: LoadableLocale): string {
  const rows = [CSV_HEADER.map((id) => csvCell(translate(locale, id)))];
  for (const rsvp of rsvps) {
    rows.push(
      [
        safeText(rsvp.fullName),
        safeText(rsvp.email ?? ''),
        safeText(rsvp.phone ?? ''),
        translate(locale, STATUS_LABELS[rsvp.status]),
        String(rsvp.guestsCount),
        safeText(rsvp.note ?? ''),
        rsvp.createdAt.toISOString(),
        rsvp.updatedAt.toISOString(),
        rsvp.language ? languageName(rsvp.language, locale) : '',
      ].map(csvCell),
    );
  }
  return `\uFEFF${rows.map((row) => row.join(',')).join('\r\n')}\r\n`;
}

/**
 * The language a guest's page showed when they answered, named in the host's ('Spanish', 'İspanyolca');
 * empty when unknown (answers from before it was kept, or that named no language we speak).
 */
function languageName(language: string, locale: LoadableLocale): string {
  try {
    return new Intl.DisplayNames([locale, DEFAULT_LOCALE], { type: 'language' }).of(language) ?? language;
  } catch {
    return language;
  }
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
/** Characters no file name may hold on Windows, macOS or Linux. */
const RESERVED = /[\\/:*?"<>|]/g;

/** "Aunt Selin - IMG_0001.JPG": no path separators, control characters or leading dots, at most 180 chars. */
export function entryName(uploaderName: string | null, originalFilename: string): string {
  const file = cleanPart(originalFilename) || 'photo';
  const uploader = uploaderName ? cleanPart(uploaderName) : '';
  return limitLength(uploader ? `${uploader} - ${file}` : file, 180);
}

function cleanPart(value: string): string {
  return value
    .normalize('NFC')
    .replace(CONTROL, '')
    .replace(RESERVED, '_')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .trim();
}

/** Other spellings of an extension that name the same type (the first of each is file-keys.ts's). */
const EXTENSION_ALIASES: Readonly<Record<string, readonly string[]>> = {
  jpg: ['jpeg', 'jpe'],
  heic: ['heif'],
  mp4: ['m4v'],
  mov: ['qt'],
};

/**
 * The guest's file name, ending in an extension of the type its bytes are ("clip" from a share sheet, or
 * "IMG_0042.JPG" that is a video, become "clip.mp4" and "IMG_0042.JPG.mov"), so a computer opens the
 * unzipped file with the right program. Names that already say their type are kept as they are.
 */
export function withTypeExtension(originalFilename: string, mimeType: string): string {
  const canonical = PHOTO_EXTENSIONS[mimeType] ?? VIDEO_EXTENSIONS[mimeType];
  if (!canonical) return originalFilename;
  const dot = originalFilename.lastIndexOf('.');
  const extension = dot > 0 ? originalFilename.slice(dot + 1).toLowerCase() : '';
  if (extension === canonical || EXTENSION_ALIASES[canonical]?.includes(extension)) return originalFilename;
  return `${originalFilename}.${canonical}`;
}

/** Cuts a name to `max` characters, keeping its extension. */
function limitLength(name: string, max: number): string {
  const chars = [...name];
  if (chars.length <= max) return name;
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  return [...name.slice(0, name.length - extension.length)].slice(0, max - extension.length).join('') + extension;
}

/** Names de-duplicated as file managers do ("IMG_1.JPG", "IMG_1 (2).JPG"), case-insensitively for Windows/macOS. */
export class UniqueNames {
  readonly #taken = new Set<string>();

  take(name: string): string {
    const dot = name.lastIndexOf('.');
    const stem = dot > 0 ? name.slice(0, dot) : name;
    const extension = dot > 0 ? name.slice(dot) : '';
    let candidate = name;
    for (let n = 2; this.#taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${extension}`;
    this.#taken.add(candidate.toLowerCase());
    return candidate;
  }
}

/** The event title as a file name: "Ayla & Can's Wedding" stays as it is, "a/b: c?" becomes "a_b_ c_". */
export function downloadBaseName(title: string, fallback: string): string {
  return limitLength(cleanPart(title), 150) || fallback;
}
