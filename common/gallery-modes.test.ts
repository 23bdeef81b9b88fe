import { describe, expect, it } from 'vitest';
import { slideshowClosedReason } from './gallery-modes.ts';

describe('slideshowClosedReason', () => {
  it('says plainly why the slideshow of a private gallery or a drop box has nothing to play', () => {
    expect(slideshowClosedReason('OWN')).toBe(
      "This event's photos are private to each guest, so the slideshow has nothing to show.",
    );
    expect(slideshowClosedReason('NONE')).toBe(
      "This event's photos go to the hosts only, so the slideshow has nothing to show.",
    );
  });

  it('has nothing to say while every guest sees the gallery', () => {
    expect(slideshowClosedReason('ALL')).toBeNull();
  });
});
