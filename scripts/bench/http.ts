/**
 * Guest read budgets (ARCHITECTURE.md "Budgets", issue 14): `GET /api/events/{slug}` and a gallery page
 * (`?limit=20`) at >= 1,500 req/s on 2 cores, p99 < 50 ms at 50 connections, and at least half the rate
 * of a bare Fastify route serving the same JSON: on the embedded database by default, on the PostgreSQL
 * server with `--database server`. The app and the bare routes run as processes of their own; wrk
 * (Debian's `wrk`) loads them from another, in interleaved rounds; the figures are medians.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { median, type Bench, type BenchOptions, type Measurement } from './bench.ts';
import { seedEvent, startApp, startProcess, stopProcess, waitFor } from './app-process.ts';

const APP_PORT = 3291;
const BARE_PORT = 3292;
const CONNECTIONS = 50;
const SECONDS = 5;
const ROUNDS = 3;
const PHOTOS = 20;

export function httpBench(options: BenchOptions): Bench {
  return {
    name: `Guest reads over HTTP (wrk, ${CONNECTIONS} connections, ${options.database} database)`,
    async run(): Promise<Measurement[]> {
      if (spawnSync('wrk', ['--version']).error) throw new Error('wrk is not installed (apt-get install wrk)');
      const app = await startApp(options.database, APP_PORT);
      let bare: ChildProcess | undefined;
      try {
        const { slug } = await seedEvent(app.url, PHOTOS);
        const paths = { event: `/api/events/${slug}`, gallery: `/api/events/${slug}/gallery?limit=${PHOTOS}` };
        const routes = {
          '/event': await (await fetch(`${app.url}${paths.event}`)).text(),
          '/gallery': await (await fetch(`${app.url}${paths.gallery}`)).text(),
        };
        bare = startProcess(['--import', 'tsx', 'scripts/bench/bare-fastify.ts'], {
          PORT: String(BARE_PORT),
          ROUTES: JSON.stringify(routes),
        });
        await waitFor(`http://127.0.0.1:${BARE_PORT}/event`);

        const runs = {
          event: [] as WrkResult[],
          gallery: [] as WrkResult[],
          bareEvent: [] as WrkResult[],
          bareGallery: [] as WrkResult[],
        };
        for (let round = 1; round <= ROUNDS; round += 1) {
          console.log(`   round ${round} of ${ROUNDS}`);
          runs.bareEvent.push(runWrk(`http://127.0.0.1:${BARE_PORT}/event`));
          runs.event.push(runWrk(`${app.url}${paths.event}`));
          runs.bareGallery.push(runWrk(`http://127.0.0.1:${BARE_PORT}/gallery`));
          runs.gallery.push(runWrk(`${app.url}${paths.gallery}`));
        }
        return [
          ...figures('GET /api/events/{slug}', runs.event, runs.bareEvent),
          ...figures(`GET /api/events/{slug}/gallery?limit=${PHOTOS}`, runs.gallery, runs.bareGallery),
        ];
      } finally {
        if (bare) await stopProcess(bare);
        await app.stop();
      }
    },
  };
}

function figures(metric: string, product: WrkResult[], bare: WrkResult[]): Measurement[] {
  const rps = median(product.map((run) => run.rps));
  const p99 = median(product.map((run) => run.p99));
  const bareRps = median(bare.map((run) => run.rps));
  return [
    {
      metric,
      value: rps,
      unit: 'req/s',
      budget: { atLeast: 1500 },
      note: `median of ${ROUNDS} rounds of ${SECONDS} s, p50 ${median(product.map((run) => run.p50)).toFixed(1)} ms`,
    },
    { metric: '  p99 latency', value: p99, unit: 'ms', budget: { below: 50 } },
    {
      metric: '  app / bare Fastify route, same JSON',
      value: rps / bareRps,
      unit: 'x',
      budget: { atLeast: 0.5 },
      note: `bare: ${bareRps.toFixed(0)} req/s, p99 ${median(bare.map((run) => run.p99)).toFixed(1)} ms`,
    },
  ];
}

interface WrkResult {
  rps: number;
  p50: number;
  p99: number;
}

function runWrk(url: string): WrkResult {
  const result = spawnSync('wrk', ['-t2', `-c${CONNECTIONS}`, `-d${SECONDS}s`, '--latency', url], { encoding: 'utf8' });
  const output = result.stdout;
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1];
  if (!rps || non2xx) throw new Error(`wrk against ${url}: ${non2xx ? `${non2xx} failed responses` : output}`);
  const run = { rps, p50: latency(output, '50%'), p99: latency(output, '99%') };
  console.log(
    `   ${url.replace(/^http:\/\/127\.0\.0\.1:\d+/, '')}: ${rps.toFixed(0)} req/s, p99 ${run.p99.toFixed(1)} ms`,
  );
  return run;
}

/** A percentile line of wrk's latency distribution, in ms ("99%   12.34ms", or us / s). */
function latency(output: string, percentile: string): number {
  const match = new RegExp(`${percentile}\\s+([\\d.]+)(us|ms|s)`).exec(output);
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
}
