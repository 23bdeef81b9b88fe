import { message, type Message } from '../i18n/messages.ts';
import { RateLimitError, type ErrorWords } from '../lib/errors.ts';

export interface RateLimitPolicy {
  /** Attempts allowed per window. */
  limit: number;
  windowMs: number;
  /** Refuse the try when the counters cannot be reached (logins, PINs); otherwise let it through. */
  sensitive?: boolean;
}

/** The outcome of RateLimiter.spend: whether the points were taken, and the budget after it. */
export interface BudgetSpend {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Epoch ms at which the window ends and the budget is whole again. */
  resetAt: number;
}

export interface RateLimitWindow {
  count: number;
  /** Epoch ms at which the window ends. */
  resetAt: number;
}

/**
 * Where counters live: memory (one process, the default) or Redis (shared by every instance, surviving
 * restarts). Keys arrive already namespaced by bucket.
 */
export interface RateLimitStore {
  /**
   * Counts `amount` (default 1: one attempt; an operation's points for the points budget) in the key's
   * fixed window, started now if none is open.
   */
  hit(key: string, windowMs: number, now: number, amount?: number): Promise<RateLimitWindow>;
  /** `hit` answered at once, by a store that needs no I/O (memory); absent where it must be awaited. */
  hitNow?(key: string, windowMs: number, now: number, amount?: number): RateLimitWindow;
  /** The key's open window, or null. */
  peek(key: string, now: number): Promise<RateLimitWindow | null>;
  reset(key: string): Promise<void>;
  /**
   * Takes the next moment for `key` at least `spacingMs` after the last one taken, if it is at most
   * `maxWaitMs` away; answers how long to wait and whether the moment was taken.
   */
  reserve(key: string, spacingMs: number, maxWaitMs: number, now: number): Promise<{ waitMs: number; taken: boolean }>;
  close(): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly windows = new Map<string, RateLimitWindow>();
  private readonly slots = new Map<string, number>();
  private sweepAt = 0;

  hit(key: string, windowMs: number, now: number, amount = 1): Promise<RateLimitWindow> {
    return Promise.resolve(this.hitNow(key, windowMs, now, amount));
  }

  hitNow(key: string, windowMs: number, now: number, amount = 1): RateLimitWindow {
    this.sweep(now);
    let window = this.windows.get(key);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + windowMs };
      this.windows.set(key, window);
    }
    window.count += amount;
    return { ...window };
  }

  peek(key: string, now: number): Promise<RateLimitWindow | null> {
    const window = this.windows.get(key);
    return Promise.resolve(window && window.resetAt > now ? { ...window } : null);
  }

  reset(key: string): Promise<void> {
    this.windows.delete(key);
    return Promise.resolve();
  }

  reserve(key: string, spacingMs: number, maxWaitMs: number, now: number) {
    const last = this.slots.get(key);
    const slot = last === undefined ? now : Math.max(now, last + spacingMs);
    const waitMs = slot - now;
    if (waitMs > maxWaitMs) return Promise.resolve({ waitMs, taken: false });
    this.slots.set(key, slot);
    return Promise.resolve({ waitMs, taken: true });
  }

  close(): Promise<void> {
    return Promise.resolve();
  }

  private sweep(now: number): void {
    if (now < this.sweepAt) return;
    this.sweepAt = now + 60_000;
    for (const [id, window] of this.windows) if (window.resetAt <= now) this.windows.delete(id);
    for (const [id, slot] of this.slots) if (slot < now - 60 * 60_000) this.slots.delete(id);
  }
}

/** The limiter could not reach its store (Redis down): a sensitive try is refused rather than let through. */
const UNAVAILABLE_MESSAGE = message('errors.checkUnavailable');

/**
 * Fixed-window counters consulted by services, so that the REST and GraphQL faces of one operation share
 * one budget (docs/decisions/004), and every instance shares it when the store is Redis. If the store
 * fails, budgets marked `sensitive` (logins, PINs) refuse the try and the others let it through; the
 * outage is logged once.
 */
export class RateLimiter {
  private storeDown = false;

  constructor(
    private readonly store: RateLimitStore = new MemoryRateLimitStore(),
    private readonly log: { warn(object: object, message: string): void } = { warn: () => undefined },
    private readonly now: () => number = Date.now,
    /** Told of each refusal, by budget (the metrics endpoint). */
    private readonly onRefusal: (bucket: string) => void = () => undefined,
  ) {}

  /**
   * Counts one attempt; throws RateLimitError once the window's budget is spent, with `refusal`'s message
   * when given (it is handed the wait in words, "12 minutes").
   */
  async consume(bucket: string, key: string, policy: RateLimitPolicy, refusal?: RefusalMessage): Promise<void> {
    const now = this.now();
    const window = await this.guard(policy, () => this.store.hit(idOf(bucket, key), policy.windowMs, now));
    if (window && window.count > policy.limit) this.refuse(bucket, window.resetAt, now, refusal);
  }

  private refuse(bucket: string, resetAt: number, now: number, refusal?: RefusalMessage): never {
    this.onRefusal(bucket);
    const seconds = secondsUntil(resetAt, now);
    throw new RateLimitError(seconds, refusal?.(minutesInWords(seconds)));
  }

  /**
   * Throws RateLimitError when the key's budget is already spent, without counting an attempt:
   * for budgets of failures only (wrong PINs), checked before the attempt is judged.
   */
  async check(bucket: string, key: string, policy: RateLimitPolicy): Promise<void> {
    const now = this.now();
    const window = await this.guard(policy, () => this.store.peek(idOf(bucket, key), now));
    if (window && window.count >= policy.limit) this.refuse(bucket, window.resetAt, now);
  }

  /** Counts one attempt and answers the window's count, never refusing (0 when the store is unreachable). */
  async record(bucket: string, key: string, policy: RateLimitPolicy): Promise<number> {
    const now = this.now();
    const window = await this.guard({ ...policy, sensitive: false }, () =>
      this.store.hit(idOf(bucket, key), policy.windowMs, now),
    );
    return window?.count ?? 0;
  }

  /**
   * Takes `points` from the key's budget for the window and answers what is left; an amount that does not
   * fit is given back and refused (`allowed: false`), so one oversized operation does not spend the rest of
   * the hour. Never throws: null when the store is unreachable (the caller lets the request through).
   */
  async spend(bucket: string, key: string, points: number, policy: RateLimitPolicy): Promise<BudgetSpend | null> {
    const now = this.now();
    const id = idOf(bucket, key);
    // Points budgets are never sensitive: an unreachable store lets the operation through.
    const lenient = policy.sensitive ? { ...policy, sensitive: false } : policy;
    const window = await this.guard(lenient, () => this.store.hit(id, policy.windowMs, now, points));
    if (!window) return null;
    if (window.count <= policy.limit) {
      return { allowed: true, limit: policy.limit, remaining: policy.limit - window.count, resetAt: window.resetAt };
    }
    const after = await this.guard(lenient, () => this.store.hit(id, policy.windowMs, now, -points));
    const left = policy.limit - (after?.count ?? window.count);
    return { allowed: false, limit: policy.limit, remaining: Math.max(0, left), resetAt: window.resetAt };
  }

  /** Whether `spendNow` answers: the store needs no I/O. */
  get answersAtOnce(): boolean {
    return this.store.hitNow !== undefined;
  }

  /**
   * `spend`, answered at once by a store in memory (see `answersAtOnce`; throws with any other): the
   * points budget is spent on every API call, where a chain of promises per payer costs more than the
   * counting does.
   */
  spendNow(bucket: string, key: string, points: number, policy: RateLimitPolicy): BudgetSpend {
    const { store } = this;
    if (!store.hitNow) throw new Error('spendNow needs a store that answers at once');
    const now = this.now();
    const id = idOf(bucket, key);
    const window = store.hitNow(id, policy.windowMs, now, points);
    if (window.count <= policy.limit) {
      return { allowed: true, limit: policy.limit, remaining: policy.limit - window.count, resetAt: window.resetAt };
    }
    const after = store.hitNow(id, policy.windowMs, now, -points);
    return {
      allowed: false,
      limit: policy.limit,
      remaining: Math.max(0, policy.limit - after.count),
      resetAt: window.resetAt,
    };
  }

  /** Attempts counted in the key's open window (0 when none, or when the store is unreachable). */
  async count(bucket: string, key: string): Promise<number> {
    const window = await this.guard({ limit: 0, windowMs: 0 }, () => this.store.peek(idOf(bucket, key), this.now()));
    return window?.count ?? 0;
  }

  /** Forgets a key's attempts, e.g. after a successful sign-in. */
  async reset(bucket: string, key: string): Promise<void> {
    await this.guard({ limit: 0, windowMs: 0 }, () => this.store.reset(idOf(bucket, key)));
  }

  /** See RateLimitStore.reserve; an unreachable store takes no moment and makes nobody wait. */
  async reserve(bucket: string, key: string, spacingMs: number, maxWaitMs: number) {
    const slot = await this.guard({ limit: 0, windowMs: 0 }, () =>
      this.store.reserve(idOf(bucket, key), spacingMs, maxWaitMs, this.now()),
    );
    return slot ?? { waitMs: 0, taken: true };
  }

  close(): Promise<void> {
    return this.store.close();
  }

  private async guard<T>(policy: RateLimitPolicy, operation: () => Promise<T>): Promise<T | null> {
    try {
      const result = await operation();
      if (this.storeDown) {
        this.storeDown = false;
        this.log.warn({}, 'rate limits: store reachable again');
      }
      return result;
    } catch (error) {
      if (!this.storeDown) {
        this.storeDown = true;
        this.log.warn(
          { err: error instanceof Error ? error.message : String(error) },
          'rate limits: store unreachable',
        );
      }
      if (policy.sensitive) throw new RateLimitError(60, UNAVAILABLE_MESSAGE);
      return null;
    }
  }
}

function idOf(bucket: string, key: string): string {
  return `${bucket}\u0000${key}`;
}

function secondsUntil(resetAt: number, now: number): number {
  return Math.max(1, Math.ceil((resetAt - now) / 1000));
}

/** A refusal's own message, given how long to wait ("12 minutes", in the reader's language). */
export type RefusalMessage = (wait: Message) => ErrorWords;

/** A wait of at least a second, in whole minutes: "1 minute", "12 minutes". */
function minutesInWords(seconds: number): Message {
  return message('format.minutes', { count: Math.max(1, Math.ceil(seconds / 60)) });
}

/**
 * The key a client address is counted under: an IPv4 address as it is (IPv4-mapped IPv6 too), an
 * IPv6 address by its /64, since one customer usually holds a whole /64 and could rotate through it.
 */
export function addressKey(ip: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!ip.includes(':')) return ip;
  const [head = '', tail = ''] = ip.toLowerCase().split('%')[0]!.split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = ip.includes('::')
    ? [...left, ...Array.from({ length: 8 - left.length - right.length }, () => '0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
