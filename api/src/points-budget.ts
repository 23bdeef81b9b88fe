import { addressKey, type RateLimiter, type RateLimitPolicy } from './rate-limiter.ts';

/**
 * Every caller's hourly budget of points (docs/decisions/027): a GraphQL operation costs the objects it may
 * return (its node count, at least 1), a REST call 1. Shared by every instance when the limiter's store
 * is Redis.
 */
export interface PointsBudgets {
  /** Per API token, and per signed-in user (our own web app's session included). */
  caller: RateLimitPolicy;
  /**
   * Per client address, for callers without a session or token. One address may be a whole venue (guests
   * on the hall's Wi-Fi, a phone carrier's NAT), and guests never sign in: this budget is wider.
   */
  anonymous: RateLimitPolicy;
}

const HOUR_MS = 60 * 60_000;

/**
 * A guest's visit costs a few hundred points (the event 3, each gallery page of 20 photos 61, the live
 * gallery 21, the RSVP 22: see points-budget.test.ts); a venue of 300 guests scrolling for an hour stays
 * well under the anonymous budget.
 */
export const DEFAULT_POINTS_BUDGETS: PointsBudgets = {
  caller: { limit: 50_000, windowMs: HOUR_MS },
  anonymous: { limit: 250_000, windowMs: HOUR_MS },
};

/** Who pays for a request: its API token, else its signed-in user, else its client address. */
export interface BudgetKey {
  kind: keyof PointsBudgets;
  key: string;
}

/** The one place the payer of a request is chosen (REST, GraphQL over HTTP and over WebSockets). */
export function budgetKeyOf(caller: {
  apiTokenId?: number | string | null;
  userId: number | null;
  clientIp: string;
}): BudgetKey {
  if (caller.apiTokenId !== undefined && caller.apiTokenId !== null) {
    return { kind: 'caller', key: `token:${caller.apiTokenId}` };
  }
  if (caller.userId !== null) return { kind: 'caller', key: `user:${caller.userId}` };
  return { kind: 'anonymous', key: `address:${addressKey(caller.clientIp)}` };
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
  constructor(
    private readonly limiter: RateLimiter,
    readonly budgets: PointsBudgets = DEFAULT_POINTS_BUDGETS,
  ) {}

  /** Takes `points` from the payer's budget; an operation that does not fit is refused and costs nothing. */
  async spend(payer: BudgetKey, points: number): Promise<BudgetReport> {
    const policy = this.budgets[payer.kind];
    const spent = await this.limiter.spend('points', payer.key, points, policy);
    if (!spent) return { requestedPoints: points, limit: policy.limit, remaining: null, resetAt: null, allowed: true };
    return {
      requestedPoints: points,
      limit: spent.limit,
      remaining: spent.remaining,
      resetAt: new Date(spent.resetAt).toISOString(),
      allowed: spent.allowed,
    };
  }
}

/** The refusal's message, the same on REST and GraphQL. */
export function overBudgetMessage(report: BudgetReport): string {
  return (
    `This request needs ${report.requestedPoints.toLocaleString('en-US')} points and ` +
    `${(report.remaining ?? 0).toLocaleString('en-US')} of your ${report.limit.toLocaleString('en-US')} points ` +
    `for this hour are left. The budget resets at ${report.resetAt ?? 'the top of the window'}.`
  );
}

/** Whole seconds until the budget resets (at least 1), for Retry-After and RateLimit-Reset. */
export function secondsUntilReset(report: BudgetReport, now = Date.now()): number {
  if (!report.resetAt) return 1;
  return Math.max(1, Math.ceil((Date.parse(report.resetAt) - now) / 1000));
}
