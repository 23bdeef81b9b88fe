import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaClient } from '../generated/prisma/client.ts';
import { writeWatchingClient, type WriteListener } from './write-watch.ts';

export type Db = PrismaClient;

/** Connections of the pool at this moment (the metrics endpoint reports them). */
export interface PoolUse {
  total: number;
  idle: number;
  waiting: number;
}

export interface PrismaOptions {
  url: string;
  /** Embedded PGlite serves one connection at a time; a real server gets an explicit pool size. */
  poolMax: number;
  /**
   * Told of every SQL statement the client sends, with its parameters as a JSON array (tests count them
   * to catch N+1 queries, and EXPLAIN them to prove they use indexes).
   */
  onQuery?: ((sql: string, params: string) => void) | undefined;
}

export interface PrismaConnection {
  prisma: Db;
  poolUse: () => PoolUse;
  /** Tells `listener` after every committed write (caches of answers forget); returns the unsubscribe. */
  watchWrites(listener: WriteListener): () => void;
}

/**
 * How long a caller waits for a free connection: a plain query (the pool's connectionTimeoutMillis) and a
 * transaction (Prisma's maxWait, 2 s by default) alike. With Prisma's default, a queue that plain queries
 * sat out refused transactions (an RSVP, an upload's rows) with a 500 after 2 s: 1,000 guests on two
 * instances met 196 of them (issue 35).
 */
export const CONNECTION_WAIT_MS = 10_000;

/**
 * How long a transaction may run before Prisma rolls it back (its default: 5 s). An RSVP's three statements
 * took 6 s on a starved 2-core machine at 1,000 guests, and were rolled back with a 500 after their work
 * was done; a transaction is not cut off for the process being slow, only for being stuck.
 */
export const TRANSACTION_TIMEOUT_MS = 20_000;

export function createPrisma({ url, poolMax, onQuery }: PrismaOptions): PrismaConnection {
  const writeListeners = new Set<WriteListener>();
  const watchWrites = (listener: WriteListener) => {
    writeListeners.add(listener);
    return () => void writeListeners.delete(listener);
  };
  // Our own pool, handed to the adapter (which ends it on disconnect), so its use can be read.
  const pool = new pg.Pool({
    Client: writeWatchingClient(() => {
      for (const listener of writeListeners) listener();
    }),
    connectionString: url,
    max: poolMax,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: CONNECTION_WAIT_MS,
    // Sessions in UTC so timestamptz values round-trip unchanged (prisma/prisma#28629).
    options: '-c TimeZone=UTC',
  });
  const adapter = new PrismaPg(pool, { disposeExternalPool: true });
  const poolUse = () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount });
  const transactionOptions = { maxWait: CONNECTION_WAIT_MS, timeout: TRANSACTION_TIMEOUT_MS };
  if (!onQuery) return { prisma: new PrismaClient({ adapter, transactionOptions }), poolUse, watchWrites };
  const client = new PrismaClient({ adapter, transactionOptions, log: [{ emit: 'event', level: 'query' }] });
  client.$on('query', (event) => onQuery(event.query, event.params));
  return { prisma: client, poolUse, watchWrites };
}

/** The client inside `prisma.$transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Db['$transaction']>[0]>[0];

/**
 * A caller's selection for a find: what Pothos's prisma plugin hands a resolver (`query`: select or
 * include, and a connection's page). The service that takes it owns `where` and `orderBy`.
 */
export type PrismaQuery<Args> = Omit<Args, 'where' | 'orderBy' | 'distinct'>;
