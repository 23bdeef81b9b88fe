import { describe, expect, it } from 'vitest';
import {
  cleanTableName,
  expandTableNames,
  newTablesProblem,
  tableNameKey,
  tableNameProblem,
  tooManyTablesMessage,
  type NewTablesProblem,
  type TableWords,
} from './tables.ts';
import { setupI18n } from '@lingui/core';
import { compileCatalog } from './i18n/catalogs.ts';
import { readCatalog } from './i18n/read-catalogs.ts';
import { renderWords } from './i18n/words.ts';

/** The words in `locale` (app catalogs: the hosts' form and the API say them), null for none. */
function say(words: TableWords | null, locale = 'en'): string | null {
  const i18n = setupI18n();
  i18n.loadAndActivate({ locale, messages: compileCatalog(readCatalog('app', locale)) });
  return words && renderWords(words, (id, values) => i18n._(id, values));
}

/** A list's problem with its message in English. */
function inEnglish(problem: NewTablesProblem | null) {
  return problem && { kind: problem.kind, message: say(problem.message) };
}

// The messages are written out on purpose: a test built from the same constants could not notice a
// changed limit or a reworded message.
describe('table names', () => {
  it('are trimmed, with every run of spaces one space, and compared without letter case', () => {
    expect(cleanTableName('  The   Oaks \t')).toBe('The Oaks');
    expect(tableNameKey(' Table  7')).toBe(tableNameKey('table 7'));
  });

  it('must have 1 to 60 characters', () => {
    expect(say(tableNameProblem('   '))).toBe('Please give the table a name.');
    expect(tableNameProblem('x'.repeat(60))).toBeNull();
    expect(say(tableNameProblem('x'.repeat(61)))).toBe('A table name can be at most 60 characters.');
    // Characters, not UTF-16 units: a name of 60 emoji or accented letters fits.
    expect(tableNameProblem('🌿'.repeat(60))).toBeNull();
  });

  it('tells how many more tables fit under the cap of 200', () => {
    expect(say(tooManyTablesMessage(190))).toBe('An event can have at most 200 tables. You can add 10 more.');
    expect(say(tooManyTablesMessage(200))).toBe('An event can have at most 200 tables.');
  });
});

describe('new tables for an event', () => {
  it('are refused all together for the first problem, a taken name last (the API answers it as a conflict)', () => {
    expect(inEnglish(newTablesProblem([], []))).toEqual({
      kind: 'invalid',
      message: 'Please give at least one table name.',
    });
    expect(inEnglish(newTablesProblem(['Rose', 'rose'], []))).toEqual({
      kind: 'invalid',
      message: '"rose" is in the list twice.',
    });
    expect(inEnglish(newTablesProblem(['Lilac', 'TABLE 7'], ['Table 7']))).toEqual({
      kind: 'taken',
      message: 'There is already a table called "TABLE 7".',
    });
    expect(
      inEnglish(
        newTablesProblem(
          ['One', 'Two'],
          Array.from({ length: 199 }, (_, i) => `T${i}`),
        ),
      ),
    ).toEqual({
      kind: 'invalid',
      message: 'An event can have at most 200 tables. You can add 1 more.',
    });
    expect(newTablesProblem(['Table 8'], ['Table 7'])).toBeNull();
  });
});

describe('the "Add tables" box', () => {
  it('takes one name per line, skipping empty lines', () => {
    expect(expandTableNames('The Oaks\n\n  Rose Garden \r\nTable 7')).toEqual(['The Oaks', 'Rose Garden', 'Table 7']);
  });

  it('turns a bare number or range into numbered tables', () => {
    expect(expandTableNames('1-3')).toEqual(['Table 1', 'Table 2', 'Table 3']);
    expect(expandTableNames('12')).toEqual(['Table 12']);
    expect(expandTableNames('3 – 1')).toEqual(['Table 1', 'Table 2', 'Table 3']);
  });

  it('numbers a range after words with those words', () => {
    expect(expandTableNames('Tisch 4-6\nRoom 101')).toEqual(['Tisch 4', 'Tisch 5', 'Tisch 6', 'Room 101']);
  });

  it('keeps a range too large for any event as the text it is', () => {
    expect(expandTableNames('1-2000')).toEqual(['1-2000']);
    expect(expandTableNames('1-20')).toHaveLength(20);
  });
});
