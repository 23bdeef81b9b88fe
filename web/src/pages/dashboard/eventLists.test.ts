import { describe, expect, it } from 'vitest';
import { analyticsOf, upcomingFirst } from './eventLists';

const now = new Date(2027, 5, 12, 15, 0); // Sat 12 June 2027, 15:00 local time

type TestEvent = {
  title: string;
  status: 'ACTIVE' | 'INACTIVE';
  dateTime: string;
  photoCount: number;
  rsvpCount: number;
};

function event(title: string, date: Date, status: TestEvent['status'] = 'ACTIVE', photos = 0, rsvps = 0): TestEvent {
  return { title, status, dateTime: date.toISOString(), photoCount: photos, rsvpCount: rsvps };
}

const lastYear = event('Last year', new Date(2026, 5, 1, 18, 0), 'ACTIVE', 40, 10);
const lastWeek = event('Last week', new Date(2027, 5, 5, 18, 0), 'ACTIVE', 5, 2);
const thisMorning = event('This morning', new Date(2027, 5, 12, 9, 0), 'ACTIVE', 3, 1);
const tomorrow = event('Tomorrow', new Date(2027, 5, 13, 18, 0), 'ACTIVE', 0, 4);
const nextMonth = event('Next month', new Date(2027, 6, 20, 18, 0), 'ACTIVE', 0, 0);
const nextYear = event('Next year', new Date(2028, 0, 1, 18, 0), 'ACTIVE', 0, 0);
const hidden = event('Inactive soon', new Date(2027, 5, 14, 18, 0), 'INACTIVE', 100, 50);

const titles = (events: readonly TestEvent[]) => events.map((item) => item.title);

describe('upcomingFirst', () => {
  it('puts events still to come first (soonest first), then past ones (latest first)', () => {
    const apiOrder = [lastYear, lastWeek, thisMorning, tomorrow, nextMonth, nextYear];
    expect(titles(upcomingFirst(apiOrder, now))).toEqual([
      'This morning',
      'Tomorrow',
      'Next month',
      'Next year',
      'Last week',
      'Last year',
    ]);
  });

  it('keeps an empty list empty', () => {
    expect(upcomingFirst([], now)).toEqual([]);
  });
});

describe('analyticsOf', () => {
  it('counts photos and RSVPs over active events only', () => {
    const stats = analyticsOf([lastYear, lastWeek, thisMorning, tomorrow, nextMonth, hidden], now);
    expect(stats.totalEvents).toBe(6);
    expect(stats.activeEvents).toBe(5);
    expect(stats.totalPhotos).toBe(40 + 5 + 3);
    expect(stats.totalRsvps).toBe(10 + 2 + 1 + 4);
  });

  it('lists at most 3 upcoming active events, soonest first, today included', () => {
    const stats = analyticsOf([nextYear, hidden, lastWeek, nextMonth, tomorrow, thisMorning], now);
    expect(titles(stats.upcoming)).toEqual(['This morning', 'Tomorrow', 'Next month']);
  });

  it('has no upcoming events when all are past or inactive', () => {
    const stats = analyticsOf([lastYear, lastWeek, hidden], now);
    expect(stats.upcoming).toEqual([]);
  });

  it('is all zeros for no events', () => {
    expect(analyticsOf([], now)).toEqual({
      totalEvents: 0,
      activeEvents: 0,
      totalPhotos: 0,
      totalRsvps: 0,
      upcoming: [],
    });
  });
});
