import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatClockTime,
  formatDay,
  formatEventDate,
  formatFileSize,
  formatFullDate,
  formatLongDay,
  formatLongDayAndTime,
  formatTime,
  formatTimestamp,
  fromLocalInputValue,
  toLocalInputValue,
} from './format';

describe('sizes', () => {
  it('give storage figures up to terabytes', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(3_500_000_000)).toBe('3.3 GB');
  });

  it("give a picked photo's size as the upload dialog shows it: whole KB (never 0), then MB to one decimal", () => {
    expect(formatFileSize(0)).toBe('1 KB');
    expect(formatFileSize(500)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('2 KB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1024 KB');
    expect(formatFileSize(3.5 * 1024 * 1024)).toBe('3.5 MB');
    expect(formatFileSize(15 * 1024 * 1024)).toBe('15.0 MB');
  });
});

const iso = '2027-06-12T14:30:05.000Z';
const date = new Date(iso);

describe('date formats', () => {
  it('say what the browser built-ins they replace said', () => {
    expect(formatClockTime(date)).toBe(date.toLocaleTimeString());
    expect(formatTimestamp(iso)).toBe(date.toLocaleString());
    expect(formatLongDay(iso)).toBe(
      date.toLocaleDateString(undefined, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
    );
    expect(formatLongDayAndTime(iso)).toBe(date.toLocaleString(undefined, { dateStyle: 'full', timeStyle: 'short' }));
    expect(formatFullDate(iso)).toBe(date.toLocaleDateString(undefined, { dateStyle: 'full' }));
  });

  it('give an event its day and time', () => {
    expect(formatEventDate(iso)).toBe(
      `${date.toLocaleDateString(undefined, { weekday: 'short', day: 'numeric', month: 'long', year: 'numeric' })}, ${date.toLocaleTimeString(undefined, { timeStyle: 'short' })}`,
    );
  });

  it('say nothing for what is not a date, rather than throw', () => {
    for (const format of [
      formatDay,
      formatTime,
      formatEventDate,
      formatLongDay,
      formatLongDayAndTime,
      formatFullDate,
    ]) {
      expect(format('not a date')).toBe('');
    }
  });
});

describe('datetime-local values', () => {
  it('round-trips an instant through the input', () => {
    const iso = '2027-06-12T14:30:00.000Z';
    expect(toLocalInputValue(iso)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocalInputValue(toLocalInputValue(iso))).toBe(iso);
  });

  it('keeps empty and unreadable values empty', () => {
    expect(toLocalInputValue(null)).toBe('');
    expect(toLocalInputValue('')).toBe('');
    expect(toLocalInputValue('not a date')).toBe('');
    expect(fromLocalInputValue('')).toBeNull();
    expect(fromLocalInputValue('not a date')).toBeNull();
  });
});
