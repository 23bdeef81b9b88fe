import { timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import { AppError, ForbiddenError, NotFoundError } from '../../errors.ts';
import type { Event } from '../../generated/prisma/client.ts';
import { addressKey, type RateLimiter, type RateLimitPolicy } from '../../rate-limiter.ts';

export const EVENT_NOT_FOUND = 'Event not found';
export const EVENT_INACTIVE = 'This event is currently inactive and not accessible to guests.';
export const PIN_REQUIRED = 'This event is protected';
export const PIN_INCORRECT = 'Incorrect PIN. Please try again.';

/** The event exists but its hosts switched it off (SPEC §4); 423, so clients tell it from the PIN gate (403). */
export class EventInactiveError extends AppError {
  constructor() {
    super(EVENT_INACTIVE, 423);
  }
}

/** A PIN is needed, or the one given is wrong: the page shows the PIN gate. */
export class PinRequiredError extends ForbiddenError {
  constructor(readonly pinGiven: boolean) {
    super(pinGiven ? PIN_INCORRECT : PIN_REQUIRED);
  }
}

export interface GuestRateLimits {
  /** Wrong PINs per event and client address: a 4-digit PIN must not be guessable by brute force. */
  pinTries: RateLimitPolicy;
}

export const DEFAULT_GUEST_RATE_LIMITS: GuestRateLimits = {
  pinTries: { limit: 10, windowMs: 15 * 60_000 },
};

/** Who is asking, as far as guest rules care. */
export interface GuestAccess {
  pin: string | undefined;
  clientIp: string;
  /** Members of the event (owner, co-hosts) pass every guest check. */
  isMember: boolean;
}

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
  ) {}

  /** The event behind a guest link, if this caller may see it; throws the reason otherwise. */
  async openEvent(slug: string, access: GuestAccess): Promise<Event> {
    const event = await this.prisma.event.findFirst({
      where: { slug: slug.trim().toLowerCase(), deletedAt: null },
    });
    if (!event) throw new NotFoundError(EVENT_NOT_FOUND);
    this.assertCanView(event, access);
    return event;
  }

  /** What a link preview may show (null when guests cannot open the event; the PIN is never needed). */
  async linkPreview(slug: string) {
    const event = await this.prisma.event.findFirst({
      where: { slug: slug.trim().toLowerCase(), deletedAt: null, status: 'ACTIVE' },
      select: {
        title: true,
        coupleNames: true,
        dateTime: true,
        venueName: true,
        coverImageUrl: true,
        isPinRequired: true,
      },
    });
    return event;
  }

  /**
   * The event for a caller who may be one of its hosts: members pass the gate (they see their own
   * gallery, pending photos included); everyone else is a guest.
   */
  async openEventAsViewer(
    slug: string,
    access: Omit<GuestAccess, 'isMember'>,
    viewerId: number | null,
  ): Promise<{ event: Event; isMember: boolean }> {
    const event = await this.prisma.event.findFirst({ where: { slug: slug.trim().toLowerCase(), deletedAt: null } });
    if (!event) throw new NotFoundError(EVENT_NOT_FOUND);
    const isMember =
      viewerId !== null &&
      (await this.prisma.eventMember.findUnique({
        where: { eventId_userId: { eventId: event.id, userId: viewerId } },
      })) !== null;
    this.assertCanView(event, { ...access, isMember });
    return { event, isMember };
  }

  /** Whether the user is one of the event's hosts (owner or co-host): they pass every guest check. */
  async isMember(eventId: number, userId: number): Promise<boolean> {
    const member = await this.prisma.eventMember.findUnique({ where: { eventId_userId: { eventId, userId } } });
    return member !== null;
  }

  /**
   * Throws the reason a guest may not see the event. `recheck`: an already-open stream checking
   * again after a change (a new PIN). It was let in with its PIN, so a mismatch now is the host's
   * change, not a guess: it closes the stream without spending the address's PIN budget (a venue
   * full of open phones would otherwise lock everyone out of the new PIN).
   */
  assertCanView(event: Event, access: GuestAccess, options: { recheck?: boolean } = {}): void {
    if (access.isMember) return;
    if (event.deletedAt) throw new NotFoundError(EVENT_NOT_FOUND);
    if (event.status !== 'ACTIVE') throw new EventInactiveError();
    if (!event.isPinRequired) return;
    const key = `event:${event.id} ${addressKey(access.clientIp)}`;
    if (!options.recheck) this.limiter.check('guest-pin', key, this.limits.pinTries);
    const pin = access.pin?.trim() ?? '';
    if (!pin) throw new PinRequiredError(false);
    if (!samePin(pin, event.pinCode ?? '')) {
      if (!options.recheck) this.limiter.consume('guest-pin', key, this.limits.pinTries);
      throw new PinRequiredError(true);
    }
  }
}

function samePin(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return expected !== '' && a.length === b.length && timingSafeEqual(a, b);
}
export { publicEventJson } from './public-event.ts';
