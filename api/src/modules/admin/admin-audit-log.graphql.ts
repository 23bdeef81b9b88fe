import { builder } from '../../graphql/builder.ts';
import { describedSchemaEnum, type ValueDescriptions } from '../../graphql/described-enum.ts';
import { idForAdmins, privateNodeId } from '../../graphql/private-node.ts';
import { UserRef } from '../auth/auth.graphql.ts';
import type { AUDIT_TARGET_TYPES } from './admin.service.ts';

export const AuditTargetType = describedSchemaEnum('AuditTargetType', {
  description: 'What kind of object an audit log entry is about.',
  values: {
    Event: 'An event.',
    User: 'A user account.',
    Upload: "A guest's photo.",
    ContactMessage: 'A message of the support inbox.',
    ApiToken: "A user's personal access token for the API.",
  } satisfies ValueDescriptions<(typeof AUDIT_TARGET_TYPES)[number]>,
});

/** One host or admin action; admins only. */
export const AuditLogRef = builder.prismaNode('AuditLog', {
  name: 'AuditLogEntry',
  description: 'One host or admin action, as the audit log keeps it; admins only.',
  ...privateNodeId,
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
