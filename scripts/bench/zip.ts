/**
 * ZIP budget (ARCHITECTURE.md "Budgets", issue 14): 1 GB of photos streams at >= 100 MB/s from local disk
 * with < 50 MB memory growth, at >= 0.8 of a bare archiver streaming the same files (interleaved rounds,
 * medians). Writes 200 x 5 MiB photo-like files (a JPEG header, then random bytes: incompressible like
 * real photos) into a temporary LocalStorage, streams the download service's ZIP into a counting sink and
 * samples RSS every 50 ms.
 */
import { randomFillSync } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UniqueNames, entryName } from '../../api/src/modules/downloads/downloads.service.ts';
import { streamPhotoZip, type StoredZipEntry } from '../../api/src/modules/downloads/zip-stream.ts';
import { LocalStorage } from '../../api/src/storage/local.ts';
import { UploadTokenSigner } from '../../api/src/storage/upload-tokens.ts';
import archiver from 'archiver';
import { median, type Bench, type Measurement } from './bench.ts';

const FILES = 200;
const ROUNDS = 3;
const FILE_BYTES = 5 * 1024 * 1024;
const JPEG_HEADER = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);

export const zipBench: Bench = {
  name: 'ZIP download (1 GB of photos, store mode, local disk)',
  async run(): Promise<Measurement[]> {
    const root = await mkdtemp(join(tmpdir(), 'wp-bench-zip-'));
    try {
      const storage = new LocalStorage(root, new UploadTokenSigner('bench-zip-secret'));
      const writeStarted = performance.now();
      const entries: StoredZipEntry[] = [];
      const names = new UniqueNames();
      // One buffer refilled per file, so writing the fixture does not itself grow memory by 1 GB.
      const photo = Buffer.alloc(FILE_BYTES);
      for (let i = 0; i < FILES; i++) {
        randomFillSync(photo);
        JPEG_HEADER.copy(photo);
        const key = `events/1/photos/${String(i).padStart(8, '0')}-0000-4000-8000-000000000000/original.jpg`;
        await storage.write(key, Readable.from([photo]), { contentType: 'image/jpeg' });
        entries.push({ key, name: names.take(entryName(`Guest ${i % 7}`, 'IMG_0001.JPG')), date: new Date() });
      }
      const writeSeconds = (performance.now() - writeStarted) / 1000;
      console.log(`   wrote ${FILES} x 5 MiB in ${writeSeconds.toFixed(1)} s`);

      const files = entries.map((entry) => ({ path: join(root, entry.key), name: entry.name, date: entry.date }));
      const product: ZipRun[] = [];
      const bare: ZipRun[] = [];
      for (let round = 1; round <= ROUNDS; round += 1) {
        bare.push(await measure(() => bareArchive(files)));
        product.push(
          await measure(
            () => streamPhotoZip(storage, entries, { warn: (object, message) => console.warn(message, object) }).stream,
          ),
        );
        console.log(
          `   round ${round}: bare archiver ${bare.at(-1)!.mbPerSecond.toFixed(0)} MB/s, ` +
            `app ${product.at(-1)!.mbPerSecond.toFixed(0)} MB/s`,
        );
      }
      const rate = median(product.map((run) => run.mbPerSecond));
      const bareRate = median(bare.map((run) => run.mbPerSecond));
      const note = `${FILES} x 5 MiB, medians of ${ROUNDS} rounds; files just written, so mostly read from the page cache`;
      return [
        { metric: 'ZIP throughput', value: rate, unit: 'MB/s', budget: { atLeast: 100 }, note },
        {
          metric: '  app / bare archiver, same files',
          value: rate / bareRate,
          unit: 'x',
          budget: { atLeast: 0.8 },
          note: `bare archiver (every file queued at once): ${bareRate.toFixed(0)} MB/s`,
        },
        {
          metric: 'ZIP memory growth (RSS peak - baseline)',
          value: Math.max(...product.map((run) => run.growthMb)),
          unit: 'MB',
          budget: { below: 50 },
          note: 'RSS sampled every 50 ms; the largest of the rounds',
        },
        { metric: 'ZIP fixture write (1 GB to local storage)', value: writeSeconds, unit: 's', budget: null },
      ];
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  },
};

interface ZipRun {
  mbPerSecond: number;
  growthMb: number;
}

/** Drains an archive into a counting sink: its rate, and how far RSS rose above where it started. */
async function measure(archive: () => Readable): Promise<ZipRun> {
  globalThis.gc?.();
  await new Promise((resolve) => setTimeout(resolve, 100));
  const baseline = process.memoryUsage.rss();
  let peak = baseline;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 50);
  let bytes = 0;
  const started = performance.now();
  try {
    await pipeline(
      archive(),
      new Writable({
        write(chunk: Buffer, _encoding, callback) {
          bytes += chunk.length;
          callback();
        },
      }),
    );
  } finally {
    clearInterval(sampler);
  }
  const seconds = (performance.now() - started) / 1000;
  peak = Math.max(peak, process.memoryUsage.rss());
  return { mbPerSecond: bytes / 1e6 / seconds, growthMb: (peak - baseline) / 2 ** 20 };
}

/** The yardstick: archiver alone, in store mode, with every file handed over at once (its own queue). */
function bareArchive(files: { path: string; name: string; date: Date }[]): Readable {
  const archive = archiver('zip', { store: true });
  for (const file of files)
    archive.append(createReadStream(file.path), { name: file.name, date: file.date, store: true });
  void archive.finalize();
  return archive;
}
