import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { lockDirectory } from './directory-lock.ts';

export interface EmbeddedPostgres {
  /** A postgres:// URL on 127.0.0.1; PGlite runs one session, so clients keep one connection. */
  url: string;
  stop(): Promise<void>;
}

/**
 * Starts PGlite (PostgreSQL compiled to WebAssembly) and serves it over the PostgreSQL wire protocol,
 * so the app reaches it through the same driver adapter as a real server (docs/decisions/001).
 * `directory` undefined keeps the database in memory (tests).
 */
export async function startEmbeddedPostgres(directory: string | undefined): Promise<EmbeddedPostgres> {
  let lock: { release(): Promise<void> } | undefined;
  if (directory) {
    await mkdir(directory, { recursive: true });
    lock = await lockDirectory(`${directory}.lock`);
  }
  let db: PGlite;
  let server: PGLiteSocketServer;
  try {
    db = await PGlite.create(directory ?? 'memory://');
    // Timestamps are stored and read in UTC whatever the host's zone (prisma/prisma#28629).
    await db.exec(`ALTER DATABASE postgres SET timezone TO 'UTC'; SET timezone TO 'UTC';`);
    // The app's pool keeps one connection (PGlite runs one session), but pg's pool destroys a connection
    // after a failed query and dials again at once, before the server has seen the old socket close:
    // room for a few connections absorbs that overlap (a unique violation otherwise broke the next query).
    server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 4 });
    await server.start();
  } catch (error) {
    // A start that failed must not leave the directory claimed.
    await lock?.release();
    throw error;
  }
  let stopped = false;
  return {
    url: `postgresql://postgres@${server.getServerConn()}/postgres?sslmode=disable`,
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
      // close() checkpoints and releases the data directory, so the next start finds it consistent.
      await db.close();
      await lock?.release();
    },
  };
}
