import { join } from 'node:path';
import { createPrisma, type Db, type PoolUse } from './client.ts';
import type { WriteListener } from './write-watch.ts';
import { startEmbeddedPostgres, type EmbeddedPostgres } from './embedded.ts';
import { runMigrations } from './migrate.ts';

export interface Database {
  prisma: Db;
  /** 'embedded' (PGlite in DATA_DIR or memory) or 'server' (DATABASE_URL). */
  kind: 'embedded' | 'server';
  /** The connection pool's use now (the metrics endpoint). */
  poolUse(): PoolUse;
  /** Tells `listener` after every committed write, from any path (see write-watch.ts); returns the unsubscribe. */
  watchWrites(listener: WriteListener): () => void;
  /** The embedded database's data directory as a tarball, taken between queries (backups); server: absent. */
  dump?: () => Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A PostgreSQL server; unset starts the embedded database. */
  url?: string | undefined;
  /** Where the embedded database keeps its files; unset keeps it in memory. */
  embeddedDirectory?: string | undefined;
  poolMax: number;
  /** Told of every SQL statement and its parameters (tests count them to catch N+1 queries, and EXPLAIN them). */
  onQuery?: ((sql: string, params: string) => void) | undefined;
  /** Starts the embedded database from this data-directory dump instead of an empty one (tests). */
  embeddedTemplate?: Blob | undefined;
}

/** Opens the database the configuration names and brings its schema up to date. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  let embedded: EmbeddedPostgres | undefined;
  let url = options.url;
  if (!url) {
    embedded = await startEmbeddedPostgres(options.embeddedDirectory, { loadDataDir: options.embeddedTemplate });
    url = embedded.url;
  }
  try {
    await runMigrations(url);
  } catch (error) {
    await embedded?.stop();
    throw error;
  }
  const connection = createPrisma({ url, poolMax: embedded ? 1 : options.poolMax, onQuery: options.onQuery });
  const { prisma } = connection;
  return {
    prisma,
    poolUse: () => connection.poolUse(),
    watchWrites: (listener) => connection.watchWrites(listener),
    kind: embedded ? 'embedded' : 'server',
    ...(embedded ? { dump: () => embedded.dump() } : {}),
    async close() {
      await prisma.$disconnect();
      await embedded?.stop();
    },
  };
}

export function embeddedDirectoryFor(dataDir: string): string {
  return join(dataDir, 'pglite');
}
