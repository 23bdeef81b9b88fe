import { message } from '../../i18n/messages.ts';
import type { Db } from '../../db/client.ts';
import { isInGuestGallery } from '../../access/guest-visibility.ts';
import type { Event } from '../../generated/prisma/client.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { addressKey, type RateLimiter, type RateLimitPolicy, type RefusalMessage } from '../../limits/rate-limiter.ts';
import type { GuestAccess } from '../guest/guest.service.ts';
import type { GuestKeyJar } from '../guest/guest-key.ts';
import type { ReactionBatcher } from './reaction-batcher.ts';

export interface ReactionRateLimits {
  /** Taps per event and browser (guest key): a guest scrolling and hearting, never a script. */
  reactionsPerGuest: RateLimitPolicy;
  /** Taps per event and client address: generous, since a whole venue may share one address. */
  reactionsPerAddress: RateLimitPolicy;
}

export const DEFAULT_REACTION_RATE_LIMITS: ReactionRateLimits = {
  reactionsPerGuest: { limit: 120, windowMs: 60_000 },
  reactionsPerAddress: { limit: 2_000, windowMs: 60_000 },
};

/** Said for a photo that is not there, and for one the guest may not see (the same answer: nothing leaks). */
export const PHOTO_NOT_FOUND = message('uploads.photoNotFound');

const TOO_MANY: RefusalMessage = (wait) => message('rates.hearts', { wait });

/** What a toggle leaves: whether this browser's heart is on the photo now, and the photo's count. */
export interface ReactionState {
  photoId: number;
  reacted: boolean;
  count: number;
}

/** The guest gate the toggle passes first (the guest page's own: PIN, switched-off events, its limits). */
export interface ReactionGate {
  openEvent(slug: string, access: GuestAccess): Promise<Event>;
}

/**
 * Guests' hearts on photos (issue 33): one per browser (guest key) and photo, tapped on and off. A guest
 * hearts only what their gallery shows them (guest-visibility.ts: approved, ready, and what the event's
 * mode and reveal let them see); anything else is not found. Each toggle keeps Upload.reactionCount in
 * its own transaction, so lists sort and show counts without counting rows, and sends the new count to
 * open galleries through the batcher.
 */
export class ReactionsService {
  constructor(
    private readonly prisma: Db,
    private readonly gate: ReactionGate,
    private readonly limiter: RateLimiter,
    private readonly limits: ReactionRateLimits,
    private readonly batcher: Pick<ReactionBatcher, 'note'>,
    /** Told at once after each toggle on this instance: the guests' read cache forgets the event's pages. */
    private readonly counted: (eventId: number) => void = () => undefined,
  ) {}

  /** Puts this browser's heart on the photo, or takes it back; the same answer to a photo not shown. */
  async toggle(slug: string, access: GuestAccess, cookies: GuestKeyJar, photoId: number): Promise<ReactionState> {
    const event = await this.gate.openEvent(slug, access);
    await this.limiter.consume(
      'reactions-address',
      `${event.id} ${addressKey(access.clientIp)}`,
      this.limits.reactionsPerAddress,
      TOO_MANY,
    );
    const photo = Number.isSafeInteger(photoId)
      ? await this.prisma.upload.findFirst({
          where: { id: photoId, eventId: event.id },
          select: { id: true, status: true, processingState: true, guestKeyHash: true },
        })
      : null;
    if (!photo || !isInGuestGallery(event, photo, cookies.hashFor(event.id))) throw new NotFoundError(PHOTO_NOT_FOUND);
    const guestKeyHash = await cookies.keep(event.id);
    await this.limiter.consume(
      'reactions-guest',
      `${event.id} ${guestKeyHash}`,
      this.limits.reactionsPerGuest,
      TOO_MANY,
    );
    const state = await this.toggleRow(event.id, photo.id, guestKeyHash);
    this.counted(event.id);
    this.batcher.note(event.id, photo.id, state.count);
    return state;
  }

  /**
   * The toggle itself, one statement and so one transaction, never read-then-write: the delete or the
   * insert decides (the unique index on (photo, key) settles two taps of one browser at once: the second
   * insert waits for the first and then inserts nothing), and the count moves by exactly the rows that
   * went or came. Two taps of one browser at once end with one heart or none, and the count says so.
   */
  private async toggleRow(eventId: number, uploadId: number, guestKeyHash: string): Promise<ReactionState> {
    let rows: { removed: number; count: number | null }[];
    try {
      rows = await this.prisma.$queryRaw<{ removed: number; count: number | null }[]>`
        WITH removed AS (
          DELETE FROM "Reaction" WHERE "uploadId" = ${uploadId} AND "guestKeyHash" = ${guestKeyHash} RETURNING 1
        ), added AS (
          INSERT INTO "Reaction" ("uploadId", "eventId", "guestKeyHash")
          SELECT ${uploadId}::int, ${eventId}::int, ${guestKeyHash}::text WHERE NOT EXISTS (SELECT 1 FROM removed)
          ON CONFLICT ("uploadId", "guestKeyHash") DO NOTHING
          RETURNING 1
        ), counted AS (
          UPDATE "Upload"
          SET "reactionCount" = "reactionCount" + (SELECT count(*) FROM added)::int - (SELECT count(*) FROM removed)::int
          WHERE "id" = ${uploadId}
          RETURNING "reactionCount"
        )
        SELECT (SELECT count(*) FROM removed)::int AS removed, (SELECT "reactionCount" FROM counted) AS count`;
    } catch (error) {
      // The photo was deleted between the check and the toggle (its hearts' foreign key): nothing to heart.
      if (!(await this.prisma.upload.findUnique({ where: { id: uploadId }, select: { id: true } }))) {
        throw new NotFoundError(PHOTO_NOT_FOUND);
      }
      throw error;
    }
    const row = rows[0];
    if (!row || row.count === null) throw new NotFoundError(PHOTO_NOT_FOUND);
    // Nothing removed: the heart is there now, this toggle's or (two taps at once) the other one's.
    return { photoId: uploadId, reacted: row.removed === 0, count: row.count };
  }

  /** Which of these photos of an event the browser with this key hearted (a gallery page's viewerReacted). */
  async reactedAmong(eventId: number, guestKeyHash: string | null, uploadIds: readonly number[]): Promise<Set<number>> {
    if (guestKeyHash === null || uploadIds.length === 0) return new Set();
    const rows = await this.prisma.reaction.findMany({
      where: { eventId, guestKeyHash, uploadId: { in: [...uploadIds] } },
      select: { uploadId: true },
    });
    return new Set(rows.map((row) => row.uploadId));
  }
}
