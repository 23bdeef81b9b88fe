import type { Database } from '../src/db/database.ts';
import { createTestDatabase } from './database.ts';

export interface CountingDatabase {
  database: Database;
  /** What `run` gave, and how many SQL statements the server ran meanwhile. */
  measure: <T>(run: () => Promise<T>) => Promise<{ result: T; statements: number }>;
}

/**
 * A test database that counts the statements sent while `measure` runs (an N+1 query, or a read a cache
 * should have answered, shows up as a number). The media workers' idle polls of the job queue run on
 * their own timer, not for any request, and are not counted.
 */
export async function createCountingDatabase(): Promise<CountingDatabase> {
  let counting = false;
  let statements = 0;
  const database = await createTestDatabase({
    onQuery: (sql) => void (counting && !sql.includes('"Job"') && (statements += 1)),
  });
  return {
    database,
    measure: async (run) => {
      statements = 0;
      counting = true;
      try {
        const result = await run();
        return { result, statements };
      } finally {
        counting = false;
      }
    },
  };
}
