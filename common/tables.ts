// Table passes (issue 36, decision 046): the tables of an event, named by its hosts, each with a card whose
// link lets guests in and tags their photos with the table. The names' rules, the limits and their
// messages live here once: the hosts' form checks them as they type, the API enforces them
// (api/src/modules/tables/tables.service.ts imports this file). Messages are returned unrendered
// (`{ id, values }`, decision 058, app catalog part tables) and each side says them in its reader's
// language. The guest page reads the link's parameter from common/table-link.ts, not from here (it loads
// only guest words).

import type { AppMessages } from './i18n/messages/app/index.ts';
import type { Words } from './i18n/words.ts';

export { TABLE_LINK_PARAM } from './table-link.ts';

/** A rule's message for hosts (app catalog part tables), before it knows its reader's language. */
export type TableWords = Words<keyof AppMessages>;

/** What a table's code looks like: 22 base64url characters (128 random bits). */
export const TABLE_CODE_PATTERN = /^[A-Za-z0-9_-]{22}$/;

/** A table's name: "Table 7", "The Oaks" (trimmed, spaces collapsed). */
export const TABLE_NAME_MAX_LENGTH = 60;

/** Tables one event may have: a large wedding seats 300 guests at 30 tables; 200 leaves room for any venue. */
export const MAX_TABLES_PER_EVENT = 200;

/** A range "1-20" or "Table 1-20" adds at most this many names (a typo like "1-2000" is no table plan). */
const MAX_RANGE = MAX_TABLES_PER_EVENT;

export const TABLE_NAME_REQUIRED: TableWords = { id: 'tables.nameRequired' };
export const TABLE_NAMES_REQUIRED: TableWords = { id: 'tables.namesRequired' };
export const TABLE_NAME_TOO_LONG: TableWords = { id: 'tables.nameTooLong', values: { max: TABLE_NAME_MAX_LENGTH } };

/** The name as it is kept and printed: trimmed, every run of spaces (or a tab, a line break) one space. */
export function cleanTableName(name: string): string {
  return name.trim().replace(/\s+/g, ' ');
}

/** Names that differ only in letter case are one table ("Table 7" and "table 7"). */
export function tableNameKey(name: string): string {
  return cleanTableName(name).toLowerCase();
}

/** Why a (cleaned) name cannot be a table's; null when it can. */
export function tableNameProblem(name: string): TableWords | null {
  const cleaned = cleanTableName(name);
  if (cleaned === '') return TABLE_NAME_REQUIRED;
  if ([...cleaned].length > TABLE_NAME_MAX_LENGTH) return TABLE_NAME_TOO_LONG;
  return null;
}

/** Another table of the event already has this name (any letter case). */
export function tableNameTakenMessage(name: string): TableWords {
  return { id: 'tables.nameTaken', values: { name: cleanTableName(name) } };
}

/** The same name twice in one list of new tables. */
export function tableNameTwiceMessage(name: string): TableWords {
  return { id: 'tables.nameTwice', values: { name: cleanTableName(name) } };
}

/** Adding `adding` tables to an event that has `existing` would pass the cap. */
export function tooManyTablesMessage(existing: number): TableWords {
  const room = Math.max(MAX_TABLES_PER_EVENT - existing, 0);
  return room === 0
    ? { id: 'tables.tooMany', values: { max: MAX_TABLES_PER_EVENT } }
    : { id: 'tables.tooManyRoom', values: { max: MAX_TABLES_PER_EVENT, room } };
}

/** Why a list of new tables cannot be added: a name or the count is out of bounds, or a name is taken. */
export interface NewTablesProblem {
  kind: 'invalid' | 'taken';
  message: TableWords;
}

/**
 * Why these new names (cleaned) cannot be added to an event whose tables are named `existing`, or null
 * when they can: all or none, as the API adds them and the hosts' form checks them before sending.
 */
export function newTablesProblem(names: readonly string[], existing: readonly string[]): NewTablesProblem | null {
  const invalid = (message: TableWords): NewTablesProblem => ({ kind: 'invalid', message });
  if (names.length === 0) return invalid(TABLE_NAMES_REQUIRED);
  const seen = new Set<string>();
  for (const name of names) {
    const problem = tableNameProblem(name);
    if (problem !== null) return invalid(problem);
    if (seen.has(tableNameKey(name))) return invalid(tableNameTwiceMessage(name));
    seen.add(tableNameKey(name));
  }
  if (existing.length + names.length > MAX_TABLES_PER_EVENT) return invalid(tooManyTablesMessage(existing.length));
  const taken = new Set(existing.map(tableNameKey));
  const clash = names.find((name) => taken.has(tableNameKey(name)));
  return clash === undefined ? null : { kind: 'taken', message: tableNameTakenMessage(clash) };
}

/** A line that is a number or a range, after an optional name: "7", "1-20", "Table 1-20", "Tisch 3 – 5". */
const NUMBERED = /^(.*?)(\d{1,4})(?:\s*[-–]\s*(\d{1,4}))?$/;

/**
 * What the hosts typed in the "Add tables" box, as table names: one name per line; a line that ends in a
 * number range ("Table 1-20") adds one table per number with the words before it, and a bare number or
 * range ("7", "1-20") is "Table 7", "Table 1" … "Table 20". Empty lines are skipped. Names are cleaned but
 * not checked here (the form and the API check them alike).
 */
export function expandTableNames(text: string): string[] {
  const names: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const cleaned = cleanTableName(line);
    if (cleaned === '') continue;
    const match = NUMBERED.exec(cleaned);
    const prefix = cleanTableName(match?.[1] ?? '');
    // A number at the end of words ("Room 101", "Table 7") is part of the name unless it is a range.
    if (!match || (prefix !== '' && match[3] === undefined)) {
      names.push(cleaned);
      continue;
    }
    const label = prefix === '' ? 'Table' : prefix;
    const from = Number(match[2]);
    const to = Number(match[3] ?? match[2]);
    const [low, high] = from <= to ? [from, to] : [to, from];
    if (high - low + 1 > MAX_RANGE) {
      names.push(cleaned);
      continue;
    }
    for (let number = low; number <= high; number += 1) names.push(`${label} ${number}`);
  }
  return names;
}
