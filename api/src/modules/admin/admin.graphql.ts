import { encodeGlobalID, offsetToCursor, resolveOffsetConnection } from '@pothos/plugin-relay';
import { builder } from '../../graphql/builder.ts';
import { defineMutation } from '../../graphql/mutation.ts';
import type { GraphQLContext } from '../../graphql/context.ts';
import { rowIdFrom } from '../../graphql/ids.ts';
import { idForAdmins } from '../../graphql/private-node.ts';
import { publicError } from '../../graphql/live.ts';
import { EventStatus, UploadStatus, UserStatus } from '../../generated/prisma/enums.ts';
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '../../lib/errors.ts';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type PageOf, type PageRequest } from '../../lib/pagination.ts';
import { UserRef } from '../auth/auth.graphql.ts';
import { ContactMessageRef, ContactPriorityRef, ContactStatusRef } from '../contact/contact.graphql.ts';
import { PhotoRef } from '../moderation/moderation.graphql.ts';
import { photoWhere } from '../moderation/moderation.service.ts';
import { RsvpRef, rsvpListQuery, withPhotosArg } from '../rsvps/rsvps.hosts.graphql.ts';
import type { AUDIT_TARGET_TYPES, AdminActor } from './admin.service.ts';

const actorOf = (context: GraphQLContext): AdminActor => ({ user: context.viewer, ip: context.clientIp });

const AuditTargetType = builder.enumType('AuditTargetType', {
  description: 'What kind of object an audit log entry is about.',
  values: {
    Event: { description: 'An event.' },
    User: { description: 'A user account.' },
    Upload: { description: "A guest's photo." },
    ContactMessage: { description: 'A message of the support inbox.' },
    ApiToken: { description: "A user's personal access token for the API." },
  } satisfies Record<(typeof AUDIT_TARGET_TYPES)[number], { description: string }>,
});

// What admins see of users beyond their own profile fields (SPEC §3 "User admin view").
builder.prismaObjectField('User', 'ownedEventCount', (t) =>
  t.relationCount('ownedEvents', { where: { deletedAt: null }, description: 'Events this user owns (not deleted).' }),
);
builder.prismaObjectField('User', 'lastLoginAt', (t) =>
  t.expose('lastLoginAt', {
    type: 'DateTime',
    nullable: true,
    description: 'When they last signed in; null if never.',
  }),
);

/** An event as super-admins see it: public fields, owner and counts, photos and RSVPs; never the PIN. */
export const AdminEventRef = builder.prismaNode('Event', {
  variant: 'AdminEvent',
  description: 'An event as super-admins see it: public fields, owner and counts, photos and RSVPs; never the PIN.',
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, context) => ({ id: idForAdmins(id, context), deletedAt: null }),
  runScopesOnType: true,
  authScopes: { admin: true },
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: "The event's numeric id." }),
    slug: t.exposeString('slug', { description: 'The guest page is /e/{slug}.' }),
    title: t.exposeString('title', { description: "The event's name." }),
    dateTime: t.expose('dateTime', { type: 'DateTime', description: 'When the event takes place.' }),
    venueName: t.exposeString('venueName', { nullable: true, description: "The venue's name; null if not given." }),
    address: t.exposeString('address', { nullable: true, description: "The venue's address; null if not given." }),
    coupleNames: t.exposeString('coupleNames', {
      nullable: true,
      description: 'The names of the couple (or whoever celebrates); null if not given.',
    }),
    status: t.expose('status', { type: EventStatus, description: 'INACTIVE: switched off, closed to guests.' }),
    isPinRequired: t.exposeBoolean('isPinRequired', { description: 'Guests must give a PIN to open it.' }),
    autoApprove: t.exposeBoolean('autoApprove', { description: "Guests' photos are approved without review." }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the event was created.' }),
    shareUrl: t.string({
      description: 'The guest link: {PUBLIC_URL or this server}/e/{slug}.',
      resolve: (event, _args, context) => `${context.origin}/e/${event.slug}`,
    }),
    owner: t.relation('owner', { type: UserRef, description: 'The account that created the event.' }),
    photoCount: t.relationCount('uploads', { description: 'Photos of any status.' }),
    pendingPhotoCount: t.relationCount('uploads', {
      where: { status: 'PENDING' },
      description: 'Photos waiting for review.',
    }),
    rsvpCount: t.relationCount('rsvps', { description: 'Answers received.' }),
    photos: t.relatedConnection(
      'uploads',
      {
        type: PhotoRef,
        cursor: 'id',
        totalCount: true,
        description: 'Newest first, any status.',
        args: {
          status: t.arg({ type: UploadStatus, description: 'Absent: every status.' }),
          rsvp: t.arg.globalID({
            for: RsvpRef,
            description:
              'Only the photos of the guest who sent this RSVP (Rsvp.id), from the browser they answered with.',
          }),
        },
        query: ({ status, rsvp }) => ({
          where: photoWhere({ status, rsvpId: rsvp ? rowIdFrom(rsvp.id) : null }),
          orderBy: [{ uploadedAt: 'desc' }, { id: 'desc' }],
        }),
      },
      { name: 'AdminEventPhotoConnection' },
      { name: 'AdminEventPhotoEdge' },
    ),
    rsvps: t.relatedConnection(
      'rsvps',
      {
        type: RsvpRef,
        cursor: 'id',
        totalCount: true,
        description: 'Newest first.',
        args: { withPhotos: t.arg.boolean(withPhotosArg) },
        query: rsvpListQuery,
      },
      { name: 'AdminEventRsvpConnection' },
      { name: 'AdminEventRsvpEdge' },
    ),
  }),
});

/** One host or admin action; admins only. */
export const AuditLogRef = builder.prismaNode('AuditLog', {
  name: 'AuditLogEntry',
  description: 'One host or admin action, as the audit log keeps it; admins only.',
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, context) => ({ id: idForAdmins(id, context) }),
  runScopesOnType: true,
  authScopes: { admin: true },
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: 'The numeric id of the entry.' }),
    action: t.exposeString('action', { description: "Dotted verb, e.g. 'event.update', 'admin.user.block'." }),
    targetType: t.exposeString('targetType', {
      description: "What kind of object it is about: an AuditTargetType value, e.g. 'Event'.",
    }),
    targetId: t.exposeString('targetId', { description: 'The numeric id of that object, as text.' }),
    details: t.string({
      nullable: true,
      description: 'What changed, as JSON (never a password or PIN).',
      resolve: (entry) => (entry.metadata === null ? null : JSON.stringify(entry.metadata)),
    }),
    ip: t.exposeString('ip', { nullable: true, description: "The client's IP address; null if not recorded." }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it happened.' }),
    actor: t.relation('actor', { type: UserRef, nullable: true, description: 'Who did it; null if unknown.' }),
  }),
});

const EventSummaryRef = builder.objectRef<{ id: number; title: string; slug: string }>('EventSummary').implement({
  description: 'Which event a photo belongs to.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: "The event's numeric id." }),
    title: t.exposeString('title', { description: "The event's name." }),
    slug: t.exposeString('slug', { description: 'The guest page is /e/{slug}.' }),
  }),
});

builder.prismaObjectField(PhotoRef, 'event', (t) =>
  t.field({
    type: EventSummaryRef,
    description: 'The event the photo was sent to.',
    select: { event: { select: { id: true, title: true, slug: true } } },
    resolve: (photo) => photo.event,
  }),
);

// ---- Pages: Relay connections over offset cursors, with the totals a paged table needs ----

interface PageArgs {
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  page?: number | null | undefined;
}

interface PageTotals {
  totalCount: number;
  pageNumber: number;
  pageCount: number;
}

/**
 * One page of an admin list. `page` (from 1) jumps straight to that page of `first`-sized pages, as
 * REST's `page` does; otherwise `first/after` and `last/before` walk the list as any Relay client does.
 */
async function pageOf<T>(args: PageArgs, fetch: (page: PageRequest) => Promise<PageOf<T>>) {
  const size = Math.min(Math.max(args.first ?? args.last ?? DEFAULT_PAGE_SIZE, 1), MAX_PAGE_SIZE);
  const walk: PageArgs = args.page
    ? { first: size, ...(args.page > 1 ? { after: offsetToCursor((args.page - 1) * size - 1) } : {}) }
    : args;
  let total = 0;
  let start = 0;
  const connection = await resolveOffsetConnection(
    { args: walk, defaultSize: DEFAULT_PAGE_SIZE, maxSize: MAX_PAGE_SIZE },
    async ({ offset, limit }) => {
      start = offset;
      // A list cannot answer with a union: a refused filter reaches the client as an unmasked error.
      const page = await fetch({ offset, limit }).catch((error: unknown) => {
        throw publicError(error);
      });
      total = page.total;
      return page.rows;
    },
  );
  const totals: PageTotals = {
    totalCount: total,
    pageNumber: Math.floor(start / size) + 1,
    pageCount: Math.ceil(total / size),
  };
  return Object.assign(connection, totals);
}

/** The totals `pageOf` added to the connection object (Pothos types connections without extras). */
const totalsOf = (connection: object) => connection as PageTotals;

/** The totals every admin list carries, for 'Page N of M' and the total beside it. */
function pagedConnection(name: string) {
  return {
    name,
    fields: <F>(t: { int: (options: { description: string; resolve: (connection: object) => number }) => F }) => ({
      totalCount: t.int({
        description: 'Rows matching the filters, over all pages.',
        resolve: (c) => totalsOf(c).totalCount,
      }),
      pageNumber: t.int({ description: 'Which page this is, from 1.', resolve: (c) => totalsOf(c).pageNumber }),
      pageCount: t.int({
        description: 'How many pages of this size there are.',
        resolve: (c) => totalsOf(c).pageCount,
      }),
    }),
  };
}

const PAGE_ARG = 'Jump to this page (from 1) of `first`-sized pages; after/before are then ignored.';

// ---- The admin root ----

interface DashboardStats {
  users: { total: number; active: number };
  events: { total: number; active: number };
  uploads: { total: number; pending: number };
  rsvps: { total: number };
  contactMessages: { new: number };
}

const DashboardStatsRef = builder.objectRef<DashboardStats>('AdminDashboardStats').implement({
  description: "The admin dashboard's totals; deleted events, and their photos and RSVPs, are not counted.",
  fields: (t) => ({
    userCount: t.int({ description: 'Accounts not deleted.', resolve: (s) => s.users.total }),
    activeUserCount: t.int({ description: 'Accounts with status ACTIVE.', resolve: (s) => s.users.active }),
    eventCount: t.int({ description: 'Events not deleted.', resolve: (s) => s.events.total }),
    activeEventCount: t.int({ description: 'Events with status ACTIVE.', resolve: (s) => s.events.active }),
    uploadCount: t.int({ description: 'Photos of any status.', resolve: (s) => s.uploads.total }),
    pendingUploadCount: t.int({ description: 'Photos waiting for review.', resolve: (s) => s.uploads.pending }),
    rsvpCount: t.int({ description: 'RSVP answers.', resolve: (s) => s.rsvps.total }),
    newMessageCount: t.int({ description: 'Inbox messages nobody has opened.', resolve: (s) => s.contactMessages.new }),
  }),
});

type Dashboard = Awaited<ReturnType<GraphQLContext['services']['admin']['dashboard']>>;

const DashboardRef = builder.objectRef<Dashboard>('AdminDashboard').implement({
  description: "The admin panel's first tab: totals, and the newest accounts and events.",
  fields: (t) => ({
    stats: t.field({ type: DashboardStatsRef, description: 'The totals.', resolve: (d) => d.stats }),
    recentUsers: t.field({
      type: [UserRef],
      description: 'The 5 newest accounts, any status.',
      resolve: (d) => d.recentUsers,
    }),
    recentEvents: t.field({
      type: [AdminEventRef],
      description: 'The 5 newest events (not deleted).',
      resolve: (d) => d.recentEvents,
    }),
  }),
});

type SystemReport = Awaited<ReturnType<GraphQLContext['services']['admin']['systemReport']>>;

const SystemRef = builder.objectRef<SystemReport>('AdminSystem').implement({
  description: 'What this deployment runs on, as the System tab shows it. Byte counts are Floats (they pass 2^31).',
  fields: (t) => ({
    status: t.string({ description: "'ok' or 'degraded' (as /api/health).", resolve: (r) => r.health.status }),
    environment: t.string({
      description: "The server's NODE_ENV, e.g. 'production'.",
      resolve: (r) => r.health.env,
    }),
    version: t.exposeString('version', { description: 'The running release (package.json version).' }),
    nodeVersion: t.string({ description: "The Node.js version, e.g. 'v22.11.0'.", resolve: (r) => r.health.node }),
    uptimeSec: t.int({
      description: 'Seconds since this server process started.',
      resolve: (r) => r.process.uptimeSec,
    }),
    checkedAt: t.field({
      type: 'DateTime',
      description: 'When this report was made.',
      resolve: (r) => new Date(r.health.timestamp),
    }),
    databaseStatus: t.string({ description: "'up' or 'down'.", resolve: (r) => r.health.db.status }),
    databaseLatencyMs: t.float({
      nullable: true,
      description: 'How long a trivial query took, in milliseconds; null when the database is down.',
      resolve: (r) => r.health.db.latencyMs,
    }),
    databaseError: t.string({
      nullable: true,
      description: 'Why the database is down; null when it is up.',
      resolve: (r) => r.health.db.error,
    }),
    databaseKind: t.string({ description: "'embedded' (PGlite) or 'server'.", resolve: (r) => r.database.kind }),
    databaseSizeBytes: t.float({
      nullable: true,
      description: "The database's size in bytes; null when it cannot be measured.",
      resolve: (r) => r.database.sizeBytes,
    }),
    storageDriver: t.string({ description: "'local' or 'gcs'.", resolve: (r) => r.storage.driver }),
    photoCount: t.int({ description: 'Photos held, of any event and status.', resolve: (r) => r.storage.photoCount }),
    photoBytes: t.float({ description: 'Sum of the originals held.', resolve: (r) => r.storage.originalBytes }),
    redisEnabled: t.boolean({ description: 'Live updates shared across instances.', resolve: (r) => r.redis.enabled }),
    memoryRssBytes: t.float({
      description: "This server process's resident memory, in bytes.",
      resolve: (r) => r.process.rssBytes,
    }),
    memoryHeapUsedBytes: t.float({
      description: "This server process's JavaScript heap in use, in bytes.",
      resolve: (r) => r.process.heapUsedBytes,
    }),
  }),
});

const AdminRef = builder.objectRef<AdminActor>('Admin').implement({
  description: 'What super-admins manage. Every field answers UNAUTHENTICATED or FORBIDDEN to anyone else.',
  authScopes: { admin: true },
  fields: (t) => ({
    dashboard: t.field({
      type: DashboardRef,
      description: 'Totals and the newest accounts and events.',
      resolve: (actor, _args, context) => context.services.admin.dashboard(actor),
    }),
    users: t.connection(
      {
        type: UserRef,
        description: 'Newest first. `search` matches email or name, any case.',
        args: {
          search: t.arg.string({ description: 'Part of the email or display name, any case.' }),
          status: t.arg({ type: UserStatus, description: 'Absent: every status.' }),
          page: t.arg.int({ description: PAGE_ARG }),
        },
        resolve: (actor, args, context) => pageOf(args, (page) => context.services.admin.listUsers(actor, args, page)),
      },
      pagedConnection('AdminUserConnection'),
      { name: 'AdminUserEdge' },
    ),
    events: t.connection(
      {
        type: AdminEventRef,
        description: "Newest first. `search` matches title, link, venue, or the owner's email or name.",
        args: {
          search: t.arg.string({ description: "Part of the title, slug, venue, or owner's email or name, any case." }),
          status: t.arg({ type: EventStatus, description: 'Absent: every status.' }),
          page: t.arg.int({ description: PAGE_ARG }),
        },
        resolve: (actor, args, context) => pageOf(args, (page) => context.services.admin.listEvents(actor, args, page)),
      },
      pagedConnection('AdminEventConnection'),
      { name: 'AdminEventEdge' },
    ),
    event: t.field({
      type: AdminEventRef,
      nullable: true,
      description: 'One event by its id; null if unknown or deleted.',
      args: { id: t.arg.globalID({ required: true, for: AdminEventRef, description: 'An AdminEvent id.' }) },
      resolve: async (actor, { id }, context) => {
        try {
          return await context.services.admin.getEvent(actor, rowIdFrom(id.id));
        } catch (error) {
          if (error instanceof NotFoundError) return null;
          throw error;
        }
      },
    }),
    contactMessages: t.connection(
      {
        type: ContactMessageRef,
        description: 'The support inbox, newest first. `search` matches name, email, company, subject or text.',
        args: {
          search: t.arg.string({ description: 'Part of the name, email, company, subject or text, any case.' }),
          status: t.arg({ type: ContactStatusRef, description: 'Absent: every status.' }),
          priority: t.arg({ type: ContactPriorityRef, description: 'Absent: every priority.' }),
          page: t.arg.int({ description: PAGE_ARG }),
        },
        resolve: (actor, args, context) =>
          pageOf(args, (page) => context.services.admin.listContactMessages(actor, args, page)),
      },
      pagedConnection('AdminContactMessageConnection'),
      { name: 'AdminContactMessageEdge' },
    ),
    uploads: t.connection(
      {
        type: PhotoRef,
        description: 'Photos across all events, newest first, any status.',
        args: {
          status: t.arg({ type: UploadStatus, description: 'Absent: every status.' }),
          eventId: t.arg.globalID({ for: AdminEventRef, description: "Only this event's photos (an AdminEvent id)." }),
          page: t.arg.int({ description: PAGE_ARG }),
        },
        resolve: (actor, { eventId, ...args }, context) =>
          pageOf(args, (page) =>
            context.services.admin.listUploads(
              actor,
              { status: args.status, eventId: eventId ? rowIdFrom(eventId.id) : null },
              page,
            ),
          ),
      },
      pagedConnection('AdminUploadConnection'),
      { name: 'AdminUploadEdge' },
    ),
    auditLogs: t.connection(
      {
        type: AuditLogRef,
        description:
          "Host and admin actions, newest first. `actor`: the actor's email, name or id; `action`: a prefix such as 'event.' or 'admin.user.'.",
        args: {
          actor: t.arg.string({ description: "The actor's email, name or numeric id." }),
          action: t.arg.string({ description: "A prefix of the action, e.g. 'event.' or 'admin.user.'." }),
          targetType: t.arg({ type: AuditTargetType, description: 'Only entries about this kind of object.' }),
          targetId: t.arg.string({
            description: 'Only entries about the object with exactly this numeric id; combine with targetType.',
          }),
          page: t.arg.int({ description: PAGE_ARG }),
        },
        resolve: (actor, args, context) =>
          pageOf(args, (page) =>
            context.services.admin.listAuditLogs(
              actor,
              { actor: args.actor, action: args.action, targetType: args.targetType, targetId: args.targetId },
              page,
            ),
          ),
      },
      pagedConnection('AdminAuditLogConnection'),
      { name: 'AdminAuditLogEdge' },
    ),
    system: t.field({
      type: SystemRef,
      description: 'What this deployment runs on, and its health.',
      resolve: (actor, _args, context) => context.services.admin.systemReport(actor),
    }),
  }),
});

builder.queryField('admin', (t) =>
  t.field({
    type: AdminRef,
    authScopes: { admin: true },
    description: 'The super-admin panel: users, events, inbox, uploads, audit log, system. Admins only.',
    resolve: (_root, _args, context) => {
      const actor = actorOf(context);
      context.services.admin.requireAdmin(actor);
      return actor;
    },
  }),
);

// ---- Mutations: auth failures are thrown (UNAUTHENTICATED, FORBIDDEN); expected refusals are data ----

const AdminCreateUserInput = builder.inputType('AdminCreateUserInput', {
  description: 'A new account, made by an admin.',
  fields: (t) => ({
    email: t.string({ required: true, description: 'A valid address not used by another account.' }),
    displayName: t.string({ required: true, description: 'The name shown for the user.' }),
    password: t.string({ required: true, description: 'At least 8 characters; never shown again.' }),
    isAdmin: t.boolean({ defaultValue: false, description: 'Make the account a super-admin too.' }),
  }),
});

defineMutation(
  'adminCreateUser',
  { scope: 'admin', errors: [ValidationError, ConflictError], dataField: 'user', dataDescription: 'The new account.' },
  (t, common) =>
    t.field({
      ...common,
      type: UserRef,
      description: 'Create an account; the email must not be in use by another one.',
      args: { input: t.arg({ type: AdminCreateUserInput, required: true, description: 'The account.' }) },
      resolve: (_root, { input }, context) => context.services.admin.createUser(actorOf(context), input),
    }),
);

defineMutation(
  'adminSetUserStatus',
  {
    scope: 'admin',
    errors: [ValidationError, NotFoundError, ForbiddenError],
    dataField: 'user',
    dataDescription: 'The account as it is now.',
  },
  (t, common) =>
    t.field({
      ...common,
      type: UserRef,
      description:
        'Block, activate or delete (soft) an account. Blocking or deleting ends its sessions at once and revokes its API tokens for good (activating it again revives none). Deleted is final: a deleted account is neither activated nor blocked again (ForbiddenError).',
      args: {
        id: t.arg.globalID({ required: true, for: UserRef, description: 'The account (User.id).' }),
        status: t.arg({ type: UserStatus, required: true, description: 'The new status.' }),
      },
      resolve: (_root, { id, status }, context) =>
        context.services.admin.setUserStatus(actorOf(context), rowIdFrom(id.id), status),
    }),
);

defineMutation(
  'adminSetUserAdmin',
  {
    scope: 'admin',
    errors: [ValidationError, NotFoundError, ForbiddenError],
    dataField: 'user',
    dataDescription: 'The account as it is now.',
  },
  (t, common) =>
    t.field({
      ...common,
      type: UserRef,
      description: 'Grant or withdraw super-admin rights. Nobody demotes themselves; one active admin always remains.',
      args: {
        id: t.arg.globalID({ required: true, for: UserRef, description: 'The account (User.id).' }),
        isAdmin: t.arg.boolean({ required: true, description: 'true grants, false withdraws.' }),
      },
      resolve: (_root, { id, isAdmin }, context) =>
        context.services.admin.setUserAdmin(actorOf(context), rowIdFrom(id.id), isAdmin),
    }),
);

defineMutation(
  'adminSetEventStatus',
  {
    scope: 'admin',
    errors: [ValidationError, NotFoundError],
    dataField: 'event',
    dataDescription: 'The event as it is now.',
  },
  (t, common) =>
    t.field({
      ...common,
      type: AdminEventRef,
      description: 'Switch any event off (guests see the inactive page at once) or back on.',
      args: {
        id: t.arg.globalID({ required: true, for: AdminEventRef, description: 'The event (AdminEvent.id).' }),
        status: t.arg({ type: EventStatus, required: true, description: 'The new status.' }),
      },
      resolve: (_root, { id, status }, context) =>
        context.services.admin.setEventStatus(actorOf(context), rowIdFrom(id.id), status),
    }),
);

defineMutation(
  'adminModerateUploads',
  {
    scope: 'admin',
    errors: [ValidationError, NotFoundError],
    dataField: 'uploads',
    dataDescription: 'The photos with their new status.',
  },
  (t, common) =>
    t.field({
      ...common,
      type: [PhotoRef],
      description: 'Take photos of any events down (REJECTED) or restore them; open galleries follow at once.',
      args: {
        ids: t.arg.globalIDList({ required: true, for: PhotoRef, description: 'Photo ids (Photo.id), 1 to 200.' }),
        action: t.arg({ type: UploadStatus, required: true, description: 'The status every photo gets.' }),
      },
      resolve: (_root, { ids, action }, context) =>
        context.services.admin.moderateUploads(
          actorOf(context),
          ids.map((id) => rowIdFrom(id.id)),
          action,
        ),
    }),
);

defineMutation(
  'adminUpdateContactMessage',
  {
    scope: 'admin',
    errors: [ValidationError, NotFoundError],
    dataField: 'contactMessage',
    dataDescription: 'The message as it is now.',
  },
  (t, common) =>
    t.field({
      ...common,
      type: ContactMessageRef,
      description: 'Set the status or priority of an inbox message (absent: unchanged).',
      args: {
        id: t.arg.globalID({ required: true, for: ContactMessageRef, description: 'The message (ContactMessage.id).' }),
        status: t.arg({ type: ContactStatusRef, description: 'The new status; absent: unchanged.' }),
        priority: t.arg({ type: ContactPriorityRef, description: 'The new priority; absent: unchanged.' }),
      },
      resolve: (_root, { id, status, priority }, context) =>
        context.services.admin.updateContactMessage(actorOf(context), rowIdFrom(id.id), {
          ...(status ? { status } : {}),
          ...(priority ? { priority } : {}),
        }),
    }),
);

const DeletedContactMessageRef = builder
  .objectRef<{ deletedContactMessageId: string }>('AdminDeleteContactMessageSuccess')
  .implement({
    description: 'What `adminDeleteContactMessage` answers when it worked.',
    fields: (t) => ({
      deletedContactMessageId: t.exposeID('deletedContactMessageId', {
        description: 'The id of the message, now gone.',
      }),
    }),
  });

defineMutation('adminDeleteContactMessage', { scope: 'admin', errors: [NotFoundError] }, (t, common) =>
  t.field({
    ...common,
    type: DeletedContactMessageRef,
    description: 'Delete an inbox message for good.',
    args: {
      id: t.arg.globalID({ required: true, for: ContactMessageRef, description: 'The message (ContactMessage.id).' }),
    },
    resolve: async (_root, { id }, context) => {
      await context.services.admin.deleteContactMessage(actorOf(context), rowIdFrom(id.id));
      return { deletedContactMessageId: encodeGlobalID(id.typename, id.id) };
    },
  }),
);
