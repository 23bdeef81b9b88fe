import { message } from '../../i18n/messages.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../access/actor.ts';
import { approvedOnArrival } from '../../access/approval-on-arrival.ts';
import { memberEventWhere, LIVE_EVENT } from '../../access/event-access.ts';
import { guestGalleryPhotosWhere, guestGuestbookWhere } from '../../access/guest-visibility.ts';
import type { Event, GuestbookEntry, GuestbookStatus, Prisma, Upload } from '../../generated/prisma/client.ts';
import { NotFoundError, ValidationError, fieldProblem } from '../../lib/errors.ts';
import { clampPageSize } from '../../lib/pagination.ts';
import { parseInput } from '../../lib/validation.ts';
import { addressKey, type RateLimiter, type RateLimitPolicy, type RefusalMessage } from '../../limits/rate-limiter.ts';
import type { ChangedGuestbookEntry, PhotoFeed } from '../../live/photo-feed.ts';
import type { GuestAccess, GuestService } from '../guest/guest.service.ts';
import type { GuestKeyJar, GuestKeyReader } from '../guest/guest-key.ts';
import { EVENT_NOT_FOUND } from '../guest/errors.ts';
import { guestbookData, type WebhookOutbox } from '../webhooks/webhooks.service.ts';
import { afterCursor, cursorAfter, GUESTBOOK_ORDER } from './guestbook-cursor.ts';
import {
  GUESTBOOK_ENTRY_NOT_FOUND,
  GuestbookStatusFilter,
  parseGuestbookAction,
  parseGuestbookIds,
  SignGuestbookInput,
  type GuestbookAction,
} from './guestbook-input.ts';

// The REST layers (the admin's takedown route) name a missing message alike.
export { GUESTBOOK_ENTRY_NOT_FOUND };

export interface GuestbookRateLimits {
  /** Messages per event and browser (guest key): a guest writes a few, not a stream. */
  guestbookPerGuest: RateLimitPolicy;
  /** Messages per event and client address: generous, since a whole venue may share one address. */
  guestbookPerAddress: RateLimitPolicy;
}

export const DEFAULT_GUESTBOOK_RATE_LIMITS: GuestbookRateLimits = {
  guestbookPerGuest: { limit: 10, windowMs: 60 * 60_000 },
  guestbookPerAddress: { limit: 120, windowMs: 60 * 60_000 },
};

/** "Your messages" lists at most this many of one browser's messages. */
export const MAX_OWN_GUESTBOOK_ENTRIES = 100;

const TOO_MANY: RefusalMessage = (wait) => message('rates.guestbook', { wait });
const PHOTO_NOT_YOURS = message('refusals.photoNotYours');

/** A page of messages, newest first, and the cursor of the next page (null: this was the last). */
export interface GuestbookPage {
  entries: GuestbookEntry[];
  nextCursor: string | null;
}

/** The status an action gives; DELETE removes the row instead. */
const STATUS_OF: Record<Exclude<GuestbookAction, 'DELETE'>, GuestbookStatus> = { APPROVE: 'APPROVED', HIDE: 'HIDDEN' };

/**
 * The guestbook (issue 33, decision 057): guests sign it behind the same gate as the guest page, see the
 * approved messages as far as the event's gallery mode lets them see the gallery, and see and delete their
 * own (by guest key, decision 029). Hosts moderate like photos; super-admins take messages down.
 * Messages are plain text: nothing here or downstream ever reads them as markup.
 */
export class GuestbookService {
  constructor(
    private readonly prisma: Db,
    private readonly guest: GuestService,
    private readonly limiter: RateLimiter,
    private readonly limits: GuestbookRateLimits,
    private readonly webhooks: WebhookOutbox,
    private readonly feed: Pick<PhotoFeed, 'publish'>,
  ) {}

  /** A guest signs the guestbook; it waits for the hosts unless the event approves on arrival. */
  async sign(slug: string, access: GuestAccess, cookies: GuestKeyJar, input: unknown): Promise<GuestbookEntry> {
    const event = await this.guest.openEvent(slug, access);
    const data = parseInput(SignGuestbookInput, input);
    await this.limiter.consume(
      'guestbook-address',
      `${event.id} ${addressKey(access.clientIp)}`,
      this.limits.guestbookPerAddress,
      TOO_MANY,
    );
    const guestKeyHash = await cookies.keep(event.id);
    await this.limiter.consume(
      'guestbook-guest',
      `${event.id} ${guestKeyHash}`,
      this.limits.guestbookPerGuest,
      TOO_MANY,
    );
    if (data.uploadId !== null) {
      const own = await this.prisma.upload.count({ where: { id: data.uploadId, eventId: event.id, guestKeyHash } });
      if (own === 0) throw new ValidationError(PHOTO_NOT_YOURS, [fieldProblem('uploadId', PHOTO_NOT_YOURS)]);
    }
    const status: GuestbookStatus = approvedOnArrival(event) ? 'APPROVED' : 'PENDING';
    const entry = await this.prisma.$transaction(async (tx) => {
      const created = await tx.guestbookEntry.create({
        data: {
          eventId: event.id,
          guestKeyHash,
          name: data.name,
          message: data.message,
          uploadId: data.uploadId,
          status,
        },
      });
      await this.webhooks.enqueueAll(tx, event.id, [
        { topic: 'guestbook.created', data: guestbookData(created) },
        ...(created.status === 'APPROVED'
          ? [{ topic: 'guestbook.approved' as const, data: guestbookData(created) }]
          : []),
      ]);
      return created;
    });
    this.webhooks.wake();
    // After the commit: open pages read the row and must find it.
    this.publish(event.id, [{ id: entry.id, status: entry.status }]);
    return entry;
  }

  /** The messages one guest sees of others' (and their own approved ones), newest first, by REST cursor. */
  async guestPage(
    slug: string,
    access: GuestAccess,
    cookies: GuestKeyReader,
    page: { cursor?: string | undefined; limit?: number | undefined },
  ): Promise<{ event: Event; photos: Map<number, Upload> } & GuestbookPage> {
    const event = await this.guest.openEvent(slug, access);
    const guestKeyHash = cookies.hashFor(event.id);
    const found = await this.page(guestGuestbookWhere(event, guestKeyHash), page);
    return { event, ...found, photos: await this.visiblePhotosOf(event, guestKeyHash, found.entries) };
  }

  /**
   * The guest guestbook as GraphQL pages it (`query`: Pothos's selection and page) for a guest who passed
   * the gate (PublicEvent), as far as the event's mode lets this guest see (decision 057).
   */
  guestConnection<Q extends { take?: number; skip?: number; cursor?: Prisma.GuestbookEntryWhereUniqueInput }>(
    event: Event,
    guestKeyHash: string | null,
    query: Q,
  ) {
    return this.prisma.guestbookEntry.findMany({
      ...query,
      where: guestGuestbookWhere(event, guestKeyHash),
      orderBy: [...GUESTBOOK_ORDER],
    });
  }

  /**
   * The photos attached to these messages of one event that this guest sees in the gallery now, by id
   * (issue 33): a photo awaiting review, hidden, or out of sight in this gallery mode is left out.
   */
  async visiblePhotosOf(
    event: Pick<Event, 'id' | 'galleryMode' | 'revealAt'>,
    guestKeyHash: string | null,
    entries: Pick<GuestbookEntry, 'uploadId'>[],
  ): Promise<Map<number, Upload>> {
    const ids = [...new Set(entries.flatMap((entry) => (entry.uploadId === null ? [] : [entry.uploadId])))];
    if (ids.length === 0) return new Map();
    const photos = await this.prisma.upload.findMany({ where: guestGalleryPhotosWhere(event, guestKeyHash, ids) });
    return new Map(photos.map((photo) => [photo.id, photo]));
  }

  /** The photo attached to one message, if this guest sees it in the gallery now (GuestbookMessage.photo). */
  async visiblePhotoOf<Q extends { select?: unknown; include?: unknown }>(
    entry: Pick<GuestbookEntry, 'eventId' | 'uploadId'>,
    guestKeyHash: string | null,
    query: Q,
  ) {
    if (entry.uploadId === null) return null;
    const event = await this.prisma.event.findUnique({
      where: { id: entry.eventId },
      select: { id: true, galleryMode: true, revealAt: true },
    });
    if (!event) return null;
    return this.prisma.upload.findFirst({
      ...(query as object),
      where: guestGalleryPhotosWhere(event, guestKeyHash, [entry.uploadId]),
    });
  }

  /** "Your messages": what this browser wrote to the event, any status, newest first (after the gate). */
  async ownEntries(slug: string, access: GuestAccess, cookies: GuestKeyReader): Promise<GuestbookEntry[]> {
    const event = await this.guest.openEvent(slug, access);
    return this.ownEntriesOf(event, cookies.hashFor(event.id));
  }

  /** The same for an event the caller already passed the gate of (PublicEvent.myGuestbookEntries). */
  ownEntriesOf(event: Pick<Event, 'id'>, guestKeyHash: string | null): Promise<GuestbookEntry[]> {
    if (guestKeyHash === null) return Promise.resolve([]);
    return this.prisma.guestbookEntry.findMany({
      where: { eventId: event.id, guestKeyHash },
      orderBy: [...GUESTBOOK_ORDER],
      take: MAX_OWN_GUESTBOOK_ENTRIES,
    });
  }

  /** A guest takes back their own message; anyone else's, or none at all, is simply not found. */
  async deleteOwn(slug: string, access: GuestAccess, cookies: GuestKeyReader, entryId: number): Promise<void> {
    const event = await this.guest.openEvent(slug, access);
    const guestKeyHash = cookies.hashFor(event.id);
    if (guestKeyHash === null || !Number.isSafeInteger(entryId) || entryId < 1)
      throw new NotFoundError(GUESTBOOK_ENTRY_NOT_FOUND);
    const where = { id: entryId, eventId: event.id, guestKeyHash };
    const entry = await this.prisma.guestbookEntry.findFirst({ where, select: { id: true, status: true } });
    // Counted again by the delete: a second tab taking the same message back finds nothing.
    if (!entry || (await this.prisma.guestbookEntry.deleteMany({ where })).count === 0) {
      throw new NotFoundError(GUESTBOOK_ENTRY_NOT_FOUND);
    }
    this.publish(event.id, [{ ...entry, removed: true }]);
  }

  /** Every message of an event for its hosts (a status, or all), newest first, by REST cursor. */
  async hostPage(
    actor: Actor,
    eventId: number,
    page: { status?: unknown; cursor?: string | undefined; limit?: number | undefined },
  ): Promise<GuestbookPage> {
    const event = await this.memberEvent(actor, eventId);
    const status = parseInput(GuestbookStatusFilter, page.status === '' ? undefined : page.status);
    return this.page({ eventId: event.id, ...(status ? { status } : {}) }, page);
  }

  /**
   * Hosts approve, hide or delete messages of one event they host, all or nothing: an id that is unknown,
   * of another event or not theirs refuses the request. `eventId`: the event of the REST path (GraphQL
   * names messages by global id only, which fixes the event).
   */
  async moderate(actor: Actor, rawIds: unknown, rawAction: unknown, eventId?: number): Promise<GuestbookEntry[]> {
    const action = parseGuestbookAction(rawAction);
    const ids = parseGuestbookIds(rawIds);
    if (eventId !== undefined) await this.memberEvent(actor, eventId);
    const found = await this.prisma.guestbookEntry.findMany({
      where: {
        id: { in: ids },
        event: memberEventWhere(actor.user.id),
        ...(eventId === undefined ? {} : { eventId }),
      },
      select: { id: true, eventId: true, status: true },
    });
    if (found.length !== ids.length) {
      throw new NotFoundError(ids.length === 1 ? GUESTBOOK_ENTRY_NOT_FOUND : message('refusals.someMessagesNotFound'));
    }
    if (new Set(found.map((entry) => entry.eventId)).size > 1) {
      throw new ValidationError(message('refusals.sameEventMessages'));
    }
    return this.apply(actor, found, action, 'guestbook');
  }

  /** A super-admin takes one message of any event down (HIDDEN), audited. The caller checked the admin. */
  async takeDown(admin: Actor, entryId: number): Promise<GuestbookEntry> {
    const found = await this.prisma.guestbookEntry.findMany({
      where: { id: entryId, event: LIVE_EVENT },
      select: { id: true, eventId: true, status: true },
    });
    if (found.length === 0) throw new NotFoundError(GUESTBOOK_ENTRY_NOT_FOUND);
    const [entry] = await this.apply(admin, found, 'HIDE', 'admin.guestbook');
    return entry!;
  }

  /** The event the actor hosts, or not found (ids cannot be probed). */
  async memberEvent(actor: Actor, eventId: number): Promise<Event> {
    const event = await this.prisma.event.findFirst({ where: { id: eventId, ...memberEventWhere(actor.user.id) } });
    if (!event) throw new NotFoundError(EVENT_NOT_FOUND);
    return event;
  }

  private async apply(
    actor: Actor,
    entries: { id: number; eventId: number; status: GuestbookStatus }[],
    action: GuestbookAction,
    auditPrefix: 'guestbook' | 'admin.guestbook',
  ): Promise<GuestbookEntry[]> {
    const ids = entries.map((entry) => entry.id);
    const verb = auditPrefix === 'admin.guestbook' ? 'take-down' : action.toLowerCase();
    const to = action === 'DELETE' ? null : STATUS_OF[action];
    const changed = await this.prisma.$transaction(async (tx) => {
      let rows: GuestbookEntry[] = [];
      if (to === null) {
        await tx.guestbookEntry.deleteMany({ where: { id: { in: ids } } });
      } else {
        await tx.guestbookEntry.updateMany({
          where: { id: { in: ids } },
          data: { status: to, moderatedAt: new Date(), moderatedById: actor.user.id },
        });
        rows = await tx.guestbookEntry.findMany({ where: { id: { in: ids } }, orderBy: { id: 'asc' } });
      }
      await tx.auditLog.createMany({
        data: entries.map((entry) => ({
          actorId: actor.user.id,
          action: `${auditPrefix}.${verb}`,
          targetType: 'GuestbookEntry',
          targetId: String(entry.id),
          metadata: { eventId: entry.eventId, from: entry.status, to: to ?? 'DELETED' },
          ip: actor.ip,
        })),
      });
      // Only messages that just became visible are news for webhooks.
      for (const entry of entries) {
        if (to === 'APPROVED' && entry.status !== 'APPROVED') {
          await this.webhooks.enqueue(
            tx,
            entry.eventId,
            'guestbook.approved',
            guestbookData({ id: entry.id, status: to }),
          );
        }
      }
      return rows;
    });
    this.webhooks.wake();
    const byEvent = new Map<number, ChangedGuestbookEntry[]>();
    for (const entry of entries) {
      const changes = byEvent.get(entry.eventId) ?? [];
      changes.push(
        to === null
          ? { id: entry.id, status: entry.status, removed: true }
          : { id: entry.id, status: to, previous: entry.status },
      );
      byEvent.set(entry.eventId, changes);
    }
    for (const [eventId, changes] of byEvent) this.publish(eventId, changes);
    return changed;
  }

  private async page(
    where: Prisma.GuestbookEntryWhereInput,
    page: { cursor?: string | undefined; limit?: number | undefined },
  ): Promise<GuestbookPage> {
    const limit = clampPageSize(page.limit);
    const rows = await this.prisma.guestbookEntry.findMany({
      where: { AND: [where, afterCursor(page.cursor)] },
      orderBy: [...GUESTBOOK_ORDER],
      take: limit + 1,
    });
    const entries = rows.slice(0, limit);
    const last = entries.at(-1);
    return { entries, nextCursor: rows.length > limit && last ? cursorAfter(last) : null };
  }

  private publish(eventId: number, entries: ChangedGuestbookEntry[]): void {
    if (entries.length > 0) this.feed.publish({ kind: 'GUESTBOOK', eventId, entries });
  }
}
