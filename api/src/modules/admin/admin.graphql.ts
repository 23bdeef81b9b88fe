import { builder } from '../../graphql/builder.ts';
import { rowIdFrom } from '../../graphql/ids.ts';
import { PAGE_ARG, pageOf, pagedConnection } from '../../graphql/offset-connection.ts';
import { EventStatus, UploadStatus, UserStatus } from '../../generated/prisma/enums.ts';
import { NotFoundError } from '../../lib/errors.ts';
import { UserRef } from '../auth/auth.graphql.ts';
import { ContactMessageRef, ContactPriorityRef, ContactStatusRef } from '../contact/contact.graphql.ts';
import { PhotoRef } from '../moderation/moderation.graphql.ts';
import { adminActorOf } from './admin-actor.ts';
import { AuditLogRef, AuditTargetType } from './admin-audit-log.graphql.ts';
import { DashboardRef } from './admin-dashboard.graphql.ts';
import { EmailMessageRef, EmailStatusRef } from './admin-emails.graphql.ts';
import { AdminEventRef } from './admin-events.graphql.ts';
import { SystemRef } from './admin-system.graphql.ts';
import { markVolatileAnswer } from '../../graphql/member-answer-cache.ts';
import type { AdminActor } from './admin.service.ts';

// The admin root: one field a tab. The types it lists live beside their mutations (admin-users,
// admin-events, admin-inbox...); this file only ties them to `Query.admin`.

const AdminRef = builder.objectRef<AdminActor>('Admin').implement({
  description: 'What super-admins manage. Every field answers UNAUTHENTICATED or FORBIDDEN to anyone else.',
  authScopes: { admin: true },
  fields: (t) => {
    const page = () => t.arg.int({ description: PAGE_ARG });
    /** A list's text search (what `search` matches, any case) and its page jump. */
    const searchAndPage = (matches: string) => ({
      search: t.arg.string({ description: `Part of the ${matches}, any case.` }),
      page: page(),
    });
    const everyStatus = 'Absent: every status.';
    return {
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
            ...searchAndPage('email or display name'),
            status: t.arg({ type: UserStatus, description: everyStatus }),
          },
          resolve: (actor, args, context) => pageOf(args, (p) => context.services.admin.listUsers(actor, args, p)),
        },
        ...pagedConnection('AdminUser'),
      ),
      events: t.connection(
        {
          type: AdminEventRef,
          description: "Newest first. `search` matches title, link, venue, or the owner's email or name.",
          args: {
            ...searchAndPage("title, slug, venue, or owner's email or name"),
            status: t.arg({ type: EventStatus, description: everyStatus }),
          },
          resolve: (actor, args, context) => pageOf(args, (p) => context.services.admin.listEvents(actor, args, p)),
        },
        ...pagedConnection('AdminEvent'),
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
            ...searchAndPage('name, email, company, subject or text'),
            status: t.arg({ type: ContactStatusRef, description: everyStatus }),
            priority: t.arg({ type: ContactPriorityRef, description: 'Absent: every priority.' }),
          },
          resolve: (actor, args, context) =>
            pageOf(args, (p) => context.services.admin.listContactMessages(actor, args, p)),
        },
        ...pagedConnection('AdminContactMessage'),
      ),
      emails: t.connection(
        {
          type: EmailMessageRef,
          description:
            'The outbox, newest first: every email the product wrote, sent or not (decision 054). `search` matches the recipient, subject or kind.',
          args: {
            ...searchAndPage('recipient, subject or kind'),
            status: t.arg({ type: EmailStatusRef, description: everyStatus }),
          },
          resolve: (actor, args, context) => {
            context.services.admin.requireAdmin(actor);
            return pageOf(args, (p) => context.services.email.list(args, p));
          },
        },
        ...pagedConnection('AdminEmail'),
      ),
      uploads: t.connection(
        {
          type: PhotoRef,
          description: 'Photos across all events, newest first, any status.',
          args: {
            status: t.arg({ type: UploadStatus, description: everyStatus }),
            eventId: t.arg.globalID({
              for: AdminEventRef,
              description: "Only this event's photos (an AdminEvent id).",
            }),
            page: page(),
          },
          resolve: (actor, { eventId, ...args }, context) =>
            pageOf(args, (p) =>
              context.services.admin.listUploads(
                actor,
                { status: args.status, eventId: eventId ? rowIdFrom(eventId.id) : null },
                p,
              ),
            ),
        },
        ...pagedConnection('AdminUpload'),
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
            page: page(),
          },
          resolve: (actor, args, context) =>
            pageOf(args, (p) =>
              context.services.admin.listAuditLogs(
                actor,
                { actor: args.actor, action: args.action, targetType: args.targetType, targetId: args.targetId },
                p,
              ),
            ),
        },
        ...pagedConnection('AdminAuditLog'),
      ),
      system: t.field({
        type: SystemRef,
        description: 'What this deployment runs on, and its health.',
        resolve: (actor, _args, context) => {
          // Uptime, memory and the database's latency change without a write: never answered again.
          markVolatileAnswer(context);
          return context.services.admin.systemReport(actor);
        },
      }),
    };
  },
});

builder.queryField('admin', (t) =>
  t.field({
    type: AdminRef,
    authScopes: { admin: true },
    description: 'The super-admin panel: users, events, inbox, uploads, audit log, system. Admins only.',
    resolve: (_root, _args, context) => {
      const actor = adminActorOf(context);
      context.services.admin.requireAdmin(actor);
      return actor;
    },
  }),
);
