import { describe, expect, it } from 'vitest';
import { readCatalog } from './i18n/read-catalogs.ts';
import type { Words } from './i18n/words.ts';
import { canonicalTimeZone, DEFAULT_TIME_ZONE, timeZoneNames, timeZoneProblem } from './time-zone.ts';

const english = readCatalog('guest', 'en');
/** The words in English, their {placeholders} filled (these messages have no plurals). */
const inEnglish = (words: Words | null) =>
  words && english[words.id]!.replace(/\{(\w+)\}/g, (_, name: string) => String(words.values?.[name]));

describe('time zone names', () => {
  it('takes the IANA names Intl knows, UTC included, as they are spelt', () => {
    expect(canonicalTimeZone('Europe/Istanbul')).toBe('Europe/Istanbul');
    expect(canonicalTimeZone('Asia/Tokyo')).toBe('Asia/Tokyo');
    expect(canonicalTimeZone('UTC')).toBe('UTC');
    expect(timeZoneProblem('Europe/Istanbul')).toBeNull();
  });

  it('forgives spaces, case and aliases, and answers the canonical name', () => {
    expect(canonicalTimeZone(' europe/istanbul ')).toBe('Europe/Istanbul');
    expect(canonicalTimeZone('US/Eastern')).toBe('America/New_York');
    expect(canonicalTimeZone('Etc/UTC')).toBe('UTC');
    // The canonical spelling is the engine's; both spellings name one zone, and the answer is in the list.
    expect(timeZoneNames()).toContain(canonicalTimeZone('Europe/Kyiv'));
  });

  it('refuses what is no zone, with a message that says what to send', () => {
    for (const name of ['Mars/Olympus_Mons', '+03:00', 'GMT+3 ', 'Istanbul', 'x'.repeat(100)]) {
      expect(canonicalTimeZone(name)).toBeNull();
      expect(timeZoneProblem(name)).toEqual({
        id: 'eventRules.timeZoneUnknown',
        values: { zone: name.trim().slice(0, 64) },
      });
    }
    expect(inEnglish(timeZoneProblem('Mars/Olympus_Mons'))).toBe(
      'Unknown time zone "Mars/Olympus_Mons": use an IANA name such as Europe/Istanbul, America/New_York or UTC',
    );
    expect(timeZoneProblem('  ')).toEqual({ id: 'eventRules.timeZoneRequired' });
    expect(inEnglish(timeZoneProblem('  '))).toBe('Time zone is required');
  });

  it('lists every name once, sorted, with the default among them', () => {
    const names = timeZoneNames();
    expect(names).toContain(DEFAULT_TIME_ZONE);
    expect(names).toContain('Europe/Istanbul');
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(names);
  });
});
