import { Repeater } from 'graphql-yoga';
import type { FeedMessage } from './photo-feed.ts';

/** setTimeout's longest wait (about 24.8 days); a later alarm wakes then, finds it early and is set again. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/** One follower's feed with an alarm of its own: see withAlarm. */
export interface AlarmFeed {
  changes: AsyncIterableIterator<FeedMessage>;
  /** Wakes the follower at `at` (null: never); replaces the alarm set before. */
  setAlarm: (at: Date | null) => void;
}

/**
 * An event's feed for one follower, which also wakes it at a time it sets (a gallery's reveal, decision
 * 052) with an EVENT_CHANGED of its own: the follower then reads the event and decides what changed, as
 * for any change of the event's settings. The message is this follower's alone (never published), so a
 * venue of open pages costs one timer each and no message to the other instances or caches; a reveal moved
 * or made early by the hosts reaches the follower as a published EVENT_CHANGED, after which it sets its
 * alarm again. The timer goes when the follower stops.
 */
export function withAlarm(feed: AsyncIterableIterator<FeedMessage>, eventId: number): AlarmFeed {
  let timer: NodeJS.Timeout | undefined;
  let wake: (() => void) | undefined;
  const setAlarm = (at: Date | null) => {
    clearTimeout(timer);
    timer = undefined;
    if (at === null) return;
    const arm = () => {
      const wait = at.getTime() - Date.now();
      if (wait > MAX_TIMER_MS) timer = setTimeout(arm, MAX_TIMER_MS);
      // A little after the time, so the follower's own clock finds the reveal passed.
      else timer = setTimeout(() => wake?.(), Math.max(0, wait) + 5);
    };
    arm();
  };
  const changes = new Repeater<FeedMessage>(async (push, stop) => {
    wake = () => void push({ kind: 'EVENT_CHANGED', eventId }).catch(() => undefined);
    void stop.then(() => {
      clearTimeout(timer);
      wake = undefined;
      return feed.return?.();
    });
    let next: IteratorResult<FeedMessage>;
    while (
      (next = await Promise.race([feed.next(), stop.then(() => ({ done: true, value: undefined }) as const)])).done ===
      false
    ) {
      await push(next.value);
    }
    stop();
  });
  return { changes, setAlarm };
}
