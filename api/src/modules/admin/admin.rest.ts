import type { FastifyInstance, FastifyReply, FastifyRequest, HTTPMethods } from 'fastify';
import type { AuditLog, ContactMessage, EmailMessage, Upload } from '../../generated/prisma/client.ts';
import { idParamOf } from '../../http/host-request.ts';
import { translate } from '../../i18n/messages.ts';
import { callerLocale } from '../../i18n/request-locale.ts';
import { pageFromQuery, paginationOf } from '../../lib/pagination.ts';
import { publicUser } from '../auth/public-user.ts';
import { MESSAGE_PREVIEW_LENGTH } from '../contact/contact.service.ts';
import { publicEventJson } from '../guest/public-event-json.ts';
import { hostRsvpJson } from '../rsvps/rsvp-json.ts';
import { galleryPhotoJson } from '../uploads/photo-json.ts';
import { GUESTBOOK_ENTRY_NOT_FOUND } from '../guestbook/guestbook.service.ts';
import { hostGuestbookEntryJson } from '../guestbook/guestbook-json.ts';
import { EMAIL_NOT_FOUND } from '../email/email.service.ts';
import {
  EVENT_NOT_FOUND,
  MESSAGE_NOT_FOUND,
  USER_NOT_FOUND,
  type AdminActor,
  type AdminEventRow,
  type AdminUserRow,
} from './admin.service.ts';

type Query = Record<string, string | undefined>;
type Handler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

export interface AdminRoute {
  method: HTTPMethods;
  url: string;
  handler: Handler;
}

const actorOf = async (request: FastifyRequest): Promise<AdminActor> => ({
  user: await request.viewer(),
  ip: request.ip,
});
const queryOf = (request: FastifyRequest) => request.query as Query;
const bodyOf = (request: FastifyRequest) => (request.body ?? {}) as Record<string, unknown>;
/** A success message, in the caller's language like every refusal. */
const said = (request: FastifyRequest, id: Parameters<typeof translate>[1]) => translate(callerLocale(request), id);

/** A list answer (SPEC §7): its rows under `key`, and `pagination {page, limit, total, totalPages}`. */
async function listOf<T, J>(
  request: FastifyRequest,
  key: string,
  list: (page: { offset: number; limit: number }) => Promise<{ rows: T[]; total: number }>,
  toJson: (row: T) => J,
) {
  const page = pageFromQuery(queryOf(request));
  const { rows, total } = await list(page);
  return { [key]: rows.map(toJson), pagination: paginationOf(page, total) };
}

/** An outbox email as the Emails tab lists it; the text is null once a one-time link was delivered. */
function emailJson(email: EmailMessage) {
  return {
    id: email.id,
    kind: email.kind,
    to: email.toAddress,
    subject: email.subject,
    text: email.text === '' ? null : email.text,
    status: email.status,
    attempts: email.attempts,
    error: email.error,
    createdAt: email.createdAt.toISOString(),
    lastAttemptAt: email.lastAttemptAt?.toISOString() ?? null,
    sentAt: email.sentAt?.toISOString() ?? null,
  };
}

/**
 * SPEC §7 super-admin calls, plus uploads, audit logs and system. Kept as a table so the access test
 * walks every route: anonymous callers get 401, signed-in non-admins 403, and nothing changes.
 */
export const ADMIN_ROUTES: AdminRoute[] = [
  {
    method: 'GET',
    url: '/api/superadmin/dashboard',
    handler: async (request) => {
      const { stats, recentUsers, recentEvents } = await request.services.admin.dashboard(await actorOf(request));
      return { stats, recentUsers: recentUsers.map(adminUserJson), recentEvents: recentEvents.map(adminEventJson) };
    },
  },
  {
    method: 'GET',
    url: '/api/superadmin/users',
    handler: async (request) => {
      const actor = await actorOf(request);
      const { search, status } = queryOf(request);
      return listOf(
        request,
        'users',
        (page) => request.services.admin.listUsers(actor, { search, status }, page),
        adminUserJson,
      );
    },
  },
  {
    method: 'POST',
    url: '/api/superadmin/users',
    handler: async (request, reply) => {
      const user = await request.services.admin.createUser(await actorOf(request), request.body);
      return reply.status(201).send({ user: adminUserJson(user), message: said(request, 'superadmin.userCreated') });
    },
  },
  {
    method: 'PATCH',
    url: '/api/superadmin/users/:id',
    handler: async (request) => {
      const actor = await actorOf(request);
      const id = idParamOf(request, USER_NOT_FOUND);
      const body = bodyOf(request);
      let user: AdminUserRow | undefined;
      if ('isAdmin' in body) user = await request.services.admin.setUserAdmin(actor, id, body.isAdmin);
      if ('status' in body || !user) user = await request.services.admin.setUserStatus(actor, id, body.status);
      return { user: adminUserJson(user), message: said(request, 'superadmin.userUpdated') };
    },
  },
  {
    method: 'GET',
    url: '/api/superadmin/events',
    handler: async (request) => {
      const actor = await actorOf(request);
      const { search, status, eventId } = queryOf(request);
      return listOf(
        request,
        'events',
        (page) => request.services.admin.listEvents(actor, { search, status, eventId }, page),
        adminEventJson,
      );
    },
  },
  {
    method: 'GET',
    url: '/api/superadmin/events/:id',
    handler: async (request) => {
      const actor = await actorOf(request);
      const { uploads, rsvps, ...event } = await request.services.admin.getEvent(
        actor,
        idParamOf(request, EVENT_NOT_FOUND),
      );
      return {
        event: {
          ...adminEventJson(event),
          uploads: uploads.map((upload) => galleryPhotoJson(upload, true)),
          rsvps: rsvps.map(hostRsvpJson),
        },
      };
    },
  },
  {
    method: 'PATCH',
    url: '/api/superadmin/events/:id',
    handler: async (request) => {
      const actor = await actorOf(request);
      const event = await request.services.admin.setEventStatus(
        actor,
        idParamOf(request, EVENT_NOT_FOUND),
        bodyOf(request).status,
      );
      const message =
        event.status === 'ACTIVE'
          ? said(request, 'superadmin.eventActivated')
          : said(request, 'superadmin.eventDeactivated');
      return { event: adminEventJson(event), message };
    },
  },
  {
    method: 'GET',
    url: '/api/superadmin/contact-messages',
    handler: async (request) => {
      const actor = await actorOf(request);
      const { search, status, priority } = queryOf(request);
      return listOf(
        request,
        'messages',
        (page) => request.services.admin.listContactMessages(actor, { search, status, priority }, page),
        contactMessageJson,
      );
    },
  },
  {
    method: 'PATCH',
    url: '/api/superadmin/contact-messages/:id',
    handler: async (request) => {
      const actor = await actorOf(request);
      const updated = await request.services.admin.updateContactMessage(
        actor,
        idParamOf(request, MESSAGE_NOT_FOUND),
        request.body,
      );
      return { contactMessage: contactMessageJson(updated) };
    },
  },
  {
    method: 'DELETE',
    url: '/api/superadmin/contact-messages/:id',
    handler: async (request) => {
      const actor = await actorOf(request);
      await request.services.admin.deleteContactMessage(actor, idParamOf(request, MESSAGE_NOT_FOUND));
      return { success: true, message: said(request, 'superadmin.messageDeleted') };
    },
  },
  {
    method: 'GET',
    url: '/api/superadmin/emails',
    handler: async (request) => {
      request.services.admin.requireAdmin(await actorOf(request));
      const { search, status } = queryOf(request);
      return listOf(request, 'emails', (page) => request.services.email.list({ search, status }, page), emailJson);
    },
  },
  {
    method: 'POST',
    url: '/api/superadmin/emails/:id/resend',
    handler: async (request) => {
      request.services.admin.requireAdmin(await actorOf(request));
      const email = await request.services.email.resend(idParamOf(request, EMAIL_NOT_FOUND));
      return { email: emailJson(email), message: said(request, 'superadmin.emailQueued') };
    },
  },
  {
    method: 'GET',
    url: '/api/superadmin/uploads',
    handler: async (request) => {
      const actor = await actorOf(request);
      const { status, eventId } = queryOf(request);
      return listOf(
        request,
        'uploads',
        (page) => request.services.admin.listUploads(actor, { status, eventId }, page),
        adminUploadJson,
      );
    },
  },
  {
    method: 'POST',
    url: '/api/superadmin/uploads/moderate',
    handler: async (request) => {
      const actor = await actorOf(request);
      const body = bodyOf(request);
      const uploads = await request.services.admin.moderateUploads(actor, body.ids, body.action);
      return { uploads: uploads.map((upload) => galleryPhotoJson(upload, true)) };
    },
  },
  {
    method: 'POST',
    url: '/api/superadmin/guestbook/:id/take-down',
    handler: async (request) => {
      const admin = request.services.admin.requireAdmin(await actorOf(request));
      const entry = await request.services.guestbook.takeDown(admin, idParamOf(request, GUESTBOOK_ENTRY_NOT_FOUND));
      return { entry: hostGuestbookEntryJson(entry) };
    },
  },
  {
    method: 'GET',
    url: '/api/superadmin/audit-logs',
    handler: async (request) => {
      const actor = await actorOf(request);
      const { actor: who, action, targetType, targetId } = queryOf(request);
      return listOf(
        request,
        'auditLogs',
        (page) => request.services.admin.listAuditLogs(actor, { actor: who, action, targetType, targetId }, page),
        auditLogJson,
      );
    },
  },
  {
    method: 'GET',
    url: '/api/superadmin/system',
    handler: async (request) => request.services.admin.systemReport(await actorOf(request)),
  },
];

export function registerAdminRoutes(app: FastifyInstance): void {
  for (const route of ADMIN_ROUTES) {
    app.route({
      method: route.method,
      url: route.url,
      handler: async (request, reply) => {
        // 401/403 before anything of the request is read; the service checks again on every call.
        request.services.admin.requireAdmin(await actorOf(request));
        // Lists of people and messages are never kept by a browser or proxy cache.
        reply.header('cache-control', 'no-store');
        return route.handler(request, reply);
      },
    });
  }
}

/** A user as admins see them (SPEC §3 "User admin view"): never the password hash or token version. */
export function adminUserJson(user: AdminUserRow) {
  return { ...publicUser(user), lastLoginAt: user.lastLoginAt, _count: { ownedEvents: user._count.ownedEvents } };
}

/** An event as admins see it: the public fields, its owner and counts; never the PIN. */
export function adminEventJson(event: AdminEventRow) {
  return {
    id: event.id,
    ...publicEventJson(event),
    autoApprove: event.autoApprove,
    createdAt: event.createdAt,
    owner: event.owner,
    _count: event._count,
  };
}

function adminUploadJson(upload: Upload & { event: { id: number; title: string; slug: string } }) {
  return { ...galleryPhotoJson(upload, true), event: upload.event };
}

function contactMessageJson(message: ContactMessage) {
  return {
    ...message,
    preview: message.message.slice(0, MESSAGE_PREVIEW_LENGTH),
  };
}

function auditLogJson(entry: AuditLog & { actor: { id: number; email: string; displayName: string } | null }) {
  return {
    id: entry.id,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    metadata: entry.metadata,
    ip: entry.ip,
    createdAt: entry.createdAt,
    actor: entry.actor,
  };
}
