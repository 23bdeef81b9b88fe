import { describe, expect, it } from 'vitest';
import { startOfToday, upcomingFirst } from './eventLists';

const now = new Date(2027, 5, 12, 15, 0); // Sat 12 June 2027, 15:00 local time

type TestEvent = { title: string; dateTime: string };

function event(title: string, date: Date): TestEvent {
  return { title, dateTime: date.toISOString() };
}

const lastYear = event('Last year', new Date(2026, 5, 1, 18, 0));
const lastWeek = event('Last week', new Date(2027, 5, 5, 18, 0));
const thisMorning = event('This morning', new Date(2027, 5, 12, 9, 0));
const tomorrow = event('Tomorrow', new Date(2027, 5, 13, 18, 0));
const nextMonth = event('Next month', new Date(2027, 6, 20, 18, 0));
const nextYear = event('Next year', new Date(2028, 0, 1, 18, 0));

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

describe('startOfToday', () => {
  it("is local midnight of the day, so this morning's event is still upcoming", () => {
    expect(new Date(startOfToday(now))).toEqual(new Date(2027, 5, 12, 0, 0));
    expect(new Date(startOfToday(now)).getTime()).toBeLessThanOrEqual(new Date(thisMorning.dateTime).getTime());
  });
});
