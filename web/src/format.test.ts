import { describe, expect, it } from 'vitest';
import {
  formatClockTime,
  formatDay,
  formatEventDate,
  formatFullDate,
  formatLongDay,
  formatLongDayAndTime,
  formatTime,
  formatTimestamp,
  fromLocalInputValue,
  isoOf,
  toLocalInputValue,
} from './format';

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
    expect(formatDay(isoOf(undefined))).toBe('');
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
    expect(fromLocalInputValue('')).toBeNull();
    expect(fromLocalInputValue('not a date')).toBeNull();
  });
});
