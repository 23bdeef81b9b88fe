import { message } from '../../i18n/messages.ts';
import { LIVE_EVENT, memberEventWhere } from '../../access/event-access.ts';
import { guestGalleryAccess, guestGalleryWhere, guestVisiblePhotosWhere } from '../../access/guest-visibility.ts';
import { normalizeSlug } from '../../../../common/slug.ts';
import { fileUrl } from '../../storage/file-keys.ts';
import type { Actor } from '../../access/actor.ts';
import { eventAudit, type AuditLog } from '../../audit/audit-log.ts';
import type { Db } from '../../db/client.ts';
import type { Event, Upload } from '../../generated/prisma/client.ts';
import { NotFoundError, ValidationError, fieldProblem } from '../../lib/errors.ts';
import type { PhotoFeed } from '../../live/photo-feed.ts';

export const PHOTO_NOT_FOUND = message('uploads.photoNotFound');
export const FAVOURITE_REQUIRED = message('refusals.favouriteRequired');

/** Starred photos: the oldest star first (the first the hosts chose), then by id. */
export const FAVOURITE_ORDER = [{ favouritedAt: 'asc' }, { id: 'asc' }] as const;

/**
 * Host favourites (decision 053): the event's hosts star photos; guests get a "Highlights" filter of the
 * starred photos they may see, and the first of them stands in for a missing cover on the guest page and in
 * link previews.
 */
export class FavouritesService {
  constructor(
    private readonly prisma: Db,
    private readonly audit: AuditLog,
    private readonly feed: Pick<PhotoFeed, 'publish'>,
  ) {}

  /** Stars (or unstars) a photo of an event the actor hosts; a star kept keeps its time. */
  async setFavourite(actor: Actor, uploadId: number, favourite: unknown): Promise<Upload> {
    if (typeof favourite !== 'boolean') {
      throw new ValidationError(FAVOURITE_REQUIRED, [fieldProblem('favourite', FAVOURITE_REQUIRED)]);
    }
    const upload = await this.prisma.upload.findFirst({
      where: { id: uploadId, event: memberEventWhere(actor.user.id) },
    });
    if (!upload) throw new NotFoundError(PHOTO_NOT_FOUND);
    if ((upload.favouritedAt !== null) === favourite) return upload;
    const updated = await this.audit.audited(
      (tx) => tx.upload.update({ where: { id: upload.id }, data: { favouritedAt: favourite ? new Date() : null } }),
      () => eventAudit(actor, favourite ? 'upload.favourite' : 'upload.unfavourite', upload.eventId, { uploadId }),
    );
    // Guests' pages show a Highlights tab when there are any, and previews may take the first.
    this.feed.publish({ kind: 'EVENT_CHANGED', eventId: upload.eventId });
    return updated;
  }

  /** Whether this guest (`guestKeyHash`: their browser's key, null for none) has any highlight to see. */
  async hasHighlights(event: Event, guestKeyHash: string | null): Promise<boolean> {
    const found = await this.prisma.upload.findFirst({
      where: { ...guestGalleryWhere(event, guestKeyHash), favouritedAt: { not: null } },
      select: { id: true },
    });
    return found !== null;
  }

  /**
   * The picture at the top of the event's guest page: the cover, or without one the first highlight (see
   * firstHighlightUrl), as the link preview shows it. The address carries no token: for a PIN-protected
   * event the caller signs it, as it signs the cover.
   */
  async heroImageUrl(event: Event): Promise<string | null> {
    return event.coverImageUrl ?? (await this.firstHighlightUrl(event));
  }

  /**
   * The link preview's image of an event without a cover (decision 053): its first highlight, or null.
   * Asked only for events the preview shows (open, without a PIN: linkPreviewTags shows no image
   * otherwise), so the address carries no token.
   */
  async previewImage(slug: string): Promise<string | null> {
    const event = await this.prisma.event.findFirst({
      where: { slug: normalizeSlug(slug), ...LIVE_EVENT, status: 'ACTIVE', isPinRequired: false },
    });
    return event ? this.firstHighlightUrl(event) : null;
  }

  /**
   * What stands in for a missing cover, on the guest page and in link previews (decision 053): the display
   * copy of the first starred photo guests may see, or null. Only while every guest sees the gallery
   * (decision 052: not in OWN, a drop box or before a reveal): a picture for everyone who opens the link
   * must be one that all of them may see.
   */
  private async firstHighlightUrl(event: Event): Promise<string | null> {
    if (guestGalleryAccess(event) !== 'ALL') return null;
    const upload = await this.prisma.upload.findFirst({
      where: {
        ...guestVisiblePhotosWhere(event.id),
        favouritedAt: { not: null },
        mediaType: 'PHOTO',
      },
      orderBy: [...FAVOURITE_ORDER],
      select: { displayKey: true },
    });
    return upload ? fileUrl(upload.displayKey) : null;
  }
}
