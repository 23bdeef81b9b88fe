import { LRUCache } from 'lru-cache';

/**
 * A map of at most `maxEntries` entries that forgets the least recently used one first: memory stays
 * bounded however many keys callers bring. The bookkeeping is lru-cache's (docs/decisions/041: five times
 * our own Map-based reads, measured); what is ours are the product's operations on top.
 */
export class LruMap<K extends NonNullable<unknown>, V extends NonNullable<unknown>> {
  private readonly entries: LRUCache<K, V>;

  constructor(maxEntries: number) {
    if (!(maxEntries >= 1)) throw new Error('an LruMap holds at least one entry');
    this.entries = new LRUCache<K, V>({ max: maxEntries });
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: K): V | undefined {
    return this.entries.get(key);
  }

  set(key: K, value: V): void {
    this.entries.set(key, value);
  }

  delete(key: K): void {
    this.entries.delete(key);
  }

  /** Removes `key` only while it still holds `value` (a newer value stays). */
  deleteIf(key: K, value: V): void {
    // peek: looking does not make the entry recent.
    if (this.entries.peek(key) === value) this.entries.delete(key);
  }

  /** Removes every entry `matches` picks. */
  deleteWhere(matches: (value: V, key: K) => boolean): void {
    const doomed: K[] = [];
    this.entries.forEach((value, key) => {
      if (matches(value, key)) doomed.push(key);
    });
    for (const key of doomed) this.entries.delete(key);
  }

  /** Gives each entry the value `next` returns for it: what was read recently stays so. */
  replaceEach(next: (value: V, key: K) => V): void {
    // A set makes its key the newest, so setting them from the oldest to the newest keeps their order.
    const oldestFirst: [K, V][] = [];
    this.entries.rforEach((value, key) => oldestFirst.push([key, value]));
    for (const [key, value] of oldestFirst) this.entries.set(key, next(value, key));
  }

  clear(): void {
    this.entries.clear();
  }
}
