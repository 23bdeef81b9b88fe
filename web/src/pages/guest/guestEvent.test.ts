import { describe, expect, it } from 'vitest';
import { DEFAULT_VIDEO_LIMITS, MB } from '../../../../common/upload-limits';
import { videoLimitsOf } from './guestEvent';

describe('videoLimitsOf', () => {
  it("uses the server's limits, and the defaults where it sent none", () => {
    const configured = { maxBytes: 200 * MB, maxSeconds: 120, slideshowSeconds: 10 };
    expect(videoLimitsOf({ videoLimits: configured })).toEqual(configured);
    expect(videoLimitsOf({ videoLimits: null })).toEqual(DEFAULT_VIDEO_LIMITS);
    expect(videoLimitsOf({})).toEqual(DEFAULT_VIDEO_LIMITS);
    expect(DEFAULT_VIDEO_LIMITS).toEqual({ maxBytes: 1024 * MB, maxSeconds: 300, slideshowSeconds: 30 });
  });
});
