import { describe, expect, it } from 'vitest';
import { createPhotoFeed, MAX_PENDING_CHANGES, type PhotoChange } from './photo-feed.ts';

const change = (eventId: number): PhotoChange => ({
  kind: 'ADDED',
  eventId,
  photos: [{ id: 7, status: 'PENDING', processingState: 'PROCESSING' }],
});

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

  it('lets a large event’s thousands of galleries follow it without a leak warning', async () => {
    const warnings: string[] = [];
    const warned = (warning: Error) => warnings.push(warning.name);
    process.on('warning', warned);
    const feed = createPhotoFeed({ log: { warn: () => undefined } });
    const followers = Array.from({ length: 50 }, () => feed.follow(1));
    const firsts = followers.map((follower) => follower.next());
    feed.publish(change(1));
    try {
      await expect(Promise.all(firsts)).resolves.toEqual(Array(50).fill({ done: false, value: change(1) }));
      // Node reports warnings on the next tick.
      await new Promise((resolve) => setTimeout(resolve, 10));
      expect(warnings).not.toContain('MaxListenersExceededWarning');
    } finally {
      process.off('warning', warned);
      for (const follower of followers) await follower.return?.();
      await feed.close();
    }
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

describe('a subscriber that falls behind', () => {
  it('cannot make publishing throw or stop the process: it gets what fits, then an overflow, then the end', async () => {
    const warnings: string[] = [];
    const feed = createPhotoFeed({ log: { warn: (_object, message) => warnings.push(message) } });
    const slow = feed.follow(1);
    const listening = slow.next(); // starts listening; nothing else is read while 3,000 changes arrive
    for (let i = 0; i < 3000; i += 1) expect(() => feed.publish(change(1))).not.toThrow();
    const received: string[] = [(await listening).value?.kind];
    for (let result = await slow.next(); !result.done; result = await slow.next()) received.push(result.value.kind);
    expect(received.length).toBeLessThanOrEqual(MAX_PENDING_CHANGES + 2);
    expect(received.at(-1)).toBe('OVERFLOW');
    expect(received.slice(0, -1).every((kind) => kind === 'ADDED')).toBe(true);
    expect(warnings).toContain('a live subscriber fell too far behind; its stream ends');
    // Others keep receiving.
    const other = feed.follow(1);
    const next = other.next();
    feed.publish(change(1));
    await expect(next).resolves.toEqual({ done: false, value: change(1) });
    await other.return?.();
    await feed.close();
  });

  it('is not closed by changes it does not act on, however many (issue 35: photos awaiting review at 1,000 guests)', async () => {
    const warnings: string[] = [];
    const feed = createPhotoFeed({ log: { warn: (_object, message) => warnings.push(message) } });
    const approved = (eventId: number): PhotoChange => ({
      kind: 'MODERATED',
      eventId,
      photos: [{ id: 8, status: 'APPROVED', previous: 'PENDING', processingState: 'READY' }],
    });
    const gallery = feed.follow(1, (published) => published.kind === 'MODERATED');
    const listening = gallery.next(); // nothing else is read while 3,000 changes of no interest arrive
    for (let i = 0; i < 3000; i += 1) feed.publish(change(1));
    feed.publish(approved(1));
    await expect(listening).resolves.toEqual({ done: false, value: approved(1) });
    const next = gallery.next();
    feed.publish(approved(1));
    await expect(next).resolves.toEqual({ done: false, value: approved(1) });
    expect(warnings).toEqual([]);
    await gallery.return?.();
    await feed.close();
  });
});
