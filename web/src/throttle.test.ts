import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { throttle } from './throttle';

describe('throttle', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs the first call at once', () => {
    const fn = vi.fn();
    throttle(fn, 10_000)();
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('folds a burst into one run at the end of the interval, and none after it', () => {
    const fn = vi.fn();
    const refresh = throttle(fn, 10_000);
    refresh();
    for (let second = 1; second <= 9; second++) {
      vi.advanceTimersByTime(1_000);
      refresh();
    }
    expect(fn).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1_000);
    expect(fn).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(60_000);
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('runs again at once after a quiet interval', () => {
    const fn = vi.fn();
    const refresh = throttle(fn, 10_000);
    refresh();
    vi.advanceTimersByTime(10_000);
    refresh();
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('keeps runs an interval apart under a steady stream of calls', () => {
    const runs: number[] = [];
    const refresh = throttle(() => runs.push(Date.now()), 10_000);
    const start = Date.now();
    for (let tick = 0; tick < 35; tick++) {
      refresh();
      vi.advanceTimersByTime(1_000);
    }
    expect(runs.map((at) => at - start)).toEqual([0, 10_000, 20_000, 30_000]);
  });

  it('cancel drops the waiting run', () => {
    const fn = vi.fn();
    const refresh = throttle(fn, 10_000);
    refresh();
    refresh();
    refresh.cancel();
    vi.advanceTimersByTime(60_000);
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
