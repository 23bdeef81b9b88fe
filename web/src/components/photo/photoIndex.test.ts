import { describe, expect, it } from 'vitest';
import { stepIndex, wrapIndex } from './photoIndex';

describe('wrapIndex', () => {
  it('moves one step and wraps around at both ends', () => {
    expect(wrapIndex(0, 1, 3, false)).toBe(1);
    expect(wrapIndex(2, 1, 3, false)).toBe(0);
    expect(wrapIndex(0, -1, 3, false)).toBe(2);
    expect(wrapIndex(1, -1, 3, false)).toBe(0);
  });

  it('waits for more photos at the end of what is loaded', () => {
    expect(wrapIndex(2, 1, 3, true)).toBeNull();
    expect(wrapIndex(0, -1, 3, true)).toBe(2);
  });

  it('has nowhere to go in an empty list', () => {
    expect(wrapIndex(0, 1, 0, false)).toBeNull();
  });
});

describe('stepIndex', () => {
  it('moves one step and stops at both ends', () => {
    expect(stepIndex(0, 1, 3)).toBe(1);
    expect(stepIndex(2, 1, 3)).toBeNull();
    expect(stepIndex(0, -1, 3)).toBeNull();
    expect(stepIndex(1, -1, 3)).toBe(0);
  });
});
