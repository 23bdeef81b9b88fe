import type { PhotoFeed, ReactionCount } from '../../live/photo-feed.ts';

/** How long an event's count changes gather before they go out as one live message. */
export const DEFAULT_REACTION_BATCH_MS = 300;

/**
 * Coalesces heart counts per event (issue 33): the first change of an event starts a short window, and
 * when it ends every photo that changed in it goes out as one REACTIONS message with its latest count.
 * A hundred taps a second at a venue are then three or four messages per event, whatever the number of
 * open galleries, instead of a message per tap to every phone. Per instance: each instance sends what
 * its own toggles changed, and followers take the count each message reads from the database.
 */
export class ReactionBatcher {
  private readonly pending = new Map<number, { counts: Map<number, number>; timer: NodeJS.Timeout }>();

  constructor(
    private readonly feed: Pick<PhotoFeed, 'publish'>,
    private readonly windowMs: number = DEFAULT_REACTION_BATCH_MS,
  ) {}

  /** A photo's count changed (after the toggle committed): it goes out with the event's next message. */
  note(eventId: number, photoId: number, count: number): void {
    let batch = this.pending.get(eventId);
    if (!batch) {
      const timer = setTimeout(() => this.flush(eventId), this.windowMs);
      // A window still open never keeps the process alive.
      timer.unref();
      batch = { counts: new Map(), timer };
      this.pending.set(eventId, batch);
    }
    batch.counts.set(photoId, count);
  }

  /** Sends what is waiting now (the app stops: the last taps still reach open galleries). */
  close(): void {
    for (const eventId of [...this.pending.keys()]) this.flush(eventId);
  }

  private flush(eventId: number): void {
    const batch = this.pending.get(eventId);
    if (!batch) return;
    this.pending.delete(eventId);
    clearTimeout(batch.timer);
    const reactions: ReactionCount[] = [...batch.counts].map(([photoId, count]) => ({ photoId, count }));
    this.feed.publish({ kind: 'REACTIONS', eventId, reactions });
  }
}
