import type { ChildProcess } from 'node:child_process';
import { chmod, mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { modeOf as mode, openToOthers } from '../../test/file-modes.ts';
import { pngImage } from '../../test/images.ts';
import { multipart } from '../../test/multipart.ts';
import {
  createEventOn,
  json,
  photosProcessedOn,
  signUpOn,
  startServer,
  stopServer,
} from '../../test/server-process.ts';
import { embeddedDirectoryFor } from '../db/database.ts';
import { jwtSecretFile } from '../modules/auth/jwt-secret.ts';
import { uploadSpoolDirectory } from '../media/spool.ts';
import { localFilesDirectory } from './index.ts';

// Issue 28, item 1: DATA_DIR holds the embedded database (password hashes, PINs, in its WAL too) and every
// photo. Another account on the machine must not read or change any of it: `npm start` as a user runs it,
// under the umask most systems give (022), which made the WAL 0666 and photos 0644.

let work: string;
let umaskBefore: number;
const running: ChildProcess[] = [];

beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'wp-private-'));
  // What most shells hand a process; the server must not depend on the operator's stricter one.
  umaskBefore = process.umask(0o022);
});
afterAll(async () => {
  process.umask(umaskBefore);
  for (const child of running) await stopServer(child);
  await rm(work, { recursive: true, force: true });
});

describe('the data directory', () => {
  it('is readable by nobody else: the directory, the WAL, a stored photo and its copies, the key, the spool', async () => {
    const dataDir = join(work, 'fresh', 'data');
    const server = startServer(dataDir, { MEDIA_WORKERS: '1' });
    running.push(server.child);
    const base = await server.address;
    const token = await signUpOn(base, 'private@example.com');
    const auth = { authorization: `Bearer ${token}` };
    const event = await createEventOn(base, auth, { slug: 'private-files' });
    const { payload, headers } = multipart([
      { name: 'files', filename: 'first-dance.png', contentType: 'image/png', data: await pngImage(800, 600) },
    ]);
    await json(
      await fetch(`${base}/api/events/${event.slug}/uploads/direct`, {
        method: 'POST',
        headers,
        body: new Uint8Array(payload),
      }),
    );
    const [photo] = await photosProcessedOn(base, auth, event.id);
    expect(photo!.processingState).toBe('READY');

    expect(await mode(dataDir)).toBe(0o700);
    expect(await mode(jwtSecretFile(dataDir))).toBe(0o600);
    expect(await mode(uploadSpoolDirectory(dataDir))).toBe(0o700);
    const wal = join(embeddedDirectoryFor(dataDir), 'pg_wal');
    const segments = (await readdir(wal, { withFileTypes: true })).filter((entry) => entry.isFile());
    expect(segments.length).toBeGreaterThan(0);
    for (const segment of segments) expect(await mode(join(wal, segment.name)), segment.name).toBe(0o600);
    const stored: string[] = [];
    const collect = async (dir: string): Promise<void> => {
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        if (entry.isDirectory()) await collect(join(dir, entry.name));
        else stored.push(join(dir, entry.name));
      }
    };
    await collect(localFilesDirectory(dataDir));
    // The original, its thumbnail and its display copy.
    expect(stored.length).toBeGreaterThanOrEqual(3);
    for (const file of stored) expect(await mode(file), file).toBe(0o600);

    expect(await openToOthers(dataDir)).toEqual([]);
  }, 90_000);

  it('is made private at start when it was created open (0755), and the log says so', async () => {
    const dataDir = join(work, 'existing');
    await mkdir(dataDir);
    await chmod(dataDir, 0o755);
    const server = startServer(dataDir);
    running.push(server.child);
    await server.address;
    expect(await mode(dataDir)).toBe(0o700);
    expect(server.log.join('\n')).toMatch(/"mode":"755".*DATA_DIR was open to other local users: now 0700/);
  }, 60_000);
});
