/**
 * Memory after a burst (issue 35, item 5: self-hosters run this on 1–2 GB machines). The product as
 * `npm start` runs it (app-process.ts, its own process), and the resident memory of its whole process tree:
 * VmRSS in /proc/<pid>/status of the server and of every descendant (the embedded database and HEIC decoders
 * are threads of the server; ffmpeg and anything else it starts are children), read every 100 ms.
 *
 * 1. After start: one small photo through the upload route to the gallery (the code paths loaded once), the
 *    queues idle, then the median of 2 s of samples.
 * 2. The burst: 20 photos of 20 MP (5472×3648, ~22 MB each, near the upload limit of 25 MB) sent at once to the
 *    direct upload route, as 20 guests' phones would; the peak until the hosts' list shows every one READY
 *    (their display copy and thumbnail made) and the job queues are empty.
 * 3. 60 s after the last photo was READY, the median of 2 s of samples again. The budget: this minus the
 *    figure after start is at most 100 MB (memory the server keeps after a burst is memory a small machine
 *    does not get back).
 *
 * Twice: on an empty DATA_DIR (the server's first start, which creates the database and runs every
 * migration: on the embedded database it held ~100 MB more than a later start), and on a 300-guest
 * wedding's data (the large-event fixture's rows for 2,000 photos and 300 RSVPs, written before the server
 * starts), which is what a server restarted during a wedding holds: the figure for the smallest machine
 * (docs/scaling.md).
 *
 * The photo (noise over the whole frame, so it really is ~22 MB of JPEG, not a flat picture that decodes in no
 * time) is made once with sharp and kept in the system's temporary directory; the 20 uploads are that file
 * with a few bytes of their own after its end-of-image marker (the product stores a file it already has once).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, stat, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { seedEvent, serverMemoryLimitMb, startApp, waitForIdleQueues, type AppProcess } from './app-process.ts';
import { median, type Bench, type BenchOptions, type Measurement } from './bench.ts';
import { seedInChildProcess } from './large-event.ts';

const APP_PORT = 3299;
/** A 300-guest wedding, as docs/scaling.md sizes one (2,000 photos). */
const WEDDING = { photos: 2_000, rsvps: 300 };
const MB = 1024 * 1024;
const PHOTOS = 20;
const WIDTH = 5472;
const HEIGHT = 3648;
/** Gaussian noise over the frame at this JPEG quality makes ~22 MB, near the upload limit (25 MB). */
const NOISE_SIGMA = 60;
const JPEG_QUALITY = 98;
const PHOTO_PATH = join(tmpdir(), `wp-bench-memory-${WIDTH}x${HEIGHT}-q${JPEG_QUALITY}.jpg`);
const SAMPLE_MS = 100;
const SETTLED_MS = 2_000;
const AFTER_BURST_MS = 60_000;
const READY_TIMEOUT_MS = 5 * 60_000;
const BUDGET_MB = 100;
/** What the Dockerfile sets (runtime.cts says why). */
const SHIPPED_MALLOC_ARENAS = 2;

export function memoryBench(options: BenchOptions, data: 'empty' | 'wedding' = 'empty'): Bench {
  const on =
    data === 'wedding' ? `a ${WEDDING.rsvps}-guest wedding's data (${WEDDING.photos} photos)` : 'an empty DATA_DIR';
  const limit = serverMemoryLimitMb();
  const limited = limit === null ? '' : `, the server limited to ${limit} MB`;
  return {
    name: `Memory after a burst (${PHOTOS} × 20 MP photos of ~22 MB, ${options.database} database, on ${on}${limited})`,
    async run(): Promise<Measurement[]> {
      const photo = await burstPhoto();
      // The server as the Docker image and docs/scaling.md run it (the app inherits this process's environment);
      // `MALLOC_ARENA_MAX=16 npm run bench` measures glibc's own choice on 2 cores (8 per core).
      process.env.MALLOC_ARENA_MAX ??= String(SHIPPED_MALLOC_ARENAS);
      const app = await startApp(
        options.database,
        APP_PORT,
        data === 'wedding'
          ? async (target) => void (await seedInChildProcess(target, WEDDING.photos, WEDDING.rsvps))
          : undefined,
      );
      try {
        // One small photo through the same route first: the figure after start is the server ready to work.
        const host = await seedEvent(app.url, 1);
        await waitForIdleQueues(app);
        const start = await settled(app.pid);

        const sampler = new TreeSampler(app.pid);
        const sent = performance.now();
        let seconds: number;
        try {
          const ids = await Promise.all(Array.from({ length: PHOTOS }, (_, i) => sendPhoto(app, host.slug, photo, i)));
          await waitForReady(app, host, ids);
          await waitForIdleQueues(app, READY_TIMEOUT_MS);
          seconds = (performance.now() - sent) / 1000;
        } finally {
          sampler.stop();
        }
        const loadAtBurst = loadavg()[0]!.toFixed(1);
        await sleep(AFTER_BURST_MS);
        const after = await settled(app.pid);

        const mb = (bytes: number) => bytes / MB;
        console.log(
          `   tree RSS after start ${mb(start.median).toFixed(0)} MB, peak ${mb(sampler.peak).toFixed(0)} MB ` +
            `(${sampler.count} samples, up to ${sampler.processes} processes), ` +
            `${AFTER_BURST_MS / 1000} s after ${mb(after.median).toFixed(0)} MB; ${PHOTOS} photos READY in ` +
            `${seconds.toFixed(1)} s; load average ${loadAtBurst} at the burst's end, ${loadavg()[0]!.toFixed(1)} now; ` +
            `server's MALLOC_ARENA_MAX ${serverEnv(app.pid, 'MALLOC_ARENA_MAX') ?? 'unset'}`,
        );
        return [
          {
            metric: `tree RSS ${AFTER_BURST_MS / 1000} s after the burst − after start`,
            value: mb(after.median - start.median),
            unit: 'MB',
            budget: { atMost: BUDGET_MB },
            note: `${mb(start.median).toFixed(0)} → ${mb(after.median).toFixed(0)} MB, medians of ${SETTLED_MS / 1000} s of samples`,
          },
          {
            metric: '  peak tree RSS during the burst − after start',
            value: mb(sampler.peak - start.median),
            unit: 'MB',
            budget: null,
            note: `peak ${mb(sampler.peak).toFixed(0)} MB, every ${SAMPLE_MS} ms until every photo READY`,
          },
          {
            metric: '  tree RSS after start',
            value: mb(start.median),
            unit: 'MB',
            budget: null,
            note: 'after one small photo, queues idle',
          },
          {
            metric: `  ${PHOTOS} photos sent at once, upload to READY`,
            value: seconds,
            unit: 's',
            budget: null,
            note: `${(((PHOTOS * photo.length) / MB) | 0).toString()} MB sent, ${WIDTH}×${HEIGHT} each`,
          },
        ];
      } finally {
        await app.stop();
      }
    },
  };
}

/** The 20 MP, ~22 MB JPEG, made once (some 20 s of libvips) and reused by later runs. */
async function burstPhoto(): Promise<Buffer> {
  const existing = await stat(PHOTO_PATH).catch(() => null);
  if (!existing || existing.size < 20 * MB) {
    console.log(`   making the ${WIDTH}×${HEIGHT} photo once (kept as ${PHOTO_PATH})`);
    const bytes = await sharp({
      create: {
        width: WIDTH,
        height: HEIGHT,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: NOISE_SIGMA },
      },
    })
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer();
    const partial = `${PHOTO_PATH}.${process.pid}.partial`;
    await writeFile(partial, bytes);
    await rename(partial, PHOTO_PATH);
  }
  const photo = await readFile(PHOTO_PATH);
  if (photo.length < 20 * MB || photo.length > 25 * MB - 4096) {
    throw new Error(`${PHOTO_PATH} is ${(photo.length / MB).toFixed(1)} MB, not the ~22 MB meant: delete it`);
  }
  return photo;
}

async function sendPhoto(app: AppProcess, slug: string, photo: Buffer, i: number): Promise<number> {
  const distinct = Buffer.concat([photo, Buffer.from(`burst ${Date.now()} photo ${i}`)]);
  const form = new FormData();
  form.append('uploaderName', `Guest ${i}`);
  form.append('files', new Blob([new Uint8Array(distinct)], { type: 'image/jpeg' }), `IMG_${i}.jpg`);
  const response = await fetch(`${app.url}/api/events/${slug}/uploads/direct`, { method: 'POST', body: form });
  const body = await response.text();
  const upload = (JSON.parse(body) as { uploads?: { id: number; duplicate: boolean }[] }).uploads?.[0];
  if (response.status !== 201 || !upload || upload.duplicate) throw new Error(`photo ${i}: ${response.status} ${body}`);
  return upload.id;
}

/** Until the hosts' list (GET /api/auth/events/{id}/uploads) shows every photo READY; FAILED ends the bench. */
async function waitForReady(app: AppProcess, host: { token: string; eventId: number }, ids: number[]): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  for (;;) {
    const response = await fetch(`${app.url}/api/auth/events/${host.eventId}/uploads`, {
      headers: { authorization: `Bearer ${host.token}` },
    });
    if (!response.ok) throw new Error(`the hosts' list answered ${response.status}`);
    const { uploads } = (await response.json()) as {
      uploads: { id: number; processingState: string; processingError: string | null }[];
    };
    const states = new Map(uploads.map((upload) => [upload.id, upload]));
    const failed = ids.find((id) => states.get(id)?.processingState === 'FAILED');
    if (failed !== undefined) throw new Error(`photo ${failed} FAILED: ${states.get(failed)!.processingError}`);
    if (ids.every((id) => states.get(id)?.processingState === 'READY')) return;
    if (Date.now() > deadline) throw new Error(`the photos were not READY within ${READY_TIMEOUT_MS / 1000} s`);
    await sleep(250);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Resident memory of a process tree, from /proc

/** The process and all its descendants alive now (parents read from /proc/<pid>/stat). */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i += 1) tree.push(...(children.get(tree[i]!) ?? []));
  return tree;
}

/** VmRSS of the tree in bytes, and how many processes it had; the root gone is an error. */
function treeResident(root: number): { bytes: number; processes: number } {
  let bytes = 0;
  const pids = processTree(root);
  for (const pid of pids) {
    let status: string;
    try {
      status = readFileSync(`/proc/${pid}/status`, 'utf8');
    } catch (error) {
      if (pid === root) throw error;
      continue; // a child that ended meanwhile
    }
    const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
    if (!kb && pid === root) throw new Error(`no VmRSS for process ${pid}`);
    bytes += Number(kb ?? 0) * 1024;
  }
  return { bytes, processes: pids.length };
}

/** A variable of the server's environment as it started (what the allocator read). */
function serverEnv(pid: number, name: string): string | undefined {
  const entry = readFileSync(`/proc/${pid}/environ`, 'utf8')
    .split('\0')
    .find((line) => line.startsWith(`${name}=`));
  return entry?.slice(name.length + 1);
}

async function settled(pid: number): Promise<{ median: number }> {
  const values: number[] = [];
  const until = performance.now() + SETTLED_MS;
  while (performance.now() < until) {
    values.push(treeResident(pid).bytes);
    await sleep(SAMPLE_MS);
  }
  return { median: median(values) };
}

class TreeSampler {
  peak: number;
  processes: number;
  count = 1;
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly pid: number) {
    const first = treeResident(pid);
    this.peak = first.bytes;
    this.processes = first.processes;
    this.timer = setInterval(() => this.sample(), SAMPLE_MS);
  }

  private sample(): void {
    try {
      const now = treeResident(this.pid);
      this.peak = Math.max(this.peak, now.bytes);
      this.processes = Math.max(this.processes, now.processes);
      this.count += 1;
    } catch {
      // the server is gone: the uploads fail and say so
    }
  }

  stop(): void {
    clearInterval(this.timer);
    this.sample();
  }
}
