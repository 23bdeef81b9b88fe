import QRCode from 'qrcode';
import { normalizeSlug } from '../../../../common/slug.ts';
import { DEFAULT_LOCALE, supportedLocale } from '../../../../common/i18n/locales.ts';
import type { Actor } from '../../access/actor.ts';
import { eventAudit, type AuditEntry, type AuditLog } from '../../audit/audit-log.ts';
import type { Db, PrismaQuery } from '../../db/client.ts';
import type { PhotoFeed } from '../../live/photo-feed.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { ConflictError, fieldProblem, RateLimitError, ValidationError, type ErrorWords } from '../../lib/errors.ts';
import { message, render } from '../../i18n/messages.ts';
import type { LoadableLocale } from '../../../../common/i18n/locales.ts';
import type { Event, EventRole, EventStatus, Prisma, User } from '../../generated/prisma/client.ts';
import type { RateLimitPolicy } from '../../limits/rate-limiter.ts';
import { deleteQuietly, type Logger } from '../../storage/delete-quietly.ts';
import { eventFilesPrefix } from '../../storage/file-keys.ts';
import type { StorageDriver } from '../../storage/storage.ts';
import { parseInput, wordsOfIssue } from '../../lib/validation.ts';
import {
  memberEventWhere,
  requireMember,
  requireOwner,
  rolesOf,
  type EventWithRole,
} from '../../access/event-access.ts';
import {
  CreateEventInput,
  ONLY_SHARED_REVEALS,
  REVEAL_NEEDS_SHARED,
  slugSchema,
  UpdateEventInput,
  type UpdateEventData,
} from './event-input.ts';
import type { WebhookOutbox } from '../webhooks/webhooks.service.ts';

/** The dashboard's order: soonest first. */
const HOST_EVENT_ORDER = [{ dateTime: 'asc' }, { id: 'asc' }] satisfies Prisma.EventOrderByWithRelationInput[];

/** The dashboard's Analytics figures over every event a user hosts (SPEC §2). */
export interface HostStats {
  totalEvents: number;
  activeEvents: number;
  /** Photos (any review status) of active events only. */
  totalPhotos: number;
  /** RSVP answers of active events only. */
  totalRsvps: number;
}

/** Upcoming events the Analytics tab may ask for at once. */
export const UPCOMING_EVENTS_MAX = 10;

export interface SlugCheck {
  slug: string;
  available: boolean;
  /** Why it is not available, as words for the form (rendered in its reader's language: slugCheckIn). */
  message: ErrorWords | null;
}

/** A slug check as its caller reads it: the reason in their language. */
export function slugCheckIn(
  check: SlugCheck,
  locale: LoadableLocale,
): Omit<SlugCheck, 'message'> & { message: string | null } {
  const words = check.message;
  return { ...check, message: words === null || typeof words === 'string' ? words : render(locale, words) };
}

export interface EventRateLimits {
  /** Events an account may create while it is younger than `windowMs` (see assertMayCreateEvent). */
  newAccountEvents: RateLimitPolicy;
}

export const DEFAULT_EVENT_RATE_LIMITS: EventRateLimits = {
  newAccountEvents: { limit: 5, windowMs: 7 * 24 * 60 * 60_000 },
};
const SLUG_TAKEN = message('inputs.slugTaken');

/**
 * Events as hosts see them: create, read, edit, activate/deactivate, delete, the share QR code. Co-hosts
 * live in HostsService, covers in CoversService.
 * Every rule lives here, shared by GraphQL and REST. Non-members get 'not found' (never 'forbidden'),
 * so nobody can probe which event ids exist; co-hosts get 'forbidden' for owner-only actions.
 */
/** What deleting an event removed, as its audit row records it. */
export interface RemovedEventData {
  uploads: number;
  rsvps: number;
  guestbookEntries: number;
}

export class EventsService {
  constructor(
    private readonly prisma: Db,
    private readonly storage: StorageDriver,
    private readonly audit: AuditLog,
    private readonly log: Logger,
    private readonly feed: Pick<PhotoFeed, 'publish'>,
    private readonly webhooks: WebhookOutbox,
    private readonly limits: EventRateLimits = DEFAULT_EVENT_RATE_LIMITS,
    /** Told after the hosts reveal an event early (its guests' "photos are revealed" mail goes at once). */
    private readonly onRevealed: (eventId: number) => void = () => {},
  ) {}

  async checkSlug(rawSlug: unknown): Promise<SlugCheck> {
    const parsed = slugSchema.safeParse(rawSlug);
    const slug = typeof rawSlug === 'string' ? normalizeSlug(rawSlug) : '';
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return { slug, available: false, message: issue ? wordsOfIssue(issue.message) : null };
    }
    // Deleted events keep their slug: printed QR codes must never lead to someone else's event.
    const taken = await this.prisma.event.findUnique({ where: { slug: parsed.data }, select: { id: true } });
    return { slug: parsed.data, available: !taken, message: taken ? SLUG_TAKEN : null };
  }

  async create(actor: Actor, input: unknown): Promise<Event> {
    const { pinCode, ...data } = parseInput(CreateEventInput, input);
    if (data.isPinRequired && !pinCode) throw pinMissing();
    if (data.galleryMode !== 'SHARED' && data.revealAt) throw revealNeedsShared();
    await this.assertMayCreateEvent(actor.user);
    try {
      return await this.audit.audited(
        (tx) =>
          tx.event.create({
            data: {
              ...data,
              pinCode: data.isPinRequired ? pinCode : null,
              // Guests whose browser asks for none of ours read the event as its owner reads the app.
              language: data.language ?? supportedLocale(actor.user.language) ?? DEFAULT_LOCALE,
              ownerId: actor.user.id,
              members: { create: { userId: actor.user.id, role: 'OWNER' } },
            },
          }),
        (event) => eventAudit(actor, 'event.create', event.id),
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictError(SLUG_TAKEN);
      throw error;
    }
  }

  /**
   * A free account is cheap to make, and each event is storage and a public page: in its first week an
   * account may create a few events (deleted ones count), after that as many as it needs. Admins are exempt.
   */
  private async assertMayCreateEvent(user: User): Promise<void> {
    if (user.isAdmin) return;
    const { limit: events, windowMs } = this.limits.newAccountEvents;
    const trustedFrom = new Date(user.createdAt.getTime() + windowMs);
    if (Date.now() >= trustedFrom.getTime()) return;
    const created = await this.prisma.event.count({ where: { ownerId: user.id } });
    if (created >= events) {
      // The day in UTC, each language writing it its own way: the month comes from the middle of that
      // month, so no server clock's zone moves it across a month's end.
      const month = new Date(Date.UTC(trustedFrom.getUTCFullYear(), trustedFrom.getUTCMonth(), 15, 12));
      const day = message('inputs.dayOfMonth', { day: trustedFrom.getUTCDate(), month });
      throw new RateLimitError(
        Math.ceil((trustedFrom.getTime() - Date.now()) / 1000),
        message('inputs.newAccountEvents', { events, day }),
      );
    }
  }

  /** The event and the user's role on it; 'not found' unless they are a member of a live event. */
  getForMember(user: User, eventId: number): Promise<EventWithRole> {
    return requireMember(this.prisma, user.id, eventId);
  }

  /** As getForMember, and 'forbidden' for co-hosts. */
  requireOwner(user: User, eventId: number): Promise<EventWithRole> {
    return requireOwner(this.prisma, user.id, eventId);
  }

  /** Roles of one user on many events (deleted events left out), for batched authorization. */
  rolesOf(userId: number, eventIds: readonly number[]): Promise<Map<number, EventRole>> {
    return rolesOf(this.prisma, userId, eventIds);
  }

  /** The user's events for GraphQL (`query`: Pothos's selection and page), soonest first. */
  listForMember<Q extends PrismaQuery<Prisma.EventFindManyArgs>>(userId: number, query: Q) {
    return this.prisma.event.findMany({ ...query, where: memberEventWhere(userId), orderBy: HOST_EVENT_ORDER });
  }

  /** One of the user's events for GraphQL, or null when it is not theirs (or gone). */
  findForMember<Q extends PrismaQuery<Prisma.EventFindFirstArgs>>(userId: number, eventId: number, query: Q) {
    return this.prisma.event.findFirst({ ...query, where: { id: eventId, ...memberEventWhere(userId) } });
  }

  /**
   * The Analytics totals over all of the user's events, counted by the database: however many events
   * they host (the dashboard's event list loads a page at a time, so it cannot add them up).
   */
  async hostStats(userId: number): Promise<HostStats> {
    const hosted = memberEventWhere(userId);
    const active = { ...hosted, status: 'ACTIVE' } satisfies Prisma.EventWhereInput;
    const [totalEvents, activeEvents, totalPhotos, totalRsvps] = await Promise.all([
      this.prisma.event.count({ where: hosted }),
      this.prisma.event.count({ where: active }),
      this.prisma.upload.count({ where: { event: active } }),
      this.prisma.rsvp.count({ where: { event: active } }),
    ]);
    return { totalEvents, activeEvents, totalPhotos, totalRsvps };
  }

  /** The user's active events from `from` on, soonest first (`query`: Pothos's selection). */
  upcomingForMember<Q extends PrismaQuery<Prisma.EventFindManyArgs>>(
    userId: number,
    from: Date,
    take: number,
    query: Q,
  ) {
    return this.prisma.event.findMany({
      ...query,
      where: { ...memberEventWhere(userId), status: 'ACTIVE', dateTime: { gte: from } },
      orderBy: HOST_EVENT_ORDER,
      take: Math.min(Math.max(take, 0), UPCOMING_EVENTS_MAX),
    });
  }

  /** A host's events, soonest first, with counts and their role (the dashboard's REST shape). */
  async listForHost(user: User) {
    const events = await this.prisma.event.findMany({
      where: memberEventWhere(user.id),
      orderBy: HOST_EVENT_ORDER,
      include: {
        _count: { select: { uploads: true, rsvps: true } },
        members: { where: { userId: user.id }, select: { role: true } },
      },
    });
    return events.map(({ members, ...event }) => ({ ...event, userRole: members[0]?.role ?? 'CO_HOST' }));
  }

  async counts(eventId: number) {
    const [byStatus, rsvps] = await Promise.all([
      this.prisma.upload.groupBy({ by: ['status'], where: { eventId }, _count: { _all: true } }),
      this.prisma.rsvp.count({ where: { eventId } }),
    ]);
    const of = (status: string) => byStatus.find((row) => row.status === status)?._count._all ?? 0;
    return {
      uploads: of('PENDING') + of('APPROVED') + of('REJECTED'),
      pendingUploads: of('PENDING'),
      approvedUploads: of('APPROVED'),
      rejectedUploads: of('REJECTED'),
      rsvps,
    };
  }

  /**
   * The guest link as a PNG QR code for table cards; `origin` is PUBLIC_URL or this server. High error
   * correction: a card survives a wine stain or a crease.
   */
  async shareQrCode(user: User, eventId: number, origin: string): Promise<{ slug: string; png: Buffer }> {
    const { event } = await this.getForMember(user, eventId);
    const png = await QRCode.toBuffer(`${origin}/e/${event.slug}`, {
      type: 'png',
      errorCorrectionLevel: 'H',
      margin: 2,
      width: 1024,
    });
    return { slug: event.slug, png };
  }

  /** Owners and co-hosts edit settings; the slug never changes. */
  async update(actor: Actor, eventId: number, input: unknown): Promise<Event> {
    const { event } = await this.getForMember(actor.user, eventId);
    const changes = parseInput(UpdateEventInput, withoutUnchangedCover(input, event));
    if (changes.slug !== undefined && normalizeSlug(changes.slug) !== event.slug) {
      const fixed = message('inputs.slugFixed');
      throw new ValidationError(fixed, [fieldProblem('slug', fixed)]);
    }
    const data = eventUpdateData(changes, event);
    const replacedCover = data.coverImageUrl !== undefined && event.coverStorageKey ? event.coverStorageKey : null;
    if (replacedCover) data.coverStorageKey = null;

    const updated = await this.audit.audited(
      async (tx) => {
        const saved = await tx.event.update({ where: { id: event.id }, data });
        await this.webhooks.enqueue(tx, event.id, 'event.updated', { fields: Object.keys(data).sort().join(',') });
        return saved;
      },
      // Field names only: the PIN's value never goes into the log.
      () => eventAudit(actor, 'event.update', event.id, { fields: Object.keys(data).sort() }),
    );
    // A new PIN or a switched-off event closes open guest feeds.
    this.feed.publish({ kind: 'EVENT_CHANGED', eventId: event.id });
    this.webhooks.wake();
    if (replacedCover) await deleteQuietly(this.log, () => this.storage.delete(replacedCover), replacedCover);
    return updated;
  }

  /**
   * Hosts open a shared gallery before its reveal time (decision 052): revealAt becomes now, and open
   * guest pages show the photos at once (EVENT_CHANGED wakes their live galleries). A gallery already open
   * stays as it is; only a shared gallery has a reveal.
   */
  async reveal(actor: Actor, eventId: number): Promise<Event> {
    const { event } = await this.getForMember(actor.user, eventId);
    if (event.galleryMode !== 'SHARED') throw new ValidationError(ONLY_SHARED_REVEALS);
    const now = new Date();
    if (event.revealAt === null || event.revealAt <= now) return event;
    const updated = await this.audit.audited(
      async (tx) => {
        const saved = await tx.event.update({ where: { id: event.id }, data: { revealAt: now } });
        await this.webhooks.enqueue(tx, event.id, 'event.updated', { fields: 'revealAt' });
        return saved;
      },
      () => eventAudit(actor, 'event.reveal', event.id, { revealAt: event.revealAt?.toISOString() ?? null }),
    );
    this.feed.publish({ kind: 'EVENT_CHANGED', eventId: event.id });
    this.webhooks.wake();
    this.onRevealed(event.id);
    return updated;
  }

  /** SPEC §4: the owner toggles ACTIVE/INACTIVE; inactive events are closed to guests. */
  async setStatus(actor: Actor, eventId: number, status: EventStatus): Promise<Event> {
    if (status !== 'ACTIVE' && status !== 'INACTIVE') throw new ValidationError(message('inputs.statusActiveInactive'));
    const { event } = await this.requireOwner(actor.user, eventId);
    const updated = await this.audit.audited(
      async (tx) => {
        const saved = await tx.event.update({ where: { id: event.id }, data: { status } });
        await this.webhooks.enqueue(tx, event.id, 'event.updated', { fields: 'status', status });
        return saved;
      },
      () =>
        eventAudit(actor, status === 'ACTIVE' ? 'event.activate' : 'event.deactivate', event.id, {
          from: event.status,
          to: status,
        }),
    );
    this.feed.publish({ kind: 'EVENT_CHANGED', eventId: event.id });
    this.webhooks.wake();
    return updated;
  }

  /**
   * The owner deletes: the event vanishes for everyone at once (guests get 404), its photos and RSVPs
   * go with it, and its files are removed from storage. The row stays, so the slug is never reused.
   */
  async delete(actor: Actor, eventId: number): Promise<void> {
    const { event } = await this.requireOwner(actor.user, eventId);
    await this.deleteEventData(event, (removed) =>
      eventAudit(actor, 'event.delete', event.id, { slug: event.slug, title: event.title, ...removed }),
    );
  }

  /**
   * What deleting an event does, whoever asks (its owner, or the purge of an account its owner deleted):
   * the row is marked deleted (the slug stays taken), its photos (with their hearts), RSVPs and guestbook
   * messages go in one transaction with the audit row `entry` describes, live pages are told, then its files
   * leave storage. The row stays, so nothing cascades: each kind of guest data is deleted here by name.
   * Answers what was removed.
   */
  async deleteEventData(
    event: Pick<Event, 'id'>,
    entry: (removed: RemovedEventData) => AuditEntry,
  ): Promise<RemovedEventData> {
    const removed = await this.audit.audited(async (tx) => {
      await tx.event.update({ where: { id: event.id }, data: { deletedAt: new Date(), coverStorageKey: null } });
      const uploads = await tx.upload.deleteMany({ where: { eventId: event.id } });
      const rsvps = await tx.rsvp.deleteMany({ where: { eventId: event.id } });
      const guestbook = await tx.guestbookEntry.deleteMany({ where: { eventId: event.id } });
      return { uploads: uploads.count, rsvps: rsvps.count, guestbookEntries: guestbook.count };
    }, entry);
    this.feed.publish({ kind: 'EVENT_CHANGED', eventId: event.id });
    const prefix = eventFilesPrefix(event.id);
    await deleteQuietly(this.log, () => this.storage.deletePrefix(prefix), prefix);
    return removed;
  }
}

function revealNeedsShared(): ValidationError {
  return new ValidationError(REVEAL_NEEDS_SHARED, [fieldProblem('revealAt', REVEAL_NEEDS_SHARED)]);
}

function pinMissing(): ValidationError {
  const missing = message('eventForm.pinMissing');
  return new ValidationError(missing, [fieldProblem('pinCode', missing)]);
}

/** Clients send the whole settings form back; an unchanged (own-server) cover URL is not an edit. */
function withoutUnchangedCover(input: unknown, event: Event): unknown {
  if (typeof input !== 'object' || input === null || !('coverImageUrl' in input)) return input;
  const { coverImageUrl, ...rest } = input as Record<string, unknown>;
  return coverImageUrl === event.coverImageUrl ? rest : input;
}

function eventUpdateData(changes: UpdateEventData, event: Event): Prisma.EventUpdateInput {
  const { slug: _slug, pinCode, isPinRequired, ...fields } = changes;
  const data: Prisma.EventUpdateInput = {};
  for (const [field, value] of Object.entries(fields)) {
    if (value !== undefined) (data as Record<string, unknown>)[field] = value;
  }
  // A reveal belongs to a shared gallery: named with another mode it is refused, and choosing another
  // mode forgets a reveal set before (the forms send the whole event back).
  const galleryMode = changes.galleryMode ?? event.galleryMode;
  if (galleryMode !== 'SHARED') {
    if (changes.revealAt) throw revealNeedsShared();
    if (event.revealAt !== null) data.revealAt = null;
  }
  const pinRequired = isPinRequired ?? event.isPinRequired;
  const pin = pinCode === undefined ? event.pinCode : pinCode;
  if (pinRequired && !pin) throw pinMissing();
  if (isPinRequired !== undefined) data.isPinRequired = isPinRequired;
  // Turning the PIN off forgets it, so turning it back on asks for a fresh one.
  if (!pinRequired) {
    if (event.pinCode !== null) data.pinCode = null;
  } else if (pinCode !== undefined && pinCode !== event.pinCode) {
    data.pinCode = pinCode;
  }
  return data;
}
