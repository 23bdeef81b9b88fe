import { describe, expect, it } from 'vitest';
import { readCatalog } from './i18n/read-catalogs.ts';
import type { Words } from './i18n/words.ts';
import { SLUG_MAX_LENGTH, normalizeSlug, slugFromTitle, slugProblem } from './slug.ts';

const english = readCatalog('guest', 'en');
/** The words in English, their {placeholders} filled (these messages have no plurals). */
const inEnglish = (words: Words | null) =>
  words && english[words.id]!.replace(/\{(\w+)\}/g, (_, name: string) => String(words.values?.[name]));

describe('slugFromTitle', () => {
  it.each([
    ["Ayla & Can's Wedding!", 'ayla-cans-wedding'],
    ['Ayşe  ve   Çağrı', 'ayse-ve-cagri'],
    ['--Hello--World--', 'hello-world'],
    ['Summer Party 2025', 'summer-party-2025'],
    ['İstanbul Düğünü', 'istanbul-dugunu'],
    ['Işıl & Ömer', 'isil-omer'],
    ['Große Straße', 'grosse-strasse'],
    ['Æsa Søren Łukasz Đorđe', 'aesa-soren-lukasz-dorde'],
    ['Crème brûlée — Noël', 'creme-brulee-noel'],
    ['  Tabs\tand\nnew lines  ', 'tabs-and-new-lines'],
    ['anna_and_ben.wedding', 'annaandbenwedding'],
  ])('%j → %j', (title, slug) => {
    expect(slugFromTitle(title)).toBe(slug);
  });

  it('keeps nothing from titles without Latin letters or digits', () => {
    expect(slugFromTitle('💍🎉')).toBe('');
    expect(slugFromTitle('Свадьба')).toBe('');
    expect(slugFromTitle('   ')).toBe('');
  });

  it('cuts long titles to the longest link the server accepts, without a trailing hyphen', () => {
    const slug = slugFromTitle(`${'a'.repeat(59)} wedding`);
    expect(slug).toBe('a'.repeat(59));
    expect(slugFromTitle('word '.repeat(30)).length).toBeLessThanOrEqual(SLUG_MAX_LENGTH);
    expect(slugFromTitle('word '.repeat(30))).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('always produces a link the server accepts, or nothing', () => {
    for (const title of ["Ayla & Can's Wedding!", 'Ayşe  ve   Çağrı', 'A-B', 'x'.repeat(100), 'Ünal – Öztürk']) {
      const slug = slugFromTitle(title);
      if (slug.length >= 3) expect(slugProblem(slug)).toBeNull();
    }
  });
});

describe('slugProblem', () => {
  it('accepts well-formed links, trimmed and in any letter case', () => {
    expect(slugProblem('ayla-and-can')).toBeNull();
    expect(slugProblem('  Ayla-And-Can ')).toBeNull();
    expect(normalizeSlug('  Ayla-And-Can ')).toBe('ayla-and-can');
  });

  it('names the problem in the words of the server', () => {
    expect(slugProblem('')).toEqual({ id: 'eventRules.slugRequired' });
    expect(slugProblem('ab')).toEqual({ id: 'eventRules.slugTooShort', values: { min: 3 } });
    expect(slugProblem('a'.repeat(61))).toEqual({ id: 'eventRules.slugTooLong', values: { max: 60 } });
    for (const slug of ['ayla--can', 'ayla can', '-ayla'])
      expect(slugProblem(slug)).toEqual({ id: 'eventRules.slugPattern' });
  });

  it('reads in English as it always did', () => {
    expect(inEnglish(slugProblem(''))).toBe('Event link is required');
    expect(inEnglish(slugProblem('ab'))).toBe('Event link must be at least 3 characters');
    expect(inEnglish(slugProblem('a'.repeat(61)))).toBe('Event link must be at most 60 characters');
    expect(inEnglish(slugProblem('-ayla'))).toBe(
      'Event link can only contain lowercase letters, numbers and single hyphens',
    );
  });
});
