import { describe, expect, it } from 'vitest';
import { wrapIndex } from './viewerIndex';

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
