/**
 * The large event's ZIP (issue 35, item 2; ARCHITECTURE.md "Budgets"): the host's "Download all" of the
 * large-event fixture (scripts/seed-large, 20,000 photos with their files written through the storage driver)
 * streams at >= 0.8 of the bare archiver with memory flat. The bare archiver (scripts/bench/bare-zip.ts, the
 * baseline of zip.ts: archiver alone, store mode, every file handed over at once) runs as a server process of
 * its own over the same original files, so both are downloaded over loopback HTTP alike, in interleaved rounds
 * (medians). The server's resident memory is sampled every 50 ms during the app's downloads: at start, peak
 * and end. Smaller while iterating: LARGE_EVENT_PHOTOS=5000 npm run bench -- --only "large zip".
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { guestVisiblePhotosWhere } from '../../api/src/access/guest-visibility.ts';
import { localFilesDirectory } from '../../api/src/storage/index.ts';
import { startApp, startProcess, stopProcess, waitFor } from './app-process.ts';
import { median, type Bench, type BenchOptions, type Measurement } from './bench.ts';
import { sampleRss, seedInto, signIn, sizeFromEnv } from './large-live.ts';

const APP_PORT = 3323;
const BARE_PORT = 3324;
const ROUNDS = 3;

export function largeZipBench(options: BenchOptions): Bench {
  const photos = sizeFromEnv('LARGE_EVENT_PHOTOS', 20_000);
  return {
    name: `large ZIP (${photos}-photo event, its files on local disk, ${options.database} database)`,
    async run(): Promise<Measurement[]> {
      const listDir = await mkdtemp(join(tmpdir(), 'wp-bench-large-zip-'));
      const listFile = join(listDir, 'files.json');
      let eventId = 0;
      let files = 0;
      let seeded: Parameters<typeof signIn>[1] | undefined;
      const app = await startApp(options.database, APP_PORT, async (target) => {
        const { event } = await seedInto(
          target,
          { photos, rsvps: 300, writeFiles: true },
          async ({ prisma }, { eventId: id }) => {
            // The photos the download holds (downloads.service.ts listZip: those guests see), in its order.
            const rows = await prisma.upload.findMany({
              where: guestVisiblePhotosWhere(id),
              orderBy: [{ uploadedAt: 'asc' }, { id: 'asc' }],
              select: { id: true, storageKey: true, takenAt: true, uploadedAt: true },
            });
            const root = localFilesDirectory(resolve(target.dataDir));
            const list = rows.map((row) => ({
              path: join(root, row.storageKey),
              name: `${row.id}.jpg`,
              date: (row.takenAt ?? row.uploadedAt).toISOString(),
            }));
            await writeFile(listFile, JSON.stringify(list));
            files = rows.length;
          },
        );
        seeded = event;
        eventId = event.eventId;
      });
      const bare = startProcess(['--import', 'tsx', 'scripts/bench/bare-zip.ts'], {
        PORT: String(BARE_PORT),
        FILES: listFile,
      });
      try {
        const cookie = await signIn(app.url, seeded!);
        await waitFor(`http://127.0.0.1:${BARE_PORT}/`);
        const appUrl = `${app.url}/api/auth/events/${eventId}/download.zip`;
        const bareUrl = `http://127.0.0.1:${BARE_PORT}/download.zip`;
        // A first download of each warms the page cache and the app's code paths alike.
        await download(bareUrl, {});
        await download(appUrl, { cookie });
        const appRuns: Download[] = [];
        const bareRuns: Download[] = [];
        const memory: { start: number; peak: number; end: number }[] = [];
        const bareMemory: { start: number; peak: number; end: number }[] = [];
        for (let round = 1; round <= ROUNDS; round += 1) {
          // The bare archiver's own process, sampled alike: what archiver alone keeps per entry.
          const bareSampler = sampleRss(bare.pid!);
          bareRuns.push(await download(bareUrl, {}));
          bareMemory.push(bareSampler.stop());
          const sampler = sampleRss(app.pid);
          appRuns.push(await download(appUrl, { cookie }));
          await new Promise((done) => setTimeout(done, 1000));
          memory.push(sampler.stop());
          console.log(
            `   round ${round}: bare archiver ${bareRuns.at(-1)!.mbPerSecond.toFixed(0)} MB/s, ` +
              `app ${appRuns.at(-1)!.mbPerSecond.toFixed(0)} MB/s (${(appRuns.at(-1)!.bytes / 1e6).toFixed(0)} MB); ` +
              `server RSS ${memory.at(-1)!.start.toFixed(0)} -> peak ${memory.at(-1)!.peak.toFixed(0)} -> ` +
              `${memory.at(-1)!.end.toFixed(0)} MB; bare archiver's RSS ${bareMemory.at(-1)!.start.toFixed(0)} -> ` +
              `peak ${bareMemory.at(-1)!.peak.toFixed(0)} MB`,
          );
        }
        const rate = median(appRuns.map((run) => run.mbPerSecond));
        const bareRate = median(bareRuns.map((run) => run.mbPerSecond));
        const growth = Math.max(...memory.map((round) => round.peak - round.start));
        const bareGrowth = Math.max(...bareMemory.map((round) => round.peak - round.start));
        const first = memory[0]!;
        const last = memory.at(-1)!;
        const size = `${files} photos, ${(appRuns[0]!.bytes / 1e6).toFixed(0)} MB`;
        return [
          {
            metric: 'ZIP of the large event, app / bare archiver',
            value: rate / bareRate,
            unit: 'x',
            budget: { atLeast: 0.8 },
            note: `${size}; app ${rate.toFixed(0)} MB/s, bare ${bareRate.toFixed(0)} MB/s, medians of ${ROUNDS} rounds over HTTP`,
          },
          {
            metric: '  server RSS growth during the download (peak - start)',
            value: growth,
            unit: 'MB',
            budget: { below: 50 },
            note: `largest of ${ROUNDS} rounds, sampled every 50 ms`,
          },
          {
            metric: '  bare archiver process RSS growth, same archive (peak - start)',
            value: bareGrowth,
            unit: 'MB',
            budget: null,
            note: `largest of ${ROUNDS} rounds: archiver keeps every entry's record for the central directory`,
          },
          {
            metric: '  server RSS at start / peak / end (first round)',
            value: first.peak,
            unit: 'MB',
            budget: null,
            note: `start ${first.start.toFixed(0)}, peak ${first.peak.toFixed(0)}, end ${first.end.toFixed(0)} MB; last round ${last.start.toFixed(0)} / ${last.peak.toFixed(0)} / ${last.end.toFixed(0)} MB`,
          },
        ];
      } finally {
        await stopProcess(bare);
        await app.stop();
        await rm(listDir, { recursive: true, force: true });
      }
    },
  };
}

interface Download {
  bytes: number;
  mbPerSecond: number;
}

/** Downloads an archive to a counting sink (node:http: no decoding or buffering on the client's side). */
function download(url: string, headers: Record<string, string>): Promise<Download> {
  const started = performance.now();
  return new Promise((done, fail) => {
    request(url, { headers }, (response) => {
      if (response.statusCode !== 200) {
        fail(new Error(`${url}: HTTP ${response.statusCode}`));
        response.resume();
        return;
      }
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => done({ bytes, mbPerSecond: bytes / 1e6 / ((performance.now() - started) / 1000) }));
      response.on('error', fail);
    })
      .on('error', fail)
      .end();
  });
}
