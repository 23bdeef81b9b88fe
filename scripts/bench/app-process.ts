/**
 * The product as benches run it: the server `npm start` runs (the build in dist/, made first if it is
 * missing or stale) in a process of its own, production mode, on a fresh embedded database (the default a
 * new user gets) or a fresh database on the PostgreSQL server.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { SERVER_NODE_ARGS } from '../../api/src/lib/server-command.ts';
import { adminQuery } from '../../api/test/database.ts';
import { BENCH_SERVER_URL, type BenchOptions } from './bench.ts';

export interface AppProcess {
  url: string;
  dataDir: string;
  /** The server's process id: benches read its resident memory and children from /proc. */
  pid: number;
  stop(): Promise<void>;
}

/** Where the app will keep its data: a bench may fill it (the large-event fixture) before the app starts. */
export interface AppTarget {
  dataDir: string;
  /** The PostgreSQL server database's URL; null for the embedded database in dataDir. */
  databaseUrl: string | null;
}

export async function startApp(
  database: BenchOptions['database'],
  port: number,
  prepare?: (target: AppTarget) => Promise<void>,
  /** Settings over the bench's own (a bench of the deployment with Redis sets REDIS_URL and REDIS_NAMESPACE). */
  extraEnv: Record<string, string> = {},
): Promise<AppProcess> {
  const dataDir = await mkdtemp(join(tmpdir(), 'wp-bench-app-'));
  const databaseName = `bench_${process.pid}_${port}`;
  const env: Record<string, string> = {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // Budgets in memory: a bench must not meet the counters of earlier runs in a shared Redis.
    REDIS_URL: '',
    // One address sends every request of a bench: the hourly API points would run out within seconds.
    POINTS_PER_HOUR: '1000000000',
    ANONYMOUS_POINTS_PER_HOUR: '1000000000',
    DATABASE_URL: '',
    METRICS_TOKEN: METRICS_TOKEN,
  };
  if (database === 'server') {
    await adminQuery(BENCH_SERVER_URL, `CREATE DATABASE "${databaseName}"`);
    const url = new URL(BENCH_SERVER_URL);
    url.pathname = `/${databaseName}`;
    env.DATABASE_URL = url.toString();
  }
  try {
    await prepare?.({ dataDir, databaseUrl: env.DATABASE_URL || null });
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    if (database === 'server') {
      await adminQuery(BENCH_SERVER_URL, `DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    }
    throw error;
  }
  buildServerOnce();
  // As `npm start` runs it (package.json): the heap's first size and the preload.
  const child = startProcess(
    [...SERVER_NODE_ARGS],
    {
      ...env,
      ...extraEnv,
    },
    { cgroup: process.env.BENCH_SERVER_CGROUP },
  );
  const url = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopProcess(child);
    await rm(dataDir, { recursive: true, force: true });
    if (database === 'server') {
      await adminQuery(BENCH_SERVER_URL, `DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`);
    }
  };
  try {
    await waitFor(`${url}/api/health`);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, dataDir, pid: child.pid!, stop };
}

/** Lets benches read the app's /metrics (queue depth). */
const METRICS_TOKEN = 'bench-metrics-token-0123456789';

/**
 * Jobs planned for later that are no work now: the hosts' review digest waits 15 minutes after the first
 * photo awaiting review (decision 055), and must not hold a bench up that long.
 */
const PLANNED_JOB_KINDS = ['email.review-digest'];

/**
 * Waits until the app's job queues are empty: the media work of photos sent earlier is done, so the next
 * measurement (the app's or a baseline's) runs on a machine the product is no longer busy on.
 */
export async function waitForIdleQueues(app: Pick<AppProcess, 'url'>, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await fetch(`${app.url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    const depth = (await response.text())
      .split('\n')
      .filter((line) => line.startsWith('job_queue_depth{'))
      .filter((line) => !PLANNED_JOB_KINDS.some((kind) => line.includes(`"${kind}"`)))
      .reduce((sum, line) => sum + Number(line.split(' ').at(-1)), 0);
    if (depth === 0) return;
    if (Date.now() > deadline) throw new Error(`${app.url}: ${depth} jobs still queued after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

let built = false;

/** `npm start`'s first step, for the server alone (the Lighthouse bench builds the pages it loads). */
function buildServerOnce(): void {
  if (built) return;
  const result = spawnSync(process.execPath, ['scripts/build-if-stale.mjs', '--server'], { stdio: 'inherit' });
  if (result.status !== 0) throw new Error('building the server failed');
  built = true;
}

/**
 * The memory limit of the cgroup BENCH_SERVER_CGROUP names (app-process.ts starts the server in it), in MB:
 * `memory.max` of cgroup v2, `memory.limit_in_bytes` of v1. Null without one, or without a limit.
 */
export function serverMemoryLimitMb(): number | null {
  const cgroup = process.env.BENCH_SERVER_CGROUP;
  if (!cgroup) return null;
  for (const file of ['memory.max', 'memory.limit_in_bytes']) {
    try {
      const bytes = Number(readFileSync(join(cgroup, file), 'utf8').trim());
      return Number.isFinite(bytes) && bytes < 2 ** 60 ? Math.round(bytes / (1024 * 1024)) : null;
    } catch {
      // the other version's file
    }
  }
  throw new Error(`BENCH_SERVER_CGROUP=${cgroup} has no memory.max or memory.limit_in_bytes`);
}

/**
 * Node with `args`. `cgroup` (a cgroup's directory, as BENCH_SERVER_CGROUP names one for the product's server)
 * starts it inside that cgroup, so a memory limit set there is the machine's memory as the process sees it
 * (its decode budget and database buffers follow it) and is enforced: a small machine, measured on a large one.
 */
export function startProcess(
  args: string[],
  env: Record<string, string>,
  options: { cgroup?: string | undefined } = {},
): ChildProcess {
  const [command, commandArgs] = options.cgroup
    ? // The shell joins the cgroup, then becomes node: the child's pid is the server's.
      ['/bin/sh', ['-c', 'echo $$ > "$0/cgroup.procs" && exec "$@"', options.cgroup, process.execPath, ...args]]
    : [process.execPath, args];
  const child = spawn(command, commandArgs, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  child.once('exit', (code, signal) => {
    if (code !== 0 && signal !== 'SIGTERM') console.error(`   ${args.at(-1)} exited (${code ?? signal})`);
  });
  return child;
}

export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

export async function waitFor(url: string): Promise<void> {
  // A first start on a busy machine (the embedded database initialising) has taken over a minute here.
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within 180 s`);
}

/** A host with one event and `photos` approved photos (of `photoSize` pixels), through the public API. */
export async function seedEvent(
  app: string,
  photos: number,
  photoSize = { width: 640, height: 480 },
): Promise<{ slug: string; token: string; eventId: number }> {
  const signup = await fetch(`${app}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench.${process.pid}.${Date.now()}@example.com`,
      displayName: 'Bench Host',
      password: 'a-long-password',
    }),
  });
  const { token } = (await signup.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const slug = `bench-${process.pid}-${Date.now().toString(36)}`;
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
  const eventId = ((await created.json()) as { event: { id: number } }).event.id;
  const ids: number[] = [];
  for (let i = 0; i < photos; i++) {
    const photo = await sharp({
      // A colour of its own per photo (identical bytes would be one photo): past 25, red alone would clip at 255.
      create: {
        ...photoSize,
        channels: 3,
        background: { r: (i * 10) % 256, g: 80 + Math.floor((i * 10) / 256), b: 120 },
      },
    })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append('uploaderName', `Guest ${i}`);
    form.append('files', new Blob([photo], { type: 'image/jpeg' }), `IMG_${i}.jpg`);
    const upload = await fetch(`${app}/api/events/${slug}/uploads/direct`, { method: 'POST', body: form });
    ids.push(((await upload.json()) as { uploads: { id: number }[] }).uploads[0]!.id);
  }
  if (ids.length > 0) {
    const approved = await fetch(`${app}/api/auth/uploads/bulk`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...auth },
      body: JSON.stringify({ ids, action: 'APPROVED' }),
    });
    if (!approved.ok) throw new Error(`approving failed: ${approved.status}`);
  }
  // Derivatives may be made after the upload is answered: wait until guests see every photo.
  const deadline = Date.now() + 60_000;
  for (;;) {
    const gallery = await fetch(`${app}/api/events/${slug}/gallery?limit=100`);
    const shown = ((await gallery.json()) as { uploads: unknown[] }).uploads.length;
    if (shown >= photos) break;
    if (Date.now() > deadline) throw new Error(`only ${shown} of ${photos} photos reached the gallery`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { slug, token, eventId };
}
