import { message } from '../i18n/messages.ts';
import { Repeater } from 'graphql-yoga';
import { AppError } from '../lib/errors.ts';
import type { FeedMessage, PhotoChange } from './photo-feed.ts';

/** One message of a live stream: a payload, or the reason the stream ends (then nothing follows). */
export type LiveItem<T> = { value: T } | { closed: AppError };

/** A stream that fell too far behind ends; the page reloads what it shows (503: try again now). */
export class LiveStreamOverflowError extends AppError {
  constructor() {
    super(message('errors.liveOverflow'), 503);
  }
}

/**
 * Turns an event's raw changes into what one subscriber may see. `toPayload` re-checks access and
 * reads the rows (null: nothing for this subscriber). An AppError it throws ends the stream with
 * that reason, so a guest whose PIN changed or a host who left stops receiving at once.
 *
 * `snapshot`, when given, is the first message: the state at the moment listening began.
 *
 * A Repeater, not an async generator: closing the subscription must end the feed even while no
 * change arrives (a generator waiting on `next()` would only notice at the next change).
 */
export function liveStream<T>(
  changes: AsyncIterableIterator<FeedMessage>,
  toPayload: (change: PhotoChange) => Promise<T | null>,
  options: { snapshot?: () => Promise<T> } = {},
): AsyncIterableIterator<LiveItem<T>> {
  return new Repeater<LiveItem<T>>(async (push, stop) => {
    void stop.then(() => changes.return?.());
    // Asking for the first change starts listening (locally, and on Redis). Only then does the
    // snapshot go out, so a client that got it misses no change that follows.
    let next = changes.next();
    if (options.snapshot) await push({ value: await options.snapshot() });
    let latest: IteratorResult<FeedMessage>;
    while ((latest = await next).done === false) {
      if (latest.value.kind === 'OVERFLOW') {
        await push({ closed: new LiveStreamOverflowError() });
        break;
      }
      try {
        const value = await toPayload(latest.value);
        if (value !== null) await push({ value });
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        await push({ closed: error });
        break;
      }
      next = changes.next();
    }
    stop();
  });
}
