import { eventAudit, type AuditLog } from '../../audit/audit-log.ts';
import type { Actor } from '../../access/actor.ts';
import { guestVisiblePhotosWhere } from '../../access/guest-visibility.ts';
import type { Db } from '../../db/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import type { LoadableLocale } from '../../../../common/i18n/locales.ts';
import { translate } from '../../i18n/messages.ts';
import type { EventsService } from '../events/events.service.ts';
import {
  downloadBaseName,
  entryName,
  UniqueNames,
  withTypeExtension,
  type ZipDownload,
} from '../downloads/downloads.service.ts';

/** How many photos the most-loved ZIP holds. */
export const MOST_LOVED_ZIP_SIZE = 50;

export const NO_LOVED_PHOTOS = 'No photo has a heart yet';

/**
 * The hosts' "50 most loved" ZIP (issue 33): the approved originals guests hearted most, most hearts first
 * (ties: the newer photo first, as the hosts' Most loved list sorts), each name led by its rank so a file
 * manager keeps that order. Photos without a heart are left out. Members only, audited like every ZIP.
 */
export class MostLovedDownloads {
  constructor(
    private readonly prisma: Db,
    private readonly events: Pick<EventsService, 'getForMember'>,
    private readonly audit: AuditLog,
  ) {}

  /** Authorizes, lists the photos and records the download. */
  async prepare(actor: Actor, eventId: number, locale: LoadableLocale): Promise<ZipDownload> {
    const { eventId: id, download } = await this.list(actor, eventId, locale);
    await this.audit.record(
      eventAudit(actor, 'event.download.zip', id, { count: download.entries.length, mostLoved: MOST_LOVED_ZIP_SIZE }),
    );
    return download;
  }

  /** The same checks and file name without recording a download (the web app's HEAD before it starts one). */
  async check(actor: Actor, eventId: number, locale: LoadableLocale): Promise<{ filename: string }> {
    return { filename: (await this.list(actor, eventId, locale)).download.filename };
  }

  /** The file name in the language of the host who asked (decision 058). */
  private async list(
    actor: Actor,
    eventId: number,
    locale: LoadableLocale,
  ): Promise<{ eventId: number; download: ZipDownload }> {
    const { event } = await this.events.getForMember(actor.user, eventId);
    const uploads = await this.prisma.upload.findMany({
      where: { ...guestVisiblePhotosWhere(event.id), reactionCount: { gt: 0 } },
      orderBy: [{ reactionCount: 'desc' }, { id: 'desc' }],
      take: MOST_LOVED_ZIP_SIZE,
      select: {
        storageKey: true,
        mimeType: true,
        originalFilename: true,
        uploaderName: true,
        takenAt: true,
        uploadedAt: true,
      },
    });
    if (uploads.length === 0) throw new NotFoundError(NO_LOVED_PHOTOS);
    const names = new UniqueNames();
    const digits = String(uploads.length).length;
    const entries = uploads.map((upload, index) => {
      const rank = String(index + 1).padStart(digits, '0');
      const file = entryName(upload.uploaderName, withTypeExtension(upload.originalFilename, upload.mimeType));
      return { key: upload.storageKey, name: names.take(`${rank} ${file}`), date: upload.takenAt ?? upload.uploadedAt };
    });
    return {
      eventId: event.id,
      download: {
        filename: `${downloadBaseName(event.title, translate(locale, 'downloads.zip.photos'))} - ${translate(locale, 'downloads.zip.mostLoved')}.zip`,
        entries,
      },
    };
  }
}
