import { describe, expect, it } from 'vitest';
import { fitSizes, largestFitting, linesOf } from './fitFontSize';

describe('shrinking a text to fit', () => {
  it('tries the natural size first, then smaller steps down to the minimum', () => {
    expect(fitSizes(48, 40)).toEqual([48, 46, 44, 42, 40]);
    expect(fitSizes(21, 16)).toEqual([21, 19, 17, 16]);
    expect(fitSizes(12)).toEqual([12]);
  });

  it('keeps the largest size that fits, and the smallest when none does', () => {
    // A text that needs at most 30 px to take three lines.
    expect(largestFitting(fitSizes(48), (size) => size <= 30)).toBe(30);
    expect(largestFitting(fitSizes(48), () => true)).toBe(48);
    expect(largestFitting(fitSizes(48), () => false)).toBe(12);
  });

  it('counts lines from a height', () => {
    expect(linesOf(180, 60)).toBe(3);
    expect(linesOf(181.5, 60)).toBe(3);
    expect(linesOf(240, 60)).toBe(4);
  });
});
