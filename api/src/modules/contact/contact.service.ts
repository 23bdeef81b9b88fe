import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { fieldProblem, ValidationError } from '../../lib/errors.ts';
import { message, type Message } from '../../i18n/messages.ts';
import type { ContactPriority } from '../../generated/prisma/enums.ts';
import type { RateLimiter, RateLimitPolicy } from '../../limits/rate-limiter.ts';
import { optionalText, parseInput, says } from '../../lib/validation.ts';
import { contactPriority, EVENT_VOLUMES, SALES_PLANS, TEAM_SIZES, TIMELINES } from './contact-priority.ts';

export { EVENT_VOLUMES, SALES_PLANS, TEAM_SIZES, TIMELINES } from './contact-priority.ts';

export interface ContactRateLimits {
  /** Messages per client address: enough for a real person, too few for a spammer. */
  contact: RateLimitPolicy;
}

export const DEFAULT_CONTACT_RATE_LIMITS: ContactRateLimits = {
  contact: { limit: 5, windowMs: 60 * 60_000 },
};

/** Inbox rows show this much of the message (SPEC §9). */
export const MESSAGE_PREVIEW_LENGTH = 100;

/** Longest accepted text per field (the inbox shows them whole). */
export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000, phone: 40, company: 200 } as const;

// The labels are the contact page's own words for its fields (app part contact).
const required = (label: Message, max: number) =>
  z
    .string({ error: says('inputs.required', { label }) })
    .trim()
    .min(1, says('inputs.required', { label }))
    .max(max, says('inputs.tooLong', { label, max }));

/** One of the form's options; empty means "not chosen". */
const choice = <const T extends readonly string[]>(values: T, label: Message) =>
  z.preprocess(
    (value) => (value === '' ? null : value),
    z.enum(values, { error: says('inputs.oneOf', { label, values: values.join(', ') }) }).nullish(),
  );

export const ContactInput = z.object({
  name: required(message('contact.name'), CONTACT_LIMITS.name),
  email: required(message('contact.email'), CONTACT_LIMITS.email)
    .pipe(z.email(says('inputs.emailInvalid')))
    .transform((value) => value.toLowerCase()),
  subject: optionalText(message('contact.subject'), CONTACT_LIMITS.subject),
  message: required(message('contact.message'), CONTACT_LIMITS.message),
  phone: optionalText(message('contact.phone'), CONTACT_LIMITS.phone),
  company: optionalText(message('contact.company'), CONTACT_LIMITS.company),
  planInterest: choice(SALES_PLANS, message('inputs.label.plan')),
  teamSize: choice(TEAM_SIZES, message('contact.teamSize')),
  eventVolume: choice(EVENT_VOLUMES, message('contact.eventsPerMonth')),
  timeline: choice(TIMELINES, message('inputs.label.timeline')),
  /** The honeypot: a field people never see (hidden by the page); bots fill every field. */
  website: z.unknown().optional(),
});

type ContactData = z.output<typeof ContactInput>;

const TIMELINE_LABELS: Record<(typeof TIMELINES)[number], string> = {
  immediately: 'Immediately',
  '1-month': 'Within 1 month',
  '3-months': 'Within 3 months',
  '6-months': 'Within 6 months',
  exploring: 'Just exploring',
};

export const SALES_SUBJECT_PREFIX = '[Sales]';

export interface ContactReceipt {
  priority: ContactPriority;
}

/**
 * The contact and sales forms (SPEC §7): anyone may write; messages land in the admin inbox as NEW,
 * ranked by `contactPriority`. A sales inquiry (one that names a plan) gets a '[Sales]' subject and
 * its company, team size, volume and timeline folded into the text, as the inbox shows only text.
 */
export class ContactService {
  constructor(
    private readonly prisma: Db,
    private readonly limiter: RateLimiter,
    private readonly limits: ContactRateLimits,
  ) {}

  async send(input: unknown, clientIp: string): Promise<ContactReceipt> {
    const data = parseInput(ContactInput, input);
    const sales = data.planInterest != null;
    if (!sales && !data.subject)
      throw fieldError('subject', message('inputs.required', { label: message('contact.subject') }));
    if (sales && !data.company)
      throw fieldError('company', message('inputs.required', { label: message('contact.company') }));
    // Counted once the form is complete: a person correcting a field is not held back, a sender is.
    await this.limiter.consume('contact', clientIp, this.limits.contact);
    const subject = sales ? salesSubject(data) : data.subject!;
    const priority = contactPriority({
      kind: sales ? 'sales' : 'general',
      subject,
      eventVolume: data.eventVolume,
      timeline: data.timeline,
    });
    // A filled honeypot gets the same answer as a person, so the bot learns nothing; nothing is kept.
    if (typeof data.website === 'string' && data.website.trim() !== '') return { priority };
    await this.prisma.contactMessage.create({
      data: {
        name: data.name,
        email: data.email,
        phone: data.phone ?? null,
        company: data.company ?? null,
        subject,
        message: sales ? salesMessage(data) : data.message,
        priority,
      },
    });
    return { priority };
  }
}

function salesSubject(data: ContactData): string {
  const plan = data.planInterest!;
  const label = `${plan.charAt(0).toUpperCase()}${plan.slice(1)}`;
  return `${SALES_SUBJECT_PREFIX} ${label} plan inquiry from ${data.company!}`.slice(0, CONTACT_LIMITS.subject);
}

function salesMessage(data: ContactData): string {
  const facts = [
    `Company: ${data.company!}`,
    `Plan: ${data.planInterest!}`,
    data.teamSize ? `Team size: ${data.teamSize}` : null,
    data.eventVolume ? `Events per month: ${data.eventVolume}` : null,
    data.timeline ? `Timeline: ${TIMELINE_LABELS[data.timeline]}` : null,
  ].filter((line) => line !== null);
  return `${facts.join('\n')}\n\n${data.message}`;
}

function fieldError(field: string, words: Message): ValidationError {
  return new ValidationError(words, [fieldProblem(field, words)]);
}
