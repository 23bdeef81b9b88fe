import { describe, expect, it } from 'vitest';
import { createPhotoFeed } from '../live/photo-feed.ts';
import { PUBLIC_READ_CACHE_CONTROL } from './http-cache-plugin.ts';
import { PublicAnswerCache } from './public-answer-cache.ts';

// The rules by which a public answer is kept and forgotten (the request side is in
// public-answer-events.test.ts): an answer is kept only if no event it was made of changed while it ran.

function publicResponse() {
  return new Response('{}', { status: 200, headers: { 'cache-control': PUBLIC_READ_CACHE_CONTROL } });
}

function setUp() {
  const feed = createPhotoFeed({ log: { warn: () => undefined } });
  const cache = new PublicAnswerCache(feed);
  const changeOf = (eventId: number) => feed.publish({ kind: 'EVENT_CHANGED', eventId });
  const keep = (key: string, mark: number, events: number[]) =>
    cache.keep(key, mark, publicResponse(), Buffer.from(key), new Set(events));
  return { cache, changeOf, keep };
}

describe('PublicAnswerCache', () => {
  it('does not keep an answer whose event changed while it ran, and keeps one whose neighbour did', () => {
    const { cache, changeOf, keep } = setUp();
    const mark = cache.mark();
    changeOf(7);
    keep('of 7', mark, [7]);
    keep('of 8', mark, [8]);
    keep('of 8 and 7', mark, [8, 7]);
    expect(cache.get('of 7')).toBeUndefined();
    expect(cache.get('of 8')?.body.toString()).toBe('of 8');
    expect(cache.get('of 8 and 7')).toBeUndefined();
  });

  it('forgets an answer when one of its events changes, and one that read no event on any change', () => {
    const { cache, changeOf, keep } = setUp();
    keep('of 1', cache.mark(), [1]);
    keep('of 2', cache.mark(), [2]);
    keep('of none', cache.mark(), []);
    changeOf(3);
    expect(cache.get('of 1')).toBeDefined();
    expect(cache.get('of 2')).toBeDefined();
    expect(cache.get('of none')).toBeUndefined();
    changeOf(2);
    expect(cache.get('of 1')).toBeDefined();
    expect(cache.get('of 2')).toBeUndefined();
  });

  it('does not keep an answer that read no event if anything changed while it ran', () => {
    const { cache, changeOf, keep } = setUp();
    const mark = cache.mark();
    changeOf(5);
    keep('of none', mark, []);
    expect(cache.get('of none')).toBeUndefined();
  });

  it('judges no answer started before its record of changes began again (past 10,000 events)', () => {
    const { cache, changeOf, keep } = setUp();
    const mark = cache.mark();
    // Event 1 changes, then so many others that the record of event 1's change is let go.
    for (let eventId = 1; eventId <= 10_001; eventId += 1) changeOf(eventId);
    keep('of 1', mark, [1]);
    expect(cache.get('of 1')).toBeUndefined();
    const later = cache.mark();
    changeOf(20_000);
    keep('of 1, later', later, [1]);
    expect(cache.get('of 1, later')).toBeDefined();
  });
});
