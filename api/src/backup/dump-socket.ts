import { chmod, rm } from 'node:fs/promises';
import { createConnection, createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

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
    let sending = false;
    dump()
      .then(async (blob) => {
        sending = true;
        socket.write(`${JSON.stringify({ bytes: blob.size })}\n`);
        // Streamed from the dump, not copied whole twice more (as bytes, then behind the header): the
        // server's memory rose by 550 MB for a 300-guest wedding's 76 MB dump, on machines of 1-2 GB.
        await pipeline(Readable.fromWeb(blob.stream() as NodeReadableStream<Uint8Array>), socket);
      })
      .catch((error: unknown) => {
        onError(error);
        // Once the dump has begun, an error line would read as its bytes: the cut connection says it.
        if (sending) socket.destroy();
        else socket.end(`${JSON.stringify({ error: error instanceof Error ? error.message : String(error) })}\n`);
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
  // A socket's pieces are plain ArrayBuffer-backed Buffers (never shared memory), as a Blob takes them.
  const chunks: Buffer<ArrayBuffer>[] = [];
  try {
    await new Promise<void>((resolve, reject) => {
      const socket = createConnection(path);
      socket.on('data', (chunk: Buffer<ArrayBuffer>) => chunks.push(chunk));
      socket.once('end', resolve);
      socket.once('error', reject);
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ECONNREFUSED') return null;
    throw error;
  }
  const cutShort = new Error('the running server closed the connection before the whole dump arrived');
  // The header line is short: it ends in the first pieces. The dump after it goes into the Blob piece by
  // piece, never joined into one more whole copy first.
  let headBytes = 0;
  let newline = -1;
  for (const chunk of chunks) {
    newline = chunk.indexOf(0x0a);
    if (newline >= 0) break;
    headBytes += chunk.length;
  }
  if (newline < 0) throw cutShort;
  const headLine = Buffer.concat(chunks, headBytes + newline).toString('utf8');
  const head = JSON.parse(headLine) as { bytes?: number; error?: string };
  if (head.error !== undefined) throw new Error(`the running server could not dump its database: ${head.error}`);
  const pieces = dropBytes(chunks, headBytes + newline + 1);
  const bytes = pieces.reduce((sum, piece) => sum + piece.length, 0);
  if (bytes !== head.bytes) throw cutShort;
  return new Blob(pieces);
}

/** `chunks` without their first `count` bytes. */
function dropBytes(chunks: Buffer<ArrayBuffer>[], count: number): Buffer<ArrayBuffer>[] {
  const rest: Buffer<ArrayBuffer>[] = [];
  let skipped = 0;
  for (const chunk of chunks) {
    if (skipped + chunk.length <= count) skipped += chunk.length;
    else {
      rest.push(skipped < count ? chunk.subarray(count - skipped) : chunk);
      skipped = count;
    }
  }
  return rest;
}
