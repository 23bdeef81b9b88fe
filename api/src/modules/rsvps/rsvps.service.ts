import { message } from '../../i18n/messages.ts';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, NotFoundError, type ErrorWords } from '../../lib/errors.ts';
import type { Rsvp, User } from '../../generated/prisma/client.ts';
import { RsvpStatus } from '../../generated/prisma/enums.ts';
import type { RateLimiter, RateLimitPolicy } from '../../limits/rate-limiter.ts';
import { optionalEmail, optionalText, parseInput, says } from '../../lib/validation.ts';
import type { GuestAccess, GuestService } from '../guest/guest.service.ts';
import { memberEventWhere } from '../../access/event-access.ts';
import type { GuestKeyJar, GuestKeyReader } from '../guest/guest-key.ts';
import { rsvpData, type WebhookOutbox } from '../webhooks/webhooks.service.ts';
import {
  RSVP_FULL_NAME_MAX_LENGTH,
  RSVP_NOTE_MAX_LENGTH,
  RSVP_PHONE_MAX_LENGTH,
} from '../../../../common/rsvp-limits.ts';
import type { Locale } from '../../../../common/i18n/locales.ts';

/** RSVPs are off for this event, or its deadline passed (409: the request is fine, the event says no). */
export class RsvpClosedError extends AppError {
  constructor(words: ErrorWords) {
    super(words, 409);
  }
}

const FULL_NAME = message('inputs.label.fullName');
const GUESTS_COUNT_RANGE = says('inputs.guestsCountRange', { min: 1, max: 10 });

/** SPEC §5: fullName required, email and phone optional, status YES/NO/MAYBE, 1–10 guests, note optional. */
export const RsvpInput = z
  .object({
    fullName: z
      .string({ error: says('inputs.required', { label: FULL_NAME }) })
      .trim()
      .min(1, says('inputs.required', { label: FULL_NAME }))
      .max(RSVP_FULL_NAME_MAX_LENGTH, says('inputs.tooLong', { label: FULL_NAME, max: RSVP_FULL_NAME_MAX_LENGTH })),
    // The labels are the guest form's own words for these fields.
    email: optionalEmail(message('rsvp.email'), message('inputs.emailInvalid')),
    phone: optionalText(message('rsvp.phone'), RSVP_PHONE_MAX_LENGTH),
    status: z.enum(RsvpStatus, { error: says('inputs.rsvpStatusRequired') }),
    guestsCount: z.coerce
      .number({ error: GUESTS_COUNT_RANGE })
      .int(GUESTS_COUNT_RANGE)
      .min(1, GUESTS_COUNT_RANGE)
      .max(10, GUESTS_COUNT_RANGE)
      .default(1),
    note: optionalText(message('rsvp.note'), RSVP_NOTE_MAX_LENGTH),
    // Off unless the guest ticks it, and only with an address to write to (decision 055).
    notifyByEmail: z.boolean({ error: says('inputs.notifyChoice') }).default(false),
  })
  .refine((answer) => !answer.notifyByEmail || Boolean(answer.email), {
    path: ['email'],
    message: says('rsvp.notifyNeedsEmail'),
  });

export interface RsvpRateLimits {
  /** Answers per event and client address: generous, since a whole venue may share one address. */
  rsvps: RateLimitPolicy;
}

export const DEFAULT_RSVP_RATE_LIMITS: RsvpRateLimits = {
  // A venue's Wi-Fi (decision 061): an answer per couple of the 1,000-guest wedding, and some changed; each
  // new answer is also a new guest key, whose points all pay into the address's `venue` budget.
  rsvps: { limit: 600, windowMs: 60 * 60_000 },
};

/** The totals of an event's answers; headcount counts the guests of the 'Coming' answers only. */
export interface RsvpSummary {
  coming: number;
  notComing: number;
  maybe: number;
  headcount: number;
}

const EMPTY_SUMMARY: RsvpSummary = { coming: 0, notComing: 0, maybe: 0, headcount: 0 };

/** Newest answers first; the id breaks ties so pages never skip or repeat a row. */
export const RSVP_HOST_ORDER = [{ createdAt: 'desc' }, { id: 'desc' }] as const;

/** Guests answer (and change their answer); the event's hosts (owner and co-hosts) read every answer. */
export class RsvpsService {
  constructor(
    private readonly prisma: Db,
    private readonly guest: GuestService,
    private readonly limiter: RateLimiter,
    private readonly limits: RsvpRateLimits,
    private readonly webhooks: WebhookOutbox,
  ) {}

  /**
   * Records a guest's answer. The same browser (its guest key, decision 029) updates its earlier answer
   * instead of adding a second one; a browser without a key gets one in its cookies.
   */
  async submit(
    slug: string,
    access: GuestAccess,
    /** The request's cookies (the guest key is kept in one named after the event). */
    cookies: GuestKeyJar,
    input: unknown,
    /** The language the guest's page shows (null: unknown): the mails the guest asks for are written in it. */
    language: Locale | null = null,
  ): Promise<Rsvp> {
    const event = await this.guest.openEvent(slug, access);
    if (!event.rsvpEnabled) throw new RsvpClosedError(message('refusals.rsvpsClosed'));
    if (event.rsvpDeadline && event.rsvpDeadline.getTime() < Date.now()) {
      throw new RsvpClosedError(message('refusals.rsvpDeadlinePassed'));
    }
    const data = parseInput(RsvpInput, input);
    await this.limiter.consume('rsvp', `${event.id} ${access.clientIp}`, this.limits.rsvps);
    const hash = await cookies.keep(event.id);
    const where = { eventId_guestKeyHash: { eventId: event.id, guestKeyHash: hash } };
    const rsvp = await this.prisma.$transaction(async (tx) => {
      const earlier = await tx.rsvp.findUnique({ where, select: { id: true } });
      const saved = await tx.rsvp.upsert({
        where,
        create: { ...data, language, eventId: event.id, guestKeyHash: hash },
        // A later answer that names no language keeps the one the guest's page showed before.
        update: language ? { ...data, language } : data,
      });
      await this.webhooks.enqueue(tx, event.id, earlier ? 'rsvp.updated' : 'rsvp.created', rsvpData(saved));
      return saved;
    });
    this.webhooks.wake();
    return rsvp;
  }

  /** This browser's answer for an event, if it gave one. */
  async forGuest(eventId: number, cookies: GuestKeyReader): Promise<Rsvp | null> {
    const guestKeyHash = cookies.hashFor(eventId);
    if (guestKeyHash === null) return null;
    return this.prisma.rsvp.findUnique({ where: { eventId_guestKeyHash: { eventId, guestKeyHash } } });
  }

  /**
   * Every answer of an event with its totals, for its hosts only: an event that does not exist, was
   * deleted or is someone else's is simply not found (ids cannot be probed).
   */
  async listForHosts(actor: { user: User }, eventId: number): Promise<{ rsvps: Rsvp[]; summary: RsvpSummary }> {
    const event = await this.prisma.event.findFirst({
      where: { id: eventId, ...memberEventWhere(actor.user.id) },
      select: { id: true, rsvps: { orderBy: [...RSVP_HOST_ORDER] } },
    });
    if (!event) throw new NotFoundError(EVENT_NOT_FOUND);
    return { rsvps: event.rsvps, summary: summarize(event.rsvps) };
  }

  /**
   * Totals for many events in one query. No authorization here: callers pass events their viewer may
   * read (the GraphQL Event type is members-only).
   */
  async summariesOf(eventIds: readonly number[]): Promise<Map<number, RsvpSummary>> {
    const groups = await this.prisma.rsvp.groupBy({
      by: ['eventId', 'status'],
      where: { eventId: { in: [...eventIds] } },
      _count: { _all: true },
      _sum: { guestsCount: true },
    });
    const summaries = new Map(eventIds.map((id) => [id, { ...EMPTY_SUMMARY }]));
    for (const group of groups) {
      const summary = summaries.get(group.eventId)!;
      addToSummary(summary, group.status, group._count._all, group._sum.guestsCount ?? 0);
    }
    return summaries;
  }
}

const EVENT_NOT_FOUND = message('gate.eventNotFound');

function summarize(rsvps: readonly Pick<Rsvp, 'status' | 'guestsCount'>[]): RsvpSummary {
  const summary = { ...EMPTY_SUMMARY };
  for (const rsvp of rsvps) addToSummary(summary, rsvp.status, 1, rsvp.guestsCount);
  return summary;
}

function addToSummary(summary: RsvpSummary, status: RsvpStatus, answers: number, guests: number): void {
  switch (status) {
    case 'YES':
      summary.coming += answers;
      summary.headcount += guests;
      return;
    case 'NO':
      summary.notComing += answers;
      return;
    case 'MAYBE':
      summary.maybe += answers;
      return;
  }
}
