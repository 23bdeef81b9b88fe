import { builder } from '../../graphql/builder.ts';
import type { z } from 'zod';
import type { Expect, InputFits } from '../../type-checks.ts';
import type { ContactInput } from './contact.service.ts';
import { defineMutation } from '../../graphql/mutation.ts';
import { ContactPriority, ContactStatus } from '../../generated/prisma/enums.ts';
import { idForAdmins } from '../../graphql/private-node.ts';
import { RateLimitError, ValidationError } from '../../errors.ts';
import { MESSAGE_PREVIEW_LENGTH, type ContactReceipt } from './contact.service.ts';

export const ContactPriorityRef = builder.enumType(ContactPriority, { name: 'ContactPriority' });
export const ContactStatusRef = builder.enumType(ContactStatus, {
  name: 'ContactStatus',
  description: 'NEW until an admin opens it; then READ, REPLIED or CLOSED.',
});

/** A message of the support inbox; admins only. */
export const ContactMessageRef = builder.prismaNode('ContactMessage', {
  id: { field: 'id' },
  nullable: true,
  findUnique: (id, context) => ({ id: idForAdmins(id, context) }),
  runScopesOnType: true,
  authScopes: { admin: true },
  fields: (t) => ({
    databaseId: t.exposeInt('id'),
    name: t.exposeString('name'),
    email: t.exposeString('email'),
    phone: t.exposeString('phone', { nullable: true }),
    company: t.exposeString('company', { nullable: true }),
    subject: t.exposeString('subject'),
    message: t.exposeString('message'),
    preview: t.string({
      description: `The first ${MESSAGE_PREVIEW_LENGTH} characters of the message.`,
      resolve: (row) => row.message.slice(0, MESSAGE_PREVIEW_LENGTH),
    }),
    priority: t.expose('priority', { type: ContactPriorityRef }),
    status: t.expose('status', { type: ContactStatusRef }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const SendContactMessageInput = builder.inputType('SendContactMessageInput', {
  description: 'The contact form; naming a plan (planInterest) makes it a sales inquiry.',
  fields: (t) => ({
    name: t.string({ required: true }),
    email: t.string({ required: true }),
    subject: t.string({ description: 'Required unless planInterest is set.' }),
    message: t.string({ required: true }),
    phone: t.string(),
    company: t.string({ description: 'Required for a sales inquiry.' }),
    planInterest: t.string({ description: 'premium, professional or enterprise.' }),
    teamSize: t.string({ description: '1-5, 6-20, 21-50, 51-100 or 100+.' }),
    eventVolume: t.string({ description: 'Events per month: 1-10, 11-25, 26-50, 51-100 or 100+.' }),
    timeline: t.string({ description: 'immediately, 1-month, 3-months, 6-months or exploring.' }),
    website: t.string({ description: 'Leave empty: a trap for bots (the page hides it from people).' }),
  }),
});

// Tied to the service's zod schema: tsc fails when the two drift apart.
type _SendContactMessageInputFits = Expect<
  InputFits<typeof SendContactMessageInput.$inferInput, z.input<typeof ContactInput>>
>;

const ContactReceiptRef = builder.objectRef<ContactReceipt>('SendContactMessageSuccess').implement({
  description: 'The message is in the support inbox; we answer within 24 hours.',
  fields: (t) => ({ priority: t.field({ type: ContactPriorityRef, resolve: (receipt) => receipt.priority }) }),
});

defineMutation('sendContactMessage', { scope: 'anyone', errors: [ValidationError, RateLimitError] }, (t, common) =>
  t.field({
    ...common,
    type: ContactReceiptRef,
    description: 'Anyone may write to support or sales (5 messages per hour per address).',
    args: { input: t.arg({ type: SendContactMessageInput, required: true }) },
    resolve: (_root, { input }, context) => context.services.contact.send(input, context.clientIp),
  }),
);
