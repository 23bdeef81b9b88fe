import { describe, expect, it } from 'vitest';
import {
  endWatch,
  failWatch,
  resumeWatch,
  startWatch,
  VIDEO_START_TIMEOUT_MS,
  VIDEO_STALL_MS,
  videoVerdict,
  watchPosition,
} from './videoSlide';

const LIMIT = 30;

describe('how long the slideshow shows a video', () => {
  it('plays it to its end when it is shorter than the limit', () => {
    let watch = startWatch(0);
    watch = watchPosition(watch, 0, 500);
    watch = watchPosition(watch, 4.5, 5_000);
    expect(videoVerdict(watch, 5_000, LIMIT)).toBe('play');
    expect(videoVerdict(endWatch(watch), 5_100, LIMIT)).toBe('done');
  });

  it('moves on once a long video has played the limit, not at its end', () => {
    let watch = watchPosition(startWatch(0), 0, 200);
    watch = watchPosition(watch, 29.9, 30_100);
    expect(videoVerdict(watch, 30_100, LIMIT)).toBe('play');
    watch = watchPosition(watch, 30.1, 30_300);
    expect(videoVerdict(watch, 30_300, LIMIT)).toBe('done');
    // Another deployment's limit (SLIDESHOW_VIDEO_SECONDS=10).
    expect(videoVerdict(watchPosition(startWatch(0), 10, 10_000), 10_000, 10)).toBe('done');
  });

  it('skips a video that never starts playing (no data, autoplay refused)', () => {
    const watch = startWatch(1_000);
    expect(videoVerdict(watch, 1_000 + VIDEO_START_TIMEOUT_MS - 1, LIMIT)).toBe('play');
    expect(videoVerdict(watch, 1_000 + VIDEO_START_TIMEOUT_MS, LIMIT)).toBe('skip');
  });

  it('skips a video whose position stops moving (a stalled download), but not one that keeps moving', () => {
    let watch = watchPosition(startWatch(0), 0, 300);
    watch = watchPosition(watch, 3, 3_300);
    // The same position reported again is no progress.
    watch = watchPosition(watch, 3, 6_000);
    expect(videoVerdict(watch, 3_300 + VIDEO_STALL_MS - 1, LIMIT)).toBe('play');
    expect(videoVerdict(watch, 3_300 + VIDEO_STALL_MS, LIMIT)).toBe('skip');
    watch = watchPosition(watch, 3.2, 3_300 + VIDEO_STALL_MS - 1);
    expect(videoVerdict(watch, 3_300 + VIDEO_STALL_MS, LIMIT)).toBe('play');
  });

  it('skips a video that fails at once, whatever it played', () => {
    const watch = watchPosition(startWatch(0), 2, 2_000);
    expect(videoVerdict(failWatch(watch), 2_100, LIMIT)).toBe('skip');
  });

  it('does not count a paused slideshow as a stall or a slow start', () => {
    const started = watchPosition(watchPosition(startWatch(0), 0, 100), 1, 1_100);
    // Paused for a minute, then resumed.
    const resumed = resumeWatch(started, 61_100);
    expect(videoVerdict(resumed, 61_100 + VIDEO_STALL_MS - 1, LIMIT)).toBe('play');
    const notStarted = resumeWatch(startWatch(0), 60_000);
    expect(videoVerdict(notStarted, 60_000 + VIDEO_START_TIMEOUT_MS - 1, LIMIT)).toBe('play');
  });
});
