import pg from 'pg';

/** Told after a write reached the database for good: a statement outside a transaction, or a COMMIT. */
export type WriteListener = () => void;

/** What a statement does to what readers see, judged by its first word. */
export type StatementKind = 'read' | 'write' | 'begin' | 'commit' | 'rollback' | 'neutral';

/** Comments and blanks before a statement's first word. */
const LEADING_TRIVIA = /^(?:\s+|--[^\n]*(?:\n|$)|\/\*[\s\S]*?\*\/)*/;
const WRITE_INSIDE_WITH = /\b(?:insert|update|delete|merge)\b/i;

/**
 * Reads are SELECT, SHOW, EXPLAIN, VALUES and a WITH that modifies nothing; the transaction's own words
 * (and SET, savepoints, LISTEN) change no row. Everything else (INSERT, UPDATE, DELETE, DDL, COPY, a
 * procedure call, words we do not know) counts as a write: a cache may forget too much, never too little.
 */
export function statementKindOf(sql: string): StatementKind {
  const text = sql.replace(LEADING_TRIVIA, '');
  const word = /^[a-z]+/i.exec(text)?.[0].toLowerCase() ?? '';
  switch (word) {
    case 'select':
    case 'show':
    case 'explain':
    case 'values':
    case 'table':
      return 'read';
    case 'with':
      return WRITE_INSIDE_WITH.test(text) ? 'write' : 'read';
    case 'begin':
    case 'start':
      return 'begin';
    case 'commit':
    case 'end':
      return 'commit';
    case 'rollback':
    case 'abort':
      // ROLLBACK TO SAVEPOINT undoes part of a transaction that is still open.
      return /^\w+\s+(?:work\s+|transaction\s+)?to\b/i.test(text) ? 'neutral' : 'rollback';
    case 'set':
    case 'reset':
    case 'savepoint':
    case 'release':
    case 'listen':
    case 'unlisten':
    case 'discard':
    case 'deallocate':
      return 'neutral';
    default:
      return 'write';
  }
}

/**
 * A pg client class, for `new pg.Pool({ Client })`, that tells `listener` once each write is committed:
 * at once after a write outside a transaction, and after the COMMIT of a transaction that wrote (never
 * after a ROLLBACK). Below Prisma, so every path is seen: the models, raw SQL, the job queue, migrations.
 *
 * Told after the database answered, never before: a reader that started before the write may still
 * have read the old rows, and a cache told afterwards drops what that reader is about to keep
 * (docs/decisions/042, "Member answers").
 */
export function writeWatchingClient(listener: WriteListener): typeof pg.Client {
  return class WriteWatchingClient extends pg.Client {
    private inTransaction = false;
    private wroteInTransaction = false;

    // pg's query() takes a text, a config or a Submittable, with or without a callback; Prisma's adapter
    // sends configs and awaits the promise. Other shapes are passed on and judged when they settle too.
    override query(...args: unknown[]): never {
      const [config] = args;
      const text = typeof config === 'string' ? config : (config as { text?: unknown } | null)?.text;
      const kind = typeof text === 'string' ? statementKindOf(text) : 'write';
      const callbackAt = args.findIndex((arg, index) => index > 0 && typeof arg === 'function');
      if (callbackAt > 0) {
        const callback = args[callbackAt] as (...result: unknown[]) => void;
        args[callbackAt] = (error: unknown, answer: unknown, ...rest: unknown[]) => {
          this.settled(kind, error ? undefined : answer);
          callback(error, answer, ...rest);
        };
      }
      const result = (super.query as (...given: unknown[]) => unknown)(...args);
      if (callbackAt < 0 && result instanceof Promise) {
        // The caller gets the same settlement; the listener runs first, before it sees the answer.
        return result.then(
          (answer: unknown) => {
            this.settled(kind, answer);
            return answer;
          },
          (error: unknown) => {
            this.settled(kind, undefined);
            throw error;
          },
        ) as never;
      }
      return result as never;
    }

    /** `answer`: pg's result, or undefined when the statement failed. */
    private settled(kind: StatementKind, answer: unknown): void {
      switch (kind) {
        case 'begin':
          this.inTransaction = true;
          this.wroteInTransaction = false;
          return;
        case 'commit': {
          const wrote = this.wroteInTransaction;
          this.inTransaction = false;
          this.wroteInTransaction = false;
          if (wrote) listener();
          return;
        }
        case 'rollback':
          this.inTransaction = false;
          this.wroteInTransaction = false;
          return;
        case 'write':
          // An UPDATE or DELETE that matched no row changed nothing (the job queue's claim, polling an
          // empty queue, is one every second). A failed statement, DDL or anything without a row count
          // is told: once too often costs a cache miss, once too few a stale answer.
          if (rowCountOf(answer) === 0) return;
          if (this.inTransaction) this.wroteInTransaction = true;
          else listener();
          return;
        case 'read':
        case 'neutral':
          return;
      }
    }
  };
}

/** The rows a statement changed, or null when pg did not say (a failure, DDL, several statements). */
function rowCountOf(answer: unknown): number | null {
  if (answer === null || typeof answer !== 'object' || Array.isArray(answer)) return null;
  const { rowCount } = answer as { rowCount?: unknown };
  return typeof rowCount === 'number' ? rowCount : null;
}
