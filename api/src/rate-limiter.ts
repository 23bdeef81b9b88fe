import { RateLimitError } from './errors.ts';

export interface RateLimitPolicy {
  /** Attempts allowed per window. */
  limit: number;
  windowMs: number;
}

/**
 * Fixed-window counters kept in memory, consulted by services so that the REST and GraphQL faces of
 * one operation share one budget (docs/decisions/004). One instance per app.
 */
export class RateLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private sweepAt = 0;

  constructor(private readonly now: () => number = Date.now) {}

  /** Counts one attempt; throws RateLimitError once the window's budget is spent. */
  consume(bucket: string, key: string, policy: RateLimitPolicy): void {
    const now = this.now();
    this.sweep(now);
    const id = `${bucket}\u0000${key}`;
    let window = this.windows.get(id);
    if (!window || window.resetAt <= now) {
      window = { count: 0, resetAt: now + policy.windowMs };
      this.windows.set(id, window);
    }
    window.count += 1;
    if (window.count > policy.limit) {
      throw new RateLimitError(Math.max(1, Math.ceil((window.resetAt - now) / 1000)));
    }
  }

  /**
   * Throws RateLimitError when the key's budget is already spent, without counting an attempt:
   * for budgets of failures only (wrong PINs), checked before the attempt is judged.
   */
  check(bucket: string, key: string, policy: RateLimitPolicy): void {
    const now = this.now();
    const window = this.windows.get(`${bucket}\u0000${key}`);
    if (window && window.resetAt > now && window.count >= policy.limit) {
      throw new RateLimitError(Math.max(1, Math.ceil((window.resetAt - now) / 1000)));
    }
  }

  /** Forgets a key's attempts, e.g. after a successful sign-in. */
  reset(bucket: string, key: string): void {
    this.windows.delete(`${bucket}\u0000${key}`);
  }

  private sweep(now: number): void {
    if (now < this.sweepAt) return;
    this.sweepAt = now + 60_000;
    for (const [id, window] of this.windows) if (window.resetAt <= now) this.windows.delete(id);
  }
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
