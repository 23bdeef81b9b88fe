import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { workerEntry } from '../lib/build-layout.ts';
import { memoryAvailable } from '../lib/machine-memory.ts';
import { makeTreePrivate } from '../storage/data-dir.ts';
import { PRIVATE_DIR_MODE } from '../storage/private-mode.ts';
import { lockDirectory } from './directory-lock.ts';
import type { EmbeddedReply, EmbeddedRequest } from './embedded-worker.ts';

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

const MB = 1024 * 1024;

/**
 * The embedded database's shared buffers, in MB: a 32nd of the memory the process may use, between 16 MB and
 * PostgreSQL's default of 128 MB. PGlite's buffers take their memory at start and keep it, whatever the
 * database holds: at 128 MB a server restarted on a 300-guest wedding's data idled at 431 MB, at 32 MB at
 * 308 MB. So 1 GB gets 32 MB and 2 GB 64 MB, and a machine of 4 GB or more the default. A 300-guest wedding's
 * tables and indexes fit in 32 MB; a larger event's pages past it come from the operating system's file
 * cache (docs/scaling.md has the figures).
 */
export function embeddedSharedBuffersMb(memory = memoryAvailable()): number {
  return Math.min(128, Math.max(16, Math.floor(memory / 32 / MB)));
}

/**
 * Starts PGlite (PostgreSQL compiled to WebAssembly) in a worker thread and serves it over the PostgreSQL
 * wire protocol, so the app reaches it through the same driver adapter as a real server (docs/decisions/001)
 * and its queries never stall the main thread's event loop (docs/decisions/023).
 * `directory` undefined keeps the database in memory (tests).
 */
export async function startEmbeddedPostgres(
  directory: string | undefined,
  options: {
    /**
     * A data-directory dump to start from: in memory, or the path of a file holding one, which the database's
     * thread reads itself (a Blob read from a file cannot be posted to a thread, and copying it would hold
     * the whole dump in memory once more).
     */
    loadDataDir?: Blob | string;
    /** Shared buffers in MB; by default by the memory the process may use (embeddedSharedBuffersMb). */
    sharedBuffersMb?: number;
  } = {},
): Promise<EmbeddedPostgres> {
  let lock: { release(): Promise<void> } | undefined;
  if (directory) {
    await mkdir(directory, { recursive: true, mode: PRIVATE_DIR_MODE });
    lock = await lockDirectory(`${directory}.lock`);
  }
  let socketDirectory: string | null = null;
  let started: { thread: DatabaseThread; database: number; serverConn: string };
  try {
    socketDirectory = await privateSocketDirectory();
    const thread = DatabaseThread.shared();
    const reply = await thread.request(
      {
        type: 'start',
        options: {
          directory: directory ?? null,
          socketPath: socketDirectory ? join(socketDirectory, SOCKET_FILE) : null,
          loadDataDir: options.loadDataDir ?? null,
          sharedBuffersMb: options.sharedBuffersMb ?? embeddedSharedBuffersMb(),
        },
      },
      'started',
    );
    started = { thread, database: reply.database, serverConn: reply.serverConn };
    // PGlite's initdb writes the data files 0666 whatever the umask: only their owner may read them.
    if (directory) await makeTreePrivate(directory);
  } catch (error) {
    // A start that failed must not leave the directory claimed.
    await lock?.release();
    if (socketDirectory) await rm(socketDirectory, { recursive: true, force: true });
    throw error;
  }
  const { thread, database, serverConn } = started;
  let stopped = false;
  return {
    url: socketDirectory
      ? `postgresql://postgres@localhost/postgres?host=${encodeURIComponent(socketDirectory)}&sslmode=disable`
      : `postgresql://postgres@${serverConn}/postgres?sslmode=disable`,
    async dump() {
      const { data } = await thread.request({ type: 'dump', database }, 'dumped');
      return data;
    },
    async stop() {
      if (stopped) return;
      stopped = true;
      try {
        await thread.request({ type: 'stop', database }, 'stopped');
        // PostgreSQL rewrote a few files while it ran (pg_internal.init, statistics) with modes of its own.
        if (directory) await makeTreePrivate(directory);
      } finally {
        await lock?.release();
        if (socketDirectory) await rm(socketDirectory, { recursive: true, force: true });
      }
    },
  };
}

const WORKER_ENTRY = workerEntry(import.meta.url, 'embedded-worker');

/** A request before the thread numbers it (Omit applied to each member of the union). */
type Request = WithoutId<EmbeddedRequest>;
type WithoutId<T> = T extends unknown ? Omit<T, 'id'> : never;
type Reply<T extends EmbeddedReply['type']> = Extract<EmbeddedReply, { type: T }>;

/**
 * The one worker thread of this process that runs its embedded databases (embedded-worker.ts). It keeps
 * the process alive only while a database is running or a request waits, and a thread that died fails
 * what waits with its reason; the next start begins a new thread.
 */
class DatabaseThread {
  private static current: DatabaseThread | null = null;

  static shared(): DatabaseThread {
    DatabaseThread.current ??= new DatabaseThread();
    return DatabaseThread.current;
  }

  private readonly worker = new Worker(WORKER_ENTRY);
  private readonly waiting = new Map<
    number,
    { type: string; resolve(reply: EmbeddedReply): void; reject(error: Error): void }
  >();
  private lastRequest = 0;
  private runningDatabases = 0;

  private constructor() {
    this.worker.unref();
    this.worker.on('message', (reply: EmbeddedReply) => {
      const waiting = this.waiting.get(reply.id);
      if (!waiting) return;
      this.waiting.delete(reply.id);
      this.updateRef();
      if (reply.type === 'failed') waiting.reject(new Error(`embedded database: ${reply.message}`));
      else if (reply.type !== waiting.type) waiting.reject(new Error(`embedded database: unexpected ${reply.type}`));
      else waiting.resolve(reply);
    });
    const died = (error: Error) => {
      if (DatabaseThread.current === this) DatabaseThread.current = null;
      for (const waiting of this.waiting.values()) waiting.reject(error);
      this.waiting.clear();
    };
    this.worker.on('error', died);
    this.worker.on('exit', (code) => died(new Error(`embedded database: its thread ended (${code})`)));
  }

  async request<T extends EmbeddedReply['type']>(request: Request, type: T): Promise<Reply<T>> {
    this.lastRequest += 1;
    const id = this.lastRequest;
    const reply = new Promise<EmbeddedReply>((resolve, reject) => this.waiting.set(id, { type, resolve, reject }));
    this.updateRef();
    this.worker.postMessage({ ...request, id });
    const answer = (await reply) as Reply<T>;
    if (answer.type === 'started') this.runningDatabases += 1;
    if (answer.type === 'stopped') this.runningDatabases -= 1;
    this.updateRef();
    return answer;
  }

  /** Held open while it has work, so a process whose databases are all closed can exit. */
  private updateRef(): void {
    if (this.runningDatabases > 0 || this.waiting.size > 0) this.worker.ref();
    else this.worker.unref();
  }
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
