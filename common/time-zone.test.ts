import { describe, expect, it } from 'vitest';
import { canonicalTimeZone, DEFAULT_TIME_ZONE, timeZoneNames, timeZoneProblem } from './time-zone.ts';

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
      expect(timeZoneProblem(name)).toMatch(/^Unknown time zone ".+": use an IANA name such as Europe\/Istanbul/);
    }
    expect(timeZoneProblem('  ')).toBe('Time zone is required');
  });

  it('lists every name once, sorted, with the default among them', () => {
    const names = timeZoneNames();
    expect(names).toContain(DEFAULT_TIME_ZONE);
    expect(names).toContain('Europe/Istanbul');
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(names);
  });
});
