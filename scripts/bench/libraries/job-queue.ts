/**
 * The job queue (api/src/jobs/) against graphile-worker 0.17 and pg-boss 10 (the newest whose engines
 * accept Node 20.19), each on a fresh database: the embedded PGlite (served over its socket, as the app
 * reaches it) or the PostgreSQL server. Jobs are added as uploads add them, one per transaction from ten
 * requests at once, with two workers running a job that does nothing (the queue's own cost), then one job
 * added to an idle queue (how soon a worker starts it).
 * `npx tsx scripts/bench/libraries/job-queue.ts [embedded|server] [jobs]` (server: TEST_DATABASE_URL's
 * server, else postgresql://postgres@127.0.0.1:5432; a throwaway database per contender, dropped after).
 */
import pg from 'pg';
import { createPrisma, type Db } from '../../../api/src/db/client.ts';
import { startEmbeddedPostgres } from '../../../api/src/db/embedded.ts';
import { runMigrations } from '../../../api/src/db/migrate.ts';
import { JobQueue } from '../../../api/src/jobs/job-queue.ts';
import { JobWorkers } from '../../../api/src/jobs/job-workers.ts';
import { candidate, format, load, median } from './candidates.ts';

const where = process.argv[2] === 'server' ? 'server' : 'embedded';
const JOBS = Number(process.argv[3] ?? 400);
const ENQUEUERS = 10;
const DEADLINE_MS = 120_000;
const WORKERS = 2;
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgresql://postgres@127.0.0.1:5432/test';
const silent = {
  warn: (object: object, message: string) => console.warn(message, object),
  error: (object: object, message: string) => console.error(message, object),
};
/** Patient transactions: on a loaded machine the default two-second wait for a connection runs out. */
const PATIENT = { maxWait: 30_000, timeout: 30_000 };

interface Contender {
  name: string;
  /** Starts workers that call `done` for each job they run. */
  start(
    url: string,
    prisma: Db,
    done: () => void,
  ): Promise<{
    enqueue(prisma: Db, payload: object): Promise<void>;
    stop(): Promise<void>;
  }>;
}

const ours: Contender = {
  name: 'ours',
  start(_url, prisma, done) {
    const queue = new JobQueue(prisma);
    const workers = new JobWorkers(
      queue,
      [{ kind: 'noop', maxAttempts: 5, run: () => Promise.resolve(done()), giveUp: () => Promise.resolve() }],
      { concurrency: WORKERS, log: silent },
    );
    workers.start();
    return Promise.resolve({
      async enqueue(db, payload) {
        await db.$transaction((tx) => queue.enqueue(tx, 'noop', payload as never), PATIENT);
        queue.wake();
      },
      stop: () => workers.stop(5_000),
    });
  },
};

interface GraphileWorker {
  run(this: void, options: object): Promise<{ stop(): Promise<void> }>;
  runMigrations(this: void, options: object): Promise<void>;
}
const graphileWorker: Contender = {
  name: 'graphile-worker 0.17',
  async start(url, prisma, done) {
    const { run, runMigrations: migrate } = candidate<GraphileWorker>('graphile-worker');
    // The embedded socket serves at most four connections: the app's one, the LISTEN one, two for workers.
    const maxPoolSize = where === 'embedded' ? 3 : 10;
    // Our own pool, so that it is ended (graphile-worker leaves a pool it was handed open).
    const pool = new pg.Pool({ connectionString: url, max: maxPoolSize });
    pool.on('error', () => undefined);
    await migrate({ pgPool: pool });
    const runner = await run({
      pgPool: pool,
      concurrency: WORKERS,
      noHandleSignals: true,
      pollInterval: 1_000,
      logger: quietGraphileLogger(),
      taskList: { noop: () => Promise.resolve(done()) },
    });
    return {
      // In the transaction that writes what the job is about, as ours does (add_job is its SQL API).
      async enqueue(db, payload) {
        await db.$transaction(
          (tx) => tx.$executeRaw`SELECT graphile_worker.add_job('noop', ${JSON.stringify(payload)}::json)`,
          PATIENT,
        );
      },
      async stop() {
        await runner.stop();
        await pool.end();
      },
    };
  },
};

interface PgBossClass {
  new (options: object): {
    start(): Promise<unknown>;
    stop(options: object): Promise<void>;
    createQueue(name: string): Promise<void>;
    send(name: string, data: object, options: object): Promise<string | null>;
    work(name: string, options: object, handler: (jobs: unknown[]) => Promise<void>): Promise<string>;
    on(event: string, listener: (error: unknown) => void): void;
  };
}
const pgBoss: Contender = {
  name: 'pg-boss 10',
  async start(url, prisma, done) {
    const PgBoss = candidate<PgBossClass>('pg-boss');
    const boss = new PgBoss({ connectionString: url, max: where === 'embedded' ? 3 : 10 });
    boss.on('error', () => undefined);
    await boss.start();
    await boss.createQueue('noop');
    // pg-boss has no concurrency setting in v10: one `work` per worker; 0.5 s is its shortest poll.
    for (let i = 0; i < WORKERS; i += 1) {
      await boss.work('noop', { pollingIntervalSeconds: 0.5, batchSize: 1 }, (jobs) => {
        for (const _ of jobs) done();
        return Promise.resolve();
      });
    }
    return {
      // `db` runs its insert in our transaction (pg-boss's documented hook for that).
      async enqueue(db, payload) {
        await db.$transaction(async (tx) => {
          const executeSql = async (text: string, values: unknown[]) => ({
            rows: await tx.$queryRawUnsafe<unknown[]>(text, ...values),
          });
          await boss.send('noop', payload, { db: { executeSql } });
        }, PATIENT);
      },
      stop: () => boss.stop({ graceful: true, timeout: 5_000, wait: true }),
    };
  },
};

function quietGraphileLogger() {
  const { Logger } = candidate<{ Logger: new (factory: () => () => void) => unknown }>('graphile-worker');
  return new Logger(() => () => undefined);
}

async function freshDatabase(name: string): Promise<{ url: string; drop(): Promise<void> }> {
  if (where === 'embedded') {
    const embedded = await startEmbeddedPostgres(undefined);
    return { url: embedded.url, drop: () => embedded.stop() };
  }
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const database = `libeval_${process.pid}_${name.replace(/\W+/g, '_')}`;
  await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${database}`);
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return {
    url: url.toString(),
    async drop() {
      await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
      await admin.end();
    },
  };
}

async function measure(contender: Contender) {
  const database = await freshDatabase(contender.name);
  await runMigrations(database.url);
  const { prisma } = createPrisma({ url: database.url, poolMax: where === 'embedded' ? 1 : ENQUEUERS });
  let finished = 0;
  let onDone: (() => void) | undefined;
  const queue = await contender.start(database.url, prisma, () => {
    finished += 1;
    onDone?.();
  });
  const allDone = (count: number) =>
    new Promise<void>((resolve, reject) => {
      // A queue that does not run its jobs is reported as such rather than waited on forever.
      const deadline = setTimeout(
        () => reject(new Error(`${finished} of ${count} jobs ran within ${DEADLINE_MS / 1000} s`)),
        DEADLINE_MS,
      );
      onDone = () => {
        if (finished < count) return;
        clearTimeout(deadline);
        resolve();
      };
      onDone();
    });
  try {
    const started = performance.now();
    let next = 0;
    await Promise.all(
      Array.from({ length: ENQUEUERS }, async () => {
        while (next < JOBS) await queue.enqueue(prisma, { photo: next++ });
      }),
    );
    const enqueued = performance.now();
    await allDone(JOBS);
    const ran = performance.now();
    const pickups: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      const before = performance.now();
      await queue.enqueue(prisma, { photo: 'late' });
      await allDone(JOBS + i + 1);
      pickups.push(performance.now() - before);
    }
    return {
      implementation: contender.name,
      database: where,
      'added (jobs/s)': format(JOBS / ((enqueued - started) / 1000)),
      'added and run (jobs/s)': format(JOBS / ((ran - started) / 1000)),
      'idle queue: add to run, median (ms)': format(median(pickups)),
    };
  } finally {
    await queue.stop();
    await prisma.$disconnect();
    await database.drop();
  }
}

const rows = [];
// A list of names picks contenders (and their order), e.g. `ours,graphile,ours`.
const contenders = (process.argv[4] ?? 'ours,graphile,pg-boss')
  .split(',')
  .map((name) => [ours, graphileWorker, pgBoss].find((contender) => contender.name.startsWith(name))!);
for (const contender of contenders) {
  try {
    rows.push(await measure(contender));
    console.log(rows.at(-1));
  } catch (error) {
    rows.push({ implementation: contender.name, database: where, failed: String(error).slice(0, 200) });
  }
}
console.log(`${JOBS} jobs added by ${ENQUEUERS} at once, ${WORKERS} workers; load average ${load()}`);
console.table(rows);
