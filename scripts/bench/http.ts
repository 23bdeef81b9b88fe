/**
 * Guest read budgets (ARCHITECTURE.md "Budgets", issue 14): `GET /api/events/{slug}` and a gallery page
 * (`?limit=20`) at >= 1,500 req/s on 2 cores, p99 < 50 ms at 50 connections, and at least half the rate
 * of a bare Fastify route serving the same JSON: on the embedded database by default, on the PostgreSQL
 * server with `--database server`. The app and the bare routes run as processes of their own; wrk
 * (Debian's `wrk`) loads them from another, in interleaved rounds; the figures are medians. Beside the
 * REST gallery, in the same rounds, GraphQL against it (issue 29, docs/decisions/042): the guest page's
 * own `eventGallery(first: 20)` anonymously, as the web app sends it (a persisted id over GET), >= 0.7 of
 * the REST gallery; a host's `hostedEvent { photos(first: 20) }` written out over POST, as an integrator
 * or GraphiQL sends it, with the owner's session cookie and with an API token, each >= 0.5.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { median, type Bench, type BenchOptions, type Measurement } from './bench.ts';
import { seedEvent, startApp, startProcess, stopProcess, waitFor } from './app-process.ts';
import { persistedOperations, persistedQueryExtension } from '../../api/src/graphql/persisted-operations.ts';

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
        const { slug, token, eventId } = await seedEvent(app.url, PHOTOS);
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
          ...(Object.fromEntries(GRAPHQL_READS.map((read) => [read.key, [] as WrkResult[]])) as Record<
            GraphQLRead['key'],
            WrkResult[]
          >),
        };
        const apiToken = await createApiToken(app.url, token);
        const scriptDir = await mkdtemp(join(tmpdir(), 'wp-bench-wrk-'));
        const requests = await graphqlRequests(app.url, scriptDir, { slug, eventId, sessionToken: token, apiToken });
        try {
          for (let round = 1; round <= ROUNDS; round += 1) {
            console.log(`   round ${round} of ${ROUNDS}`);
            runs.bareEvent.push(runWrk(`http://127.0.0.1:${BARE_PORT}/event`));
            runs.event.push(runWrk(`${app.url}${paths.event}`));
            runs.bareGallery.push(runWrk(`http://127.0.0.1:${BARE_PORT}/gallery`));
            runs.gallery.push(runWrk(`${app.url}${paths.gallery}`));
            for (const read of GRAPHQL_READS) {
              const { url, script } = requests[read.key];
              runs[read.key].push(runWrk(url, script, read.metric));
            }
          }
        } finally {
          await rm(scriptDir, { recursive: true, force: true });
        }
        return [
          ...figures('GET /api/events/{slug}', runs.event, runs.bareEvent),
          ...figures(`GET /api/events/{slug}/gallery?limit=${PHOTOS}`, runs.gallery, runs.bareGallery),
          ...GRAPHQL_READS.flatMap((read) => graphqlFigures(read, runs[read.key], runs.gallery)),
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

/** The GraphQL reads measured beside the REST gallery, each with its budget against it. */
interface GraphQLRead {
  key: 'anonymousGallery' | 'cookieHostPhotos' | 'tokenHostPhotos';
  metric: string;
  atLeast: number;
}

const GRAPHQL_READS: GraphQLRead[] = [
  {
    key: 'anonymousGallery',
    metric: `GET /graphql eventGallery(first: ${PHOTOS}), anonymous, persisted id`,
    atLeast: 0.7,
  },
  {
    key: 'cookieHostPhotos',
    metric: `POST /graphql hostedEvent { photos(first: ${PHOTOS}) }, owner's cookie`,
    atLeast: 0.5,
  },
  { key: 'tokenHostPhotos', metric: `POST /graphql hostedEvent { photos(first: ${PHOTOS}) }, API token`, atLeast: 0.5 },
];

/** The guest page's gallery query, as relay-compiler persisted it (the web app sends only its id). */
const GALLERY_OPERATION = 'GallerySectionQuery';

/** A host's newest photos, as an integrator (or GraphiQL) writes it. */
const HOST_PHOTOS_QUERY = `query HostPhotos($id: Int!, $first: Int!) {
  hostedEvent(databaseId: $id) {
    photos(first: $first) {
      edges { node { id url thumbnailUrl width height status uploaderName uploadedAt } }
      pageInfo { hasNextPage endCursor }
    }
  }
}`;

/**
 * The URL and wrk script of each GraphQL read, each checked once first: wrk counts statuses only, and a
 * GraphQL error answers 200.
 */
async function graphqlRequests(
  app: string,
  scriptDir: string,
  seeded: { slug: string; eventId: number; sessionToken: string; apiToken: string },
): Promise<Record<GraphQLRead['key'], { url: string; script?: string }>> {
  const gallery = persistedOperations().named(GALLERY_OPERATION);
  const galleryUrl = `${app}/graphql?${new URLSearchParams({
    operationName: gallery.name,
    variables: JSON.stringify({ slug: seeded.slug, pin: null, first: PHOTOS, after: null }),
    extensions: JSON.stringify(persistedQueryExtension(gallery.id)),
  })}`;
  const anonymous = await fetch(galleryUrl);
  const edges = ((await anonymous.json()) as { data?: { eventGallery?: { edges: unknown[] } } }).data?.eventGallery
    ?.edges;
  if (edges?.length !== PHOTOS || !/public/.test(anonymous.headers.get('cache-control') ?? '')) {
    throw new Error(`the persisted gallery answered ${anonymous.status} ${anonymous.headers.get('cache-control')}`);
  }
  const body = { query: HOST_PHOTOS_QUERY, variables: { id: seeded.eventId, first: PHOTOS } };
  const scripts = {
    cookieHostPhotos: { Cookie: `session=${seeded.sessionToken}` },
    tokenHostPhotos: { Authorization: `Bearer ${seeded.apiToken}` },
  };
  const requests: Record<GraphQLRead['key'], { url: string; script?: string }> = {
    anonymousGallery: { url: galleryUrl },
    cookieHostPhotos: { url: `${app}/graphql` },
    tokenHostPhotos: { url: `${app}/graphql` },
  };
  for (const [key, headers] of Object.entries(scripts) as [keyof typeof scripts, Record<string, string>][]) {
    const answer = await fetch(`${app}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    });
    const result = (await answer.json()) as { data?: { hostedEvent?: { photos: { edges: unknown[] } } | null } };
    if (result.data?.hostedEvent?.photos.edges.length !== PHOTOS) {
      throw new Error(`${key} answered ${JSON.stringify(result).slice(0, 300)}`);
    }
    const script = join(scriptDir, `${key}.lua`);
    await writeFile(script, postScript(headers, body));
    requests[key].script = script;
  }
  return requests;
}

function graphqlFigures(read: GraphQLRead, graphql: WrkResult[], rest: WrkResult[]): Measurement[] {
  const rps = median(graphql.map((run) => run.rps));
  const restRps = median(rest.map((run) => run.rps));
  // Each round measures the two one after the other: the median of the rounds' ratios compares
  // neighbours, where a ratio of medians could pair a quiet round of one with a busy round of the other.
  const ratios = graphql.map((run, round) => run.rps / rest[round]!.rps);
  return [
    {
      metric: read.metric,
      value: rps,
      unit: 'req/s',
      budget: null,
      note: `median of ${ROUNDS} rounds, p99 ${median(graphql.map((run) => run.p99)).toFixed(1)} ms`,
    },
    {
      metric: '  GraphQL / REST gallery, same rounds',
      value: median(ratios),
      unit: 'x',
      budget: { atLeast: read.atLeast },
      note: `median of the rounds' ratios (${ratios.map((ratio) => ratio.toFixed(2)).join(', ')}); REST gallery ${restRps.toFixed(0)} req/s`,
    },
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

/** A wrk script sending one JSON POST with these headers (wrk itself only knows GET). */
function postScript(headers: Record<string, string>, body: unknown): string {
  const lua = (value: string) => JSON.stringify(value);
  return [
    'wrk.method = "POST"',
    `wrk.body = ${lua(JSON.stringify(body))}`,
    'wrk.headers["Content-Type"] = "application/json"',
    ...Object.entries(headers).map(([name, value]) => `wrk.headers[${lua(name)}] = ${lua(value)}`),
    '',
  ].join('\n');
}

interface WrkResult {
  rps: number;
  p50: number;
  p99: number;
}

function runWrk(url: string, script?: string, label = url.replace(/^http:\/\/127\.0\.0\.1:\d+/, '')): WrkResult {
  const args = ['-t2', `-c${CONNECTIONS}`, `-d${SECONDS}s`, '--latency', ...(script ? ['-s', script] : []), url];
  const result = spawnSync('wrk', args, { encoding: 'utf8' });
  const output = result.stdout;
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(output)?.[1]);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output)?.[1];
  if (!rps || non2xx) throw new Error(`wrk against ${url}: ${non2xx ? `${non2xx} failed responses` : output}`);
  const run = { rps, p50: latency(output, '50%'), p99: latency(output, '99%') };
  console.log(`   ${label}: ${rps.toFixed(0)} req/s, p99 ${run.p99.toFixed(1)} ms`);
  return run;
}

/** A percentile line of wrk's latency distribution, in ms ("99%   12.34ms", or us / s). */
function latency(output: string, percentile: string): number {
  const match = new RegExp(`${percentile}\\s+([\\d.]+)(us|ms|s)`).exec(output);
  if (!match) return Number.NaN;
  const value = Number(match[1]);
  return match[2] === 'us' ? value / 1000 : match[2] === 's' ? value * 1000 : value;
}
