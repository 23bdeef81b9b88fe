import type { ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { embeddedDirectoryFor, openDatabase } from '../src/db/database.ts';
import { sweepOrphans } from '../src/maintenance/orphan-sweep.ts';
import { uploadSpoolDirectory } from '../src/media/spool.ts';
import { PHOTO_DERIVATIVES_JOB } from '../src/modules/uploads/photo-processing.ts';
import { createStorage } from '../src/storage/index.ts';
import { createServerDatabase, seedEmbeddedDataDir } from './database.ts';
import { jpegWithComment, quadrantPixels } from './images.ts';
import { multipart } from './multipart.ts';
import { createEventOn, signUpOn, startServer, stopServer } from './server-process.ts';
import { assertSharedServicesReachable, SERVER_DATABASE_URL } from './shared-services.ts';

const ROUNDS = 3;
/** Traffic before each kill: at least this long, and until a few writes of each kind were answered... */
const TRAFFIC_MS = 2000;
const ANSWERED_PER_ROUND = 3;
/** ...but never longer than this (a loaded machine answers slowly). */
const MAX_TRAFFIC_MS = 20_000;
/** Guests sending photos, and guests answering RSVPs, at once. */
const UPLOADERS = 4;
const RESPONDERS = 4;

/**
 * Issue 17, item 3, for one database: guests upload photos and answer RSVPs at once against a spawned
 * server, which is SIGKILLed mid-stream and restarted on the same data, ROUNDS times. Then, with the data as
 * the last kill left it, the database opens, every answered (2xx) write is there, every photo row has its
 * original (and its job, if its copies are not made), and no file that is not a row's is left once the
 * orphan sweep ran (before it, only temp files and the originals of unanswered uploads).
 */
export function crashSafetySuite(kind: 'embedded' | 'server'): void {
  describe(`a server SIGKILLed during uploads and RSVPs (${kind === 'embedded' ? 'embedded database' : 'PostgreSQL server'})`, () => {
    let dataDir: string;
    let serverDatabase: { url: string; drop(): Promise<void> } | undefined;
    const running: ChildProcess[] = [];

    beforeAll(async () => {
      if (kind === 'server') {
        await assertSharedServicesReachable({ redis: false });
        serverDatabase = await createServerDatabase(SERVER_DATABASE_URL);
      }
      dataDir = await mkdtemp(join(tmpdir(), `wp-crash-safety-${kind}-`));
      // A migrated database already there: the first start is not what this test is about.
      if (kind === 'embedded') await seedEmbeddedDataDir(dataDir);
    });
    afterAll(async () => {
      await Promise.all(running.map((child) => stopServer(child, 'SIGKILL')));
      await serverDatabase?.drop();
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    });

    const start = async () => {
      const server = startServer(dataDir, { MEDIA_WORKERS: '1' }, { databaseUrl: serverDatabase?.url, keepLog: false });
      running.push(server.child);
      return { child: server.child, base: await server.address };
    };

    it('keeps every answered RSVP and photo, and leaves no stray file once swept', async () => {
      let server = await start();
      const photo = await quadrantPixels(160, 120).jpeg({ quality: 70 }).toBuffer();
      const token = await signUpOn(server.base, `crash-${kind}@example.com`);
      const auth = { authorization: `Bearer ${token}` };
      const event = await createEventOn(server.base, auth, { title: 'Storm', slug: `storm-${kind}` });

      const answeredPhotos = new Set<number>();
      const answeredRsvps = new Set<string>();
      let unansweredUploads = 0;
      const failures: string[] = [];

      for (let round = 0; round < ROUNDS; round += 1) {
        const base = server.base;
        let stopping = false;
        // A distinct forwarded address per guest, as phones have: per-address limits stay out of the way.
        const guest = async (index: number, send: (n: number, address: string) => Promise<void>) => {
          const address = `198.51.${round}.${index + 1}`;
          for (let n = 0; !stopping && n < 1000; n += 1) await send(n, address);
        };
        const answeredThisRound = { photos: 0, rsvps: 0 };
        const upload = async (n: number, address: string) => {
          const data = jpegWithComment(photo, `storm ${address} ${n}`);
          const { payload, headers } = multipart([
            { name: 'files', filename: `storm-${address}-${n}.jpg`, contentType: 'image/jpeg', data },
          ]);
          try {
            const answer = await fetch(`${base}/api/events/${event.slug}/uploads/direct`, {
              method: 'POST',
              headers: { ...headers, 'x-forwarded-for': address },
              body: new Uint8Array(payload),
            });
            const body = (await answer.json()) as { uploads?: { id: number; duplicate: boolean }[] };
            if (answer.status === 201) {
              for (const stored of body.uploads ?? []) answeredPhotos.add(stored.id);
              answeredThisRound.photos += 1;
            } else failures.push(`upload answered ${answer.status}`);
          } catch {
            unansweredUploads += 1; // cut by the kill: no answer, so nothing was promised
          }
        };
        const rsvp = async (n: number, address: string) => {
          const fullName = `Guest ${address} ${n}`;
          try {
            const answer = await fetch(`${base}/api/events/${event.slug}/rsvp`, {
              method: 'POST',
              headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
              body: JSON.stringify({ fullName, status: 'YES', guestsCount: 1 }),
            });
            await answer.arrayBuffer();
            if (answer.status === 201) {
              answeredRsvps.add(fullName);
              answeredThisRound.rsvps += 1;
            } else failures.push(`RSVP answered ${answer.status}`);
          } catch {
            // cut by the kill
          }
        };
        const traffic = Promise.all([
          ...Array.from({ length: UPLOADERS }, (_, i) => guest(i, upload)),
          ...Array.from({ length: RESPONDERS }, (_, i) => guest(UPLOADERS + i, rsvp)),
        ]);
        const began = Date.now();
        await sleep(TRAFFIC_MS);
        while (
          Math.min(answeredThisRound.photos, answeredThisRound.rsvps) < ANSWERED_PER_ROUND &&
          Date.now() - began < MAX_TRAFFIC_MS
        ) {
          await sleep(100);
        }
        // Mid-stream: every guest has a request in flight.
        await stopServer(server.child, 'SIGKILL');
        stopping = true;
        await traffic;
        // Restarted on the same data for the next round; after the last kill the data is read as it was left.
        if (round < ROUNDS - 1) server = await start();
      }

      // Every server answer before a kill was a success: a 5xx or 4xx here would hide lost writes.
      expect(failures).toEqual([]);
      expect(answeredPhotos.size).toBeGreaterThan(0);
      expect(answeredRsvps.size).toBeGreaterThan(0);

      // The database opens cleanly as the last kill left it (for the embedded one: no clean stop at all).
      const database = await openDatabase(
        serverDatabase
          ? { url: serverDatabase.url, poolMax: 2 }
          : { embeddedDirectory: embeddedDirectoryFor(dataDir), poolMax: 1 },
      );
      try {
        const rows = await database.prisma.upload.findMany({ where: { eventId: event.id } });
        const rsvps = await database.prisma.rsvp.findMany({ where: { eventId: event.id }, select: { fullName: true } });
        const rowIds = new Set(rows.map((row) => row.id));
        expect([...answeredPhotos].filter((id) => !rowIds.has(id))).toEqual([]);
        const names = new Set(rsvps.map((row) => row.fullName));
        expect([...answeredRsvps].filter((name) => !names.has(name))).toEqual([]);

        const { storage } = createStorage({ driver: 'local', dataDir, secret: 'crash-safety-test', gcs: {} });
        const rowFiles = new Set(rows.flatMap((row) => [row.storageKey, row.displayKey, row.thumbnailKey]));
        for (const row of rows) {
          const made = row.processingState === 'READY' ? [row.storageKey, row.displayKey, row.thumbnailKey] : [];
          for (const key of [row.storageKey, ...made]) expect(await storage.stat(key), key).not.toBeNull();
        }
        // A photo whose copies were being made still has its job: the next start makes them.
        const jobs = await database.prisma.job.findMany({ where: { kind: PHOTO_DERIVATIVES_JOB } });
        const queued = new Set(jobs.map((job) => (job.payload as { uploadId: number }).uploadId));
        expect(rows.filter((row) => row.processingState === 'PROCESSING' && !queued.has(row.id))).toEqual([]);
        expect(rows.filter((row) => row.processingState === 'FAILED')).toEqual([]);

        const filesRoot = join(dataDir, 'files');
        const spoolDir = uploadSpoolDirectory(dataDir);
        const strays = async () => (await filesUnder(filesRoot)).filter((key) => !rowFiles.has(key));
        const temporary = (key: string) => key.startsWith('.tmp/');
        const before = await strays();
        // Only a half-written temp file, or the original of an upload that got no answer, may lie around.
        expect(before.filter((key) => !temporary(key)).length).toBeLessThanOrEqual(unansweredUploads);

        // No server runs: whatever is not a row's file now is abandoned, however young (negative ages).
        const log = { info: () => undefined, warn: () => undefined };
        await sweepOrphans({
          storage,
          prisma: database.prisma,
          spoolDir,
          log,
          spoolMaxAgeMs: -1,
          unreferencedMaxAgeMs: -1,
        });
        expect(await strays()).toEqual([]);
        expect(await readdir(spoolDir).catch(() => [])).toEqual([]);
      } finally {
        await database.close();
      }
    }, 240_000);
  });
}

/** Every file under `root`, as a key relative to it ('/'-separated). */
async function filesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)).split('\\').join('/'));
}
