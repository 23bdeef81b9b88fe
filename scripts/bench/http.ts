/**
 * Guest read budget (ARCHITECTURE.md "Budgets"): `GET /api/events/{slug}` and a gallery page at >= 1,500
 * req/s on 2 cores against the PostgreSQL server, p99 < 50 ms at 50 connections, within 2x of a bare
 * Fastify route serving the same JSON. The app runs as its own process (production mode, a fresh
 * database on the server); wrk (Debian's `wrk`) loads it from another process, 50 connections, 10 s.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { adminQuery } from '../../api/test/database.ts';
import type { Bench, Measurement } from './bench.ts';

const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const APP_PORT = 3291;
const BARE_PORT = 3292;
const CONNECTIONS = 50;
const SECONDS = 10;
const PHOTOS = 20;

export const httpBench: Bench = {
  name: `Guest reads over HTTP (wrk, ${CONNECTIONS} connections, PostgreSQL server)`,
  async run(): Promise<Measurement[]> {
    if (spawnSync('wrk', ['--version']).error) throw new Error('wrk is not installed (apt-get install wrk)');
    const databaseName = `bench_http_${process.pid}`;
    await adminQuery(SERVER_URL, `CREATE DATABASE "${databaseName}"`);
    const dataDir = await mkdtemp(join(tmpdir(), 'wp-bench-http-'));
    const databaseUrl = new URL(SERVER_URL);
    databaseUrl.pathname = `/${databaseName}`;
    const children: ChildProcess[] = [];
    try {
      children.push(
        startProcess(['--import', 'tsx', 'api/src/main.ts'], {
          PORT: String(APP_PORT),
          HOST: '127.0.0.1',
          DATABASE_URL: databaseUrl.toString(),
          DATA_DIR: dataDir,
          NODE_ENV: 'production',
          LOG_LEVEL: 'warn',
        }),
      );
      const app = `http://127.0.0.1:${APP_PORT}`;
      await waitFor(`${app}/api/health`);
      const slug = await seedEvent(app);

      const eventPath = `/api/events/${slug}`;
      const galleryPath = `/api/events/${slug}/gallery`;
      const eventJson = await (await fetch(`${app}${eventPath}`)).text();
      children.push(
        startProcess(['--import', 'tsx', 'scripts/bench/bare-fastify.ts'], {
          PORT: String(BARE_PORT),
          BODY: eventJson,
        }),
      );
      await waitFor(`http://127.0.0.1:${BARE_PORT}/`);

      const bare = runWrk(`http://127.0.0.1:${BARE_PORT}/`);
      const event = runWrk(`${app}${eventPath}`);
      const gallery = runWrk(`${app}${galleryPath}`);
      const note = (run: WrkResult) => `${run.requests} requests in ${SECONDS} s, p50 ${run.p50.toFixed(1)} ms`;
      return [
        {
          metric: 'GET /api/events/{slug}',
          value: event.rps,
          unit: 'req/s',
          budget: { atLeast: 1500 },
          note: note(event),
        },
        { metric: '  p99 latency', value: event.p99, unit: 'ms', budget: { below: 50 } },
        {
          metric: '  bare Fastify route, same JSON / app',
          value: bare.rps / event.rps,
          unit: 'x',
          budget: { atMost: 2 },
          note: `bare: ${bare.rps.toFixed(0)} req/s, p99 ${bare.p99.toFixed(1)} ms`,
        },
        {
          metric: 'GET /api/events/{slug}/gallery (20 photos)',
          value: gallery.rps,
          unit: 'req/s',
          budget: { atLeast: 1500 },
          note: note(gallery),
        },
        { metric: '  p99 latency', value: gallery.p99, unit: 'ms', budget: { below: 50 } },
        { metric: '  bare Fastify route / gallery', value: bare.rps / gallery.rps, unit: 'x', budget: { atMost: 2 } },
      ];
    } finally {
      for (const child of children) child.kill('SIGTERM');
      await Promise.all(children.map((child) => new Promise((resolve) => child.once('exit', resolve))));
      await rm(dataDir, { recursive: true, force: true });
      await adminQuery(SERVER_URL, `DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    }
  },
};

/** A host with one event and PHOTOS approved photos, through the public API. */
async function seedEvent(app: string): Promise<string> {
  const signup = await fetch(`${app}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench.${process.pid}@example.com`,
      displayName: 'Bench Host',
      password: 'a-long-password',
    }),
  });
  const { token } = (await signup.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const slug = `bench-${process.pid}`;
  const created = await fetch(`${app}/api/auth/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify({
      slug,
      title: 'Bench Wedding',
      dateTime: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      venueName: 'The Old Mill',
      description: 'A day to remember.',
    }),
  });
  if (created.status !== 201) throw new Error(`creating the event failed: ${created.status}`);
  const ids: number[] = [];
  for (let i = 0; i < PHOTOS; i++) {
    const photo = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: i * 10, g: 80, b: 120 } },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('uploaderName', `Guest ${i}`);
    form.append('files', new Blob([photo], { type: 'image/jpeg' }), `IMG_${i}.jpg`);
    const upload = await fetch(`${app}/api/events/${slug}/uploads/direct`, { method: 'POST', body: form });
    ids.push(((await upload.json()) as { uploads: { id: number }[] }).uploads[0]!.id);
  }
  const approved = await fetch(`${app}/api/auth/uploads/bulk`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify({ ids, action: 'APPROVED' }),
  });
  if (!approved.ok) throw new Error(`approving failed: ${approved.status}`);
  // Guests see photos once their copies are made (decision 020): measure the gallery they will see.
  const { event } = (await created.json()) as { event: { id: number } };
  for (let waited = 0; ; waited += 100) {
    const listed = await fetch(`${app}/api/auth/events/${event.id}/uploads`, { headers: auth });
    const { uploads } = (await listed.json()) as { uploads: { processingState: string }[] };
    if (uploads.every((upload) => upload.processingState !== 'PROCESSING')) break;
    if (waited > 60_000) throw new Error('the seeded photos were not processed within a minute');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return slug;
}

interface WrkResult {
  rps: number;
  requests: number;
  p50: number;
  p99: number;
}

function runWrk(url: string): WrkResult {
  const result = spawnSync('wrk', ['-t2', `-c${CONNECTIONS}`, `-d${SECONDS}s`, '--latency', url], { encoding: 'utf8' });
  const output = result.stdout;
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
  const requests = Number(/(\d+) requests in/.exec(output)?.[1]);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1];
  if (!rps || non2xx) throw new Error(`wrk against ${url}: ${non2xx ? `${non2xx} failed responses` : output}`);
  console.log(`   ${url.replace(/^http:\/\/127\.0\.0\.1:\d+/, '')}: ${rps.toFixed(0)} req/s`);
  return { rps, requests, p50: latency(output, '50%'), p99: latency(output, '99%') };
}

/** A percentile line of wrk's latency distribution, in ms ("99%   12.34ms", or us / s). */
function latency(output: string, percentile: string): number {
  const match = new RegExp(`${percentile}\\s+([\\d.]+)(us|ms|s)`).exec(output);
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
}

function startProcess(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.once('exit', (code, signal) => {
    if (code !== 0 && signal !== 'SIGTERM') console.error(`   ${args.at(-1)} exited (${code ?? signal})`);
  });
  return child;
}

async function waitFor(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within 60 s`);
}
