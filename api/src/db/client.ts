import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.ts';

export type Db = PrismaClient;

export interface PrismaOptions {
  url: string;
  /** Embedded PGlite serves one connection at a time; a real server gets an explicit pool size. */
  poolMax: number;
  /** Told of every SQL statement the client sends (tests count them to catch N+1 queries). */
  onQuery?: ((sql: string) => void) | undefined;
}

export function createPrisma({ url, poolMax, onQuery }: PrismaOptions): Db {
  const adapter = new PrismaPg({
    connectionString: url,
    max: poolMax,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    // Sessions in UTC so timestamptz values round-trip unchanged (prisma/prisma#28629).
    options: '-c TimeZone=UTC',
  });
  if (!onQuery) return new PrismaClient({ adapter });
  const client = new PrismaClient({ adapter, log: [{ emit: 'event', level: 'query' }] });
  client.$on('query', (event) => onQuery(event.query));
  return client;
}

/** The client inside `prisma.$transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Db['$transaction']>[0]>[0];

/**
 * A caller's selection for a find: what Pothos's prisma plugin hands a resolver (`query`: select or
 * include, and a connection's page). The service that takes it owns `where` and `orderBy`.
 */
export type PrismaQuery<Args> = Omit<Args, 'where' | 'orderBy' | 'distinct'>;
