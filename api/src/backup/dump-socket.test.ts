import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dumpSocketPath, requestDump, serveDumps } from './dump-socket.ts';

// The running server's side of `npm run backup` (decision 032): the dump arrives whole, or the backup fails
// with a reason; a dump cut short is never taken for a whole one.
describe('the dump socket', () => {
  let dataDir: string;
  let served: { close(): Promise<void> } | null = null;
  const errors: unknown[] = [];
  beforeEach(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'dump-'));
    errors.length = 0;
  });
  afterEach(async () => {
    await served?.close();
    served = null;
    await rm(dataDir, { recursive: true, force: true });
  });
  const serve = async (dump: () => Promise<Blob>) => {
    served = await serveDumps(dataDir, dump, (error) => errors.push(error));
  };

  it('sends the whole dump, byte for byte, streamed from the blob', async () => {
    const bytes = randomBytes(5 * 1024 * 1024 + 123);
    await serve(() => Promise.resolve(new Blob([bytes])));
    const dump = await requestDump(dataDir);
    expect(Buffer.from(await dump!.arrayBuffer()).equals(bytes)).toBe(true);
    expect(errors).toEqual([]);
  });

  it('reads a header that arrives in pieces, and keeps the dump bytes that share its last piece', async () => {
    // The backup keeps the socket's pieces as they came (no joined copy of an ~80 MB dump): the header line
    // may end anywhere in them.
    const bytes = randomBytes(200_000);
    const head = Buffer.from(`${JSON.stringify({ bytes: bytes.length })}\n`);
    const pieces = [head.subarray(0, 3), head.subarray(3, 9), Buffer.concat([head.subarray(9), bytes.subarray(0, 10)])];
    pieces.push(bytes.subarray(10, 70_000), bytes.subarray(70_000));
    const raw: Server = createServer((socket) => {
      // Apart in time, so they reach the reader as separate pieces.
      pieces.forEach((piece, index) => setTimeout(() => socket.write(piece), index * 20));
      setTimeout(() => socket.end(), pieces.length * 20);
    });
    await new Promise<void>((resolve) => raw.listen(dumpSocketPath(dataDir)!, resolve));
    try {
      const dump = await requestDump(dataDir);
      expect(Buffer.from(await dump!.arrayBuffer()).equals(bytes)).toBe(true);
    } finally {
      await new Promise((resolve) => raw.close(resolve));
    }
  });

  it('says why when the server could not make the dump', async () => {
    await serve(() => Promise.reject(new Error('the database thread stopped')));
    await expect(requestDump(dataDir)).rejects.toThrow(
      'the running server could not dump its database: the database thread stopped',
    );
  });

  it('fails the backup, rather than keep part of it, when the dump breaks off while it is sent', async () => {
    // A dump that announces 1 MB and breaks off after 64 KB.
    const breaking = {
      size: 1024 * 1024,
      stream: () =>
        new ReadableStream<Uint8Array>({
          start(controller) {
            controller.enqueue(new Uint8Array(64 * 1024));
            controller.error(new Error('read failed'));
          },
        }),
    } as unknown as Blob;
    await serve(() => Promise.resolve(breaking));
    await expect(requestDump(dataDir)).rejects.toThrow(
      'the running server closed the connection before the whole dump arrived',
    );
    expect(errors.map(String)).toContain('Error: read failed');
  });

  it('answers null where no server listens, so the backup opens the directory itself', async () => {
    expect(await requestDump(dataDir)).toBeNull();
  });
});
