// Numeric ids from outside (a path, a query string, a JSON body, a route of the web app): one rule for
// what an id may look like, so no caller lets a number through that the database's integer column
// cannot hold (a 500 instead of 'not found') and none refuses a valid one.

/** The largest id a PostgreSQL `integer` (serial) column holds. */
export const MAX_ROW_ID = 2_147_483_647;

const DIGITS = /^\d{1,10}$/;

/** A row id: a whole number from 1 to MAX_ROW_ID, as digits or a number; null for anything else. */
export function parseRowId(value: unknown): number | null {
  const id =
    typeof value === 'number' ? value : typeof value === 'string' && DIGITS.test(value) ? Number(value) : Number.NaN;
  return Number.isInteger(id) && id >= 1 && id <= MAX_ROW_ID ? id : null;
}
