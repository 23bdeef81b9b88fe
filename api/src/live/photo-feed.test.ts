import { describe, expect, it } from 'vitest';
import { createPhotoFeed, type PhotoChange } from './photo-feed.ts';

const change = (eventId: number): PhotoChange => ({ kind: 'ADDED', eventId, photos: [{ id: 7, status: 'PENDING' }] });

describe('the photo feed', () => {
  it('delivers an event’s changes to that event’s followers only', async () => {
    const feed = createPhotoFeed({ log: { warn: () => undefined } });
    const mine = feed.follow(1);
    const first = mine.next();
    feed.publish(change(2));
    feed.publish(change(1));
    await expect(first).resolves.toEqual({ done: false, value: change(1) });
    await mine.return?.();
    await feed.close();
  });

  it('with Redis unreachable, publishing and following neither throw nor stop the process; the loss is logged', async () => {
    const warnings: string[] = [];
    const feed = createPhotoFeed({
      redisUrl: 'redis://127.0.0.1:1',
      log: { warn: (_object, message) => warnings.push(message) },
    });
    const follower = feed.follow(1);
    void follower.next();
    expect(() => feed.publish(change(1))).not.toThrow();
    // ioredis gives up on queued commands after its retries; an unhandled rejection would fail this file.
    await expect.poll(() => warnings.includes('live update not sent'), { timeout: 8000 }).toBe(true);
    await expect.poll(() => warnings.includes('live updates not followed'), { timeout: 8000 }).toBe(true);
    await follower.return?.();
    await feed.close();
  });
});
