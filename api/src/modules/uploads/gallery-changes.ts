import type { Db } from '../../db/client.ts';
import type { Event, Upload } from '../../generated/prisma/client.ts';
import type { ChangedPhoto, PhotoChange, ReactionCount } from '../../live/photo-feed.ts';
import { LIVE_EVENT } from '../../access/event-access.ts';
import {
  guestVisiblePhotosWhere,
  isGuestVisible,
  isInGuestGallery,
  type GuestGalleryAccess,
} from '../../access/guest-visibility.ts';
import { DEFAULT_PAGE_SIZE } from '../../lib/pagination.ts';

/**
 * The most photos one change sends an open gallery, shown or taken down: a gallery page (the guest page's
 * first page and the API's default are both 20). A change of more (selecting all and approving 5,000)
 * sends each gallery its first page as it is now instead (`startOver`): 5,000 photos resolved, signed and
 * serialized for every open gallery took 6 s to reach four of them, and a guest sees the newest page
 * first anyway; the next pages load from the gallery as it is then (issue 35).
 */
export const LIVE_PHOTOS_PER_MESSAGE = DEFAULT_PAGE_SIZE;

/** What an open guest gallery receives: photos to show, and ids of photos to take down. */
export interface GalleryUpdate {
  added: Upload[];
  removedIds: number[];
  /** Approved photos now, for the gallery's 'N photos'. */
  photoCount: number;
  /**
   * How much of the gallery this guest sees now (decision 052). Set on every update one guest receives; when
   * it differs from the last one (a reveal, the hosts changed the mode), `added` is the first page as the
   * guest now sees it and the page starts its gallery again from it.
   */
  access?: GuestGalleryAccess;
  /**
   * The event itself changed (its albums, stars, details): the page reads the event again for its tabs,
   * counts and highlights (decision 053). Nothing in the update says what; the event answer does.
   */
  eventChanged?: boolean;
  /**
   * Heart counts that changed (issue 33), batched: only of photos this guest sees. `added` and `removedIds`
   * are then empty.
   */
  reactionCounts?: ReactionCount[];
  /**
   * `added` is the gallery's first page as this guest sees it now, to show in place of what was shown (its
   * next pages load again): sent when `access` changes, and for a change of more than
   * LIVE_PHOTOS_PER_MESSAGE photos in place of every one of them.
   */
  startOver?: boolean;
}

/** What the live gallery reads of a hearted photo: whether a guest sees it, and its count now. */
export type ReactedPhoto = Pick<Upload, 'id' | 'status' | 'processingState' | 'guestKeyHash' | 'reactionCount'>;

export interface GalleryChange {
  /** The event as it is now (null: gone), for each guest's own access check. */
  event: Event | null;
  /** What guests see of the change; null: nothing (photos awaiting review, re-approvals). */
  update: GalleryUpdate | null;
  /** A REACTIONS change's photos that guests may see (each guest's share: guestReactionsOf), and the count. */
  reactions?: { photos: ReactedPhoto[]; photoCount: number };
}

/**
 * Reads what a change means for guests once per change and instance, however many guests follow the
 * event here: the feed hands the same change object to every subscriber, so a venue of 300 phones
 * costs three queries per approval, not 900.
 */
export class GalleryChangeReader {
  private readonly reads = new WeakMap<PhotoChange, Promise<GalleryChange>>();

  constructor(private readonly prisma: Db) {}

  read(change: PhotoChange): Promise<GalleryChange> {
    let read = this.reads.get(change);
    if (!read) {
      read = this.load(change);
      this.reads.set(change, read);
    }
    return read;
  }

  approvedCount(eventId: number): Promise<number> {
    return this.prisma.upload.count({ where: guestVisiblePhotosWhere(eventId) });
  }

  private async load(change: PhotoChange): Promise<GalleryChange> {
    const event = await this.prisma.event.findFirst({ where: { id: change.eventId, ...LIVE_EVENT } });
    if (!event || change.kind === 'EVENT_CHANGED' || change.kind === 'GUESTBOOK') return { event, update: null };
    if (change.kind === 'REACTIONS') {
      // The counts as the database has them now (a later toggle may have committed since), of photos
      // guests see at all; each follower then keeps those its own guest sees.
      const photos = await this.prisma.upload.findMany({
        where: {
          ...guestVisiblePhotosWhere(event.id),
          id: { in: change.reactions.map((reaction) => reaction.photoId) },
        },
        select: { id: true, status: true, processingState: true, guestKeyHash: true, reactionCount: true },
        orderBy: { id: 'desc' },
      });
      const photoCount = photos.length > 0 ? await this.approvedCount(event.id) : 0;
      return { event, update: null, reactions: { photos, photoCount } };
    }
    if (change.kind === 'REMOVED') {
      const removedIds = change.photos.filter((photo) => isGuestVisible(photo)).map((photo) => photo.id);
      if (removedIds.length === 0) return { event, update: null };
      if (removedIds.length > LIVE_PHOTOS_PER_MESSAGE) return { event, update: await this.startOver(event) };
      return { event, update: { added: [], removedIds, photoCount: await this.approvedCount(event.id) } };
    }
    const candidates = change.photos.filter((photo) => isGuestVisible(photo) && !wasShown(photo));
    const takenDown = change.photos.filter((photo) => wasShown(photo) && !isGuestVisible(photo));
    if (candidates.length + takenDown.length > LIVE_PHOTOS_PER_MESSAGE) {
      return { event, update: await this.startOver(event) };
    }
    const added = await this.prisma.upload.findMany({
      where: { ...guestVisiblePhotosWhere(event.id), id: { in: candidates.map((photo) => photo.id) } },
      orderBy: { id: 'desc' },
    });
    const removedIds = takenDown.map((photo) => photo.id);
    if (added.length === 0 && removedIds.length === 0) return { event, update: null };
    // The event rides along: signing the photos' addresses needs it, and every follower would load it.
    const withEvent = added.map((upload) => ({ ...upload, event }));
    return { event, update: { added: withEvent, removedIds, photoCount: await this.approvedCount(event.id) } };
  }

  /**
   * A change too large to send photo by photo: the shared gallery's first page as it is now, read once for
   * every follower (a guest who sees only their own photos reads their own page: followGallery).
   */
  private async startOver(event: Event): Promise<GalleryUpdate> {
    const [firstPage, photoCount] = await Promise.all([
      this.prisma.upload.findMany({
        where: guestVisiblePhotosWhere(event.id),
        orderBy: { id: 'desc' },
        take: LIVE_PHOTOS_PER_MESSAGE,
      }),
      this.approvedCount(event.id),
    ]);
    return { added: firstPage.map((upload) => ({ ...upload, event })), removedIds: [], photoCount, startOver: true };
  }
}

/**
 * Whether a change may alter what a guest's gallery shows. Guests see a change only when a photo starts or
 * stops being shown: approved (a moderation) with its copies made (processing never undoes that, so a
 * moderation's state now is its state before); a removal only of a photo that was shown. Photos awaiting
 * review (their arrival, their copies made), re-approvals and guestbook messages change no gallery: open
 * galleries pass them by without reading anything. At 1,000 guests uploading, they were nearly every
 * change, and each made every open gallery wait for the database in turn, until all of them fell 256
 * changes behind and were closed (issue 35). Access is still re-checked: settings come as EVENT_CHANGED.
 */
export function changesGuestGallery(change: PhotoChange): boolean {
  switch (change.kind) {
    case 'EVENT_CHANGED':
    case 'REACTIONS':
      return true;
    case 'GUESTBOOK':
      return false;
    case 'REMOVED':
      return change.photos.some((photo) => isGuestVisible(photo));
    case 'ADDED':
    case 'MODERATED':
    case 'PROCESSED':
      return change.photos.some((photo) => isGuestVisible(photo) !== wasShown(photo));
  }
}

/** Whether guests saw the photo before this change (a moderation names its status before). */
function wasShown(photo: ChangedPhoto): boolean {
  return photo.previous !== undefined && isGuestVisible({ ...photo, status: photo.previous });
}

/**
 * What one guest receives of a change everyone's gallery shares: in a shared gallery all of it, in OWN only
 * the photos their browser sent, before a reveal and in a drop box nothing but the count (decision 052).
 * Ids to take down go as they are: an id shows no photo, and a guest's own photo must leave their page too.
 */
export function guestUpdateOf(
  update: GalleryUpdate,
  event: Pick<Event, 'galleryMode' | 'revealAt'>,
  access: GuestGalleryAccess,
  viewerKeyHash: string | null,
  now: Date,
): GalleryUpdate | null {
  const added = update.added.filter((photo) => isInGuestGallery(event, photo, viewerKeyHash, now));
  // A first page in place of a large change: sent even empty (everything was taken down), never in NONE.
  if (update.startOver && access !== 'NONE')
    return { added, removedIds: [], photoCount: update.photoCount, access, startOver: true };
  const removedIds = access === 'NONE' ? [] : update.removedIds;
  // Before a reveal and in a drop box, counts still move: '43 photos so far'.
  if (access !== 'NONE' && added.length === 0 && removedIds.length === 0) return null;
  return { added, removedIds, photoCount: update.photoCount, access };
}

/**
 * The heart counts one guest receives of a REACTIONS change (issue 33): those of photos in their gallery
 * now (guest-visibility.ts), so a count of a photo the mode hides never reaches them; null when none is.
 */
export function guestReactionsOf(
  reactions: { photos: ReactedPhoto[]; photoCount: number },
  event: Pick<Event, 'galleryMode' | 'revealAt'>,
  access: GuestGalleryAccess,
  viewerKeyHash: string | null,
  now: Date,
): GalleryUpdate | null {
  const reactionCounts = reactions.photos
    .filter((photo) => isInGuestGallery(event, photo, viewerKeyHash, now))
    .map((photo) => ({ photoId: photo.id, count: photo.reactionCount }));
  if (reactionCounts.length === 0) return null;
  return { added: [], removedIds: [], photoCount: reactions.photoCount, access, reactionCounts };
}
