import { message } from '../../i18n/messages.ts';
import type { AuditLog } from '../../audit/audit-log.ts';
import type { Db } from '../../db/client.ts';
import { liveStream, type LiveItem } from '../../live/live-stream.ts';
import type { PhotoFeed } from '../../live/photo-feed.ts';
import { parseRowId } from '../../../../common/row-id.ts';
import { MAX_MODERATION_BATCH } from '../../../../common/uploads-tab.ts';
import { ConflictError, fieldProblem, NotFoundError, UnauthenticatedError, ValidationError } from '../../lib/errors.ts';
import type { Prisma, Upload, UploadStatus, User } from '../../generated/prisma/client.ts';
import type { EventsService } from '../events/events.service.ts';
import { deleteQuietly, type Logger } from '../../storage/delete-quietly.ts';
import { uploadFileKeys } from '../../storage/file-keys.ts';
import type { StorageDriver } from '../../storage/storage.ts';
import {
  parsePhotoFilters,
  parsePhotoPage,
  photoOrderBy,
  photoWhere,
  type PhotoFilterQuery,
  type PhotoPageQuery,
} from './photo-query.ts';

// The admin panel filters an event's photos by the same rules.
export { photoWhere };
import { photoData, type WebhookOutbox } from '../webhooks/webhooks.service.ts';
import { LIVE_EVENT, liveMembershipWhere, memberEventWhere } from '../../access/event-access.ts';
import { LIVE_PHOTOS_PER_MESSAGE } from '../uploads/uploads.service.ts';

export const MODERATION_ACTIONS = ['APPROVED', 'REJECTED', 'PENDING'] as const;
export type ModerationAction = (typeof MODERATION_ACTIONS)[number];
// The most photos one moderation request decides on (common/uploads-tab.ts: the uploads tab says it too).
export { MAX_MODERATION_BATCH };

const NOT_FOUND = message('uploads.photoNotFound');

/** What a host's open uploads tab receives: new photos, photos whose status changed, or whose copies are made. */
export interface QueueUpdate {
  kind: 'ADDED' | 'MODERATED' | 'PROCESSED' | 'REMOVED';
  /** The photos as they are now (none for REMOVED). */
  photos: Upload[];
  /** Ids of photos deleted by the guests who sent them (REMOVED). */
  removedIds: number[];
  /**
   * The change held more than LIVE_PHOTOS_PER_MESSAGE photos (a bulk approval of 5,000): `photos` and
   * `removedIds` are empty and the screen loads its list and counts again (issue 35).
   */
  startOver?: boolean;
}

/**
 * Hosts decide what guests see. Any member of the event (owner or co-host) moderates. A request is
 * all or nothing: an id that is unknown, not theirs, or of another event refuses the whole request.
 */
export class ModerationService {
  constructor(
    private readonly prisma: Db,
    private readonly audit: AuditLog,
    private readonly feed: Pick<PhotoFeed, 'publish' | 'follow'>,
    private readonly events: Pick<EventsService, 'getForMember'>,
    private readonly webhooks: WebhookOutbox,
    private readonly storage: Pick<StorageDriver, 'delete'>,
    private readonly log: Logger,
  ) {}

  async moderate(actor: { user: User; ip: string }, rawIds: unknown, rawAction: unknown): Promise<Upload[]> {
    const action = parseAction(rawAction);
    const ids = parseIds(rawIds);
    const uploads = await this.findAll(ids, {
      event: memberEventWhere(actor.user.id),
    });
    if (new Set(uploads.map((upload) => upload.eventId)).size > 1) {
      throw new ValidationError(message('refusals.sameEventPhotos'));
    }
    return this.apply(actor, uploads, action, 'upload');
  }

  /**
   * "Select all N matching" (issue 35): every photo of one event that matches the uploads tab's filter
   * (`filter`, photoWhere's where-clause) and does not have the status yet, at most MAX_MODERATION_BATCH
   * of them (oldest first), through the same bulk path as `moderate`. Members only, as `moderate` checks:
   * an event the actor does not host is not found. `remaining`: the matching photos this left for a
   * repeat (above the maximum).
   */
  async moderateMatching(
    actor: { user: User; ip: string },
    eventId: number,
    filter: Prisma.UploadWhereInput,
    rawAction: unknown,
  ): Promise<{ moderated: number; remaining: number }> {
    const action = parseAction(rawAction);
    await this.events.getForMember(actor.user, eventId);
    // The filter's own conditions (an OR of the search) stay whole inside AND.
    const where: Prisma.UploadWhereInput = { eventId, AND: [filter, { status: { not: action } }] };
    const uploads = await this.prisma.upload.findMany({
      where,
      select: { id: true, eventId: true, status: true },
      orderBy: { id: 'asc' },
      take: MAX_MODERATION_BATCH,
    });
    const matching = uploads.length < MAX_MODERATION_BATCH ? uploads.length : await this.prisma.upload.count({ where });
    if (uploads.length > 0) await this.apply(actor, uploads, action, 'upload');
    return { moderated: uploads.length, remaining: matching - uploads.length };
  }

  /**
   * A super-admin's takedown (REJECTED) or restore, in any events at once. The caller checked that
   * the actor is an admin; open galleries drop taken-down photos at once through the feed.
   */
  async moderateAsAdmin(actor: { user: User; ip: string }, rawIds: unknown, rawAction: unknown): Promise<Upload[]> {
    const action = parseAction(rawAction);
    const uploads = await this.findAll(parseIds(rawIds), { event: LIVE_EVENT });
    return this.apply(actor, uploads, action, 'admin.upload');
  }

  /** The photos behind the ids within `scope`; unknown and out-of-scope look the same (no probing). */
  private async findAll(ids: number[], scope: Prisma.UploadWhereInput) {
    const uploads = await this.prisma.upload.findMany({
      where: { id: { in: ids }, ...scope },
      select: { id: true, eventId: true, status: true },
    });
    if (uploads.length !== ids.length) {
      throw new NotFoundError(ids.length === 1 ? NOT_FOUND : message('refusals.somePhotosNotFound'));
    }
    return uploads;
  }

  private async apply(
    actor: { user: User; ip: string },
    uploads: { id: number; eventId: number; status: UploadStatus }[],
    action: ModerationAction,
    auditPrefix: 'upload' | 'admin.upload',
  ): Promise<Upload[]> {
    const ids = uploads.map((upload) => upload.id);
    const now = new Date();
    const moderated = await this.prisma.$transaction(async (tx) => {
      await tx.upload.updateMany({
        where: { id: { in: ids } },
        data: { status: action, moderatedAt: now, moderatedById: actor.user.id },
      });
      await tx.auditLog.createMany({
        data: uploads.map((upload) => ({
          actorId: actor.user.id,
          action: `${auditPrefix}.${action.toLowerCase()}`,
          targetType: 'Upload',
          targetId: String(upload.id),
          metadata: { eventId: upload.eventId, from: upload.status, to: action },
          ip: actor.ip,
        })),
      });
      const changed = await tx.upload.findMany({ where: { id: { in: ids } }, orderBy: { id: 'asc' } });
      // Only photos whose status changed are news; only approvals and rejections have a topic.
      const topic = action === 'APPROVED' ? 'upload.approved' : action === 'REJECTED' ? 'upload.rejected' : null;
      const before = new Map(uploads.map((upload) => [upload.id, upload.status]));
      // One lookup of each event's webhooks for the whole batch (enqueueAll): one per photo made approving
      // 200 photos run 200 more statements in this transaction (issue 35).
      if (topic) {
        const news = changed.filter((upload) => before.get(upload.id) !== action);
        for (const eventId of new Set(news.map((upload) => upload.eventId))) {
          const ofEvent = news.filter((upload) => upload.eventId === eventId);
          await this.webhooks.enqueueAll(
            tx,
            eventId,
            ofEvent.map((upload) => ({ topic, data: photoData(upload) })),
          );
        }
      }
      return changed;
    });
    this.webhooks.wake();
    // After the commit: subscribers re-read the rows and must find the new status. One change per event.
    const previous = new Map(uploads.map((upload) => [upload.id, upload.status]));
    for (const eventId of new Set(moderated.map((upload) => upload.eventId))) {
      this.feed.publish({
        kind: 'MODERATED',
        eventId,
        photos: moderated
          .filter((upload) => upload.eventId === eventId)
          .map((upload) => ({
            id: upload.id,
            status: upload.status,
            previous: previous.get(upload.id)!,
            processingState: upload.processingState,
          })),
      });
    }
    return moderated;
  }

  /**
   * Removes photos that failed processing (FAILED: guests never saw them), for any host of their event,
   * with whatever files they still have (a video that could not be converted keeps its original for a
   * retry). Other photos are decided on, not deleted here: 409.
   */
  async deleteFailed(actor: { user: User; ip: string }, rawIds: unknown): Promise<number[]> {
    const uploads = await this.prisma.upload.findMany({
      where: { id: { in: parseIds(rawIds) }, event: memberEventWhere(actor.user.id) },
      select: {
        id: true,
        eventId: true,
        processingState: true,
        originalFilename: true,
        storageKey: true,
        displayKey: true,
        thumbnailKey: true,
        videoKey: true,
      },
    });
    const ids = parseIds(rawIds);
    if (uploads.length !== ids.length)
      throw new NotFoundError(ids.length === 1 ? NOT_FOUND : message('refusals.somePhotosNotFound'));
    if (uploads.some((upload) => upload.processingState !== 'FAILED')) {
      throw new ConflictError(message('moderation.onlyFailedDeleted'));
    }
    await this.prisma.$transaction([
      this.prisma.upload.deleteMany({ where: { id: { in: ids }, processingState: 'FAILED' } }),
      this.prisma.auditLog.createMany({
        data: uploads.map((upload) => ({
          actorId: actor.user.id,
          action: 'upload.delete_failed',
          targetType: 'Upload',
          targetId: String(upload.id),
          metadata: { eventId: upload.eventId, originalFilename: upload.originalFilename },
          ip: actor.ip,
        })),
      }),
    ]);
    // After the commit (what a failure leaves, the orphan sweep takes).
    for (const key of uploads.flatMap((upload) => uploadFileKeys(upload))) {
      await deleteQuietly(this.log, () => this.storage.delete(key), key);
    }
    return ids;
  }

  /**
   * One event's photos (any status) for its members, filtered and sorted as the host asked (REST query:
   * status, search, sort, rsvpId, tableId, mediaType), a page at a time: at most MAX_UPLOADS_PAGE (issue
   * 35: a 20,000-photo event was one unbounded read), after the photo `cursor` names. Not a member, or no
   * such event: not found.
   */
  async listPhotos(
    actor: { user: User },
    eventId: number,
    query: PhotoFilterQuery & PhotoPageQuery,
  ): Promise<{ uploads: Upload[]; nextCursor: string | null }> {
    const filters = parsePhotoFilters(query);
    const page = parsePhotoPage(query);
    await this.events.getForMember(actor.user, eventId);
    if (page.cursor !== null) {
      const known = await this.prisma.upload.findFirst({ where: { id: page.cursor, eventId }, select: { id: true } });
      if (!known)
        throw new ValidationError(message('moderation.cursorInvalid'), [
          fieldProblem('cursor', message('moderation.cursorInvalid')),
        ]);
    }
    const rows = await this.prisma.upload.findMany({
      where: { eventId, ...photoWhere(filters) },
      orderBy: photoOrderBy(filters.order),
      take: page.limit + 1,
      ...(page.cursor !== null ? { cursor: { id: page.cursor }, skip: 1 } : {}),
    });
    const uploads = rows.slice(0, page.limit);
    return { uploads, nextCursor: rows.length > page.limit ? String(uploads.at(-1)!.id) : null };
  }

  /**
   * The live queue of an event for one of its hosts: new photos and every decision (a co-host's too)
   * as they happen. It ends when the user stops being a host, the event is deleted, or the session
   * that opened it ends (sign-out everywhere, a blocked account), like any request would.
   */
  async followQueue(user: User, eventId: number): Promise<AsyncIterableIterator<LiveItem<QueueUpdate>>> {
    await this.events.getForMember(user, eventId);
    return liveStream(this.feed.follow(eventId), async (change) => {
      // Hearts are the guests' gallery's: the queue shows none (the hosts' list sorts by them on reload).
      if (change.kind === 'REACTIONS') return null;
      await this.requireHostSession(user, eventId);
      if (change.kind === 'EVENT_CHANGED' || change.kind === 'GUESTBOOK') return null;
      // Thousands of photos decided at once: resolving and serializing every one for every open screen
      // took seconds; one short message has each screen load its list again, as the guests' galleries do.
      if (change.photos.length > LIVE_PHOTOS_PER_MESSAGE) {
        return { kind: change.kind, photos: [], removedIds: [], startOver: true };
      }
      // A guest took a photo back: its row is gone, open screens drop it by id.
      if (change.kind === 'REMOVED') {
        return { kind: change.kind, photos: [], removedIds: change.photos.map((photo) => photo.id) };
      }
      const photos = await this.prisma.upload.findMany({
        where: { eventId, id: { in: change.photos.map((photo) => photo.id) } },
        orderBy: { id: 'desc' },
      });
      return photos.length > 0 ? { kind: change.kind, photos, removedIds: [] } : null;
    });
  }

  /** Still a host, with the session the subscription was opened with. */
  async requireHostSession(user: User, eventId: number): Promise<void> {
    const member = await this.prisma.eventMember.findFirst({
      where: liveMembershipWhere(user.id, eventId),
      select: { user: { select: { status: true, tokenVersion: true } } },
    });
    if (!member) throw new NotFoundError(message('gate.eventNotFound'));
    if (member.user.status !== 'ACTIVE' || member.user.tokenVersion !== user.tokenVersion) {
      throw new UnauthenticatedError();
    }
  }
}

/** SPEC §4: the action chosen becomes the status ('approve'/'reject' accepted too, for API clients). */
function parseAction(value: unknown): ModerationAction {
  const text = typeof value === 'string' ? value.trim().toUpperCase() : '';
  const action = text === 'APPROVE' ? 'APPROVED' : text === 'REJECT' ? 'REJECTED' : text;
  if (!(MODERATION_ACTIONS as readonly string[]).includes(action)) {
    const refusal = message('moderation.actionInvalid');
    throw new ValidationError(refusal, [fieldProblem('action', refusal)]);
  }
  return action as UploadStatus;
}

function parseIds(value: unknown): number[] {
  const list: unknown[] = Array.isArray(value) ? value : [];
  const ids = [...new Set(list.map((id) => parseRowId(id)))];
  if (ids.length === 0) throw new ValidationError(message('refusals.selectOnePhoto'));
  if (ids.length > MAX_MODERATION_BATCH) {
    throw new ValidationError(message('moderation.tooManyPhotos', { max: MAX_MODERATION_BATCH }));
  }
  if (ids.includes(null)) throw new NotFoundError(message('refusals.somePhotosNotFound'));
  return ids as number[];
}
