import { describe, expect, it } from 'vitest';
import { isAlmostTime, timeLeft } from './countdown';

const now = new Date('2027-06-01T12:00:00Z');

describe('timeLeft', () => {
  it('splits the time until the event into days, hours, minutes and seconds', () => {
    const left = timeLeft(new Date('2027-06-03T15:04:05Z'), now);
    expect(left).toMatchObject({ days: 2, hours: 3, minutes: 4, seconds: 5 });
    expect(left && isAlmostTime(left)).toBe(false);
  });

  it("says 'Almost Time!' under one day", () => {
    const left = timeLeft(new Date('2027-06-02T11:59:59Z'), now);
    expect(left).toMatchObject({ days: 0, hours: 23, minutes: 59, seconds: 59 });
    expect(left && isAlmostTime(left)).toBe(true);
  });

  it('is over once the event has started (the countdown hides)', () => {
    expect(timeLeft(now, now)).toBeNull();
    expect(timeLeft(new Date('2027-05-01T00:00:00Z'), now)).toBeNull();
    expect(timeLeft(new Date('not a date'), now)).toBeNull();
  });
});
