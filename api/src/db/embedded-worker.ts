import { openAsBlob } from 'node:fs';
import type { Socket } from 'node:net';
import { parentPort } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { coalesceWrites } from './coalesced-writes.ts';

/**
 * Runs in the embedded database's worker thread (started through embedded-worker-entry.mjs by
 * embedded.ts): PGlite is PostgreSQL compiled to WebAssembly and runs every query synchronously, so on
 * the main thread each query stalled all HTTP handling for its whole duration. Here it has an event
 * loop of its own and serves the PostgreSQL wire protocol on the socket the main thread names.
 *
 * One thread per process hosts every database the process opens (the server opens one; a test worker
 * opens one per test file), so PGlite's code is loaded and its WebAssembly compiled once.
 */

export interface StartOptions {
  /** The data directory, or null to keep the database in memory. */
  directory: string | null;
  /** A Unix socket path to listen on, or null for a TCP port on 127.0.0.1 (Windows). */
  socketPath: string | null;
  /**
   * A data-directory dump to start from (tests copy one migrated database; backups check theirs), or the
   * path of a file holding one. A Blob crosses to this thread without its bytes being copied.
   */
  loadDataDir: Blob | string | null;
  /** PostgreSQL's shared_buffers, in MB (embedded.ts sizes them by the machine's memory). */
  sharedBuffersMb: number;
}

export type EmbeddedRequest = { id: number } & (
  { type: 'start'; options: StartOptions } | { type: 'dump'; database: number } | { type: 'stop'; database: number }
);

export type EmbeddedReply = { id: number } & (
  | { type: 'started'; database: number; serverConn: string }
  | { type: 'dumped'; data: Blob }
  | { type: 'stopped' }
  | { type: 'failed'; message: string }
);

interface Running {
  db: PGlite;
  server: PGLiteSocketServer;
}

const port = parentPort!;
const running = new Map<number, Running>();
let lastDatabase = 0;

async function start(options: StartOptions): Promise<{ database: number; serverConn: string }> {
  const db = await PGlite.create(options.directory ?? 'memory://', {
    // The hosts' filename search's indexes (decision 065; migration 20261225000000_photo_search_trigrams):
    // loaded at every start, since a database whose indexes use them cannot read or write photos without.
    extensions: { pg_trgm, btree_gin },
    // PostgreSQL keeps up to max_wal_size of old log for reuse at each checkpoint (1 GB by default): a
    // 20,000-photo event left 385 MB of it beside 47 MB of tables, in every backup too. 64 MB keeps the log
    // small; the server checkpoints as it grows (embedded-maintenance.ts), since PGlite has no checkpointer.
    startParams: [
      ...PGlite.defaultStartParams,
      ...['-c', 'max_wal_size=64MB', '-c', 'min_wal_size=32MB'],
      // Sized by memory (embeddedSharedBuffersMb): PGlite holds all of them from its start.
      ...['-c', `shared_buffers=${options.sharedBuffersMb}MB`],
    ],
    ...(options.loadDataDir === null
      ? {}
      : {
          loadDataDir:
            typeof options.loadDataDir === 'string' ? await openAsBlob(options.loadDataDir) : options.loadDataDir,
        }),
  });
  try {
    // Timestamps are stored and read in UTC whatever the host's zone (prisma/prisma#28629).
    await db.exec(`ALTER DATABASE postgres SET timezone TO 'UTC'; SET timezone TO 'UTC';`);
    // The app's pool keeps one connection (PGlite runs one session), but pg's pool destroys a connection
    // after a failed query and dials again at once, before the server has seen the old socket close:
    // room for a few connections absorbs that overlap (a unique violation otherwise broke the next query).
    const server = new PGLiteSocketServer({
      db,
      ...(options.socketPath ? { path: options.socketPath } : { host: '127.0.0.1', port: 0 }),
      maxConnections: 4,
    });
    coalesceRepliesOf(server);
    await server.start();
    lastDatabase += 1;
    running.set(lastDatabase, { db, server });
    return { database: lastDatabase, serverConn: server.getServerConn() };
  } catch (error) {
    await db.close();
    throw error;
  }
}

/**
 * Each connection's replies leave in one write per turn instead of one per protocol message (coalesceWrites:
 * five writes per statement otherwise). pglite-socket offers no hook for its sockets: this wraps the server's
 * private `handleConnection`, and fails at start if a new version renamed it, rather than lose the batching
 * unnoticed.
 */
function coalesceRepliesOf(server: PGLiteSocketServer): void {
  const accepting = server as unknown as { handleConnection?: (socket: Socket) => unknown };
  const accept = accepting.handleConnection;
  if (typeof accept !== 'function') throw new Error('pglite-socket has no handleConnection to wrap');
  accepting.handleConnection = (socket: Socket) => {
    coalesceWrites(socket);
    return accept.call(server, socket);
  };
}

function runningDatabase(database: number): Running {
  const found = running.get(database);
  if (!found) throw new Error(`no embedded database ${database} is running`);
  return found;
}

async function handle(request: EmbeddedRequest): Promise<void> {
  const { id } = request;
  switch (request.type) {
    case 'start': {
      port.postMessage({ id, type: 'started', ...(await start(request.options)) } satisfies EmbeddedReply);
      return;
    }
    case 'dump': {
      const { db } = runningDatabase(request.database);
      // Writes every changed page to the data files first, so a copy restores without replaying the WAL.
      await db.exec('CHECKPOINT');
      const dump = await db.dumpDataDir('none');
      // Posted as a Blob: its bytes are shared with the main thread, not copied into a message.
      const data = dump instanceof Blob ? dump : new Blob([dump]);
      port.postMessage({ id, type: 'dumped', data } satisfies EmbeddedReply);
      return;
    }
    case 'stop': {
      const { db, server } = runningDatabase(request.database);
      running.delete(request.database);
      await server.stop();
      // close() checkpoints and releases the data directory, so the next start finds it consistent.
      await db.close();
      port.postMessage({ id, type: 'stopped' } satisfies EmbeddedReply);
    }
  }
}

port.on('message', (request: EmbeddedRequest) => {
  handle(request).catch((error: unknown) =>
    port.postMessage({
      id: request.id,
      type: 'failed',
      message: error instanceof Error ? error.message : String(error),
    } satisfies EmbeddedReply),
  );
});
