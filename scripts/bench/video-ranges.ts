/**
 * Video range budget (issue 30, item 7; decision 049): range reads of a ready video through the product's
 * file route (GET /api/uploads/*, behind the event's rules) at >= 0.8 of a bare static file server
 * (node:http, a stat and a read stream per request: scripts/bench/bare-static.ts) serving the same file, in
 * the same run. Load is what a few video players send: 1 MiB ranges (`Range: bytes=a-b`) at random offsets
 * of a 200 MiB file, 8 connections, wrk on the other core; interleaved rounds, medians of the rounds' ratios.
 *
 * The file is an approved photo's display copy replaced on disk by 200 MiB of random bytes: the same route,
 * rules and driver a video's web copy is served by (the route serves whatever a key of an upload holds).
 * The app runs as `npm start` runs it (app-process.ts); the file was just written, so both sides read it
 * from the page cache and the figure is the servers', not the disk's.
 *
 * Not in index.ts's list yet: import `videoRangesBench` there and add `videoRangesBench(options)` to `benches`.
 */
import { randomFillSync } from 'node:crypto';
import { open, rename } from 'node:fs/promises';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { spawnSync, type ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_THREAD_POOL_SIZE } from '../../api/src/lib/runtime.cts';
import { localFilesDirectory } from '../../api/src/storage/index.ts';
import { keyOfFileUrl } from '../../api/src/storage/file-keys.ts';
import { median, type Bench, type BenchOptions, type Measurement } from './bench.ts';
import { seedEvent, startApp, startProcess, stopProcess, waitFor, waitForIdleQueues } from './app-process.ts';

const APP_PORT = 3295;
const BARE_PORT = 3296;
const FILE_BYTES = 200 * 1024 * 1024;
const RANGE_BYTES = 1024 * 1024;
/** A few players at once, each with a request in flight (players fetch ahead, one range at a time). */
const CONNECTIONS = 8;
const SECONDS = 5;
const ROUNDS = 3;

export function videoRangesBench(options: BenchOptions): Bench {
  return {
    name: `Video range reads (1 MiB at random offsets of 200 MiB, ${CONNECTIONS} players, ${options.database} database)`,
    async run(): Promise<Measurement[]> {
      if (spawnSync('wrk', ['--version']).error) throw new Error('wrk is not installed (apt-get install wrk)');
      const app = await startApp(options.database, APP_PORT);
      let bare: ChildProcess | undefined;
      const scriptDir = await mkdtemp(join(tmpdir(), 'wp-bench-ranges-'));
      try {
        const { slug } = await seedEvent(app.url, 1);
        await waitForIdleQueues(app);
        const gallery = await fetch(`${app.url}/api/events/${slug}/gallery`);
        const { url } = ((await gallery.json()) as { uploads: { url: string }[] }).uploads[0]!;
        const key = keyOfFileUrl(url);
        if (!key) throw new Error(`the gallery's photo is not a stored file: ${url}`);
        const path = join(localFilesDirectory(app.dataDir), key);
        const head = await writeRandomFile(path, FILE_BYTES);

        bare = startProcess(['--import', 'tsx', 'scripts/bench/bare-static.ts'], {
          PORT: String(BARE_PORT),
          FILE: path,
          // The product's file threads (decision 034), so the two read the disk alike.
          UV_THREADPOOL_SIZE: String(DEFAULT_THREAD_POOL_SIZE),
        });
        const bareUrl = `http://127.0.0.1:${BARE_PORT}/video.mp4`;
        await waitFor(bareUrl);
        const appUrl = `${app.url}${url}`;
        // wrk counts statuses only: both must answer 206 with the file's own bytes first.
        await checkRange(appUrl, head);
        await checkRange(bareUrl, head);
        const script = join(scriptDir, 'ranges.lua');
        await writeFile(script, rangesScript(FILE_BYTES, RANGE_BYTES));

        const product: WrkRun[] = [];
        const baseline: WrkRun[] = [];
        for (let round = 1; round <= ROUNDS; round += 1) {
          baseline.push(runWrk(bareUrl, script, 'bare static server'));
          product.push(runWrk(appUrl, script, 'app file route'));
          console.log(
            `   round ${round}: bare ${baseline.at(-1)!.mbPerSecond.toFixed(0)} MB/s, ` +
              `app ${product.at(-1)!.mbPerSecond.toFixed(0)} MB/s`,
          );
        }
        // Each round measures the two one after the other: the median of the rounds' ratios compares
        // neighbours, where a ratio of medians could pair a quiet round of one with a busy round of the other.
        const ratios = product.map((run, round) => run.mbPerSecond / baseline[round]!.mbPerSecond);
        const rate = median(product.map((run) => run.mbPerSecond));
        const bareRate = median(baseline.map((run) => run.mbPerSecond));
        return [
          {
            metric: 'range reads through GET /api/uploads/*',
            value: rate,
            unit: 'MB/s',
            budget: null,
            note:
              `${(rate / (RANGE_BYTES / 1e6)).toFixed(0)} ranges/s, p99 ` +
              `${median(product.map((run) => run.p99)).toFixed(1)} ms; median of ${ROUNDS} rounds of ${SECONDS} s`,
          },
          {
            metric: '  app / bare static file server, same file',
            value: median(ratios),
            unit: 'x',
            budget: { atLeast: 0.8 },
            note:
              `median of the rounds' ratios (${ratios.map((ratio) => ratio.toFixed(2)).join(', ')}); ` +
              `bare ${bareRate.toFixed(0)} MB/s, p99 ${median(baseline.map((run) => run.p99)).toFixed(1)} ms`,
          },
        ];
      } finally {
        await rm(scriptDir, { recursive: true, force: true });
        if (bare) await stopProcess(bare);
        await app.stop();
      }
    },
  };
}

/** Writes `bytes` random bytes over `path` (through a temporary file and a rename); gives back the first MiB. */
async function writeRandomFile(path: string, bytes: number): Promise<Buffer> {
  const temporary = `${path}.bench`;
  const file = await open(temporary, 'w');
  const chunk = Buffer.alloc(RANGE_BYTES);
  let head: Buffer | undefined;
  try {
    for (let written = 0; written < bytes; written += chunk.length) {
      randomFillSync(chunk);
      head ??= Buffer.from(chunk);
      await file.write(chunk);
    }
  } finally {
    await file.close();
  }
  await rename(temporary, path);
  return head!;
}

async function checkRange(url: string, head: Buffer): Promise<void> {
  const response = await fetch(url, { headers: { range: `bytes=0-${RANGE_BYTES - 1}` } });
  const body = Buffer.from(await response.arrayBuffer());
  const expected = `bytes 0-${RANGE_BYTES - 1}/${FILE_BYTES}`;
  if (response.status !== 206 || response.headers.get('content-range') !== expected || !body.equals(head)) {
    throw new Error(
      `${url} answered ${response.status} ${response.headers.get('content-range')}, ${body.length} bytes`,
    );
  }
}

/** A wrk script asking each request for `rangeBytes` at a random offset; each thread draws its own offsets. */
function rangesScript(fileBytes: number, rangeBytes: number): string {
  return `
local threads = 0
function setup(thread)
  threads = threads + 1
  thread:set("seed", threads)
end
function init(args)
  math.randomseed(1000 + seed)
end
request = function()
  local start = math.random(0, ${fileBytes - rangeBytes})
  return wrk.format(nil, nil, { ["Range"] = "bytes=" .. start .. "-" .. (start + ${rangeBytes - 1}) })
end
`;
}

interface WrkRun {
  mbPerSecond: number;
  p99: number;
}

function runWrk(url: string, script: string, label: string): WrkRun {
  const args = ['-t2', `-c${CONNECTIONS}`, `-d${SECONDS}s`, '--latency', '-s', script, url];
  const output = spawnSync('wrk', args, { encoding: 'utf8' }).stdout;
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
  const failed = /Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1];
  if (!rps || failed) throw new Error(`wrk against ${label}: ${failed ? `${failed} failed responses` : output}`);
  const p99 = /99%\s+([\d.]+)(us|ms|s)\b/.exec(output);
  const scale = p99?.[2] === 'us' ? 1 / 1000 : p99?.[2] === 's' ? 1000 : 1;
  return { mbPerSecond: (rps * RANGE_BYTES) / 1e6, p99: p99 ? Number(p99[1]) * scale : Number.NaN };
}
