/**
 * A map of at most `maxEntries` entries that forgets the least recently used one first: memory stays
 * bounded however many keys callers bring. (A Map keeps insertion order; a read moves its key last.)
 */
export class LruMap<K, V> {
  private readonly entries = new Map<K, V>();
  /** The key read or written last: it is last already, and a hot key read again needs no move. */
  private newest: K | undefined;

  constructor(private readonly maxEntries: number) {
    if (!(maxEntries >= 1)) throw new Error('an LruMap holds at least one entry');
  }

  get size(): number {
    return this.entries.size;
  }

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

  /** Removes `key` only while it still holds `value` (a newer value stays). */
  deleteIf(key: K, value: V): void {
    if (this.entries.get(key) === value) this.entries.delete(key);
  }

  /** Removes every entry `matches` picks. */
  deleteWhere(matches: (value: V, key: K) => boolean): void {
    for (const [key, value] of this.entries) if (matches(value, key)) this.entries.delete(key);
  }

  /** Gives each entry the value `next` returns for it, in place: what was read recently stays so. */
  replaceEach(next: (value: V, key: K) => V): void {
    // Setting a key the map holds keeps its place, and the iteration visits each key once.
    for (const [key, value] of this.entries) this.entries.set(key, next(value, key));
  }

  clear(): void {
    this.entries.clear();
  }
}
