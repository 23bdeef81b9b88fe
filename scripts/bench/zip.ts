/**
 * ZIP budget (ARCHITECTURE.md "Budgets"): 1 GB of photos streams at >= 100 MB/s from local disk with < 50 MB
 * memory growth. Writes 200 x 5 MiB photo-like files (a JPEG header, then random bytes: incompressible like
 * real photos) into a temporary LocalStorage, streams the download service's ZIP into a counting sink and
 * samples RSS every 50 ms.
 */
import { randomFillSync } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { UniqueNames, entryName } from '../../api/src/modules/downloads/downloads.service.ts';
import { streamPhotoZip, type ZipEntry } from '../../api/src/modules/downloads/zip-stream.ts';
import { LocalStorage } from '../../api/src/storage/local.ts';
import { UploadTokenSigner } from '../../api/src/storage/upload-tokens.ts';
import type { Bench, Measurement } from './bench.ts';

const FILES = 200;
const FILE_BYTES = 5 * 1024 * 1024;
const JPEG_HEADER = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);

export const zipBench: Bench = {
  name: 'ZIP download (1 GB of photos, store mode, local disk)',
  async run(): Promise<Measurement[]> {
    const root = await mkdtemp(join(tmpdir(), 'wp-bench-zip-'));
    try {
      const storage = new LocalStorage(root, new UploadTokenSigner('bench-zip-secret'));
      const writeStarted = performance.now();
      const entries: ZipEntry[] = [];
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

      globalThis.gc?.();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const baseline = process.memoryUsage.rss();
      let peak = baseline;
      const sampler = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage.rss());
      }, 50);

      let bytes = 0;
      const started = performance.now();
      const zip = streamPhotoZip(storage, entries, { warn: (object, message) => console.warn(message, object) });
      try {
        await pipeline(
          zip.stream,
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
      const result = await zip.done;
      if (result.written !== FILES) throw new Error(`only ${result.written} of ${FILES} entries written`);

      const mb = bytes / 1e6;
      const note = `${FILES} x 5 MiB, ${mb.toFixed(0)} MB archive in ${seconds.toFixed(2)} s; files just written, so mostly read from the page cache`;
      console.log(`   ${note}`);
      return [
        { metric: 'ZIP throughput', value: mb / seconds, unit: 'MB/s', budget: { atLeast: 100 }, note },
        {
          metric: 'ZIP memory growth (RSS peak - baseline)',
          value: (peak - baseline) / 2 ** 20,
          unit: 'MB',
          budget: { below: 50 },
          note: 'RSS sampled every 50 ms',
        },
        { metric: 'ZIP fixture write (1 GB to local storage)', value: writeSeconds, unit: 's', budget: null },
      ];
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  },
};
