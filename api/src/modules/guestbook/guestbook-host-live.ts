import type { Db } from '../../db/client.ts';
import type { GuestbookEntry, User } from '../../generated/prisma/client.ts';
import { liveStream, type LiveItem } from '../../live/live-stream.ts';
import type { PhotoFeed } from '../../live/photo-feed.ts';
import type { EventsService } from '../events/events.service.ts';
import type { ModerationService } from '../moderation/moderation.service.ts';

/** What a host's open Guestbook tab receives: messages written or decided (as they are now), and deleted ones. */
export interface HostGuestbookUpdate {
  entries: GuestbookEntry[];
  removedIds: number[];
}

/**
 * The live guestbook for an event's hosts (issue 33): every status, since hosts see the whole guestbook.
 * It follows the GUESTBOOK changes the guestbook service already publishes after its commits, and is
 * authorised exactly as the moderation queue: members only, and every change re-checks the member and
 * their session, so a removed co-host or a signed-out host stops receiving.
 */
export class GuestbookHostLive {
  constructor(
    private readonly prisma: Db,
    private readonly events: Pick<EventsService, 'getForMember'>,
    private readonly moderation: Pick<ModerationService, 'requireHostSession'>,
    private readonly feed: Pick<PhotoFeed, 'follow'>,
  ) {}

  async follow(user: User, eventId: number): Promise<AsyncIterableIterator<LiveItem<HostGuestbookUpdate>>> {
    await this.events.getForMember(user, eventId);
    return liveStream<HostGuestbookUpdate>(this.feed.follow(eventId), async (change) => {
      if (change.kind !== 'GUESTBOOK') return null;
      await this.moderation.requireHostSession(user, eventId);
      const removedIds = change.entries.filter((entry) => entry.removed).map((entry) => entry.id);
      const changedIds = change.entries.filter((entry) => !entry.removed).map((entry) => entry.id);
      const entries =
        changedIds.length === 0
          ? []
          : await this.prisma.guestbookEntry.findMany({
              // Read again: the rows as they are now (a co-host may have decided since).
              where: { eventId, id: { in: changedIds } },
              orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
            });
      if (entries.length === 0 && removedIds.length === 0) return null;
      return { entries, removedIds };
    });
  }
}
