/**
 * The last two video figures of issue 30, item 7, on the product as `npm start` runs it (app-process.ts):
 *
 * 1. Memory while 10 videos of 200 MB upload at once: ten guests (a guest key each) send a distinct real MP4
 *    of 200 MiB each with tus-js-client in 50 MB chunks, as the guest page does, to the app on 127.0.0.1. The
 *    server's resident memory (VmRSS in /proc/<pid>/status, every 100 ms) is read for a second before and
 *    until every answer is in; the figure is the peak minus the baseline (budget <= 150 MB). Each answer must
 *    be a stored VIDEO (a bench that does not check the outcome is not a figure).
 * 2. The photo pipeline while a video converts: 24 12 MP JPEGs sent at once to the direct route, timed until
 *    the hosts' list shows every one READY. First with nothing else running; then, while the app's video
 *    worker converts a 60 s 1080p30 clip (its ffmpeg, a child of the server, found in /proc), in neighbouring
 *    pairs of rounds: one with that ffmpeg paused (SIGSTOP: the same app, job and files, without the CPU the
 *    conversion takes) and one with it running, which goes first taking turns; then with nothing running again
 *    once the video is READY. The figure is the median of the pairs' ratios, running over paused (budget
 *    >= 0.8): on a shared machine other work comes and goes by the minute and a conversion lasts about that
 *    long, so rounds before and after it compare the machine's moods more than the conversion (that ratio is
 *    reported too, for information). The video must still be converting when each running round ends (and
 *    ffmpeg seen in 90% of the samples), and must end READY.
 *
 * The source clip (1080p30 with moving grain and a tone, ~25 Mbit/s, 60 s: about 190 MiB) is made once with
 * the packaged ffmpeg and kept in the system's temporary directory between runs. The ten uploads are that
 * clip followed by an ISO BMFF `free` box of their own bytes (which players skip), bringing each to exactly
 * 200 MiB: ten valid videos with ten digests, without ten copies in memory or on disk.
 *
 * Everything is bounded (counts, and a deadline for each wait); the apps, their data directories and any
 * ffmpeg the server started are gone when a bench ends, failed or not.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rename, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { Upload } from 'tus-js-client';
import { twelveMegapixelJpeg } from '../../api/test/images.ts';
import { makeClip } from '../../api/test/videos.ts';
import { videoTools } from '../../api/src/media/video/binaries.ts';
import { runTool } from '../../api/src/media/video/tool-process.ts';
import { median, type Bench, type BenchOptions, type Measurement } from './bench.ts';
import { seedEvent, startApp, waitForIdleQueues, type AppProcess } from './app-process.ts';

const MEMORY_APP_PORT = 3289;
const PHOTOS_APP_PORT = 3290;
const MB = 1024 * 1024;

const VIDEOS = 10;
const VIDEO_BYTES = 200 * MB;
/** What the guest page sends per request: under a proxy's usual 100 MB request limit. */
const CHUNK_BYTES = 50 * MB;
const SOURCE_SECONDS = 60;
const SOURCE_BITRATE = '25M';
/** Made once and kept between runs; the name says what it holds, so a changed recipe makes a new one. */
const SOURCE_PATH = join(tmpdir(), `wp-bench-1080p30-${SOURCE_SECONDS}s-${SOURCE_BITRATE}.mp4`);
const SAMPLE_MS = 100;
const BASELINE_MS = 1_000;

const PHOTOS = 24;
/**
 * Pairs of rounds during the conversion: one with it paused, one with it running. A round with nothing
 * running at all comes before the video and another after its conversion.
 */
const PAIRS = 4;

const UPLOAD_TIMEOUT_MS = 10 * 60_000;
const PHOTOS_READY_TIMEOUT_MS = 3 * 60_000;
const CONVERSION_START_TIMEOUT_MS = 2 * 60_000;
const CONVERSION_END_TIMEOUT_MS = 10 * 60_000;

export function videoUploadMemoryBench(options: BenchOptions): Bench {
  return {
    name: `Video load: ${VIDEOS} videos of 200 MB uploading at once (resumable, memory, ${options.database} database)`,
    async run(): Promise<Measurement[]> {
      const source = await readFile(await sourceClip());
      const workDir = await mkdtemp(join(tmpdir(), 'wp-bench-video-uploads-'));
      const app = await startApp(options.database, MEMORY_APP_PORT);
      const conversions = new ConversionWatch(app.pid);
      const running: Upload[] = [];
      try {
        const { slug } = await seedEvent(app.url, 0);
        const endpoint = `${app.url}/api/events/${slug}/tus`;
        // A first small video through the same path, converted, before the baseline: the figure is what the
        // ten uploads cost, not the first use of code the server loads once.
        const warmUp = await makeClip(workDir, 'warm-up.mp4', { seconds: 1 });
        checkVideoAnswer(await sendResumable(endpoint, { bytes: await readFile(warmUp) }, 'warm-up', running), 1);
        await waitForIdleQueues(app, CONVERSION_END_TIMEOUT_MS);

        const baseline = await sampleFor(app.pid, BASELINE_MS);
        const memory = new MemorySampler(app.pid);
        // Conversions start as soon as the first videos are stored: they are part of what the server does.
        const during = setInterval(() => conversions.current(), 1_000);
        const started = performance.now();
        let answers: TusAnswer[];
        try {
          answers = await Promise.all(
            Array.from({ length: VIDEOS }, (_, i) =>
              sendResumable(endpoint, distinctVideo(source, i), `VID_${String(i + 1).padStart(4, '0')}`, running),
            ),
          );
        } finally {
          clearInterval(during);
          memory.stop();
        }
        const seconds = (performance.now() - started) / 1000;
        const converting = conversions.seen();
        answers.forEach((answer, i) => checkVideoAnswer(answer, i + 1));
        const statuses = [...new Set(answers.map((answer) => answer.status))].join(', ');
        const growth = (memory.peak - baseline.median) / MB;
        const totalMb = (VIDEOS * VIDEO_BYTES) / MB;
        console.log(
          `   ${VIDEOS} × ${VIDEO_BYTES / MB} MB in ${CHUNK_BYTES / MB} MB chunks: ${seconds.toFixed(1)} s ` +
            `(${(totalMb / seconds).toFixed(0)} MB/s); RSS baseline ${(baseline.median / MB).toFixed(0)} MB, ` +
            `peak ${(memory.peak / MB).toFixed(0)} MB (${memory.count} samples); answers ${statuses}, all VIDEO; ` +
            `${converting} conversion(s) seen running meanwhile`,
        );
        return [
          {
            metric: `${VIDEOS} × 200 MB videos at once (tus, 50 MB chunks): RSS growth`,
            value: growth,
            unit: 'MB',
            budget: { atMost: 150 },
            note:
              `server VmRSS peak − baseline (median of ${baseline.count} samples), every ${SAMPLE_MS} ms; ` +
              `all ${VIDEOS} answered ${statuses} with mediaType VIDEO`,
          },
          {
            metric: '  wall time until every answer',
            value: seconds,
            unit: 's',
            budget: null,
            note: `${(totalMb / seconds).toFixed(0)} MB/s together, 127.0.0.1`,
          },
        ];
      } finally {
        for (const upload of running) void upload.abort().catch(() => undefined);
        await app.stop();
        conversions.killLeftovers();
        await rm(workDir, { recursive: true, force: true });
      }
    },
  };
}

export function photosBesideVideoBench(options: BenchOptions): Bench {
  return {
    name: `Video load: photo pipeline while a video converts (${PHOTOS} × 12 MP, ${options.database} database)`,
    async run(): Promise<Measurement[]> {
      const clip = await sourceClip();
      // Every round sends the same pixels, so the rounds do the same work, in files of their own (the
      // product stores a file it already has once): a few bytes after each JPEG's end-of-image marker.
      const photos = await Promise.all(Array.from({ length: PHOTOS }, (_, i) => twelveMegapixelJpeg(i)));
      let round = 0;
      const next = () => {
        round += 1;
        return photos.map((photo, i) => Buffer.concat([photo, Buffer.from(`round ${round} photo ${i}`)]));
      };
      const app = await startApp(options.database, PHOTOS_APP_PORT);
      const conversions = new ConversionWatch(app.pid);
      const running: Upload[] = [];
      try {
        const host = await seedEvent(app.url, 0);
        const alone = async () => {
          await waitForIdleQueues(app);
          const result = await photoRound(app, host, next(), conversions);
          if (result.busyShare > 0) throw new Error('a conversion ran during a round meant to have none');
          return result;
        };
        const warmUp = await alone();
        console.log(`   warm-up: ${warmUp.rate.toFixed(2)} photos/s (not counted)`);
        const idle: PhotoRound[] = [await alone()];
        console.log(`   nothing else running: ${idle[0]!.rate.toFixed(2)} photos/s`);

        const video = checkVideoAnswer(
          await sendResumable(
            `${app.url}/api/events/${host.slug}/tus`,
            { bytes: await readFile(clip) },
            'VID_LONG',
            running,
          ),
          1,
        );
        await conversions.waitForStart(CONVERSION_START_TIMEOUT_MS);

        // Neighbouring rounds, the conversion paused (SIGSTOP) for one and running for the other, in turn
        // first: other work on a shared machine comes and goes by the minute, and a conversion takes minutes.
        const paused: PhotoRound[] = [];
        const beside: PhotoRound[] = [];
        const ffmpegCores: number[] = [];
        const besideRound = async (pair: number) => {
          const cpuBefore = conversions.cpuSeconds();
          const result = await photoRound(app, host, next(), conversions);
          const state = await processingState(app, host, video.id);
          if (state !== 'PROCESSING' || !conversions.running() || result.busyShare < 0.9) {
            throw new Error(
              `pair ${pair}: the video was ${state} when the photos were READY (ffmpeg in ` +
                `${(result.busyShare * 100).toFixed(0)}% of samples): the round did not run beside a conversion`,
            );
          }
          ffmpegCores.push((conversions.cpuSeconds() - cpuBefore) / result.seconds);
          beside.push(result);
        };
        const pausedRound = async () => {
          conversions.pause();
          try {
            paused.push(await photoRound(app, host, next(), conversions));
          } finally {
            conversions.resume();
          }
        };
        for (let pair = 1; pair <= PAIRS; pair += 1) {
          if (pair % 2 === 1) {
            await pausedRound();
            await besideRound(pair);
          } else {
            await besideRound(pair);
            await pausedRound();
          }
          console.log(
            `   pair ${pair}: conversion paused ${paused.at(-1)!.rate.toFixed(2)} photos/s, running ` +
              `${beside.at(-1)!.rate.toFixed(2)} photos/s (ffmpeg used ${ffmpegCores.at(-1)!.toFixed(2)} cores meanwhile)`,
          );
        }

        const converted = await waitForVideo(app, host, video.id, CONVERSION_END_TIMEOUT_MS);
        console.log(`   the video ended ${converted.state} ${converted.seconds.toFixed(0)} s after its answer`);
        if (converted.state !== 'READY') throw new Error(`the video ended ${converted.state}: ${converted.error}`);
        idle.push(await alone());
        console.log(`   nothing else running again: ${idle[1]!.rate.toFixed(2)} photos/s`);

        const rates = (rounds: PhotoRound[]) => rounds.map((round) => round.rate);
        const list = (rounds: PhotoRound[]) =>
          rates(rounds)
            .map((rate) => rate.toFixed(2))
            .join(', ');
        const ratios = beside.map((round, i) => round.rate / paused[i]!.rate);
        const idleRate = median(rates(idle));
        const besideRate = median(rates(beside));
        return [
          {
            metric: `${PHOTOS} × 12 MP photos sent at once, upload to READY, nothing else running`,
            value: idleRate,
            unit: 'photos/s',
            budget: null,
            note: `a round before the video and one after its conversion (${list(idle)})`,
          },
          {
            metric: `  while a ${SOURCE_SECONDS} s 1080p30 video converts`,
            value: besideRate,
            unit: 'photos/s',
            budget: null,
            note:
              `median of ${PAIRS} rounds (${list(beside)}); ffmpeg (nice 10) used ` +
              `${median(ffmpegCores).toFixed(2)} cores meanwhile; the video READY after ${converted.seconds.toFixed(0)} s`,
          },
          {
            metric: '  photo rate, conversion running / paused next to it',
            value: median(ratios),
            unit: 'x',
            budget: { atLeast: 0.8 },
            note:
              `median of ${PAIRS} neighbouring pairs (${ratios.map((ratio) => ratio.toFixed(2)).join(', ')}); ` +
              `paused: ${list(paused)} photos/s`,
          },
          {
            metric: '  photo rate, conversion running / nothing running',
            value: besideRate / idleRate,
            unit: 'x',
            budget: null,
            note: 'rounds minutes apart: other work on the machine moves this one',
          },
        ];
      } finally {
        conversions.resume();
        for (const upload of running) void upload.abort().catch(() => undefined);
        await app.stop();
        conversions.killLeftovers();
      }
    },
  };
}

// ---------------------------------------------------------------------------------------------------------------
// The source clip and the ten distinct files

/** The 1080p30 source, made once (about a minute or two of ffmpeg) and reused by later runs. */
async function sourceClip(): Promise<string> {
  const existing = await stat(SOURCE_PATH).catch(() => null);
  if (existing && existing.size > 100 * MB) return SOURCE_PATH;
  const { ffmpeg } = await videoTools();
  const partial = `${SOURCE_PATH}.${process.pid}.partial.mp4`;
  console.log(`   making the ${SOURCE_SECONDS} s 1080p30 source clip once (kept as ${SOURCE_PATH})`);
  try {
    await runTool(
      ffmpeg,
      [
        ...['-nostdin', '-v', 'error'],
        // A moving pattern with sensor-like grain: as costly to convert as a phone video, unlike a flat picture.
        ...['-f', 'lavfi', '-i', `testsrc2=s=1920x1080:r=30:d=${SOURCE_SECONDS},noise=alls=12:allf=t`],
        ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${SOURCE_SECONDS}`],
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', SOURCE_BITRATE, '-maxrate', SOURCE_BITRATE],
        ...['-bufsize', SOURCE_BITRATE, '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-ac', '2', '-y', partial],
      ],
      { timeoutMs: 15 * 60_000 },
    );
    await rename(partial, SOURCE_PATH);
  } finally {
    await rm(partial, { force: true });
  }
  return SOURCE_PATH;
}

/** What tus-js-client reads: the shared source, then a `free` box of this file's own bytes. */
interface VideoBytes {
  bytes: Buffer;
  tail?: Buffer;
}

/**
 * The source followed by a top-level ISO BMFF `free` box (size, 'free', payload: skipped by every reader)
 * that brings the file to VIDEO_BYTES; its payload is random, so every file has its own digest.
 */
function distinctVideo(source: Buffer, index: number): VideoBytes {
  const boxBytes = Math.max(4096, VIDEO_BYTES - source.length);
  const box = Buffer.alloc(boxBytes);
  box.writeUInt32BE(boxBytes, 0);
  box.write('free', 4, 'latin1');
  randomBytes(Math.min(64 * 1024, boxBytes - 8)).copy(box, 8);
  box.writeUInt32BE(index, 12);
  return { bytes: source, tail: box };
}

// ---------------------------------------------------------------------------------------------------------------
// Sending as the guest page does

interface TusAnswer {
  status: number;
  body: string;
}

/**
 * Sends a video with tus-js-client in CHUNK_BYTES requests, as a guest's browser of its own (its guest key
 * cookie kept between requests); resolves to the last answer. Added to `running` so a failing bench stops it.
 */
function sendResumable(endpoint: string, video: VideoBytes, name: string, running: Upload[]): Promise<TusAnswer> {
  const { bytes, tail } = video;
  const size = bytes.length + (tail?.length ?? 0);
  const source = {
    size,
    slice(start: number, end: number) {
      const to = Math.min(end, size);
      let value: Buffer;
      if (!tail || to <= bytes.length) value = bytes.subarray(start, to);
      else if (start >= bytes.length) value = tail.subarray(start - bytes.length, to - bytes.length);
      else value = Buffer.concat([bytes.subarray(start), tail.subarray(0, to - bytes.length)]);
      // tus-js-client reads a slice's length from `value.size`, as its own Buffer source sets it.
      return Promise.resolve({ value: Object.assign(value, { size: value.length }), done: to >= size });
    },
    close() {},
  };
  let cookie = '';
  return new Promise((resolve, reject) => {
    const upload = new Upload(bytes, {
      endpoint,
      chunkSize: CHUNK_BYTES,
      uploadSize: size,
      fileReader: { openFile: () => Promise.resolve(source) },
      metadata: { filename: `${name}.mp4`, filetype: 'video/mp4', uploaderName: `Guest ${name}` },
      retryDelays: [500, 2_000],
      storeFingerprintForResuming: false,
      onBeforeRequest: (request) => {
        if (cookie) request.setHeader('Cookie', cookie);
      },
      onAfterResponse: (_request, response) => {
        const set = response.getHeader('set-cookie') as string | string[] | undefined;
        const first = Array.isArray(set) ? set[0] : set;
        if (first) cookie = first.split(';')[0]!;
      },
      onSuccess: ({ lastResponse }) => {
        clearTimeout(timer);
        resolve({ status: lastResponse.getStatus(), body: lastResponse.getBody() });
      },
      onError: (error) => {
        clearTimeout(timer);
        reject(error);
      },
    });
    const timer = setTimeout(() => {
      void upload.abort().catch(() => undefined);
      reject(new Error(`${name} did not finish within ${UPLOAD_TIMEOUT_MS / 1000} s`));
    }, UPLOAD_TIMEOUT_MS);
    running.push(upload);
    upload.start();
  });
}

/** The stored upload of a tus answer, which must be a new VIDEO (not a duplicate, not a photo). */
function checkVideoAnswer(answer: TusAnswer, number: number): { id: number } {
  let upload: { id?: number; mediaType?: string; duplicate?: boolean } | undefined;
  try {
    upload = (JSON.parse(answer.body) as { uploads?: (typeof upload)[] }).uploads?.[0];
  } catch {
    // not JSON: reported below
  }
  if (answer.status < 200 || answer.status > 299 || upload?.mediaType !== 'VIDEO' || upload.duplicate !== false) {
    throw new Error(`video ${number} was answered ${answer.status} ${answer.body.slice(0, 300)}`);
  }
  return { id: upload.id! };
}

// ---------------------------------------------------------------------------------------------------------------
// Photos

interface Host {
  slug: string;
  token: string;
  eventId: number;
}

interface PhotoRound {
  seconds: number;
  /** Photos per second from the first byte sent until the hosts' list shows the last one READY. */
  rate: number;
  /** The share of samples in which a conversion ran. */
  busyShare: number;
}

/**
 * Sends the photos at once and waits until the hosts' list shows every one READY. Every round looks for a
 * conversion in /proc alike (every 250 ms), so the rounds with and without one cost the bench the same.
 */
async function photoRound(
  app: AppProcess,
  host: Host,
  photos: Buffer[],
  conversions: ConversionWatch,
): Promise<PhotoRound> {
  let samples = 0;
  let busy = 0;
  const watch = setInterval(() => {
    samples += 1;
    if (conversions.running()) busy += 1;
  }, 250);
  try {
    const started = performance.now();
    const ids = await Promise.all(
      photos.map(async (photo, i) => {
        const form = new FormData();
        form.append('uploaderName', `Guest ${i}`);
        form.append('files', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), `IMG_${i}.jpg`);
        const response = await fetch(`${app.url}/api/events/${host.slug}/uploads/direct`, {
          method: 'POST',
          body: form,
        });
        const body = await response.text();
        const upload = (JSON.parse(body) as { uploads?: { id: number; duplicate: boolean }[] }).uploads?.[0];
        if (response.status !== 201 || !upload || upload.duplicate)
          throw new Error(`photo ${i}: ${response.status} ${body}`);
        return upload.id;
      }),
    );
    const deadline = Date.now() + PHOTOS_READY_TIMEOUT_MS;
    for (;;) {
      const states = await hostStates(app, host);
      const failed = ids.find((id) => states.get(id)?.processingState === 'FAILED');
      if (failed !== undefined) throw new Error(`photo ${failed} FAILED: ${states.get(failed)!.processingError}`);
      if (ids.every((id) => states.get(id)?.processingState === 'READY')) break;
      if (Date.now() > deadline)
        throw new Error(`the photos were not READY within ${PHOTOS_READY_TIMEOUT_MS / 1000} s`);
      await sleep(SAMPLE_MS);
    }
    const seconds = (performance.now() - started) / 1000;
    return { seconds, rate: photos.length / seconds, busyShare: busy / Math.max(1, samples) };
  } finally {
    clearInterval(watch);
  }
}

interface HostRow {
  processingState: string;
  processingError: string | null;
}

/** Every upload of the event as its hosts see it (GET /api/auth/events/{id}/uploads). */
async function hostStates(app: AppProcess, host: Host): Promise<Map<number, HostRow>> {
  const response = await fetch(`${app.url}/api/auth/events/${host.eventId}/uploads`, {
    headers: { authorization: `Bearer ${host.token}` },
  });
  if (!response.ok) throw new Error(`the hosts' list answered ${response.status}`);
  const { uploads } = (await response.json()) as { uploads: (HostRow & { id: number })[] };
  return new Map(uploads.map((upload) => [upload.id, upload]));
}

async function processingState(app: AppProcess, host: Host, id: number): Promise<string> {
  return (await hostStates(app, host)).get(id)?.processingState ?? 'gone';
}

async function waitForVideo(app: AppProcess, host: Host, id: number, timeoutMs: number) {
  const started = performance.now();
  for (;;) {
    const row = (await hostStates(app, host)).get(id);
    if (row && row.processingState !== 'PROCESSING') {
      return { state: row.processingState, error: row.processingError, seconds: (performance.now() - started) / 1000 };
    }
    if (performance.now() - started > timeoutMs)
      throw new Error(`the video was not converted within ${timeoutMs / 1000} s`);
    await sleep(500);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// /proc: the server's memory and its ffmpeg

function residentBytes(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb) * 1024;
}

class MemorySampler {
  peak: number;
  count = 1;
  private readonly timer: NodeJS.Timeout;

  constructor(private readonly pid: number) {
    this.peak = residentBytes(pid);
    this.timer = setInterval(() => this.sample(), SAMPLE_MS);
  }

  private sample(): void {
    try {
      this.peak = Math.max(this.peak, residentBytes(this.pid));
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

async function sampleFor(pid: number, ms: number): Promise<{ median: number; count: number }> {
  const values: number[] = [];
  const until = performance.now() + ms;
  while (performance.now() < until) {
    values.push(residentBytes(pid));
    await sleep(SAMPLE_MS);
  }
  values.sort((a, b) => a - b);
  return { median: values[Math.floor(values.length / 2)]!, count: values.length };
}

/**
 * The server's ffmpeg children that make a web copy (their arguments hold `+faststart`), found in /proc;
 * every one seen is remembered, so those a stopped server left behind can be ended by their process id.
 */
class ConversionWatch {
  private readonly seenPids = new Set<number>();

  constructor(private readonly serverPid: number) {}

  /** Process ids of web-copy ffmpegs running now. */
  current(): number[] {
    const found: number[] = [];
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
        const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        if (parent !== this.serverPid || comm !== 'ffmpeg') continue;
        if (!readFileSync(`/proc/${entry}/cmdline`, 'utf8').includes('+faststart')) continue;
        found.push(Number(entry));
        this.seenPids.add(Number(entry));
      } catch {
        // gone meanwhile
      }
    }
    return found;
  }

  running(): boolean {
    return this.current().length > 0;
  }

  seen(): number {
    this.current();
    return this.seenPids.size;
  }

  /** CPU seconds the running conversions have used so far. */
  cpuSeconds(): number {
    let ticks = 0;
    for (const pid of this.current()) {
      try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        ticks += Number(fields[11]) + Number(fields[12]); // utime, stime
      } catch {
        // ended meanwhile
      }
    }
    return ticks / 100; // USER_HZ
  }

  async waitForStart(timeoutMs: number): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!this.running()) {
      if (Date.now() > deadline) throw new Error(`no conversion started within ${timeoutMs / 1000} s`);
      await sleep(SAMPLE_MS);
    }
  }

  private readonly pausedPids = new Set<number>();

  /** Stops the running conversions (SIGSTOP) until resume(): the server still counts them as running. */
  pause(): void {
    for (const pid of this.current()) {
      process.kill(pid, 'SIGSTOP');
      this.pausedPids.add(pid);
    }
    if (this.pausedPids.size === 0) throw new Error('no conversion to pause');
  }

  resume(): void {
    for (const pid of this.pausedPids) {
      try {
        process.kill(pid, 'SIGCONT');
      } catch {
        // gone
      }
    }
    this.pausedPids.clear();
  }

  /** Ends the web-copy ffmpegs this watch saw that are still there (the server normally stops them). */
  killLeftovers(): void {
    for (const pid of this.seenPids) {
      if (!existsSync(`/proc/${pid}`)) continue;
      try {
        if (readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('+faststart')) process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    }
  }
}
