import { describe, expect, it } from 'vitest';
import { LruMap } from './lru-map.ts';

describe('LruMap', () => {
  it('forgets the least recently read or written entry first', () => {
    const map = new LruMap<string, number>(3);
    map.set('a', 1);
    map.set('b', 2);
    map.set('c', 3);
    expect(map.get('a')).toBe(1);
    map.set('d', 4);
    expect(map.get('b')).toBeUndefined();
    expect([map.get('a'), map.get('c'), map.get('d')]).toEqual([1, 3, 4]);
  });

  it('keeps a key read again and again as the newest', () => {
    const map = new LruMap<string, number>(2);
    map.set('hot', 1);
    map.set('cold', 2);
    for (let i = 0; i < 3; i += 1) expect(map.get('hot')).toBe(1);
    map.set('new', 3);
    expect(map.get('cold')).toBeUndefined();
    expect(map.get('hot')).toBe(1);
  });

  it('moves the newest key again once it was removed and written anew', () => {
    const map = new LruMap<string, number>(2);
    map.set('a', 1);
    map.set('b', 2);
    map.deleteIf('b', 2);
    map.set('c', 3);
    map.set('b', 4);
    expect(map.get('a')).toBeUndefined();
    map.get('c');
    map.set('d', 5);
    expect([map.get('b'), map.get('c'), map.get('d')]).toEqual([undefined, 3, 5]);
  });

  it('replaces values in place: the least recently used entry is still forgotten first', () => {
    const map = new LruMap<string, number>(3);
    map.set('a', 1);
    map.set('b', 2);
    map.set('c', 3);
    map.replaceEach((value, key) => (key === 'c' ? value : value * 10));
    map.set('d', 4);
    expect([map.get('a'), map.get('b'), map.get('c'), map.get('d')]).toEqual([undefined, 20, 3, 4]);
  });
});
