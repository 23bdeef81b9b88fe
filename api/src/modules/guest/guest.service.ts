import { message } from '../../i18n/messages.ts';
import { timingSafeEqual } from 'node:crypto';
import { normalizeSlug } from '../../../../common/slug.ts';
import type { Db } from '../../db/client.ts';
import { setTimeout as sleep } from 'node:timers/promises';
import { NotFoundError, RateLimitError } from '../../lib/errors.ts';
import { noteEventRead } from '../../lib/events-read.ts';
import type { Event, Prisma } from '../../generated/prisma/client.ts';
import { addressKey, type RateLimiter, type RateLimitPolicy } from '../../limits/rate-limiter.ts';
import { isMemberOf, LIVE_EVENT } from '../../access/event-access.ts';
import { EVENT_NOT_FOUND, EventInactiveError, PinRequiredError } from './errors.ts';
import type { FileAccessTokens } from './file-access.ts';
import type { DevicePasses, GuestPasses } from './guest-pass.ts';

export interface GuestRateLimits {
  /** Wrong PINs per event and client address: a 4-digit PIN must not be guessable by brute force. */
  pinTries: RateLimitPolicy;
  /**
   * Wrong PINs per event from all addresses together: past `limit`, callers not yet let in are admitted
   * one at a time with a growing delay, whatever address they rotate through, and the hosts are warned.
   */
  pinTriesPerEvent: RateLimitPolicy;
}

export const DEFAULT_GUEST_RATE_LIMITS: GuestRateLimits = {
  pinTries: { limit: 10, windowMs: 15 * 60_000, sensitive: true },
  pinTriesPerEvent: { limit: 200, windowMs: 60 * 60_000, sensitive: true },
};

/** Past the per-event ceiling: the first spacing between admitted callers, doubled every 25 wrong tries. */
const SLOWDOWN_BASE_MS = 500;
const SLOWDOWN_DOUBLING_TRIES = 25;
const SLOWDOWN_MAX_SPACING_MS = 30_000;
/** A caller further back in line than this is told to come back (429) rather than held. */
const SLOWDOWN_MAX_WAIT_MS = 20_000;
/** An address that entered the right PIN is not slowed for this long (a day at the venue). */
const KNOWN_GUEST_MS = 24 * 60 * 60_000;
const SLOWED_MESSAGE = message('gate.pinsSlowed');

/** What the hosts see of guessing on their event's PIN. */
export interface PinGuessing {
  wrongTriesLastHour: number;
  /** Past the ceiling: new guests wait at the PIN screen. */
  guestsSlowed: boolean;
}

/** Events search engines may list: PUBLIC, open to anyone with the link (no PIN), active, not deleted. */
const LISTED_EVENT = {
  visibility: 'PUBLIC',
  isPinRequired: false,
  status: 'ACTIVE',
  ...LIVE_EVENT,
} as const satisfies Prisma.EventWhereInput;

function isListed(event: Pick<Event, 'visibility' | 'isPinRequired'>): boolean {
  return event.visibility === LISTED_EVENT.visibility && event.isPinRequired === LISTED_EVENT.isPinRequired;
}

/** What a link preview may show of an event row (null when guests cannot open it; the PIN is never needed). */
export function linkPreviewOf(event: Event | null) {
  if (!event || event.deletedAt || event.status !== 'ACTIVE') return null;
  const { title, coupleNames, dateTime, timeZone, venueName, coverImageUrl, isPinRequired, language } = event;
  const shown = { title, coupleNames, dateTime, timeZone, venueName, coverImageUrl, isPinRequired, language };
  return { ...shown, listed: isListed(event) };
}

/** Who is asking, as far as guest rules care. */
export interface GuestAccess {
  pin: string | undefined;
  /** A file-access token from an image address (FileAccessTokens): opens that event's images only. */
  fileToken?: string | undefined;
  clientIp: string;
  /** Members of the event (owner, co-hosts) pass every guest check. */
  isMember: boolean;
  /** The device passes the request carries, and where a new one goes once the PIN let it in (decision 043). */
  passes?: DevicePasses | undefined;
  /**
   * The signed-in user's id, asked only where a PIN would be: the event's hosts never meet their own PIN
   * gate (they still see it switched off, as their guests do).
   */
  viewerId?: (() => Promise<number | null>) | undefined;
}

/** An access link that is not (or no longer) the event's: the PIN changed since it was printed. */
export const ACCESS_LINK_INVALID = message('gate.accessLinkInvalid');

/**
 * The one gate in front of everything guests see: the page, and the files of the event (and, with the
 * guest features, the gallery, RSVPs, uploads and subscriptions). Deleted events do not exist;
 * inactive ones are closed; PIN-protected ones need their PIN, with wrong tries limited.
 */
export class GuestService {
  constructor(
    private readonly prisma: Db,
    private readonly limiter: RateLimiter,
    private readonly limits: GuestRateLimits,
    /** Signs image addresses for callers who passed the PIN gate. */
    readonly files: FileAccessTokens,
    /** Access links and device passes (decision 043). */
    readonly passes: GuestPasses,
  ) {}

  /**
   * Opens the event with its access link's token (`/e/{slug}?k=…`): a device pass is granted, so the
   * browser stays in without the token. A token that is not the event's current one is refused; the
   * caller may still enter the PIN. An event without a PIN needs no token.
   */
  async enterWithLink(slug: string, token: string, access: GuestAccess): Promise<Event> {
    const event = await this.findBySlug(slug);
    if (!event) throw new NotFoundError(EVENT_NOT_FOUND);
    if (event.status !== 'ACTIVE') throw new EventInactiveError();
    if (isOpenToAnyone(event)) return event;
    if (!this.passes.verifyLink(event, token)) throw new PinRequiredError(true, event, ACCESS_LINK_INVALID);
    access.passes?.grant(event);
    return event;
  }

  /** The event behind a guest link, if this caller may see it; throws the reason otherwise. */
  async openEvent(slug: string, access: GuestAccess): Promise<Event> {
    const event = await this.findBySlug(slug);
    if (!event) throw new NotFoundError(EVENT_NOT_FOUND);
    await this.assertCanView(event, access);
    return event;
  }

  /** The event behind a guest link (any letter case), unless deleted; unchecked: assertCanView decides. */
  findBySlug(slug: string): Promise<Event | null> {
    return this.prisma.event.findFirst({ where: { slug: normalizeSlug(slug), ...LIVE_EVENT } });
  }

  /**
   * Slugs of the events search engines may list (sitemap, robots.txt), newest first. Visibility PUBLIC
   * is the host's choice; a PIN or a switched-off event overrides it. Every other event page says noindex.
   */
  async listedEventSlugs(limit = 1000): Promise<string[]> {
    const events = await this.prisma.event.findMany({
      where: LISTED_EVENT,
      orderBy: { dateTime: 'desc' },
      take: limit,
      select: { slug: true },
    });
    return events.map((event) => event.slug);
  }

  /** Whether the user hosts the event (owner or co-host) and it still exists: they pass every guest check. */
  async isMember(eventId: number, userId: number): Promise<boolean> {
    return isMemberOf(this.prisma, userId, eventId);
  }

  /**
   * Throws the reason a guest may not see the event. `recheck`: an already-open stream checking
   * again after a change (a new PIN). It was let in with its PIN, so a mismatch now is the host's
   * change, not a guess: it closes the stream without spending the address's PIN budget (a venue
   * full of open phones would otherwise lock everyone out of the new PIN).
   */
  async assertCanView(event: Event, access: GuestAccess, options: { recheck?: boolean } = {}): Promise<void> {
    // Before any outcome: a refusal depends on the event as much as an admission does.
    noteEventRead(event.id);
    if (access.isMember || isOpenToAnyone(event)) return;
    if (event.deletedAt) throw new NotFoundError(EVENT_NOT_FOUND);
    if (event.status !== 'ACTIVE') throw new EventInactiveError();
    if (access.fileToken && this.files.verify(event, access.fileToken)) return;
    // A device that entered the PIN (or opened an access link) before: signed over the current PIN.
    if (access.passes?.admits(event)) return;
    if (await this.hostedByViewer(event, access)) return;
    const pin = access.pin?.trim() ?? '';
    if (options.recheck) {
      if (!samePin(pin, event.pinCode ?? '')) throw new PinRequiredError(pin !== '', event);
      return;
    }
    const address = addressKey(access.clientIp);
    const key = `event:${event.id} ${address}`;
    await this.limiter.check('guest-pin', key, this.limits.pinTries);
    if (!pin) throw new PinRequiredError(false, event);
    await this.waitIfGuessed(event, address);
    if (!samePin(pin, event.pinCode ?? '')) {
      await this.limiter.record('guest-pin-event', `event:${event.id}`, this.limits.pinTriesPerEvent);
      await this.limiter.consume('guest-pin', key, this.limits.pinTries);
      throw new PinRequiredError(true, event);
    }
    await this.rememberGuest(event.id, address);
    // The device stays in: other tabs, reloads and later visits need no PIN until it changes.
    access.passes?.grant(event);
  }

  /** Whether the signed-in caller hosts the event (owner or co-host): asked only when a PIN would be. */
  private async hostedByViewer(event: Event, access: GuestAccess): Promise<boolean> {
    const viewerId = access.viewerId ? await access.viewerId() : null;
    return viewerId !== null && (await this.isMember(event.id, viewerId));
  }

  /** Wrong PINs on the event in the current hour, for its hosts. */
  async pinGuessing(eventId: number): Promise<PinGuessing> {
    const wrongTriesLastHour = await this.limiter.count('guest-pin-event', `event:${eventId}`);
    return { wrongTriesLastHour, guestsSlowed: wrongTriesLastHour >= this.limits.pinTriesPerEvent.limit };
  }

  /**
   * Past the event's ceiling of wrong PINs, every caller not yet let in from its address takes a turn:
   * one per spacing, the spacing doubling as the guessing goes on. The turn is taken before the PIN is
   * judged, so a right guess is no faster than a wrong one and rotating addresses buys nothing.
   */
  private async waitIfGuessed(event: Event, address: string): Promise<void> {
    // A guest this process let in lately costs no counter read on each request.
    if (this.rememberedHere(event.id, address)) return;
    const { wrongTriesLastHour, guestsSlowed } = await this.pinGuessing(event.id);
    if (!guestsSlowed || (await this.isKnownGuest(event.id, address))) return;
    const beyond = wrongTriesLastHour - this.limits.pinTriesPerEvent.limit;
    const spacingMs = Math.min(SLOWDOWN_MAX_SPACING_MS, SLOWDOWN_BASE_MS * 2 ** (beyond / SLOWDOWN_DOUBLING_TRIES));
    const turn = await this.limiter.reserve('guest-pin-turn', `event:${event.id}`, spacingMs, SLOWDOWN_MAX_WAIT_MS);
    if (!turn.taken) throw new RateLimitError(Math.ceil(turn.waitMs / 1000), SLOWED_MESSAGE);
    if (turn.waitMs > 0) await sleep(turn.waitMs);
  }

  private readonly recentlyRemembered = new Map<string, number>();

  /** Notes that this address entered the right PIN (written at most every 10 minutes per process). */
  private async rememberGuest(eventId: number, address: string): Promise<void> {
    if (this.rememberedHere(eventId, address)) return;
    const key = `event:${eventId} ${address}`;
    if (this.recentlyRemembered.size > 10_000) this.recentlyRemembered.clear();
    this.recentlyRemembered.set(key, Date.now() + 10 * 60_000);
    await this.limiter.record('guest-pin-known', key, { limit: 1, windowMs: KNOWN_GUEST_MS });
  }

  private rememberedHere(eventId: number, address: string): boolean {
    return (this.recentlyRemembered.get(`event:${eventId} ${address}`) ?? 0) > Date.now();
  }

  /** Let in from this address lately, by this instance or another (the store). */
  private async isKnownGuest(eventId: number, address: string): Promise<boolean> {
    return (await this.limiter.count('guest-pin-known', `event:${eventId} ${address}`)) > 0;
  }
}

/** What the guest gate lets anyone through without asking a thing: a live event without a PIN. */
export function isOpenToAnyone(event: Pick<Event, 'deletedAt' | 'status' | 'isPinRequired'>): boolean {
  return !event.deletedAt && event.status === 'ACTIVE' && !event.isPinRequired;
}

function samePin(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return expected !== '' && a.length === b.length && timingSafeEqual(a, b);
}
