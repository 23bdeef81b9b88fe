/**
 * RateLimiter (api/src/limits/) against rate-limiter-flexible, memory and Redis: consume throughput with many
 * client keys (one sequence of awaited calls, and 100 in flight as concurrent requests make them), and
 * the heap that 100,000 counted keys hold. `npx tsx scripts/bench/libraries/limiter.ts` (REDIS_URL, else
 * 127.0.0.1:6379; keys under a throwaway namespace, deleted after).
 */
import { Redis } from 'ioredis';
import { RedisRateLimitStore } from '../../../api/src/limits/rate-limit-redis.ts';
import { MemoryRateLimitStore, RateLimiter, type RateLimitPolicy } from '../../../api/src/limits/rate-limiter.ts';
import { candidate, format, load, median } from './candidates.ts';

interface Flexible {
  consume(key: string, points?: number): Promise<unknown>;
}
interface FlexibleModule {
  RateLimiterMemory: new (options: { points: number; duration: number; keyPrefix?: string }) => Flexible;
  RateLimiterRedis: new (options: {
    storeClient: Redis;
    points: number;
    duration: number;
    keyPrefix: string;
  }) => Flexible;
}
const flexible = candidate<FlexibleModule>('rate-limiter-flexible');

const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const namespace = `libeval-${process.pid}`;
// Generous, so no call is refused: a refusal costs an exception in both, which is not what we compare.
const policy: RateLimitPolicy = { limit: 1e9, windowMs: 15 * 60_000 };
const silent = { warn: () => undefined };

type Consume = (key: string) => Promise<unknown>;

async function throughput(consume: Consume, calls: number, inFlight: number): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: inFlight }, async () => {
      while (next < calls) await consume(`203.0.113.${next++ % 10_000}`);
    }),
  );
  return calls / ((performance.now() - started) / 1000);
}

async function heapFor(consume: Consume, keys: number): Promise<number> {
  globalThis.gc?.();
  const before = process.memoryUsage().heapUsed;
  for (let i = 0; i < keys; i += 1) await consume(`key-${i}`);
  globalThis.gc?.();
  return (process.memoryUsage().heapUsed - before) / 1e6;
}

const redis = new Redis(redisUrl);
const ourRedis = new RateLimiter(new RedisRateLimitStore(redisUrl, namespace, silent), silent);
const contenders: { name: string; store: 'memory' | 'redis'; consume: () => Consume }[] = [
  {
    name: 'ours',
    store: 'memory',
    consume: () => {
      const limiter = new RateLimiter(new MemoryRateLimitStore(), silent);
      return (key) => limiter.consume('bench', key, policy);
    },
  },
  {
    name: 'rate-limiter-flexible',
    store: 'memory',
    consume: () => {
      const limiter = new flexible.RateLimiterMemory({ points: policy.limit, duration: policy.windowMs / 1000 });
      return (key) => limiter.consume(key);
    },
  },
  { name: 'ours', store: 'redis', consume: () => (key) => ourRedis.consume('bench', key, policy) },
  {
    name: 'rate-limiter-flexible',
    store: 'redis',
    consume: () => {
      const limiter = new flexible.RateLimiterRedis({
        storeClient: redis,
        points: policy.limit,
        duration: policy.windowMs / 1000,
        keyPrefix: `${namespace}:rlf`,
      });
      return (key) => limiter.consume(key);
    },
  },
];

const ROUNDS = 5;
const figures = contenders.map(() => ({ one: [] as number[], many: [] as number[], heap: [] as number[] }));
for (let round = 0; round < ROUNDS; round += 1) {
  for (const [index, { store, consume }] of contenders.entries()) {
    const calls = store === 'memory' ? 200_000 : 20_000;
    figures[index]!.one.push(await throughput(consume(), calls, 1));
    figures[index]!.many.push(await throughput(consume(), calls, 100));
    if (store === 'memory' && round === 0) figures[index]!.heap.push(await heapFor(consume(), 100_000));
  }
}
console.log(`median of ${ROUNDS} rounds, taken in turn; load average ${load()}`);
const rows = contenders.map(({ name, store }, index) => ({
  implementation: name,
  store,
  'consume, one at a time (ops/s)': format(median(figures[index]!.one)),
  'consume, 100 in flight (ops/s)': format(median(figures[index]!.many)),
  'heap for 100,000 keys (MB)': store === 'memory' ? median(figures[index]!.heap).toFixed(1) : '(in Redis)',
}));
console.table(rows);

const leftovers = await redis.keys(`${namespace}*`);
for (let i = 0; i < leftovers.length; i += 500) await redis.del(...leftovers.slice(i, i + 500));
redis.disconnect();
await ourRedis.close();
