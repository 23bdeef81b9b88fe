import { builder } from '../../graphql/builder.ts';
import { describedEnum } from '../../graphql/described-enum.ts';
import type { z } from 'zod';
import type { Expect, InputFits } from '../../lib/type-checks.ts';
import type { ContactInput } from './contact.service.ts';
import { defineMutation } from '../../graphql/mutation.ts';
import { ContactPriority, ContactStatus } from '../../generated/prisma/enums.ts';
import { idForAdmins, privateNodeId } from '../../graphql/private-node.ts';
import { RateLimitError, ValidationError } from '../../lib/errors.ts';
import { MESSAGE_PREVIEW_LENGTH, type ContactReceipt } from './contact.service.ts';

export const ContactPriorityRef = describedEnum(ContactPriority, {
  name: 'ContactPriority',
  description:
    'How soon the support inbox should answer. Set on arrival: NORMAL for a message, HIGH for a sales inquiry, ' +
    'one level up for urgent wording or a large or imminent sale, LOW for mere feedback; admins may change it.',
  values: {
    URGENT: 'Answer first: someone is stuck now.',
    HIGH: 'Answer soon (a sales inquiry starts here).',
    NORMAL: 'The usual message.',
    LOW: 'Feedback or an idea that asks for nothing now.',
  },
});
export const ContactStatusRef = describedEnum(ContactStatus, {
  name: 'ContactStatus',
  description: 'NEW until an admin opens it; then READ, REPLIED or CLOSED.',
  values: {
    NEW: 'Nobody has opened it yet.',
    READ: 'An admin marked it read.',
    REPLIED: 'An admin marked it answered.',
    CLOSED: 'An admin closed it: nothing more to do.',
  },
});

/** A message of the support inbox; admins only. */
export const ContactMessageRef = builder.prismaNode('ContactMessage', {
  ...privateNodeId,
  findUnique: (id, context) => ({ id: idForAdmins(id, context) }),
  runScopesOnType: true,
  authScopes: { admin: true },
  description: 'A message of the support inbox (contact form or sales inquiry); admins only.',
  fields: (t) => ({
    databaseId: t.exposeInt('id', { description: "The numeric id, as the REST API's `id`." }),
    name: t.exposeString('name', { description: "The sender's name." }),
    email: t.exposeString('email', { description: "The sender's email address (lower case): reply to it." }),
    phone: t.exposeString('phone', { nullable: true, description: "The sender's phone number; null if not given." }),
    company: t.exposeString('company', { nullable: true, description: "The sender's company; null if not given." }),
    subject: t.exposeString('subject', {
      description: "The subject; a sales inquiry's reads '[Sales] {plan} plan inquiry from {company}'.",
    }),
    message: t.exposeString('message', { description: "The whole text; a sales inquiry's includes its answers." }),
    preview: t.string({
      description: `The first ${MESSAGE_PREVIEW_LENGTH} characters of the message.`,
      resolve: (row) => row.message.slice(0, MESSAGE_PREVIEW_LENGTH),
    }),
    priority: t.expose('priority', { type: ContactPriorityRef, description: 'How soon to answer.' }),
    status: t.expose('status', { type: ContactStatusRef, description: 'Where the message stands.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was sent.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime', description: 'When an admin last changed it.' }),
  }),
});

const SendContactMessageInput = builder.inputType('SendContactMessageInput', {
  description: 'The contact form; naming a plan (planInterest) makes it a sales inquiry.',
  fields: (t) => ({
    name: t.string({ required: true, description: "The sender's name, at most 100 characters." }),
    email: t.string({ required: true, description: 'Where the answer goes: a valid address.' }),
    subject: t.string({ description: 'Required unless planInterest is set.' }),
    message: t.string({ required: true, description: 'The message, at most 5000 characters.' }),
    phone: t.string({ description: 'Optional, at most 40 characters.' }),
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
  fields: (t) => ({
    priority: t.field({
      type: ContactPriorityRef,
      description: 'The priority the message was given.',
      resolve: (receipt) => receipt.priority,
    }),
  }),
});

defineMutation('sendContactMessage', { scope: 'anyone', errors: [ValidationError, RateLimitError] }, (t, common) =>
  t.field({
    ...common,
    type: ContactReceiptRef,
    description: 'Anyone may write to support or sales (5 messages per hour per address).',
    args: { input: t.arg({ type: SendContactMessageInput, required: true, description: 'The form.' }) },
    resolve: (_root, { input }, context) => context.services.contact.send(input, context.clientIp),
  }),
);
