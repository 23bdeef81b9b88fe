/**
 * Media budgets (ARCHITECTURE.md): ≥ 8 twelve-megapixel JPEGs/s through the whole pipeline on 2 cores, and
 * 20 concurrent 25 MB uploads growing memory by < 150 MB.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import sharp from 'sharp';
import { twelveMegapixelJpeg } from '../../api/test/images.ts';
import { closeSharedHeicPool, HeicDecoderPool } from '../../api/src/media/heic.ts';
import { processPhoto } from '../../api/src/media/pipeline.ts';
import { type SpooledFile, spoolUpload } from '../../api/src/media/spool.ts';
import { MAX_IMAGE_BYTES } from '../../common/upload-limits.ts';
import type { Bench, Measurement } from './bench.ts';

const MB = 1024 * 1024;
/** What a socket typically hands us at a time. */
const CHUNK = 64 * 1024;

const PHOTOS = 20;
const PHOTO_CONCURRENCY = 2;
const HEIC_PHOTOS = 6;
const UPLOADS = 20;
const UPLOAD_BYTES = 25 * MB;

export const mediaBench: Bench = {
  name: 'Media pipeline',
  async run() {
    const tempDir = await mkdtemp(join(tmpdir(), 'bench-media-'));
    try {
      // Memory first, in a process that has not processed photos yet, so the baseline is not padded by
      // allocator arenas that earlier work left behind for the uploads to reuse.
      const memory = await uploadMemory(tempDir);
      const throughput = await pipelineThroughput(tempDir);
      const heic = await heicThroughput(tempDir);
      return [...throughput, ...heic, ...memory];
    } finally {
      await closeSharedHeicPool();
      await rm(tempDir, { recursive: true, force: true });
    }
  },
};

/** The bytes of a buffer as an upload delivers them, chunk by chunk. */
function chunked(bytes: Buffer): Readable {
  return Readable.from(
    (function* () {
      for (let at = 0; at < bytes.length; at += CHUNK) yield bytes.subarray(at, at + CHUNK);
    })(),
  );
}

async function pipelineThroughput(tempDir: string): Promise<Measurement[]> {
  const photos = [await twelveMegapixelJpeg(0), await twelveMegapixelJpeg(1)];
  const averageMb = photos.reduce((sum, photo) => sum + photo.length, 0) / photos.length / MB;
  const processOne = async (index: number) => {
    const started = performance.now();
    const photo = await processPhoto(chunked(photos[index % photos.length]!), {
      filename: `IMG_${index}.JPG`,
      maxBytes: MAX_IMAGE_BYTES,
      tempDir,
    });
    await photo.spooled.dispose();
    return { ms: performance.now() - started, display: photo.display.length, thumbnail: photo.thumbnail.length };
  };

  await Promise.all([processOne(0), processOne(1)]); // warm-up: sharp and libvips initialise on first use

  const results: Awaited<ReturnType<typeof processOne>>[] = [];
  let next = 0;
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  await Promise.all(
    Array.from({ length: PHOTO_CONCURRENCY }, async () => {
      while (next < PHOTOS) results.push(await processOne(next++));
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  // CPU time of every thread of this process (libvips included): what a photo costs whatever else runs.
  const cpuMsPerPhoto = (cpu.user + cpu.system) / 1000 / PHOTOS;
  const mean = (pick: (r: (typeof results)[number]) => number) =>
    results.reduce((sum, result) => sum + pick(result), 0) / results.length;

  const perSecond = PHOTOS / seconds;
  console.log(
    `   ${PHOTOS} photos of 4000×3000 (${averageMb.toFixed(1)} MB JPEG), ${PHOTO_CONCURRENCY} at a time: ` +
      `${seconds.toFixed(2)} s, ${perSecond.toFixed(1)} photos/s (sharp threads per image: ${sharp.concurrency()})`,
  );
  return [
    {
      metric: '12 MP JPEGs through processPhoto (spool + derivatives)',
      value: perSecond,
      unit: 'photos/s',
      budget: { atLeast: 8 },
      note: `${PHOTOS} photos, concurrency ${PHOTO_CONCURRENCY}`,
    },
    { metric: '  latency per photo (mean)', value: mean((r) => r.ms), unit: 'ms', budget: null },
    { metric: '  CPU time per photo', value: cpuMsPerPhoto, unit: 'ms', budget: null },
    {
      metric: '  projected on 2 idle cores (2 s / CPU time)',
      value: 2000 / cpuMsPerPhoto,
      unit: 'photos/s',
      budget: null,
      note: 'other processes on a shared machine slow the wall-clock figure',
    },
    { metric: '  display copy (mean)', value: mean((r) => r.display) / 1024, unit: 'KB', budget: null },
    { metric: '  thumbnail (mean)', value: mean((r) => r.thumbnail) / 1024, unit: 'KB', budget: null },
  ];
}

/** No budget, but it shows the worker threads start under tsx and what a HEIC costs next to a JPEG. */
async function heicThroughput(tempDir: string): Promise<Measurement[]> {
  const heic = await readFile(new URL('../../api/test/fixtures/photo.heic', import.meta.url));
  const pool = new HeicDecoderPool();
  try {
    const processOne = async (index: number) => {
      const photo = await processPhoto(chunked(heic), {
        filename: `IMG_${index}.HEIC`,
        maxBytes: MAX_IMAGE_BYTES,
        tempDir,
        heic: pool,
      });
      await photo.spooled.dispose();
    };
    await processOne(0); // starts a thread and compiles the WebAssembly
    const started = performance.now();
    await Promise.all(Array.from({ length: HEIC_PHOTOS }, (_, i) => processOne(i)));
    const perSecond = HEIC_PHOTOS / ((performance.now() - started) / 1000);
    return [
      {
        metric: '2400×1600 HEICs through processPhoto (info)',
        value: perSecond,
        unit: 'photos/s',
        budget: null,
        note: `${HEIC_PHOTOS} photos, ${pool.size} decoding thread(s)`,
      },
    ];
  } finally {
    await pool.close();
  }
}

/** A 25 MB upload made in memory one chunk at a time: a real JPEG start (so sniffing passes), then filler. */
function fakeUpload(total: number, jpegStart: Buffer): Readable {
  let sent = 0;
  return new Readable({
    highWaterMark: CHUNK,
    read() {
      if (sent >= total) {
        this.push(null);
        return;
      }
      const chunk = Buffer.alloc(Math.min(CHUNK, total - sent), 0x5a);
      if (sent === 0) jpegStart.copy(chunk);
      sent += chunk.length;
      this.push(chunk);
    },
  });
}

/** Lets the bench settle the heap before taking a baseline, without needing `node --expose-gc`. */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

async function uploadMemory(tempDir: string): Promise<Measurement[]> {
  // SOI and the JFIF APP0 segment of a real JPEG.
  const jpegStart = (
    await sharp({ create: { width: 8, height: 8, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer()
  ).subarray(0, 20);

  collectGarbage();
  await sleep(200);
  const baseline = process.memoryUsage();
  const peak = { ...baseline };
  const sample = () => {
    const now = process.memoryUsage();
    peak.rss = Math.max(peak.rss, now.rss);
    peak.heapUsed = Math.max(peak.heapUsed, now.heapUsed);
    peak.arrayBuffers = Math.max(peak.arrayBuffers, now.arrayBuffers);
  };
  const sampler = setInterval(sample, 50);

  const started = performance.now();
  let spooled: SpooledFile[] = [];
  try {
    spooled = await Promise.all(
      Array.from({ length: UPLOADS }, (_, i) =>
        spoolUpload(fakeUpload(UPLOAD_BYTES, jpegStart), {
          filename: `upload-${i}.jpg`,
          maxBytes: MAX_IMAGE_BYTES + 1024,
          tempDir,
        }),
      ),
    );
  } finally {
    clearInterval(sampler);
    sample();
    await Promise.all(spooled.map((file) => file.dispose()));
  }
  const seconds = (performance.now() - started) / 1000;
  const totalMb = (UPLOADS * UPLOAD_BYTES) / MB;
  if (spooled.some((file) => file.bytes !== UPLOAD_BYTES)) throw new Error('an upload was not spooled whole');

  const growth = (key: 'rss' | 'heapUsed' | 'arrayBuffers') => (peak[key] - baseline[key]) / MB;
  console.log(
    `   ${UPLOADS} concurrent uploads of ${UPLOAD_BYTES / MB} MB (${totalMb} MB) spooled in ${seconds.toFixed(2)} s ` +
      `(${(totalMb / seconds).toFixed(0)} MB/s); baseline RSS ${(baseline.rss / MB).toFixed(0)} MB, ` +
      `peak ${(peak.rss / MB).toFixed(0)} MB`,
  );
  const note = `${UPLOADS} × ${UPLOAD_BYTES / MB} MB, peak − baseline, sampled every 50 ms`;
  return [
    {
      metric: '20 concurrent 25 MB uploads: RSS growth',
      value: growth('rss'),
      unit: 'MB',
      budget: { below: 150 },
      note,
    },
    {
      metric: '20 concurrent 25 MB uploads: heap growth',
      value: growth('heapUsed'),
      unit: 'MB',
      budget: { below: 150 },
    },
    { metric: '  Buffer memory growth', value: growth('arrayBuffers'), unit: 'MB', budget: null },
    { metric: '  spool throughput', value: totalMb / seconds, unit: 'MB/s', budget: null },
  ];
}
