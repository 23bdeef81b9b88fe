import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { lockDirectory } from './directory-lock.ts';

export interface EmbeddedPostgres {
  /**
   * A postgres:// URL; PGlite runs one session, so clients keep one connection. It names a Unix socket in
   * a directory only this user can enter (mode 0700): PGlite has no passwords, and a TCP port on 127.0.0.1
   * would let any local user, or a request forged into localhost, read and change everything.
   */
  url: string;
  /** The data directory as a tarball (test runs copy one migrated database into every test file). */
  dump(): Promise<Blob>;
  stop(): Promise<void>;
}

/**
 * Starts PGlite (PostgreSQL compiled to WebAssembly) and serves it over the PostgreSQL wire protocol,
 * so the app reaches it through the same driver adapter as a real server (docs/decisions/001).
 * `directory` undefined keeps the database in memory (tests).
 */
export async function startEmbeddedPostgres(
  directory: string | undefined,
  options: { loadDataDir?: Blob } = {},
): Promise<EmbeddedPostgres> {
  let lock: { release(): Promise<void> } | undefined;
  if (directory) {
    await mkdir(directory, { recursive: true });
    lock = await lockDirectory(`${directory}.lock`);
  }
  let db: PGlite;
  let server: PGLiteSocketServer;
  let socketDirectory: string | null = null;
  try {
    db = await PGlite.create(directory ?? 'memory://', options.loadDataDir ? { loadDataDir: options.loadDataDir } : {});
    // Timestamps are stored and read in UTC whatever the host's zone (prisma/prisma#28629).
    await db.exec(`ALTER DATABASE postgres SET timezone TO 'UTC'; SET timezone TO 'UTC';`);
    // The app's pool keeps one connection (PGlite runs one session), but pg's pool destroys a connection
    // after a failed query and dials again at once, before the server has seen the old socket close:
    // room for a few connections absorbs that overlap (a unique violation otherwise broke the next query).
    socketDirectory = await privateSocketDirectory();
    server = new PGLiteSocketServer({
      db,
      ...(socketDirectory ? { path: join(socketDirectory, SOCKET_FILE) } : { host: '127.0.0.1', port: 0 }),
      maxConnections: 4,
    });
    await server.start();
  } catch (error) {
    // A start that failed must not leave the directory claimed.
    await lock?.release();
    if (socketDirectory) await rm(socketDirectory, { recursive: true, force: true });
    throw error;
  }
  let stopped = false;
  return {
    url: socketDirectory
      ? `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(socketDirectory)}&sslmode=disable`
      : `postgresql://postgres@${server.getServerConn()}/postgres?sslmode=disable`,
    async dump() {
      const dump = await db.dumpDataDir('none');
      return dump instanceof Blob ? dump : new Blob([dump]);
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.stop();
      // close() checkpoints and releases the data directory, so the next start finds it consistent.
      await db.close();
      await lock?.release();
      if (socketDirectory) await rm(socketDirectory, { recursive: true, force: true });
    },
  };
}

/** The file name PostgreSQL clients look for in a socket directory (`host=<dir>`, port 5432). */
const SOCKET_FILE = '.s.PGSQL.5432';

/**
 * A fresh directory for the socket, made by mkdtemp with mode 0700 (only this user may enter it), in the
 * system temp directory so its path stays under the 107-byte limit of socket paths. Windows has no such
 * sockets: there the server listens on 127.0.0.1 as before.
 */
async function privateSocketDirectory(): Promise<string | null> {
  if (process.platform === 'win32') return null;
  return mkdtemp(join(tmpdir(), 'wp-pg-'));
}
