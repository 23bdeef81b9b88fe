import { beforeAll, describe, expect, it } from 'vitest';
import { readEnglish } from '../../i18n/testing';
import { countdown, daysUntil } from './countdown';

beforeAll(readEnglish);

// Local-time constructors, so the tests mean the same in every time zone.
const now = new Date(2027, 5, 12, 15, 0); // Sat 12 June 2027, 15:00

function at(month: number, day: number, hour = 12, minute = 0, year = 2027): Date {
  return new Date(year, month - 1, day, hour, minute);
}

describe('daysUntil', () => {
  it('counts calendar days, not 24-hour periods', () => {
    expect(daysUntil(at(6, 12, 0, 0), now)).toBe(0);
    expect(daysUntil(at(6, 12, 23, 59), now)).toBe(0);
    expect(daysUntil(at(6, 13, 0, 5), now)).toBe(1);
    expect(daysUntil(at(6, 11, 23, 59), now)).toBe(-1);
  });

  it('crosses month and year ends', () => {
    expect(daysUntil(at(7, 1), now)).toBe(19);
    expect(daysUntil(at(1, 1, 12, 0, 2028), now)).toBe(203);
    expect(daysUntil(at(1, 1, 0, 0, 2028), at(12, 31, 23, 59))).toBe(1);
  });

  it("counts on the calendar of the event's place when its zone is given", () => {
    // 01:30 on Sunday 13 June in Istanbul is still Saturday 12 June, 18:30, in New York.
    const istanbulNight = new Date('2027-06-12T22:30:00.000Z');
    const newYorkEvening = new Date('2027-06-12T22:00:00.000Z');
    expect(daysUntil(istanbulNight, newYorkEvening, 'Europe/Istanbul')).toBe(0);
    expect(daysUntil(istanbulNight, newYorkEvening, 'America/New_York')).toBe(0);
    // At 20:00 in Istanbul (17:00 UTC) the wedding at 01:30 is tomorrow there.
    expect(daysUntil(istanbulNight, new Date('2027-06-12T17:00:00.000Z'), 'Europe/Istanbul')).toBe(1);
    expect(countdown(istanbulNight, new Date('2027-06-12T21:30:00.000Z'), 'Europe/Istanbul').label).toBe('Today!');
  });

  it('is not thrown off by a daylight-saving change between the two days', () => {
    // Whatever the local zone, March to April and October to November span the usual changes.
    expect(daysUntil(new Date(2027, 3, 5, 0, 30), new Date(2027, 2, 20, 23, 30))).toBe(16);
    expect(daysUntil(new Date(2027, 10, 5, 0, 30), new Date(2027, 9, 20, 23, 30))).toBe(16);
  });
});

describe('countdown', () => {
  it('marks events before today as past, even earlier the same week', () => {
    expect(countdown(at(6, 11, 23, 0), now)).toEqual({ days: -1, label: 'Past Event', tone: 'past' });
    expect(countdown(at(1, 1, 10, 0, 2020), now).label).toBe('Past Event');
  });

  it('says Today! for any time on the same calendar day, also hours already gone', () => {
    expect(countdown(at(6, 12, 9, 0), now)).toEqual({ days: 0, label: 'Today!', tone: 'today' });
    expect(countdown(at(6, 12, 23, 30), now)).toEqual({ days: 0, label: 'Today!', tone: 'today' });
  });

  it('uses the singular for one day', () => {
    expect(countdown(at(6, 13, 8, 0), now)).toEqual({ days: 1, label: '1 day left', tone: 'orange' });
  });

  it('is orange up to 7 days', () => {
    expect(countdown(at(6, 14), now)).toEqual({ days: 2, label: '2 days left', tone: 'orange' });
    expect(countdown(at(6, 19), now)).toEqual({ days: 7, label: '7 days left', tone: 'orange' });
  });

  it('is yellow from 8 up to 30 days', () => {
    expect(countdown(at(6, 20), now)).toEqual({ days: 8, label: '8 days left', tone: 'yellow' });
    expect(countdown(at(7, 12), now)).toEqual({ days: 30, label: '30 days left', tone: 'yellow' });
  });

  it('is blue beyond 30 days', () => {
    expect(countdown(at(7, 13), now)).toEqual({ days: 31, label: '31 days left', tone: 'blue' });
    expect(countdown(at(6, 12, 12, 0, 2028), now)).toEqual({ days: 366, label: '366 days left', tone: 'blue' });
  });
});
