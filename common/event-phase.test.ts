import { describe, expect, it } from 'vitest';
import { eventPhase } from './event-phase.ts';

describe('eventPhase', () => {
  // A wedding at 16:30 on Saturday 12 June 2027 in Istanbul (UTC+3 all year): 13:30 UTC.
  const wedding = { dateTime: '2027-06-12T13:30:00.000Z', timeZone: 'Europe/Istanbul' };
  const at = (iso: string) => eventPhase(wedding, new Date(iso));

  it("is 'before' until midnight starts the event's date on its clock", () => {
    expect(at('2027-05-01T12:00:00.000Z')).toBe('before');
    // 23:59:59.999 on 11 June in Istanbul.
    expect(at('2027-06-11T20:59:59.999Z')).toBe('before');
  });

  it("is 'day' from midnight of the date, through the party, until 06:00 the next morning", () => {
    expect(at('2027-06-11T21:00:00.000Z')).toBe('day'); // 00:00 on 12 June in Istanbul
    expect(at('2027-06-12T13:30:00.000Z')).toBe('day'); // the ceremony
    expect(at('2027-06-12T22:30:00.000Z')).toBe('day'); // 01:30 on 13 June, still dancing
    expect(at('2027-06-13T02:59:59.999Z')).toBe('day'); // 05:59:59.999 on 13 June
  });

  it("is 'after' from 06:00 the next morning on", () => {
    expect(at('2027-06-13T03:00:00.000Z')).toBe('after');
    expect(at('2027-06-15T13:30:00.000Z')).toBe('after'); // three days on
    expect(at('2028-01-01T00:00:00.000Z')).toBe('after');
  });

  it("reads the calendar of the event's time zone, not UTC's", () => {
    // 23:00 on 12 June in Los Angeles is already 13 June in UTC (06:00); in LA it is the day itself.
    const evening = { dateTime: '2027-06-13T06:00:00.000Z', timeZone: 'America/Los_Angeles' };
    expect(eventPhase(evening, new Date('2027-06-12T07:00:00.000Z'))).toBe('day'); // 00:00 12 June in LA
    expect(eventPhase(evening, new Date('2027-06-12T06:59:00.000Z'))).toBe('before'); // 23:59 11 June in LA
    expect(eventPhase(evening, new Date('2027-06-13T12:59:00.000Z'))).toBe('day'); // 05:59 13 June in LA
    expect(eventPhase(evening, new Date('2027-06-13T13:00:00.000Z'))).toBe('after'); // 06:00 13 June in LA
    // Read in UTC, the same instants would fall on other dates.
    expect(eventPhase({ ...evening, timeZone: 'UTC' }, new Date('2027-06-12T07:00:00.000Z'))).toBe('before');
  });

  it('keeps 06:00 on the wall clock across a change to summer time', () => {
    // Berlin moves its clocks from 02:00 to 03:00 on 28 March 2027; the party on the 27th ends at 06:00 CEST.
    const party = { dateTime: '2027-03-27T18:00:00.000Z', timeZone: 'Europe/Berlin' };
    expect(eventPhase(party, new Date('2027-03-28T03:59:00.000Z'))).toBe('day'); // 05:59 CEST
    expect(eventPhase(party, new Date('2027-03-28T04:00:00.000Z'))).toBe('after'); // 06:00 CEST
  });

  it('crosses the end of a month and of a year', () => {
    const newYearsEve = { dateTime: '2027-12-31T20:00:00.000Z', timeZone: 'UTC' };
    expect(eventPhase(newYearsEve, new Date('2028-01-01T05:59:00.000Z'))).toBe('day');
    expect(eventPhase(newYearsEve, new Date('2028-01-01T06:00:00.000Z'))).toBe('after');
  });

  it("without a time zone, reads the machine's own calendar", () => {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const event = { dateTime: '2027-06-12T13:30:00.000Z' };
    for (let hours = -30; hours <= 50; hours += 1) {
      const now = new Date(Date.parse(event.dateTime) + hours * 3_600_000);
      expect(eventPhase(event, now)).toBe(eventPhase({ ...event, timeZone: zone }, now));
    }
  });

  it("takes a date that is not a date as 'before' and an unknown zone as UTC", () => {
    expect(eventPhase({ dateTime: 'not a date' }, new Date())).toBe('before');
    const unknown = { dateTime: '2027-06-12T13:30:00.000Z', timeZone: 'Mars/Olympus_Mons' };
    expect(eventPhase(unknown, new Date('2027-06-12T00:00:00.000Z'))).toBe('day');
    expect(eventPhase(unknown, new Date('2027-06-11T23:59:00.000Z'))).toBe('before');
  });
});
