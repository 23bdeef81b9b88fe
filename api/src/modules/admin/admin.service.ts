import { message, type ServerMessageId } from '../../i18n/messages.ts';
import { z } from 'zod';
import type { AuditEntry, AuditLog } from '../../audit/audit-log.ts';
import type { Db, Transaction } from '../../db/client.ts';
import { ForbiddenError, NotFoundError, UnauthenticatedError } from '../../lib/errors.ts';
import type { Prisma, User } from '../../generated/prisma/client.ts';
import { ContactPriority, ContactStatus, EventStatus, UploadStatus, UserStatus } from '../../generated/prisma/enums.ts';
import type { PhotoFeed } from '../../live/photo-feed.ts';
import { readPage, type PageOf, type PageRequest } from '../../lib/pagination.ts';
import { containsText, searchTerm } from '../../lib/search.ts';
import { parseInput, says } from '../../lib/validation.ts';
import { revokeAllApiTokensOf } from '../api-tokens/api-tokens.service.ts';
import type { AuthService } from '../auth/auth.service.ts';
import type { ModerationService } from '../moderation/moderation.service.ts';
import type { SystemService } from '../system/system.service.ts';
import { LIVE_EVENT } from '../../access/event-access.ts';
import { parseRowId } from '../../../../common/row-id.ts';

/** Who is asking: anyone, until `requireAdmin` says they are a signed-in, active super-admin. */
export interface AdminActor {
  user: User | null;
  ip: string;
}

interface Admin {
  user: User;
  ip: string;
}

/** How many recent users and events the dashboard lists. */
export const DASHBOARD_RECENT = 5;
/** How many photos and RSVPs an event's detail view shows (newest first). */
export const EVENT_DETAIL_ROWS = 50;

export const AUDIT_TARGET_TYPES = ['Event', 'User', 'Upload', 'ContactMessage', 'ApiToken'] as const;

const NOT_ADMIN = message('superadmin.onlyAdmins');
export const USER_NOT_FOUND = message('superadmin.userNotFound');
export const EVENT_NOT_FOUND = message('gate.eventNotFound');
// The admin inbox's own words for it (app namespace): the same English, written once.
export const MESSAGE_NOT_FOUND = message('adminInbox.notFound');
const DELETED_IS_FINAL = message('superadmin.deletedIsFinal');
const DELETED_CANNOT_BE_ADMIN = message('superadmin.deletedCannotBeAdmin');

/**
 * 'ALL' and absent both mean "no filter"; anything else must be one of the values. `mustBeOneOf` names
 * the filter in a message whose `{allowed}` lists the values (codes, the same in every language).
 */
function statusFilter<const T extends readonly string[]>(values: T, mustBeOneOf: ServerMessageId) {
  const refusal = says(mustBeOneOf, { allowed: ['ALL', ...values].join(', ') });
  const canonical = (value: string) => values.find((known) => known.toUpperCase() === value.toUpperCase());
  return z
    .string({ error: refusal })
    .trim()
    .refine((value) => value === '' || value.toUpperCase() === 'ALL' || canonical(value) !== undefined, refusal)
    .transform((value): T[number] | null => canonical(value) ?? null)
    .nullish()
    .transform((value) => value ?? null);
}

const positiveEventId = says('superadmin.eventIdPositive');
const optionalEventId = z.coerce
  .number({ error: positiveEventId })
  .int(positiveEventId)
  .min(1, positiveEventId)
  .max(2_147_483_647, positiveEventId)
  .nullish()
  .transform((value) => value ?? null);

const search = z.unknown().optional().transform(searchTerm);

const UserFilters = z.object({ search, status: statusFilter(Object.values(UserStatus), 'superadmin.statusOneOf') });
const EventFilters = z.object({
  search,
  status: statusFilter(Object.values(EventStatus), 'superadmin.statusOneOf'),
  eventId: optionalEventId,
});
const MessageFilters = z.object({
  search,
  status: statusFilter(Object.values(ContactStatus), 'superadmin.statusOneOf'),
  priority: statusFilter(Object.values(ContactPriority), 'superadmin.priorityOneOf'),
});
const UploadFilters = z.object({
  status: statusFilter(Object.values(UploadStatus), 'superadmin.statusOneOf'),
  eventId: optionalEventId,
});
const AuditFilters = z.object({
  actor: search,
  action: search,
  targetType: statusFilter(AUDIT_TARGET_TYPES, 'superadmin.targetTypeOneOf'),
  targetId: search,
});

const UserStatusInput = z.enum(UserStatus, { error: says('superadmin.userStatusInvalid') });
const EventStatusInput = z.enum(EventStatus, { error: says('superadmin.eventStatusInvalid') });
const IsAdminInput = z.boolean({ error: says('superadmin.isAdminBoolean') });
const CreateUserExtras = z.object({ isAdmin: IsAdminInput.optional().default(false) });
const MessageChanges = z
  .object({
    status: z.enum(ContactStatus, { error: says('superadmin.messageStatusInvalid') }).optional(),
    priority: z.enum(ContactPriority, { error: says('superadmin.priorityInvalid') }).optional(),
  })
  .refine(
    (changes) => changes.status !== undefined || changes.priority !== undefined,
    says('superadmin.statusOrPriority'),
  );

export type UserFilterInput = Partial<z.input<typeof UserFilters>>;
export type EventFilterInput = Partial<z.input<typeof EventFilters>>;
export type MessageFilterInput = Partial<z.input<typeof MessageFilters>>;
export type UploadFilterInput = Partial<z.input<typeof UploadFilters>>;
export type AuditFilterInput = Partial<z.input<typeof AuditFilters>>;

const userRow = {
  _count: { select: { ownedEvents: { where: LIVE_EVENT } } },
} satisfies Prisma.UserInclude;
const eventRow = {
  owner: { select: { id: true, displayName: true, email: true } },
  _count: { select: { uploads: true, rsvps: true } },
} satisfies Prisma.EventInclude;

export type AdminUserRow = Prisma.UserGetPayload<{ include: typeof userRow }>;
export type AdminEventRow = Prisma.EventGetPayload<{ include: typeof eventRow }>;

/**
 * The super-admin's powers, behind both the `admin` GraphQL field and /api/superadmin. Every method
 * checks the caller first (401 anonymous, 403 not an admin) and every change writes its audit row in
 * the same transaction. Admins see events that hosts deleted no more than hosts do: they are gone.
 */
export class AdminService {
  constructor(
    private readonly prisma: Db,
    private readonly audit: AuditLog,
    private readonly auth: Pick<AuthService, 'createAccount' | 'forgetUser'>,
    private readonly moderation: Pick<ModerationService, 'moderateAsAdmin'>,
    private readonly system: Pick<SystemService, 'report'>,
    private readonly feed: Pick<PhotoFeed, 'publish'>,
  ) {}

  /** The one admin check: a session of an active user with isAdmin (blocked sessions never get here). */
  requireAdmin(actor: AdminActor): Admin {
    if (!actor.user) throw new UnauthenticatedError();
    if (!actor.user.isAdmin || actor.user.status !== 'ACTIVE') throw new ForbiddenError(NOT_ADMIN);
    return { user: actor.user, ip: actor.ip };
  }

  async dashboard(actor: AdminActor) {
    this.requireAdmin(actor);
    const [
      users,
      activeUsers,
      events,
      activeEvents,
      uploads,
      pendingUploads,
      rsvps,
      newMessages,
      recentUsers,
      recentEvents,
    ] = await Promise.all([
      this.prisma.user.count({ where: { status: { not: 'DELETED' } } }),
      this.prisma.user.count({ where: { status: 'ACTIVE' } }),
      this.prisma.event.count({ where: LIVE_EVENT }),
      this.prisma.event.count({ where: { ...LIVE_EVENT, status: 'ACTIVE' } }),
      this.prisma.upload.count({ where: { event: LIVE_EVENT } }),
      this.prisma.upload.count({ where: { event: LIVE_EVENT, status: 'PENDING' } }),
      this.prisma.rsvp.count({ where: { event: LIVE_EVENT } }),
      this.prisma.contactMessage.count({ where: { status: 'NEW' } }),
      this.prisma.user.findMany({
        include: userRow,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: DASHBOARD_RECENT,
      }),
      this.prisma.event.findMany({
        where: LIVE_EVENT,
        include: eventRow,
        orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
        take: DASHBOARD_RECENT,
      }),
    ]);
    return {
      stats: {
        users: { total: users, active: activeUsers },
        events: { total: events, active: activeEvents },
        uploads: { total: uploads, pending: pendingUploads },
        rsvps: { total: rsvps },
        contactMessages: { new: newMessages },
      },
      recentUsers,
      recentEvents,
    };
  }

  async listUsers(actor: AdminActor, rawFilters: UserFilterInput, page: PageRequest): Promise<PageOf<AdminUserRow>> {
    this.requireAdmin(actor);
    const filters = parseInput(UserFilters, rawFilters);
    const where: Prisma.UserWhereInput = {
      ...(filters.status ? { status: filters.status } : {}),
      ...(filters.search
        ? { OR: [{ email: containsText(filters.search) }, { displayName: containsText(filters.search) }] }
        : {}),
    };
    return readPage(
      page,
      (slice) =>
        this.prisma.user.findMany({
          where,
          include: userRow,
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          ...slice,
        }),
      () => this.prisma.user.count({ where }),
    );
  }

  /** SPEC §5 create-user form: the signup rules, plus isAdmin (default false). The password is never echoed. */
  async createUser(actor: AdminActor, input: unknown): Promise<AdminUserRow> {
    const admin = this.requireAdmin(actor);
    const { isAdmin } = parseInput(CreateUserExtras, pick(input, ['isAdmin']));
    const user = await this.auth.createAccount(input, { isAdmin, signedIn: false }, (created, tx) =>
      this.audit.record(
        entryBy(admin, 'admin.user.create', 'User', created.id, { email: created.email, isAdmin: created.isAdmin }),
        tx,
      ),
    );
    return { ...user, _count: { ownedEvents: 0 } };
  }

  /**
   * Block, activate or (soft) delete an account. Blocking or deleting ends every session of the user
   * at once (their token version moves on), revokes their API tokens for good (activating the account
   * again brings back neither) and ends their open live feeds; deleting also switches off the events
   * they own, which stay visible here. Deleted is final: such an account is neither activated nor
   * blocked again. Nobody blocks themselves, and there is always one active admin left.
   */
  async setUserStatus(actor: AdminActor, userId: number, rawStatus: unknown): Promise<AdminUserRow> {
    const admin = this.requireAdmin(actor);
    const status = parseInput(UserStatusInput, rawStatus);
    if (userId === admin.user.id && status !== 'ACTIVE') {
      throw new ForbiddenError(message('superadmin.cannotBlockSelf'));
    }
    const { user, changed } = await this.changeUser(admin, userId, async (before, tx) => {
      if (before.status === status) return null;
      if (before.status === 'DELETED') throw new ForbiddenError(DELETED_IS_FINAL);
      const revoked = status === 'ACTIVE' ? [] : await revokeAllApiTokensOf(tx, before.id);
      let eventsSwitchedOff = 0;
      if (status === 'DELETED') {
        const switched = await tx.event.updateMany({
          where: { ownerId: before.id, ...LIVE_EVENT, status: 'ACTIVE' },
          data: { status: 'INACTIVE' },
        });
        eventsSwitchedOff = switched.count;
      }
      return {
        data: { status, ...(status === 'ACTIVE' ? {} : { tokenVersion: { increment: 1 } }) },
        action:
          status === 'ACTIVE' ? 'admin.user.activate' : status === 'BLOCKED' ? 'admin.user.block' : 'admin.user.delete',
        metadata: {
          from: before.status,
          to: status,
          // The revoked tokens by their visible prefix, as their owner's token list showed them.
          ...(revoked.length > 0
            ? { apiTokensRevoked: revoked.length, revokedApiTokens: revoked.map((token) => token.prefix) }
            : {}),
          ...(status === 'DELETED' ? { eventsSwitchedOff } : {}),
        },
      };
    });
    if (changed && status !== 'ACTIVE') await this.closeLiveFeedsOf(user.id);
    return user;
  }

  /** Grant or withdraw admin rights; nobody demotes themselves, and one active admin always remains. */
  async setUserAdmin(actor: AdminActor, userId: number, rawIsAdmin: unknown): Promise<AdminUserRow> {
    const admin = this.requireAdmin(actor);
    const isAdmin = parseInput(IsAdminInput, rawIsAdmin);
    if (userId === admin.user.id && !isAdmin) throw new ForbiddenError(message('superadmin.cannotDemoteSelf'));
    const { user } = await this.changeUser(admin, userId, (before) => {
      // Nobody signs in to a deleted account: rights given to it would only make a list of admins lie.
      if (isAdmin && before.status === 'DELETED') throw new ForbiddenError(DELETED_CANNOT_BE_ADMIN);
      return Promise.resolve(
        before.isAdmin === isAdmin
          ? null
          : {
              data: { isAdmin },
              action: isAdmin ? 'admin.user.promote' : 'admin.user.demote',
              metadata: { from: before.isAdmin, to: isAdmin },
            },
      );
    });
    return user;
  }

  async listEvents(actor: AdminActor, rawFilters: EventFilterInput, page: PageRequest): Promise<PageOf<AdminEventRow>> {
    this.requireAdmin(actor);
    const filters = parseInput(EventFilters, rawFilters);
    const where: Prisma.EventWhereInput = {
      ...LIVE_EVENT,
      ...(filters.eventId ? { id: filters.eventId } : {}),
      ...(filters.status ? { status: filters.status } : {}),
      ...(filters.search
        ? {
            OR: [
              { title: containsText(filters.search) },
              { slug: containsText(filters.search) },
              { venueName: containsText(filters.search) },
              { owner: { email: containsText(filters.search) } },
              { owner: { displayName: containsText(filters.search) } },
            ],
          }
        : {}),
    };
    return readPage(
      page,
      (slice) =>
        this.prisma.event.findMany({
          where,
          include: eventRow,
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          ...slice,
        }),
      () => this.prisma.event.count({ where }),
    );
  }

  /** One event with its owner, counts, newest photos (any status) and newest RSVPs. */
  async getEvent(actor: AdminActor, eventId: number) {
    this.requireAdmin(actor);
    const event = await this.prisma.event.findFirst({
      where: { id: eventId, ...LIVE_EVENT },
      include: {
        ...eventRow,
        uploads: { orderBy: [{ uploadedAt: 'desc' }, { id: 'desc' }], take: EVENT_DETAIL_ROWS },
        rsvps: { orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: EVENT_DETAIL_ROWS },
      },
    });
    if (!event) throw new NotFoundError(EVENT_NOT_FOUND);
    return event;
  }

  /** An admin switches an abusive event off (guests see the inactive page at once) or back on. */
  async setEventStatus(actor: AdminActor, eventId: number, rawStatus: unknown): Promise<AdminEventRow> {
    const admin = this.requireAdmin(actor);
    const status = parseInput(EventStatusInput, rawStatus);
    const { event } = await this.audit.audited(
      async (tx) => {
        const before = await tx.event.findFirst({ where: { id: eventId, ...LIVE_EVENT }, select: { status: true } });
        if (!before) throw new NotFoundError(EVENT_NOT_FOUND);
        return {
          before,
          event: await tx.event.update({ where: { id: eventId }, data: { status }, include: eventRow }),
        };
      },
      ({ before }) =>
        before.status === status
          ? null
          : entryBy(admin, status === 'ACTIVE' ? 'admin.event.activate' : 'admin.event.deactivate', 'Event', eventId, {
              from: before.status,
              to: status,
            }),
    );
    this.feed.publish({ kind: 'EVENT_CHANGED', eventId });
    return event;
  }

  /** The newest photos across all live events, any status, for takedowns. */
  async listUploads(actor: AdminActor, rawFilters: UploadFilterInput, page: PageRequest) {
    this.requireAdmin(actor);
    const filters = parseInput(UploadFilters, rawFilters);
    const where: Prisma.UploadWhereInput = {
      event: LIVE_EVENT,
      ...(filters.status ? { status: filters.status } : {}),
      ...(filters.eventId ? { eventId: filters.eventId } : {}),
    };
    return readPage(
      page,
      (slice) =>
        this.prisma.upload.findMany({
          where,
          include: { event: { select: { id: true, title: true, slug: true } } },
          orderBy: [{ uploadedAt: 'desc' }, { id: 'desc' }],
          ...slice,
        }),
      () => this.prisma.upload.count({ where }),
    );
  }

  /** Takedown (REJECTED) or restore of photos in any event; open galleries follow at once. */
  async moderateUploads(actor: AdminActor, ids: unknown, action: unknown) {
    return this.moderation.moderateAsAdmin(this.requireAdmin(actor), ids, action);
  }

  async listContactMessages(actor: AdminActor, rawFilters: MessageFilterInput, page: PageRequest) {
    this.requireAdmin(actor);
    const filters = parseInput(MessageFilters, rawFilters);
    const where: Prisma.ContactMessageWhereInput = {
      ...(filters.status ? { status: filters.status } : {}),
      ...(filters.priority ? { priority: filters.priority } : {}),
      ...(filters.search
        ? {
            OR: (['name', 'email', 'company', 'subject', 'message'] as const).map((field) => ({
              [field]: containsText(filters.search!),
            })),
          }
        : {}),
    };
    return readPage(
      page,
      (slice) =>
        this.prisma.contactMessage.findMany({
          where,
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          ...slice,
        }),
      () => this.prisma.contactMessage.count({ where }),
    );
  }

  /** Mark read, replied or closed, or re-rank; the audit row keeps what changed. */
  async updateContactMessage(actor: AdminActor, messageId: number, input: unknown) {
    const admin = this.requireAdmin(actor);
    const changes = parseInput(MessageChanges, pick(input, ['status', 'priority']));
    const { row } = await this.audit.audited(
      async (tx) => {
        const before = await tx.contactMessage.findUnique({ where: { id: messageId } });
        if (!before) throw new NotFoundError(MESSAGE_NOT_FOUND);
        const row = await tx.contactMessage.update({ where: { id: messageId }, data: changes });
        const changed = Object.fromEntries(
          (Object.keys(changes) as (keyof typeof changes)[])
            .filter((field) => changes[field] !== before[field])
            .map((field) => [field, { from: before[field], to: changes[field] }]),
        );
        return { row, changed };
      },
      ({ changed }) =>
        Object.keys(changed).length === 0
          ? null
          : entryBy(admin, 'admin.contact.update', 'ContactMessage', messageId, changed),
    );
    return row;
  }

  async deleteContactMessage(actor: AdminActor, messageId: number): Promise<void> {
    const admin = this.requireAdmin(actor);
    await this.audit.audited(
      async (tx) => {
        const deleted = await tx.contactMessage.deleteMany({ where: { id: messageId } });
        if (deleted.count === 0) throw new NotFoundError(MESSAGE_NOT_FOUND);
      },
      () => entryBy(admin, 'admin.contact.delete', 'ContactMessage', messageId),
    );
  }

  /**
   * Host and admin actions, newest first. `actor` matches the actor's email or name (or their id),
   * `action` is a prefix ('event.' finds every event action), target type and id are exact.
   */
  async listAuditLogs(actor: AdminActor, rawFilters: AuditFilterInput, page: PageRequest) {
    this.requireAdmin(actor);
    const filters = parseInput(AuditFilters, rawFilters);
    const actorId = parseRowId(filters.actor);
    const where: Prisma.AuditLogWhereInput = {
      ...(filters.action ? { action: { startsWith: filters.action.toLowerCase() } } : {}),
      ...(filters.targetType ? { targetType: filters.targetType } : {}),
      ...(filters.targetId ? { targetId: filters.targetId } : {}),
      ...(filters.actor
        ? {
            OR: [
              ...(actorId ? [{ actorId }] : []),
              { actor: { email: containsText(filters.actor) } },
              { actor: { displayName: containsText(filters.actor) } },
            ],
          }
        : {}),
    };
    return readPage(
      page,
      (slice) =>
        this.prisma.auditLog.findMany({
          where,
          include: { actor: { select: { id: true, email: true, displayName: true } } },
          orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
          ...slice,
        }),
      () => this.prisma.auditLog.count({ where }),
    );
  }

  async systemReport(actor: AdminActor) {
    this.requireAdmin(actor);
    return this.system.report();
  }

  /**
   * Applies one change to a user under a lock on the active admins, writes its audit row, and refuses
   * (rolling back) a change that would leave no active admin, even when two admins race.
   */
  private async changeUser(
    admin: Admin,
    userId: number,
    plan: (
      before: User,
      tx: Transaction,
    ) => Promise<{ data: Prisma.UserUpdateInput; action: string; metadata: Prisma.InputJsonObject } | null>,
  ): Promise<{ user: AdminUserRow; changed: boolean }> {
    const result = await this.prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM "User" WHERE "isAdmin" AND status = 'ACTIVE' FOR UPDATE`;
      const before = await tx.user.findUnique({ where: { id: userId } });
      if (!before) throw new NotFoundError(USER_NOT_FOUND);
      const change = await plan(before, tx);
      if (!change)
        return { user: await tx.user.findUniqueOrThrow({ where: { id: userId }, include: userRow }), changed: false };
      const user = await tx.user.update({ where: { id: userId }, data: change.data, include: userRow });
      if ((await tx.user.count({ where: { isAdmin: true, status: 'ACTIVE' } })) === 0) {
        throw new ForbiddenError(message('superadmin.lastAdmin'));
      }
      await this.audit.record(entryBy(admin, change.action, 'User', userId, change.metadata), tx);
      return { user, changed: true };
    });
    // Committed: sessions and API tokens of the account are read again from their next request on.
    if (result.changed) await this.auth.forgetUser(userId);
    return result;
  }

  /** Open moderation queues re-check the session on any change of their event: this ends them now. */
  private async closeLiveFeedsOf(userId: number): Promise<void> {
    const memberships = await this.prisma.eventMember.findMany({ where: { userId }, select: { eventId: true } });
    for (const { eventId } of memberships) this.feed.publish({ kind: 'EVENT_CHANGED', eventId });
  }
}

/** Only the named keys of an input object (the rest belongs to another parser, or to nobody). */
/** An admin's audit row: the acting admin and their address, with what they did to which object. */
function entryBy(
  admin: Admin,
  action: string,
  targetType: AuditEntry['targetType'],
  targetId: number,
  metadata?: Prisma.InputJsonObject,
): AuditEntry {
  return { actorId: admin.user.id, action, targetType, targetId, metadata, ip: admin.ip };
}

function pick(input: unknown, keys: string[]): Record<string, unknown> {
  if (typeof input !== 'object' || input === null) return {};
  return Object.fromEntries(
    keys.filter((key) => key in input).map((key) => [key, (input as Record<string, unknown>)[key]]),
  );
}
