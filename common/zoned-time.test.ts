import { describe, expect, it } from 'vitest';
import { fromZonedInputValue, toZonedInputValue, wallClock, zonedDayNumber, zoneOffsetMs } from './zoned-time.ts';

// The date and time a host types are the clock of the event's place (decision 047): these tests pin the
// conversion on days that are plain, and on the nights clocks change.

const HOUR = 3_600_000;

describe('fromZonedInputValue', () => {
  it("reads the typed time on the event's clock, not the machine's", () => {
    // A host in London planning a wedding in Istanbul types 16:00: guests there see 16:00.
    expect(fromZonedInputValue('2027-06-12T16:00', 'Europe/Istanbul')).toEqual({
      kind: 'instant',
      instant: new Date('2027-06-12T13:00:00.000Z'),
      repeated: false,
    });
    expect(fromZonedInputValue('2027-06-12T16:00', 'America/New_York')).toMatchObject({
      instant: new Date('2027-06-12T20:00:00.000Z'),
    });
    expect(fromZonedInputValue('2027-06-12T16:00', 'UTC')).toMatchObject({
      instant: new Date('2027-06-12T16:00:00.000Z'),
    });
    // Half- and quarter-hour zones, and seconds if an input sends them.
    expect(fromZonedInputValue('2027-01-01T00:00:30', 'Asia/Kathmandu')).toMatchObject({
      instant: new Date('2026-12-31T18:15:30.000Z'),
    });
  });

  it('refuses, never moves, a time that clocks skip when summer time begins (02:30 in Berlin on 29 March 2026)', () => {
    expect(fromZonedInputValue('2026-03-29T02:30', 'Europe/Berlin')).toEqual({
      kind: 'skipped',
      jumpFrom: '02:00',
      jumpTo: '03:00',
    });
    expect(fromZonedInputValue('2026-03-08T02:30', 'America/New_York')).toEqual({
      kind: 'skipped',
      jumpFrom: '02:00',
      jumpTo: '03:00',
    });
    // Lord Howe Island moves its clocks by half an hour.
    expect(fromZonedInputValue('2026-10-04T02:10', 'Australia/Lord_Howe')).toEqual({
      kind: 'skipped',
      jumpFrom: '02:00',
      jumpTo: '02:30',
    });
    // Either side of the jump is an ordinary time.
    expect(fromZonedInputValue('2026-03-29T01:59', 'Europe/Berlin')).toMatchObject({
      instant: new Date('2026-03-29T00:59:00.000Z'),
    });
    expect(fromZonedInputValue('2026-03-29T03:00', 'Europe/Berlin')).toMatchObject({
      instant: new Date('2026-03-29T01:00:00.000Z'),
    });
  });

  it('takes the first of a time that comes twice when clocks go back, and says it came twice', () => {
    // 02:30 on 25 October 2026 in Berlin: first on summer time (UTC+2), then again on winter time (UTC+1).
    expect(fromZonedInputValue('2026-10-25T02:30', 'Europe/Berlin')).toEqual({
      kind: 'instant',
      instant: new Date('2026-10-25T00:30:00.000Z'),
      repeated: true,
    });
    expect(fromZonedInputValue('2026-11-01T01:30', 'America/New_York')).toEqual({
      kind: 'instant',
      instant: new Date('2026-11-01T05:30:00.000Z'),
      repeated: true,
    });
    expect(fromZonedInputValue('2026-10-25T03:00', 'Europe/Berlin')).toMatchObject({ repeated: false });
  });

  it('refuses what is not a date and time', () => {
    for (const value of ['', 'soon', '2027-02-30T12:00', '2027-06-12', '2027-06-12T25:00', '12/06/2027 16:00']) {
      expect(fromZonedInputValue(value, 'Europe/Istanbul')).toEqual({ kind: 'invalid' });
    }
  });
});

describe('toZonedInputValue', () => {
  it("shows an instant on the event's clock, and round-trips", () => {
    expect(toZonedInputValue('2027-06-12T13:00:00.000Z', 'Europe/Istanbul')).toBe('2027-06-12T16:00');
    expect(toZonedInputValue(new Date('2027-06-12T13:00:00.000Z'), 'America/Los_Angeles')).toBe('2027-06-12T06:00');
    for (const zone of ['Europe/Berlin', 'America/New_York', 'Asia/Kathmandu', 'Pacific/Chatham', 'UTC']) {
      for (let hour = 0; hour < 48; hour += 1) {
        const instant = new Date(Date.UTC(2026, 9, 24) + hour * HOUR);
        const typed = toZonedInputValue(instant, zone);
        const back = fromZonedInputValue(typed, zone);
        // The repeated hour reads back as its first occurrence; every other time as itself.
        if (back.kind === 'instant' && back.repeated) continue;
        expect(back).toMatchObject({ kind: 'instant', instant });
      }
    }
  });

  it('is empty for no date or a date that is not one', () => {
    expect(toZonedInputValue(null, 'UTC')).toBe('');
    expect(toZonedInputValue('', 'UTC')).toBe('');
    expect(toZonedInputValue('not a date', 'UTC')).toBe('');
  });
});

describe('wall clocks and offsets', () => {
  it('read the clock and the offset of a zone at an instant', () => {
    const instant = new Date('2027-06-12T22:30:00.000Z');
    expect(wallClock(instant, 'Europe/Istanbul')).toEqual({
      year: 2027,
      month: 6,
      day: 13,
      hour: 1,
      minute: 30,
      second: 0,
    });
    expect(zoneOffsetMs(instant, 'Europe/Istanbul')).toBe(3 * HOUR);
    expect(zoneOffsetMs(instant, 'America/New_York')).toBe(-4 * HOUR);
    expect(zoneOffsetMs(new Date('2027-01-12T12:00:00.000Z'), 'America/New_York')).toBe(-5 * HOUR);
    // The calendar day differs by place: 13 June in Istanbul, still 12 June in New York.
    expect(zonedDayNumber(instant, 'Europe/Istanbul') - zonedDayNumber(instant, 'America/New_York')).toBe(1);
  });

  it('reads an unknown zone as UTC rather than failing a page', () => {
    expect(zoneOffsetMs(new Date('2027-06-12T12:00:00.000Z'), 'Mars/Olympus_Mons')).toBe(0);
  });
});
