import { beforeAll, describe, expect, it } from 'vitest';
import messages from 'virtual:catalog/guest/en';
import { compileCatalog } from '../../common/i18n/catalogs';
import formatDe from '../../common/i18n/messages/guest/format.de.json';
import formatTr from '../../common/i18n/messages/guest/format.tr.json';
import { i18n } from './i18n/i18n';
import {
  formatBytes,
  formatClockTime,
  formatDay,
  formatEventDate,
  formatDuration,
  formatDurationWords,
  formatFileSize,
  formatFullDate,
  formatLongDay,
  formatLongDayAndTime,
  formatTime,
  formatTimestamp,
  formatUptime,
  formatWeekdayAndTime,
  formatZoneName,
} from './format';

beforeAll(() => i18n.loadAndActivate({ locale: 'en', messages }));

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
    expect(formatFileSize(1.25 * 1024 * 1024 * 1024)).toBe('1.3 GB');
    expect(formatFileSize(1024 * 1024 * 1024 - 1)).toBe('1024.0 MB');
    expect(formatFileSize(15 * 1024 * 1024)).toBe('15.0 MB');
  });

  it("give a video's length as a player shows it: m:ss, h:mm:ss past an hour, never 0:00 for a clip", () => {
    expect(formatDuration(42.4)).toBe('0:42');
    expect(formatDuration(59.6)).toBe('1:00');
    expect(formatDuration(65)).toBe('1:05');
    expect(formatDuration(300)).toBe('5:00');
    expect(formatDuration(3723)).toBe('1:02:03');
    expect(formatDuration(0.2)).toBe('0:01');
    expect(formatDuration(0)).toBe('0:00');
    expect(formatDuration(Number.NaN)).toBe('0:00');
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

describe("an event's date and time at its place (decision 047)", () => {
  // 14:30 UTC is 17:30 in Istanbul and 10:30 in New York; this machine's clock is the reader's.
  const readerOffsetMs = -date.getTimezoneOffset() * 60_000;
  const at = (timeZone: string, options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(undefined, { ...options, timeZone }).format(date);
  const longDayAndTime = {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  } as const;

  it("reads the time on the event's clock and names the zone when the reader's clock differs", () => {
    // The test machine's clock is not Istanbul's in June (UTC+3) unless it runs there.
    if (readerOffsetMs === 3 * 3_600_000) return;
    expect(formatLongDayAndTime(iso, 'Europe/Istanbul')).toBe(
      at('Europe/Istanbul', { ...longDayAndTime, timeZoneName: 'short' }),
    );
    expect(formatLongDayAndTime(iso, 'Europe/Istanbul')).toMatch(/17:30|5:30/);
    expect(formatEventDate(iso, 'America/New_York')).toMatch(/10:30/);
    // The zone's short name alone, as the reader's language writes it ('GMT+3' in English).
    expect(formatLongDayAndTime(iso, 'Europe/Istanbul').endsWith(formatZoneName('Europe/Istanbul', iso))).toBe(true);
    expect(formatZoneName('Europe/Istanbul', iso)).not.toContain('2027');
  });

  it("names no zone when the reader's clock reads the same", () => {
    const readersZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(formatLongDayAndTime(iso, readersZone)).toBe(formatLongDayAndTime(iso));
    expect(formatEventDate(iso, readersZone)).toBe(formatEventDate(iso));
  });

  it("gives the day on the event's calendar, whatever the reader's", () => {
    // 23:00 on Friday 11 June in Los Angeles is Saturday 12 June in UTC.
    const evening = '2027-06-12T06:00:00.000Z';
    expect(formatLongDay(evening, 'America/Los_Angeles')).toBe(
      new Intl.DateTimeFormat(undefined, {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'America/Los_Angeles',
      }).format(new Date(evening)),
    );
    expect(formatFullDate(evening, 'America/Los_Angeles')).toMatch(/Friday/);
    expect(formatDay(evening, 'America/Los_Angeles')).toMatch(/11/);
    expect(formatTime(evening, 'America/Los_Angeles')).toMatch(/11.*23:00|11.*11:00/);
  });

  it('falls back to UTC, named, for a zone this browser does not know', () => {
    expect(formatLongDayAndTime(iso, 'Mars/Olympus_Mons')).toMatch(/UTC/);
  });
});

describe("the page's language (issue 34)", () => {
  // This file's own messages (the part format.ts says), as the build compiles them.
  const withLocale = (locale: 'tr' | 'de', check: () => void) => {
    i18n.loadAndActivate({ locale, messages: compileCatalog(locale === 'tr' ? formatTr : formatDe) });
    try {
      check();
    } finally {
      i18n.loadAndActivate({ locale: 'en', messages });
    }
  };

  it('writes dates, numbers and unit words in it', () => {
    withLocale('tr', () => {
      expect(formatLongDay(iso, 'UTC')).toBe('12 Haziran 2027 Cumartesi');
      expect(formatFileSize(3.5 * 1024 * 1024)).toBe('3,5 MB');
      expect(formatUptime(93_784)).toBe('1 g 2 sa 3 dk');
      expect(formatDurationWords(90)).toBe('1 dakika 30 saniye');
    });
    withLocale('de', () => {
      expect(formatLongDay(iso, 'UTC')).toBe('Samstag, 12. Juni 2027');
      expect(formatBytes(1536)).toBe('1,5 KB');
      expect(formatWeekdayAndTime(iso, 'UTC', new Date('2027-06-10T00:00:00Z'))).toBe('Samstag um 14:30');
    });
  });

  it('keeps English as it was', () => {
    expect(formatUptime(93_784)).toBe('1 d 2 h 3 min');
    expect(formatDurationWords(90)).toBe('1 minute 30 seconds');
    expect(formatDurationWords(300)).toBe('5 minutes');
    expect(formatDurationWords(45.2)).toBe('45 seconds');
    expect(formatWeekdayAndTime(iso, 'UTC', new Date('2027-06-10T00:00:00Z'))).toMatch(/^Saturday at /);
  });
});
