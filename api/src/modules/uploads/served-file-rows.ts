import type { Db } from '../../db/client.ts';
import type { Event, Upload } from '../../generated/prisma/client.ts';
import { isGuestVisible } from '../../access/guest-visibility.ts';
import { LruMap } from '../../lib/lru-map.ts';
import type { PhotoFeed } from '../../live/photo-feed.ts';

/** The upload a served file belongs to, with its event: what the file's rules are judged on. */
export type ServedFileRow = Upload & { event: Event };

export interface ServedFileRowsOptions {
  maxFiles: number;
  /** The longest a row is kept, should a change from another instance be lost on the way. */
  lifetimeMs: number;
}

export const DEFAULT_SERVED_FILE_ROWS: ServedFileRowsOptions = { maxFiles: 5_000, lifetimeMs: 5_000 };

interface Entry {
  eventId: number;
  expiresAt: number;
  row: Promise<ServedFileRow | null>;
}

/**
 * The rows behind files guests may see, by file key, kept in memory (decision 049). A video player asks
 * for one file again and again (a range every second or so of play, another at every seek), a gallery for
 * twenty thumbnails at once; each asked the database's single connection two statements, which held the
 * file route to a quarter of a bare static server's range reads. The rules still run on every request:
 * only the rows they are judged on are kept.
 *
 * Forgotten as the public reads are (decision 019): any change of an event published on the photo feed (a
 * moderation, a takedown, a deletion, its settings, PIN or status) drops every file of it at once, here
 * inside `publish`, on other instances when Redis brings the change; at the latest after `lifetimeMs`. Only
 * rows every guest at the gate may read are kept (approved, copies made, event not deleted): a photo awaiting
 * review, seen by its hosts and its sender only, is read from the database each time, so a change guests
 * never see (which drops nothing in the public reads) can never leave a stale row here either.
 */
export class ServedFileRows {
  private readonly entries: LruMap<string, Entry>;

  constructor(
    private readonly prisma: Db,
    feed: Pick<PhotoFeed, 'watchAll'>,
    private readonly options: ServedFileRowsOptions = DEFAULT_SERVED_FILE_ROWS,
  ) {
    this.entries = new LruMap(options.maxFiles);
    // Rows still loading go too: they may have been read before the change committed. (The watch ends with
    // the feed, which lives exactly as long as the services do.)
    feed.watchAll((change) => this.entries.deleteWhere((entry) => entry.eventId === change.eventId));
  }

  /** The upload of event `eventId` one of whose files is `key` (original, copy, thumbnail, web.mp4), or null. */
  rowOf(key: string, eventId: number): Promise<ServedFileRow | null> {
    const now = Date.now();
    const kept = this.entries.get(key);
    if (kept && kept.eventId === eventId && kept.expiresAt > now) return kept.row;
    // Concurrent requests for the file (a player's ranges) share this one read (a plain promise: Prisma's
    // own runs when first awaited).
    const row = Promise.resolve(
      this.prisma.upload.findFirst({
        where: {
          eventId,
          OR: [{ storageKey: key }, { displayKey: key }, { thumbnailKey: key }, { videoKey: key }],
        },
        include: { event: true },
      }),
    );
    const entry: Entry = { eventId, expiresAt: now + this.options.lifetimeMs, row };
    this.entries.set(key, entry);
    row.then(
      (loaded) => {
        if (!loaded || !isGuestVisible(loaded) || loaded.event.deletedAt) this.entries.deleteIf(key, entry);
      },
      () => this.entries.deleteIf(key, entry),
    );
    return row;
  }
}
