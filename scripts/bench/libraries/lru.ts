/**
 * The hand-written LRU map the product had until decision 041 (kept below for the comparison), against
 * lru-cache's LRUCache, and LruMap (api/src/lib/lru-map.ts) as it is now, our operations on lru-cache. On
 * the shapes the product uses: the public read cache (1,000 events, string slugs) and the serialized-
 * answer cache (256 entries). `node --expose-gc --import tsx scripts/bench/libraries/lru.ts`
 */
import { LRUCache } from 'lru-cache';
import { LruMap } from '../../../api/src/lib/lru-map.ts';
import { format, load, median, opsPerSecond } from './candidates.ts';

/** The hand-written map as it was: a Map in insertion order, a read moving its key last. */
class HandWrittenLru<K, V> {
  private readonly entries = new Map<K, V>();
  private newest: K | undefined;

  constructor(private readonly maxEntries: number) {}

  get(key: K): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined && key !== this.newest) {
      this.entries.delete(key);
      this.entries.set(key, value);
      this.newest = key;
    }
    return value;
  }

  set(key: K, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    this.newest = key;
    if (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
  }
}

interface Cache {
  get(key: string): unknown;
  set(key: string, value: object): void;
}

const makers: Record<string, (max: number) => Cache> = {
  'hand-written (before 041)': (max) => new HandWrittenLru<string, object>(max),
  'lru-cache 11': (max) => new LRUCache<string, object>({ max }),
  'LruMap now (on lru-cache)': (max) => new LruMap<string, object>(max),
};

const keys = Array.from({ length: 20_000 }, (_, i) => `event-slug-${i}`);
const value = { answer: 'x' };
// A skewed mix: most reads go to a few hot events (a wedding in progress), the rest spread out.
const skewed = Array.from({ length: 1 << 16 }, () => keys[Math.floor(Math.random() ** 3 * 5_000)]!);
/** Keeps the big caches reachable until their heap is measured. */
const kept: Cache[] = [];

const ROUNDS = 5;
const names = Object.keys(makers);
const figures = names.map(() => ({ hit: [] as number[], churn: [] as number[], mixed: [] as number[], heap: 0 }));
for (let round = 0; round < ROUNDS; round += 1) {
  for (const [index, name] of names.entries()) {
    const make = makers[name]!;
    const hits = make(1_000);
    for (let i = 0; i < 1_000; i += 1) hits.set(keys[i]!, value);
    const churn = make(1_000);
    const mixed = make(1_000);
    figures[index]!.hit.push(opsPerSecond((i) => hits.get(keys[i % 1_000]!), 0.5));
    figures[index]!.churn.push(opsPerSecond((i) => churn.set(keys[i % 20_000]!, value), 0.5));
    figures[index]!.mixed.push(
      opsPerSecond((i) => {
        const key = skewed[i & 0xffff]!;
        if (i % 10 === 0 || mixed.get(key) === undefined) mixed.set(key, value);
      }, 0.5),
    );
    if (round === 0) {
      globalThis.gc?.();
      const before = process.memoryUsage().heapUsed;
      const big = make(100_000);
      for (let i = 0; i < 100_000; i += 1) big.set(`k${i}`, { i });
      kept.push(big);
      globalThis.gc?.();
      figures[index]!.heap = (process.memoryUsage().heapUsed - before) / 1e6;
    }
  }
}
console.log(`median of ${ROUNDS} rounds, taken in turn; load average ${load()}`);
console.table(
  names.map((name, index) => ({
    implementation: name,
    'get, hit (ops/s)': format(median(figures[index]!.hit)),
    'set, evicting (ops/s)': format(median(figures[index]!.churn)),
    '90% get / 10% set, skewed (ops/s)': format(median(figures[index]!.mixed)),
    'heap for 100,000 entries (MB)': figures[index]!.heap.toFixed(1),
  })),
);
