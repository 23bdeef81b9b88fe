/**
 * Guest read budgets (ARCHITECTURE.md "Budgets", issue 14): `GET /api/events/{slug}` and a gallery page
 * (`?limit=20`) at >= 1,500 req/s on 2 cores, p99 < 50 ms at 50 connections, and at least half the rate
 * of a bare Fastify route serving the same JSON: on the embedded database by default, on the PostgreSQL
 * server with `--database server`. The app and the bare routes run as processes of their own; wrk
 * (Debian's `wrk`) loads them from another, in interleaved rounds; the figures are medians. Beside the
 * REST gallery, the same first page as an integrator asks it: POST /graphql `eventGallery` with a Bearer
 * token (information for issue 15, no budget: a GraphQL operation is parsed, validated and costed).
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
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
        const { slug, token } = await seedEvent(app.url, PHOTOS);
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
          graphqlGallery: [] as WrkResult[],
          bareEvent: [] as WrkResult[],
          bareGallery: [] as WrkResult[],
        };
        const apiToken = await createApiToken(app.url, token);
        await expectGallery(app.url, apiToken, slug);
        const scriptDir = await mkdtemp(join(tmpdir(), 'wp-bench-wrk-'));
        const graphqlScript = join(scriptDir, 'gallery.lua');
        await writeFile(
          graphqlScript,
          postScript(apiToken, { query: GALLERY_QUERY, variables: { slug, first: PHOTOS } }),
        );
        try {
          for (let round = 1; round <= ROUNDS; round += 1) {
            console.log(`   round ${round} of ${ROUNDS}`);
            runs.bareEvent.push(runWrk(`http://127.0.0.1:${BARE_PORT}/event`));
            runs.event.push(runWrk(`${app.url}${paths.event}`));
            runs.bareGallery.push(runWrk(`http://127.0.0.1:${BARE_PORT}/gallery`));
            runs.gallery.push(runWrk(`${app.url}${paths.gallery}`));
            runs.graphqlGallery.push(runWrk(`${app.url}/graphql`, graphqlScript));
          }
        } finally {
          await rm(scriptDir, { recursive: true, force: true });
        }
        return [
          ...figures('GET /api/events/{slug}', runs.event, runs.bareEvent),
          ...figures(`GET /api/events/{slug}/gallery?limit=${PHOTOS}`, runs.gallery, runs.bareGallery),
          ...graphqlFigures(runs.graphqlGallery, runs.gallery),
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

/** The guest gallery's first page as the web app and integrators ask it over GraphQL. */
const GALLERY_QUERY = `query Gallery($slug: String!, $first: Int!) {
  eventGallery(slug: $slug, first: $first) {
    edges { node { id url thumbnailUrl width height uploaderName takenAt } }
    pageInfo { hasNextPage endCursor }
  }
}`;

function graphqlFigures(graphql: WrkResult[], rest: WrkResult[]): Measurement[] {
  const rps = median(graphql.map((run) => run.rps));
  return [
    {
      metric: `POST /graphql eventGallery(first: ${PHOTOS}), API token`,
      value: rps,
      unit: 'req/s',
      budget: null,
      note: `median of ${ROUNDS} rounds, p99 ${median(graphql.map((run) => run.p99)).toFixed(1)} ms`,
    },
    { metric: '  GraphQL / REST gallery', value: rps / median(rest.map((run) => run.rps)), unit: 'x', budget: null },
  ];
}

/** A read-only personal access token, as an integrator would use (`wp_…`), made with the host's session. */
async function createApiToken(app: string, sessionToken: string): Promise<string> {
  const response = await fetch(`${app}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${sessionToken}` },
    body: JSON.stringify({
      query: `mutation { createApiToken(input: { name: "bench", scopes: [READ] }) {
        ... on CreatedApiToken { secret } } }`,
    }),
  });
  const result = (await response.json()) as { data?: { createApiToken?: { secret?: string } } };
  const secret = result.data?.createApiToken?.secret;
  if (!secret) throw new Error(`creating an API token failed: ${JSON.stringify(result).slice(0, 300)}`);
  return secret;
}

/** wrk counts statuses only: a GraphQL error answers 200, so the operation is checked once first. */
async function expectGallery(app: string, token: string, slug: string): Promise<void> {
  const response = await fetch(`${app}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query: GALLERY_QUERY, variables: { slug, first: PHOTOS } }),
  });
  const result = (await response.json()) as { data?: { eventGallery?: { edges: unknown[] } }; errors?: unknown };
  if (result.data?.eventGallery?.edges.length !== PHOTOS) {
    throw new Error(`the GraphQL gallery answered ${JSON.stringify(result).slice(0, 300)}`);
  }
}

/** A wrk script sending one JSON POST with a Bearer token (wrk itself only knows GET). */
function postScript(token: string, body: unknown): string {
  const lua = (value: string) => JSON.stringify(value);
  return [
    'wrk.method = "POST"',
    `wrk.body = ${lua(JSON.stringify(body))}`,
    'wrk.headers["Content-Type"] = "application/json"',
    `wrk.headers["Authorization"] = ${lua(`Bearer ${token}`)}`,
    '',
  ].join('\n');
}

interface WrkResult {
  rps: number;
  p50: number;
  p99: number;
}

function runWrk(url: string, script?: string): WrkResult {
  const args = ['-t2', `-c${CONNECTIONS}`, `-d${SECONDS}s`, '--latency', ...(script ? ['-s', script] : []), url];
  const result = spawnSync('wrk', args, { encoding: 'utf8' });
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
