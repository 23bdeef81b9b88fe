/**
 * What one call costs the deployment (issue 35, item 7: the grounds of docs/scaling.md "Capacity model"):
 * one instance as `npm start` runs it, on the PostgreSQL server and Redis (the shape that scales out), a
 * wedding of 40 approved photos, and each kind of call a wedding makes sent one at a time, in phases:
 *  - the instance's CPU time per call (its process, libvips' threads included), from /proc;
 *  - PostgreSQL transactions per call and rows read and written (pg_stat_database of the bench's own
 *    database: no other run's work is counted);
 *  - Redis commands per call (MONITOR, only the commands naming this run's REDIS_NAMESPACE).
 * Each kind of call is sent a few times unmeasured first (a fresh process compiles its code on its first
 * calls), and the idle instance's own work (job pollers) is measured and taken off each phase. Then the ceilings
 * of this machine's PostgreSQL and Redis for simple work (pgbench, redis-benchmark), for the arithmetic
 * "calls a second one server carries = its ceiling / cost per call", an upper bound (the product's
 * statements are heavier than pgbench's). Counts do not depend on the machine's load; CPU times do a little.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Redis } from 'ioredis';
import pg from 'pg';
import sharp from 'sharp';
import { adminQuery } from '../../api/test/database.ts';
import { jpegWithComment } from '../../api/test/images.ts';
import {
  persistedOperations,
  persistedQueryExtension,
  type PersistedOperation,
} from '../../api/src/graphql/persisted-operations.ts';
import { readProcess } from '../load/process-sample.ts';
import { seedEvent, startApp, waitForIdleQueues } from './app-process.ts';
import { BENCH_SERVER_URL, type Bench, type Measurement } from './bench.ts';

const APP_PORT = 3361;
const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379';
const SEED_PHOTOS = 40;
/** A backend's statistics reach pg_stat_database at the latest 10 s after it goes idle (PostgreSQL 15). */
const STATS_FLUSH_MS = 11_000;
const IDLE_MS = 20_000;
const TICKS_PER_SECOND = 100;
const GRAPHQL_ACCEPT = 'application/graphql-response+json, application/json';
const WARM_UP_CALLS = 5;
/** Warm-up calls' numbers: apart from the measured ones (names, guests, unique variables). */
const WARM_UP_FROM = 1_000_000;

function fail(message: string): never {
  throw new Error(message);
}

interface Counters {
  transactions: number;
  rowsRead: number;
  rowsWritten: number;
  redisCommands: number;
  cpuTicks: number;
  at: number;
}

interface Phase {
  name: string;
  calls: number;
  /** Sends call `i`; throws on an answer that is not what the page gets. */
  call: (i: number) => Promise<void>;
  /** Waits for the work the calls left behind (derivatives being made). */
  settle?: () => Promise<void>;
}

export const capacityBench: Bench = {
  name: 'capacity: cost per call (one instance, PostgreSQL server, Redis)',
  async run(): Promise<Measurement[]> {
    const namespace = `bench-capacity-${randomUUID()}`;
    const app = await startApp('server', APP_PORT, undefined, { REDIS_URL, REDIS_NAMESPACE: namespace });
    const databaseName = `bench_${process.pid}_${APP_PORT}`;
    const stats = new pg.Client({ connectionString: BENCH_SERVER_URL });
    await stats.connect();
    // monitor() opens a connection of its own: both must be closed, or the bench never exits.
    const redis = new Redis(REDIS_URL);
    const monitor = await redis.monitor();
    let redisCommands = 0;
    monitor.on('monitor', (_time: string, args: string[]) => {
      if (args.some((arg) => arg.includes(namespace))) redisCommands += 1;
    });
    try {
      const counters = async (): Promise<Counters> => {
        await stats.query('SELECT pg_stat_clear_snapshot()');
        const { rows } = await stats.query<Record<string, string>>(
          `SELECT xact_commit + xact_rollback AS transactions, tup_returned + tup_fetched AS read,
                  tup_inserted + tup_updated + tup_deleted AS written
             FROM pg_stat_database WHERE datname = $1`,
          [databaseName],
        );
        const process = readProcess(app.pid);
        if (!process) throw new Error('the instance is gone');
        return {
          transactions: Number(rows[0]!.transactions),
          rowsRead: Number(rows[0]!.read),
          rowsWritten: Number(rows[0]!.written),
          redisCommands,
          cpuTicks: process.ticks,
          at: performance.now(),
        };
      };
      const difference = (before: Counters, after: Counters) => ({
        transactions: after.transactions - before.transactions,
        rowsRead: after.rowsRead - before.rowsRead,
        rowsWritten: after.rowsWritten - before.rowsWritten,
        redisCommands: after.redisCommands - before.redisCommands,
        cpuMs: ((after.cpuTicks - before.cpuTicks) / TICKS_PER_SECOND) * 1000,
        ms: after.at - before.at,
      });

      const { slug, token, eventId } = await seedEvent(app.url, SEED_PHOTOS);
      await waitForIdleQueues(app);
      const operations = persistedOperations();
      const get = async (path: string, headers: Record<string, string> = {}) => {
        const response = await fetch(`${app.url}${path}`, { headers });
        const body = await response.text();
        if (!response.ok || body.includes('"errors"'))
          throw new Error(`${path}: ${response.status} ${body.slice(0, 200)}`);
        return body;
      };
      const query = (operation: PersistedOperation, variables: Record<string, unknown>, headers = {}) =>
        get(
          `/graphql?${new URLSearchParams({
            operationName: operation.name,
            variables: JSON.stringify(variables),
            extensions: JSON.stringify(persistedQueryExtension(operation.id)),
          })}`,
          { accept: GRAPHQL_ACCEPT, ...headers },
        );
      const post = async (path: string, init: RequestInit) => {
        const response = await fetch(`${app.url}${path}`, init);
        const body = await response.text();
        if (!response.ok) throw new Error(`${path}: ${response.status} ${body.slice(0, 200)}`);
        return body;
      };
      const host = { authorization: `Bearer ${token}` };
      // A phone's photo: 12 MP, as the media bench's; each upload's bytes its own (identical ones are one photo).
      const photo = await sharp({
        create: {
          width: 4000,
          height: 3000,
          channels: 3,
          background: '#808080',
          noise: { type: 'gaussian', mean: 128, sigma: 40 },
        },
      })
        .jpeg({ quality: 85 })
        .toBuffer();
      const uploaded: number[] = [];
      const firstPage = JSON.parse(
        await query(operations.named('GallerySectionQuery'), { slug, first: 12, after: null }),
      ) as { data: { eventGallery: { pageInfo: { endCursor: string } } } };
      const secondCursor = firstPage.data.eventGallery.pageInfo.endCursor;

      const phases: Phase[] = [
        {
          name: 'a guest opens the page (event JSON, EventPageQuery, first gallery page)',
          calls: 100,
          call: async () => {
            await get(`/api/events/${slug}`);
            await query(operations.named('EventPageQuery'), { slug });
            await query(operations.named('GallerySectionQuery'), { slug, first: 12, after: null });
          },
        },
        {
          // On a busy platform every change of any event forgets the kept GraphQL answers (the event JSON's
          // are forgotten by event): what an open costs then.
          name: 'a guest opens the page, GraphQL answers not kept (a busy platform)',
          calls: 100,
          call: async (i) => {
            await get(`/api/events/${slug}`);
            await query(operations.named('EventPageQuery'), { slug, i });
            await query(operations.named('GallerySectionQuery'), { slug, first: 12, after: null, i });
          },
        },
        {
          name: 'a guest scrolls: a gallery page no one asked for in the last 5 s',
          calls: 100,
          // Unique by a variable the operation ignores: the public read cache would answer a repeated one.
          call: (i) =>
            query(operations.named('GallerySectionQuery'), { slug, first: 12, after: secondCursor, i }).then(),
        },
        {
          name: 'a guest answers the RSVP',
          calls: 50,
          call: (i) =>
            post(`/api/events/${slug}/rsvp`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ fullName: `Capacity guest ${i}`, status: 'YES', guestsCount: 2 }),
            }).then(),
        },
        {
          name: 'a guest uploads a 12 MP photo (display copy and thumbnail made)',
          calls: 30,
          call: async (i) => {
            const form = new FormData();
            form.append('uploaderName', `Capacity guest ${i}`);
            form.append(
              'files',
              new Blob([new Uint8Array(jpegWithComment(photo, `capacity ${i}`))], { type: 'image/jpeg' }),
              `IMG_${i}.jpg`,
            );
            const body = JSON.parse(
              await post(`/api/events/${slug}/uploads/direct`, { method: 'POST', body: form }),
            ) as { uploads: { id: number }[] };
            uploaded.push(body.uploads[0]!.id);
          },
          settle: () => waitForIdleQueues(app),
        },
        {
          name: 'a host approves one photo',
          calls: 30,
          call: (i) =>
            post('/api/auth/uploads/bulk', {
              method: 'POST',
              headers: { 'content-type': 'application/json', ...host },
              body: JSON.stringify({
                ids: [uploaded.pop() ?? fail(`no photo left to approve (call ${i})`)],
                action: 'APPROVED',
              }),
            }).then(),
        },
        {
          name: 'a host opens the uploads tab (UploadsTabQuery)',
          calls: 50,
          call: (i) => query(operations.named('UploadsTabQuery'), { databaseId: eventId, count: 24, i }, host).then(),
        },
      ];

      // Each kind of call a few times first, unmeasured: the first calls of a fresh process compile its code.
      for (const phase of phases) {
        for (let i = 0; i < WARM_UP_CALLS; i += 1) await phase.call(WARM_UP_FROM + i);
        await phase.settle?.();
      }

      // The idle instance's own work (pollers), per millisecond, taken off every phase.
      await sleep(STATS_FLUSH_MS);
      const idleStart = await counters();
      await sleep(IDLE_MS);
      const idle = difference(idleStart, await counters());
      const idleRate = (value: number) => value / idle.ms;

      const measurements: Measurement[] = [
        {
          metric: 'idle instance: PostgreSQL transactions a second (job pollers)',
          value: idleRate(idle.transactions) * 1000,
          unit: '/s',
          budget: null,
          note: `CPU ${((idleRate(idle.cpuMs) * 1000) / 10).toFixed(2)}% of a core, Redis ${(idleRate(idle.redisCommands) * 1000).toFixed(1)} commands/s`,
        },
      ];
      for (const phase of phases) {
        const before = await counters();
        const started = performance.now();
        for (let i = 0; i < phase.calls; i += 1) await phase.call(i);
        await phase.settle?.();
        const busyMs = performance.now() - started;
        await sleep(STATS_FLUSH_MS);
        const cost = difference(before, await counters());
        const per = (value: number, idlePart: number) => Math.max(0, value - idlePart * cost.ms) / phase.calls;
        const cpuMs = per(cost.cpuMs, idleRate(idle.cpuMs));
        const transactions = per(cost.transactions, idleRate(idle.transactions));
        const redis = per(cost.redisCommands, idleRate(idle.redisCommands));
        const note = `${phase.calls} calls one at a time, ${(busyMs / phase.calls).toFixed(1)} ms each`;
        measurements.push(
          { metric: `${phase.name}: instance CPU per call`, value: cpuMs, unit: 'ms', budget: null, note },
          {
            metric: `${phase.name}: PostgreSQL transactions per call`,
            value: transactions,
            unit: '',
            budget: null,
            note: `rows read ${per(cost.rowsRead, idleRate(idle.rowsRead)).toFixed(0)}, written ${per(cost.rowsWritten, idleRate(idle.rowsWritten)).toFixed(1)}`,
          },
          { metric: `${phase.name}: Redis commands per call`, value: redis, unit: '', budget: null },
        );
        console.log(
          `   ${phase.name}: ${cpuMs.toFixed(1)} ms CPU, ${transactions.toFixed(1)} tx, ${redis.toFixed(1)} Redis`,
        );
      }
      return [...measurements, ...(await serverCeilings())];
    } finally {
      monitor.disconnect();
      redis.disconnect();
      await stats.end();
      await app.stop();
    }
  },
};

/**
 * This machine's PostgreSQL and Redis at simple work, 10 s each: pgbench's read-only and its simple
 * write transactions (8 clients, scale 10, a scratch database), and redis-benchmark's GET and SET
 * (50 clients, no pipelining). Not the product's statements: the arithmetic's upper bound.
 */
async function serverCeilings(): Promise<Measurement[]> {
  const scratch = `bench_pgbench_${process.pid}`;
  const url = new URL(BENCH_SERVER_URL);
  const connection = ['-h', url.hostname, '-p', url.port || '5432', '-U', url.username || 'postgres'];
  await adminQuery(BENCH_SERVER_URL, `CREATE DATABASE "${scratch}"`);
  try {
    execFileSync('pgbench', [...connection, '-i', '-q', '-s', '10', scratch], { stdio: 'ignore' });
    const tps = (mode: string) => {
      const output = execFileSync('pgbench', [...connection, mode, '-c', '8', '-j', '2', '-T', '10', scratch], {
        encoding: 'utf8',
      });
      return Number(/tps = ([\d.]+)/.exec(output)?.[1] ?? Number.NaN);
    };
    const redis = (test: string) => {
      const output = execFileSync(
        'redis-benchmark',
        ['-u', REDIS_URL, '-q', '--csv', '-t', test, '-n', '200000', '-c', '50'],
        { encoding: 'utf8' },
      );
      const line = output.split('\n').find((row) => row.startsWith(`"${test.toUpperCase()}"`));
      return Number(line?.split(',')[1]?.replaceAll('"', '') ?? Number.NaN);
    };
    const note = 'the servers of this machine, whose 2 cores other work shares (load average in the header)';
    return [
      { metric: 'PostgreSQL ceiling: pgbench read-only', value: tps('-S'), unit: 'tx/s', budget: null, note },
      { metric: 'PostgreSQL ceiling: pgbench simple writes (-N)', value: tps('-N'), unit: 'tx/s', budget: null, note },
      { metric: 'Redis ceiling: redis-benchmark GET', value: redis('get'), unit: 'commands/s', budget: null, note },
      { metric: 'Redis ceiling: redis-benchmark SET', value: redis('set'), unit: 'commands/s', budget: null, note },
    ];
  } finally {
    await adminQuery(BENCH_SERVER_URL, `DROP DATABASE IF EXISTS "${scratch}" WITH (FORCE)`);
  }
}
