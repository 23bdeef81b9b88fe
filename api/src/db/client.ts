import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.ts';

export type Db = PrismaClient;

export interface PrismaOptions {
  url: string;
  /** Embedded PGlite serves one connection at a time; a real server gets an explicit pool size. */
  poolMax: number;
  log?: boolean;
}

export function createPrisma({ url, poolMax, log = false }: PrismaOptions): Db {
  const adapter = new PrismaPg({
    connectionString: url,
    max: poolMax,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: 10_000,
    // Sessions in UTC so timestamptz values round-trip unchanged (prisma/prisma#28629).
    options: '-c TimeZone=UTC',
  });
  return new PrismaClient({ adapter, log: log ? ['query'] : [] });
}

/** The client inside `prisma.$transaction(async (tx) => …)`. */
export type Transaction = Parameters<Parameters<Db['$transaction']>[0]>[0];
