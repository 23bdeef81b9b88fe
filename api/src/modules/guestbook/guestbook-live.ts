import type { Db } from '../../db/client.ts';
import { LIVE_EVENT } from '../../access/event-access.ts';
import { GUEST_VISIBLE_GUESTBOOK_STATUS, isInGuestGuestbook } from '../../access/guest-visibility.ts';
import type { Event, GuestbookEntry } from '../../generated/prisma/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { liveStream, type LiveItem } from '../../live/live-stream.ts';
import type { PhotoChange, PhotoFeed } from '../../live/photo-feed.ts';
import { EVENT_NOT_FOUND } from '../guest/errors.ts';
import type { GuestAccess, GuestService } from '../guest/guest.service.ts';
import type { GuestKeyReader } from '../guest/guest-key.ts';

/** What an open guest page receives of its guestbook: messages to show, and ids of messages to take down. */
export interface GuestbookUpdate {
  added: GuestbookEntry[];
  removedIds: number[];
}

/** What a change of the guestbook is, read once per change and instance: the event now, and the rows. */
interface GuestbookChange {
  event: Event | null;
  /** The approved messages of the change, as they are now. */
  approved: GuestbookEntry[];
  /** Messages that were shown (approved) and no longer are: hidden, or deleted. */
  withdrawnIds: number[];
}

/**
 * The live guestbook for guests (decision 057), on the event's feed that open pages already follow. Only
 * approved messages the event's mode lets this guest see ever travel: a message awaiting review or hidden
 * never reaches a guest's feed, not even its writer's (their page shows it under "Your messages"). Every
 * change re-checks the gate, so switching the event off or changing its PIN ends the stream.
 */
export class GuestbookLive {
  private readonly reads = new WeakMap<PhotoChange, Promise<GuestbookChange>>();

  constructor(
    private readonly prisma: Db,
    private readonly guest: GuestService,
    private readonly feed: Pick<PhotoFeed, 'follow'>,
  ) {}

  async follow(
    slug: string,
    access: GuestAccess,
    cookies: GuestKeyReader,
  ): Promise<AsyncIterableIterator<LiveItem<GuestbookUpdate>>> {
    const opened = await this.guest.openEvent(slug, access);
    const guestKeyHash = cookies.hashFor(opened.id);
    return liveStream<GuestbookUpdate>(this.feed.follow(opened.id), async (change) => {
      if (change.kind !== 'GUESTBOOK' && change.kind !== 'EVENT_CHANGED') return null;
      const { event, approved, withdrawnIds } = await this.read(change);
      if (!event) throw new NotFoundError(EVENT_NOT_FOUND);
      await this.guest.assertCanView(event, access, { recheck: true });
      const now = new Date();
      const added = approved.filter((entry) => isInGuestGuestbook(event, entry, guestKeyHash, now));
      // An id shows no message; a page that never showed it ignores it.
      if (added.length === 0 && withdrawnIds.length === 0) return null;
      return { added, removedIds: withdrawnIds };
    });
  }

  private read(change: PhotoChange): Promise<GuestbookChange> {
    let read = this.reads.get(change);
    if (!read) {
      read = this.load(change);
      this.reads.set(change, read);
    }
    return read;
  }

  private async load(change: PhotoChange): Promise<GuestbookChange> {
    const event = await this.prisma.event.findFirst({ where: { id: change.eventId, ...LIVE_EVENT } });
    if (!event || change.kind !== 'GUESTBOOK') return { event, approved: [], withdrawnIds: [] };
    const shown = GUEST_VISIBLE_GUESTBOOK_STATUS;
    const newlyApproved = change.entries.filter(
      (entry) => !entry.removed && entry.status === shown && entry.previous !== shown,
    );
    const withdrawnIds = change.entries
      .filter((entry) => (entry.removed ? entry.status === shown : entry.previous === shown && entry.status !== shown))
      .map((entry) => entry.id);
    const approved =
      newlyApproved.length === 0
        ? []
        : await this.prisma.guestbookEntry.findMany({
            // Read again: a host may have hidden it since; only what is approved now goes out.
            where: { eventId: event.id, status: shown, id: { in: newlyApproved.map((entry) => entry.id) } },
            orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          });
    return { event, approved, withdrawnIds };
  }
}
