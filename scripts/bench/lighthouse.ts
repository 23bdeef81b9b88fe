/**
 * "Pages load fast on a phone" (issue 14, item 5): Lighthouse's default mobile run (simulated slow 4G and a
 * 4x slower CPU) against the built app as `npm start` runs it (embedded database, production mode), for the
 * guest page, the landing page and the pricing page. Each page is run RUNS times in interleaved rounds, each
 * run in a fresh headless Chromium (Debian's, CHROME_PATH); the median performance and accessibility scores
 * are checked against the goal (performance >= 95, accessibility 100). Scores move with machine load: the
 * load average is part of each figure's note.
 */
import { spawnSync } from 'node:child_process';
import { loadavg } from 'node:os';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { seedEvent, startApp } from './app-process.ts';
import { median, type Bench, type Measurement } from './bench.ts';

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

    // The app as `npm start` runs it for a new user: the embedded database in a fresh data directory.
    const app = await startApp('embedded', APP_PORT);
    try {
      const origin = app.url;
      const { slug } = await seedEvent(origin, PHOTOS, { width: 1600, height: 1200 });
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
      await app.stop();
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
