/**
 * Upload budget (ARCHITECTURE.md "Budgets", issue 14): uploads are answered once the original is durable,
 * at >= 0.7 of the rate of a bare streaming receiver (node:http and busboy to disk with fsync). Sends 20
 * distinct photos at once, each in its own request, to the product's direct upload route and to the bare
 * receiver, in interleaved rounds, and reports MB/s from the first byte sent until every answer is in
 * (medians), after one burst to each that is not counted (warm-up): once with 12-megapixel JPEGs, once with
 * photos just under the 25 MB limit. Each side starts with the product's queues empty; the product's copies
 * of its own photos run during its measurement.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { twelveMegapixelJpeg } from '../../api/test/images.ts';
import { DEFAULT_THREAD_POOL_SIZE } from '../../api/src/lib/runtime.cts';
import { MAX_IMAGE_BYTES } from '../../common/upload-limits.ts';
import { median, type Bench, type BenchOptions, type Measurement } from './bench.ts';
import { seedEvent, startApp, startProcess, stopProcess, waitForIdleQueues } from './app-process.ts';

const APP_PORT = 3294;
const BARE_PORT = 3293;
const CONCURRENT = 20;
const ROUNDS = 3;
const MB = 1024 * 1024;

export function uploadsBench(options: BenchOptions): Bench {
  return {
    name: `Uploads answered (${CONCURRENT} at once, ${options.database} database)`,
    async run(): Promise<Measurement[]> {
      const app = await startApp(options.database, APP_PORT);
      const bareDir = await mkdtemp(join(tmpdir(), 'wp-bench-bare-upload-'));
      const bare = startProcess(['--import', 'tsx', 'scripts/bench/bare-upload.ts'], {
        PORT: String(BARE_PORT),
        UPLOAD_DIR: bareDir,
        // The same file threads as the product (decision 038): with libuv's 4, its fsyncs of 25 MB files
        // queued behind each other and the baseline ran at a third of the product's speed.
        UV_THREADPOOL_SIZE: String(DEFAULT_THREAD_POOL_SIZE),
      });
      try {
        const { slug } = await seedEvent(app.url, 0);
        const sets = [
          { label: '12 MP JPEGs', photos: (round: number) => photos(round, twelveMegapixelJpeg) },
          { label: 'photos near 25 MB', photos: (round: number) => photos(round, nearLimitJpeg) },
        ];
        const measurements: Measurement[] = [];
        for (const set of sets) {
          const product: number[] = [];
          const baseline: number[] = [];
          // Round 0 warms both sides up and is not counted: a process's first burst runs cold code (the
          // product's first burst after a start measured 66 MB/s on the PostgreSQL server, the next ones
          // 109-128), and a server answers most bursts long after its start.
          for (let round = 0; round <= ROUNDS; round += 1) {
            // New photos every round and for each receiver: the product stores a photo it already has once.
            // Each side starts once the product's media work of earlier photos is done: left running, it
            // slowed whichever side came next, the baseline included.
            const [bareSet, appSet] = [await set.photos(round * 2), await set.photos(round * 2 + 1)];
            await waitForIdleQueues(app);
            const bareRate = await sendAll(`http://127.0.0.1:${BARE_PORT}/`, bareSet);
            await waitForIdleQueues(app);
            const appRate = await sendAll(`${app.url}/api/events/${slug}/uploads/direct`, appSet);
            if (round === 0) {
              console.log(`   ${set.label}, warm-up: bare ${bareRate.toFixed(0)} MB/s, app ${appRate.toFixed(0)} MB/s`);
              continue;
            }
            baseline.push(bareRate);
            product.push(appRate);
            console.log(
              `   ${set.label}, round ${round}: bare ${baseline.at(-1)!.toFixed(0)} MB/s, app ${product.at(-1)!.toFixed(0)} MB/s`,
            );
          }
          const productRate = median(product);
          const bareRate = median(baseline);
          measurements.push(
            { metric: `${CONCURRENT} x ${set.label}, answered`, value: productRate, unit: 'MB/s', budget: null },
            {
              metric: '  app / bare receiver (busboy to disk, fsync)',
              value: productRate / bareRate,
              unit: 'x',
              budget: { atLeast: 0.7 },
              note: `bare: ${bareRate.toFixed(0)} MB/s; medians of ${ROUNDS} rounds`,
            },
          );
        }
        return measurements;
      } finally {
        await stopProcess(bare);
        await app.stop();
        await rm(bareDir, { recursive: true, force: true });
      }
    },
  };
}

/** MB/s from the first request until the last answer, all sent at once. */
async function sendAll(url: string, files: Buffer[]): Promise<number> {
  const started = performance.now();
  await Promise.all(
    files.map(async (file, i) => {
      const form = new FormData();
      form.append('uploaderName', `Guest ${i}`);
      form.append('files', new Blob([new Uint8Array(file)], { type: 'image/jpeg' }), `IMG_${i}.jpg`);
      const response = await fetch(url, { method: 'POST', body: form });
      if (response.status !== 201) throw new Error(`${url}: ${response.status} ${await response.text()}`);
    }),
  );
  const bytes = files.reduce((sum, file) => sum + file.length, 0);
  return bytes / MB / ((performance.now() - started) / 1000);
}

const made = new Map<string, Buffer[]>();

/** CONCURRENT distinct photos for a round (made once per round number and kind). */
async function photos(round: number, make: (seed: number) => Promise<Buffer>): Promise<Buffer[]> {
  const key = `${make.name} ${round}`;
  if (!made.has(key)) {
    made.set(key, await Promise.all(Array.from({ length: CONCURRENT }, (_, i) => make(round * CONCURRENT + i))));
  }
  return made.get(key)!;
}

/** A real JPEG just under the upload limit: a 12 MP photo with its quality raised until it is that large. */
async function nearLimitJpeg(seed: number): Promise<Buffer> {
  const base = await sharp(await twelveMegapixelJpeg(seed))
    .raw()
    .toBuffer({ resolveWithObject: true });
  const jpeg = await sharp(base.data, { raw: base.info }).jpeg({ quality: 100, chromaSubsampling: '4:4:4' }).toBuffer();
  // Padding after the end-of-image marker keeps the photo valid and brings it near the limit.
  const target = MAX_IMAGE_BYTES - 64 * 1024;
  return jpeg.length >= target ? jpeg : Buffer.concat([jpeg, Buffer.alloc(target - jpeg.length)]);
}
