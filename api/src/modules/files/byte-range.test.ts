import { expect, it } from 'vitest';
import { ifRangeHolds, rangeOf } from './byte-range.ts';

// Issue 30, item 4: video players ask for parts of files (RFC 9110 §14).

it('reads the three forms of one range against the file size', () => {
  const size = 1000;
  expect(rangeOf('bytes=0-99', size)).toEqual({ kind: 'part', start: 0, end: 99 });
  expect(rangeOf('bytes=500-', size)).toEqual({ kind: 'part', start: 500, end: 999 });
  expect(rangeOf('bytes=-100', size)).toEqual({ kind: 'part', start: 900, end: 999 });
  // Past the end is cut to the last byte; a suffix longer than the file is the whole file, as a part.
  expect(rangeOf('bytes=990-5000', size)).toEqual({ kind: 'part', start: 990, end: 999 });
  expect(rangeOf('bytes=-5000', size)).toEqual({ kind: 'part', start: 0, end: 999 });
  expect(rangeOf('bytes=999-999', size)).toEqual({ kind: 'part', start: 999, end: 999 });
  // The unit is case-insensitive; spaces around the range are allowed.
  expect(rangeOf('Bytes= 10-19 ', size)).toEqual({ kind: 'part', start: 10, end: 19 });
});

it('is unsatisfiable from past the end, for the last 0 bytes, and on an empty file', () => {
  expect(rangeOf('bytes=1000-', 1000)).toEqual({ kind: 'unsatisfiable' });
  expect(rangeOf('bytes=1000-2000', 1000)).toEqual({ kind: 'unsatisfiable' });
  expect(rangeOf('bytes=99999999999999999999999-', 1000)).toEqual({ kind: 'unsatisfiable' });
  expect(rangeOf('bytes=-0', 1000)).toEqual({ kind: 'unsatisfiable' });
  expect(rangeOf('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
  expect(rangeOf('bytes=-5', 0)).toEqual({ kind: 'unsatisfiable' });
});

it('ignores (whole file) no header, other units, nonsense, backwards ranges and several ranges', () => {
  for (const header of [
    undefined,
    '',
    'items=0-5',
    'bytes',
    'bytes=',
    'bytes=-',
    'bytes=a-b',
    'bytes=1.5-3',
    'bytes=5-3',
    'bytes=0-1,5-6',
    'bytes=0-1, bytes=5-6',
    `bytes=0-1${',2-3'.repeat(100)}`,
  ]) {
    expect([header, rangeOf(header, 1000)]).toEqual([header, { kind: 'whole' }]);
  }
});

it('honours a range under If-Range only with the current ETag, compared strongly', () => {
  expect(ifRangeHolds(undefined, '"v1-a"')).toBe(true);
  expect(ifRangeHolds('"v1-a"', '"v1-a"')).toBe(true);
  expect(ifRangeHolds('"v0-a"', '"v1-a"')).toBe(false);
  expect(ifRangeHolds('W/"v1-a"', '"v1-a"')).toBe(false);
  expect(ifRangeHolds('Wed, 21 Oct 2026 07:28:00 GMT', '"v1-a"')).toBe(false);
});
