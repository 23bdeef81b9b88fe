import { describe, expect, it } from 'vitest';
import { MAX_ROW_ID, parseRowId } from './row-id.ts';

describe('parseRowId', () => {
  it('takes whole numbers from 1 to the largest integer id, as digits or numbers', () => {
    expect(parseRowId('1')).toBe(1);
    expect(parseRowId('0042')).toBe(42);
    expect(parseRowId('2147483647')).toBe(2_147_483_647);
    expect(parseRowId(7)).toBe(7);
    expect(parseRowId(MAX_ROW_ID)).toBe(MAX_ROW_ID);
  });

  it('refuses what no row can have: zero, negatives, fractions, too large, not digits', () => {
    for (const value of ['0', '-1', '1.5', '2147483648', '99999999999', '1e3', ' 1', '', 'abc', 0, -3, 1.5, 2 ** 31]) {
      expect(parseRowId(value)).toBeNull();
    }
    expect(parseRowId(null)).toBeNull();
    expect(parseRowId(undefined)).toBeNull();
    expect(parseRowId({})).toBeNull();
  });
});
