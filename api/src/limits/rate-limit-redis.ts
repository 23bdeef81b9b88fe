import { Redis } from 'ioredis';
import type { RateLimitStore, RateLimitWindow } from './rate-limiter.ts';

// Each script runs atomically in Redis: two instances counting the same key at once never lose a try.

/**
 * INCRBY the amount (ARGV[2]), starting the window's expiry when the key has none (its first count, or a
 * give-back that landed after the window ended); answers the count and the time left.
 */
const HIT = `
local count = redis.call('INCRBY', KEYS[1], ARGV[2])
if redis.call('PTTL', KEYS[1]) < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return {count, redis.call('PTTL', KEYS[1])}`;

/** The next moment at least ARGV[2] ms after the last one taken, taken only if at most ARGV[3] ms away. */
const RESERVE = `
local now = tonumber(ARGV[1])
local spacing = tonumber(ARGV[2])
local last = redis.call('GET', KEYS[1])
local slot = now
if last then slot = math.max(now, tonumber(last) + spacing) end
if slot - now > tonumber(ARGV[3]) then return {slot - now, 0} end
redis.call('SET', KEYS[1], slot, 'PX', slot - now + spacing + 60000)
return {slot - now, 1}`;

/**
 * Counters in Redis, shared by every instance and kept across restarts. While Redis is unreachable,
 * commands fail within a second, so a request never hangs on the limiter; RateLimiter decides then.
 */
export class RedisRateLimitStore implements RateLimitStore {
  private readonly redis: Redis;

  constructor(
    url: string,
    private readonly namespace: string,
    log: { warn(object: object, message: string): void },
  ) {
    // Commands wait for the first connection (a PIN try right after start must not fail), but never long:
    // with Redis down they fail after the timeout and RateLimiter decides.
    this.redis = new Redis(url, { commandTimeout: 1000, maxRetriesPerRequest: 1 });
    // Without a listener ioredis prints every reconnect failure; RateLimiter logs the outage once.
    this.redis.on('error', (error: Error) => log.warn({ err: error.message }, 'redis (rate limits)'));
  }

  private key(id: string): string {
    return `${this.namespace}:rate:${id}`;
  }

  async hit(key: string, windowMs: number, now: number, amount = 1): Promise<RateLimitWindow> {
    const [count, ttl] = (await this.redis.eval(HIT, 1, this.key(key), windowMs, amount)) as [number, number];
    return { count, resetAt: now + Math.max(ttl, 0) };
  }

  async peek(key: string, now: number): Promise<RateLimitWindow | null> {
    const [[, count], [, ttl]] = (await this.redis.multi().get(this.key(key)).pttl(this.key(key)).exec()) as [
      [Error | null, string | null],
      [Error | null, number],
    ];
    if (count === null || ttl <= 0) return null;
    return { count: Number(count), resetAt: now + ttl };
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.key(key));
  }

  async reserve(key: string, spacingMs: number, maxWaitMs: number, now: number) {
    const [waitMs, taken] = (await this.redis.eval(
      RESERVE,
      1,
      this.key(key),
      now,
      Math.round(spacingMs),
      maxWaitMs,
    )) as [number, number];
    return { waitMs, taken: taken === 1 };
  }

  close(): Promise<void> {
    this.redis.disconnect();
    return Promise.resolve();
  }
}
