import { addressKey, type BudgetSpend, type RateLimiter, type RateLimitPolicy } from './rate-limiter.ts';
import { message, type Message } from '../i18n/messages.ts';
import type { GuestBudgetKey } from '../modules/guest/guest-key.ts';

/**
 * Every caller's hourly budget of points (docs/decisions/027): a GraphQL operation costs the objects it may
 * return (its node count, at least 1), a REST call 1. Shared by every instance when the limiter's store
 * is Redis.
 */
export interface PointsBudgets {
  /** Per API token, and per signed-in user (our own web app's session included). */
  caller: RateLimitPolicy;
  /**
   * Per account: what its session and all its API tokens spend together, each request paying here as
   * well as from its own `caller` budget, so that making more tokens does not make more points.
   */
  account: RateLimitPolicy;
  /**
   * Per client address, for callers without a session or token. One address may be a whole venue (guests
   * on the hall's Wi-Fi, a phone carrier's NAT), and guests never sign in: this budget is wider. Guests
   * holding a key we signed pay from the three budgets below instead (decision 061).
   */
  anonymous: RateLimitPolicy;
  /** Per guest key (one browser at one event): a few times what the busiest guest spends in an hour. */
  guest: RateLimitPolicy;
  /** Per event, all its keyed guests together, from every address: the ceiling against abuse. */
  event: RateLimitPolicy;
  /**
   * Per client address, all keyed guests behind it together, whichever events their keys are for: keys
   * minted by the thousand for many events still spend one budget.
   */
  venue: RateLimitPolicy;
}

const HOUR_MS = 60 * 60_000;

/**
 * An account's budget, in callers' budgets: a host working in the web app while one integration runs
 * flat out both fit; a second token at full speed does not make more.
 */
export const ACCOUNT_BUDGET_IN_CALLERS = 2;

/**
 * The busiest guest's hour, in points (decision 061; points-budget.test.ts computes it from the web app's
 * own operations): the page opened 6 times (event, first gallery page, live gallery, slideshow), 60 more
 * gallery pages of 20 photos (1,200 photos scrolled), an RSVP, 20 photos uploaded, 100 REST calls.
 */
export const BUSY_GUEST_HOUR_POINTS = 5_000;

/** The wedding the per-event and per-address guest budgets are sized for (decision 061). */
export const LARGEST_WEDDING_GUESTS = 1_000;

/**
 * A guest's visit costs a few hundred points (the event 3, each gallery page of 20 photos 61, the live
 * gallery 21, the RSVP 22: see points-budget.test.ts). Callers without a guest key pay by address; guests
 * with one pay by their key, their event and their address's keyed guests together (decision 061).
 */
export const DEFAULT_POINTS_BUDGETS: PointsBudgets = {
  caller: { limit: 50_000, windowMs: HOUR_MS },
  account: { limit: ACCOUNT_BUDGET_IN_CALLERS * 50_000, windowMs: HOUR_MS },
  anonymous: { limit: 250_000, windowMs: HOUR_MS },
  // 4 busiest guests' hours: a guest who scrolls 6,000 photos still fits; a script on one key does not.
  guest: { limit: 20_000, windowMs: HOUR_MS },
  // 1,000 guests each as busy as the busiest: 5,000,000. Real guests average far less (a few hundred).
  event: { limit: LARGEST_WEDDING_GUESTS * BUSY_GUEST_HOUR_POINTS, windowMs: HOUR_MS },
  venue: { limit: LARGEST_WEDDING_GUESTS * BUSY_GUEST_HOUR_POINTS, windowMs: HOUR_MS },
};

/** Who a request is, as its budgets see it. */
export interface BudgetCaller {
  apiTokenId?: number | string | null;
  userId: number | null;
  clientIp: string;
  guestKey?: GuestBudgetKey | null;
  /**
   * Whether the call would issue a guest key (an RSVP, a photo upload): such a call is not refused for lack
   * of a key (decision 064), since it is how a guest gets one.
   */
  mintsKey?: boolean;
}

/** GraphQL mutations that issue the caller a guest key, and are refused for lack of one by no points budget. */
export const KEY_MINTING_MUTATIONS: ReadonlySet<string> = new Set(['submitRsvp', 'uploadPhotos']);

/** One budget a request pays from. */
export interface BudgetKey {
  kind: keyof PointsBudgets;
  key: string;
}

/**
 * The one place the payers of a request are chosen (REST, GraphQL over HTTP and over WebSockets): its
 * API token, else its signed-in user, and then their account too; else a guest key we signed, its event
 * and the keyed guests of its address; else its client address.
 */
export function payersOf(caller: BudgetCaller): BudgetKey[] {
  if (caller.userId === null) {
    const address = addressKey(caller.clientIp);
    if (!caller.guestKey) return [{ kind: 'anonymous', key: `address:${address}` }];
    const { eventId, keyHash } = caller.guestKey;
    return [
      // Half the hash names a key as well as all of it, in half the memory.
      { kind: 'guest', key: `guest:${eventId}:${keyHash.slice(0, 32)}` },
      { kind: 'event', key: `event:${eventId}` },
      { kind: 'venue', key: `venue:${address}` },
    ];
  }
  const account: BudgetKey = { kind: 'account', key: `account:${caller.userId}` };
  if (caller.apiTokenId !== undefined && caller.apiTokenId !== null) {
    return [{ kind: 'caller', key: `token:${caller.apiTokenId}` }, account];
  }
  return [{ kind: 'caller', key: `user:${caller.userId}` }, account];
}

/**
 * Where a call that would issue a key pays when its caller, without a key, finds its address's budget spent
 * (decision 064): the address's keyed guests' budget (`venue`), which the key it gets pays into next. So a
 * guest whose address a keyless scraper spent still gets their key, and an address spends at most
 * `anonymous` + `venue` an hour, as it did by minting keys (decision 061). Null for every other call.
 */
export function keyMintingPayersOf(caller: BudgetCaller): BudgetKey[] | null {
  if (caller.userId !== null || caller.guestKey || !caller.mintsKey) return null;
  return [{ kind: 'venue', key: `venue:${addressKey(caller.clientIp)}` }];
}

/** What a caller is told of its budget, on every GraphQL result (`extensions.cost`) and REST answer (headers). */
export interface BudgetReport {
  requestedPoints: number;
  limit: number;
  /** Null when the budget store could not be reached (the request was let through uncounted). */
  remaining: number | null;
  /** ISO time at which the budget is whole again; null as `remaining`. */
  resetAt: string | null;
  allowed: boolean;
}

export class PointsBudget {
  /** Window ends written out: each payer's window ends at one moment for an hour of requests. */
  private readonly resetTimes = new Map<number, string>();

  constructor(
    private readonly limiter: RateLimiter,
    readonly budgets: PointsBudgets = DEFAULT_POINTS_BUDGETS,
  ) {}

  /** Spends a call's points from its caller's budgets (`payersOf`, then `keyMintingPayersOf` if refused). */
  async spendAs(caller: BudgetCaller, points: number): Promise<BudgetReport> {
    const report = await this.spend(payersOf(caller), points);
    const minting = report.allowed ? null : keyMintingPayersOf(caller);
    return minting ? this.spend(minting, points) : report;
  }

  /**
   * Takes `points` from every payer's budget, and answers for the tightest of them. An operation that
   * does not fit one of them is refused and costs nothing in any: what the others took is given back.
   */
  async spend(payers: readonly BudgetKey[], points: number): Promise<BudgetReport> {
    if (this.limiter.answersAtOnce) return this.spendNow(payers, points);
    const reports = await Promise.all(payers.map((payer) => this.spendFrom(payer, points)));
    const refused = reports.filter((report) => !report.allowed);
    if (refused.length === 0) return tightest(reports);
    const takenFrom = payers.filter((_payer, index) => reports[index]!.allowed && reports[index]!.remaining !== null);
    await Promise.all(
      takenFrom.map((payer) => this.limiter.spend('points', payer.key, -points, this.budgets[payer.kind])),
    );
    return tightest(refused);
  }

  /** `spend` with budgets in memory: the same outcome, counted at once. */
  private spendNow(payers: readonly BudgetKey[], points: number): BudgetReport {
    const reports = payers.map((payer) => {
      const policy = this.budgets[payer.kind];
      return this.reportOf(points, this.limiter.spendNow('points', payer.key, points, policy));
    });
    const refused = reports.filter((report) => !report.allowed);
    if (refused.length === 0) return tightest(reports);
    payers.forEach((payer, index) => {
      if (reports[index]!.allowed) this.limiter.spendNow('points', payer.key, -points, this.budgets[payer.kind]);
    });
    return tightest(refused);
  }

  private reportOf(points: number, spent: BudgetSpend): BudgetReport {
    return {
      requestedPoints: points,
      limit: spent.limit,
      remaining: spent.remaining,
      resetAt: this.isoOf(spent.resetAt),
      allowed: spent.allowed,
    };
  }

  private isoOf(resetAt: number): string {
    let iso = this.resetTimes.get(resetAt);
    if (iso === undefined) {
      // Payers' windows open at different moments; a few hundred are written out again now and then.
      if (this.resetTimes.size >= 256) this.resetTimes.clear();
      iso = new Date(resetAt).toISOString();
      this.resetTimes.set(resetAt, iso);
    }
    return iso;
  }

  private async spendFrom(payer: BudgetKey, points: number): Promise<BudgetReport> {
    const policy = this.budgets[payer.kind];
    const spent = await this.limiter.spend('points', payer.key, points, policy);
    if (!spent) return { requestedPoints: points, limit: policy.limit, remaining: null, resetAt: null, allowed: true };
    return this.reportOf(points, spent);
  }
}

/** The report with the fewest points left (one whose store was unreachable counts as unlimited). */
function tightest(reports: BudgetReport[]): BudgetReport {
  return reports.reduce((tight, report) =>
    report.remaining !== null && (tight.remaining === null || report.remaining < tight.remaining) ? report : tight,
  );
}

/** The refusal's words, the same on REST and GraphQL; rendered in each caller's language. */
export function overBudgetWords(report: BudgetReport): Message {
  const values = { needed: report.requestedPoints, left: report.remaining ?? 0, limit: report.limit };
  return report.resetAt
    ? message('api.overBudget', { ...values, resetAt: report.resetAt })
    : message('api.overBudgetNoReset', values);
}

/** Whole seconds until the budget resets (at least 1), for Retry-After and RateLimit-Reset. */
export function secondsUntilReset(report: BudgetReport, now = Date.now()): number {
  if (!report.resetAt) return 1;
  return Math.max(1, Math.ceil((Date.parse(report.resetAt) - now) / 1000));
}
