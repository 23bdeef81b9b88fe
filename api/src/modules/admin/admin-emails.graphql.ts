import { builder } from '../../graphql/builder.ts';
import { describedEnum } from '../../graphql/described-enum.ts';
import { rowIdFrom } from '../../graphql/ids.ts';
import { defineMutation } from '../../graphql/mutation.ts';
import { idForAdmins, privateNodeId } from '../../graphql/private-node.ts';
import { EmailStatus } from '../../generated/prisma/enums.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { adminActorOf } from './admin-actor.ts';

// The outbox for super-admins (decision 054): every message, what became of it, and a resend. Listed by
// `admin.emails` (admin.graphql.ts).

export const EmailStatusRef = describedEnum(EmailStatus, {
  name: 'EmailStatus',
  description: 'How far an email got.',
  values: {
    PENDING: 'Waiting to be sent, or for its next try after a failed one (see `error`).',
    SENT: 'The mail server took it.',
    FAILED: 'Every try failed; `error` says why. An administrator can send it again.',
    KEPT: 'Not sent: this server has no mail server set up (SMTP_URL). Kept so nothing is lost.',
  },
});

export const EmailMessageRef = builder.prismaNode('EmailMessage', {
  ...privateNodeId,
  findUnique: (id, context) => ({ id: idForAdmins(id, context) }),
  runScopesOnType: true,
  authScopes: { admin: true },
  description: 'An email of the outbox; admins only.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: "The numeric id, as the REST API's `id`." }),
    kind: t.exposeString('kind', { description: "What it is: 'password-reset', 'verify-email', 'review-digest'…" }),
    to: t.exposeString('toAddress', { description: 'The recipient’s address.' }),
    subject: t.exposeString('subject', { description: 'The subject line.' }),
    text: t.string({
      nullable: true,
      description:
        'The plain-text part, links included; null once a message carrying a one-time link (a reset) was delivered, since no copy of such a link is kept.',
      resolve: (message) => (message.text === '' ? null : message.text),
    }),
    status: t.expose('status', { type: EmailStatusRef, description: 'How far it got.' }),
    attempts: t.exposeInt('attempts', { description: 'Tries to hand it to the mail server so far.' }),
    error: t.exposeString('error', { nullable: true, description: 'Why the last try failed; null when none did.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was written.' }),
    lastAttemptAt: t.expose('lastAttemptAt', { type: 'DateTime', nullable: true, description: 'The last try.' }),
    sentAt: t.expose('sentAt', { type: 'DateTime', nullable: true, description: 'When the mail server took it.' }),
  }),
});

defineMutation(
  'adminResendEmail',
  { scope: 'admin', errors: [NotFoundError, ConflictError], dataField: 'email', dataDescription: 'The email, queued.' },
  (t, common) =>
    t.field({
      ...common,
      type: EmailMessageRef,
      description:
        'Send an email again: a FAILED one after the mail server was fixed, a KEPT one once SMTP_URL is set. A delivered message that carried a one-time link cannot be (ConflictError): its words were erased.',
      args: {
        id: t.arg.globalID({ required: true, for: EmailMessageRef, description: 'The email (EmailMessage.id).' }),
      },
      resolve: (_root, { id }, context) => {
        context.services.admin.requireAdmin(adminActorOf(context));
        return context.services.email.resend(rowIdFrom(id.id));
      },
    }),
);
