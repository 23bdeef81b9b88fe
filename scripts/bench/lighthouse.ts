/**
 * "Pages load fast on a phone" (issue 14, item 5): Lighthouse's default mobile run (simulated slow 4G and a
 * 4x slower CPU) against the built app as `npm start` runs it (embedded database, production mode), for the
 * guest page, the landing page and the pricing page. Each page is run RUNS times in interleaved rounds, each
 * run in a fresh headless Chromium (Debian's, CHROME_PATH); the median performance and accessibility scores
 * are checked against the goal (performance >= 95, accessibility 100). Scores move with machine load: the
 * load average is part of each figure's note.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import sharp from 'sharp';
import type { Bench, Measurement } from './bench.ts';

const APP_PORT = 3331;
const RUNS = 3;
const PHOTOS = 6;
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu'];

interface PageRun {
  performance: number;
  accessibility: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Bytes over the wire for the whole page load (compressed where the server compressed). */
  transfer: number;
}

export const lighthouseBench: Bench = {
  name: `Lighthouse mobile (${RUNS} runs a page, medians)`,
  async run(): Promise<Measurement[]> {
    // What `npm start` does first: the server sends web/dist, so it must be current.
    const build = spawnSync(process.execPath, ['scripts/build-if-stale.mjs'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('building the web app failed');

    const dataDir = await mkdtemp(join(tmpdir(), 'wp-bench-lighthouse-'));
    const server = startServer(dataDir);
    try {
      const origin = `http://127.0.0.1:${APP_PORT}`;
      await waitFor(`${origin}/api/health`);
      const slug = await seedEvent(origin);
      const pages = { '/e/{slug}': `/e/${slug}`, '/': '/', '/pricing': '/pricing' };

      const runs = new Map<string, PageRun[]>(Object.keys(pages).map((label) => [label, []]));
      const loads: number[] = [];
      for (let round = 0; round < RUNS; round++) {
        for (const [label, path] of Object.entries(pages)) {
          loads.push(loadavg()[0]!);
          const run = await audit(`${origin}${path}`);
          runs.get(label)!.push(run);
          console.log(
            `   ${label} run ${round + 1}: performance ${run.performance}, accessibility ${run.accessibility}, ` +
              `FCP ${run.fcp.toFixed(0)} ms, LCP ${run.lcp.toFixed(0)} ms, TBT ${run.tbt.toFixed(0)} ms`,
          );
        }
      }
      const load = `load average ${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}`;
      return [...runs].flatMap(([label, pageRuns]) => {
        const m = (pick: (run: PageRun) => number) => median(pageRuns.map(pick));
        return [
          {
            metric: `${label} performance`,
            value: m((run) => run.performance),
            unit: 'points',
            budget: { atLeast: 95 },
            note:
              `runs ${pageRuns.map((run) => run.performance).join('/')}; median FCP ${m((run) => run.fcp).toFixed(0)} ms, ` +
              `LCP ${m((run) => run.lcp).toFixed(0)} ms, TBT ${m((run) => run.tbt).toFixed(0)} ms, ` +
              `CLS ${m((run) => run.cls).toFixed(3)}, ${(m((run) => run.transfer) / 1000).toFixed(0)} kB transferred; ${load}`,
          },
          {
            metric: `${label} accessibility`,
            value: m((run) => run.accessibility),
            unit: 'points',
            budget: { atLeast: 100 },
          },
        ];
      });
    } finally {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
      await rm(dataDir, { recursive: true, force: true });
    }
  },
};

/** One Lighthouse run in its own browser, so no cache or connection carries over between runs. */
async function audit(url: string): Promise<PageRun> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    };
    const result = await lighthouse(url, flags);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    return {
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      fcp: numeric(lhr, 'first-contentful-paint'),
      lcp: numeric(lhr, 'largest-contentful-paint'),
      tbt: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      transfer: numeric(lhr, 'total-byte-weight'),
    };
  } finally {
    chrome.kill();
  }
}

function score(lhr: Result, category: string): number {
  return Math.round((lhr.categories[category]?.score ?? 0) * 100);
}

function numeric(lhr: Result, auditId: string): number {
  return lhr.audits[auditId]?.numericValue ?? Number.NaN;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The app as `npm start` runs it for a new user: embedded database in a fresh data directory. */
function startServer(dataDir: string): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(APP_PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL;
  delete env.REDIS_URL;
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/main.ts'], {
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.once('exit', (code, signal) => {
    if (code !== 0 && signal !== 'SIGTERM') console.error(`   the app exited (${code ?? signal})`);
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

/** A host's published event with a few approved photos, as a guest opening the link would find it. */
async function seedEvent(origin: string): Promise<string> {
  const signup = await fetch(`${origin}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'lighthouse@example.com', displayName: 'Bench Host', password: 'a-long-password' }),
  });
  const { token } = (await signup.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const slug = 'lighthouse-wedding';
  const created = await fetch(`${origin}/api/auth/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify({
      slug,
      title: 'Ana & Luis',
      dateTime: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      venueName: 'The Old Mill',
      description: 'A day to remember.',
    }),
  });
  if (created.status !== 201) throw new Error(`creating the event failed: ${created.status}`);
  const ids: number[] = [];
  for (let i = 0; i < PHOTOS; i++) {
    const photo = await sharp({
      create: { width: 1600, height: 1200, channels: 3, background: { r: 40 + i * 30, g: 90, b: 120 } },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('uploaderName', `Guest ${i}`);
    form.append('files', new Blob([photo], { type: 'image/jpeg' }), `IMG_${i}.jpg`);
    const upload = await fetch(`${origin}/api/events/${slug}/uploads/direct`, { method: 'POST', body: form });
    ids.push(((await upload.json()) as { uploads: { id: number }[] }).uploads[0]!.id);
  }
  const approved = await fetch(`${origin}/api/auth/uploads/bulk`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth },
    body: JSON.stringify({ ids, action: 'APPROVED' }),
  });
  if (!approved.ok) throw new Error(`approving failed: ${approved.status}`);
  return slug;
}
