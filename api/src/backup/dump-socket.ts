import { chmod, rm } from 'node:fs/promises';
import { createConnection, createServer, type Server } from 'node:net';
import { join } from 'node:path';

/**
 * How `npm run backup` gets a consistent copy of the embedded database while the server runs
 * (docs/decisions/032). PGlite belongs to the server process (one process may open its directory), so
 * the server answers on a Unix socket in DATA_DIR: each connection receives one dump of the data
 * directory, taken in the database thread between two queries. Only this user may connect (mode 0600),
 * who can read DATA_DIR anyway.
 */

const SOCKET_FILE = 'backup.sock';
/** Socket paths are limited to about 104 bytes; a deeper DATA_DIR backs up with the server stopped. */
const MAX_SOCKET_PATH = 100;

export function dumpSocketPath(dataDir: string): string | null {
  const path = join(dataDir, SOCKET_FILE);
  return process.platform === 'win32' || Buffer.byteLength(path) > MAX_SOCKET_PATH ? null : path;
}

/** Serves `dump()` on DATA_DIR's socket; null where there can be none (Windows, a very long path). */
export async function serveDumps(
  dataDir: string,
  dump: () => Promise<Blob>,
  onError: (error: unknown) => void,
): Promise<{ close(): Promise<void> } | null> {
  const path = dumpSocketPath(dataDir);
  if (!path) return null;
  // A socket left by a server that died: this process holds the directory's lock, so it is nobody's.
  await rm(path, { force: true });
  const server: Server = createServer((socket) => {
    socket.on('error', onError);
    dump()
      .then(async (blob) => {
        const data = Buffer.from(await blob.arrayBuffer());
        socket.end(Buffer.concat([Buffer.from(`${JSON.stringify({ bytes: data.length })}\n`), data]));
      })
      .catch((error: unknown) => {
        onError(error);
        socket.end(`${JSON.stringify({ error: error instanceof Error ? error.message : String(error) })}\n`);
      });
  });
  await new Promise<void>((resolve, reject) => server.once('error', reject).listen(path, resolve));
  await chmod(path, 0o600);
  return {
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
      }),
  };
}

/**
 * A dump from the server running on `dataDir`, or null when none answers (no socket, or a socket left
 * by a server that is gone): the caller then opens the directory itself.
 */
export async function requestDump(dataDir: string): Promise<Blob | null> {
  const path = dumpSocketPath(dataDir);
  if (!path) return null;
  const chunks: Buffer[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      const socket = createConnection(path);
      socket.on('data', (chunk: Buffer) => chunks.push(chunk));
      socket.once('end', resolve);
      socket.once('error', reject);
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ECONNREFUSED') return null;
    throw error;
  }
  const reply = Buffer.concat(chunks);
  const newline = reply.indexOf(0x0a);
  const cutShort = new Error('the running server closed the connection before the whole dump arrived');
  if (newline < 0) throw cutShort;
  const head = JSON.parse(reply.subarray(0, newline).toString('utf8')) as { bytes?: number; error?: string };
  if (head.error !== undefined) throw new Error(`the running server could not dump its database: ${head.error}`);
  const data = reply.subarray(newline + 1);
  if (data.length !== head.bytes) throw cutShort;
  return new Blob([data]);
}
