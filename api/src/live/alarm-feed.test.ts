import { Repeater } from 'graphql-yoga';
import { describe, expect, it } from 'vitest';
import { withAlarm } from './alarm-feed.ts';
import type { FeedMessage } from './photo-feed.ts';

/** A feed that publishes nothing until the test pushes, and tells when it was returned. */
function quietFeed() {
  let push!: (message: FeedMessage) => Promise<unknown>;
  let returned = false;
  const feed = new Repeater<FeedMessage>(async (pushMessage, stop) => {
    push = pushMessage;
    await stop;
    returned = true;
  });
  // (A repeater's push settles when the next value is asked for, so tests do not wait on it.)
  return { feed, push: (message: FeedMessage) => push(message), returned: () => returned };
}

describe('withAlarm', () => {
  it('wakes its follower at the time with an EVENT_CHANGED of its own, passes the feed on, and stops both', async () => {
    const { feed, push, returned } = quietFeed();
    const { changes, setAlarm } = withAlarm(feed, 7);
    const first = changes.next();
    setAlarm(new Date(Date.now() + 50));
    const started = Date.now();
    expect(await first).toEqual({ done: false, value: { kind: 'EVENT_CHANGED', eventId: 7 } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);

    const second = changes.next();
    void push({ kind: 'REMOVED', eventId: 7, photos: [] });
    expect(await second).toEqual({ done: false, value: { kind: 'REMOVED', eventId: 7, photos: [] } });

    // A cancelled alarm never rings.
    setAlarm(new Date(Date.now() + 30));
    setAlarm(null);
    const third = changes.next();
    const rang = await Promise.race([third.then(() => true), new Promise((r) => setTimeout(() => r(false), 80))]);
    expect(rang).toBe(false);
    await changes.return?.();
    expect(returned()).toBe(true);
  });
});
