import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import type { Database } from '../db/database.ts';
import { JobQueue, type ClaimedJob } from './job-queue.ts';
import { type JobHandler, JobWorkers } from './job-workers.ts';

// On the embedded database by default; with TEST_DATABASE_URL on a PostgreSQL server, where claims made
// at the same time run on different connections and SKIP LOCKED is what keeps them apart.
let database: Database;
let queue: JobQueue;
const KIND = 'test.job';
const quiet = { warn: () => undefined, error: () => undefined };

beforeAll(async () => {
  database = await createTestDatabase();
  queue = new JobQueue(database.prisma);
});
afterAll(() => database.close());
beforeEach(async () => {
  await database.prisma.job.deleteMany();
});

async function enqueue(count: number): Promise<void> {
  await database.prisma.job.createMany({
    data: Array.from({ length: count }, (_, n) => ({ kind: KIND, payload: { n } })),
  });
}

describe('claiming jobs', () => {
  it('never hands one job to two workers claiming at the same time', async () => {
    await enqueue(120);
    // Open the pool's connections first: on a loaded machine one worker could otherwise take all 120 jobs
    // on the first connection while the others still wait for theirs to be made, and nothing would overlap.
    if (database.kind === 'server') {
      await Promise.all(['a', 'b', 'c', 'd'].map(() => database.prisma.$executeRaw`SELECT pg_sleep(0.05)`));
    }
    const claimedBy = new Map<number, string>();
    const duplicates: number[] = [];
    const claimer = async (workerId: string) => {
      for (;;) {
        const jobs = await queue.claim(workerId, [KIND], 3, 60_000);
        if (jobs.length === 0) return;
        for (const job of jobs) {
          if (claimedBy.has(job.id)) duplicates.push(job.id);
          claimedBy.set(job.id, workerId);
        }
      }
    };
    await Promise.all(['a', 'b', 'c', 'd'].map((id) => claimer(`worker-${id}`)));
    expect(duplicates).toEqual([]);
    expect(claimedBy.size).toBe(120);
    // Everyone got some work on a server; the embedded database runs one claim at a time.
    if (database.kind === 'server') expect(new Set(claimedBy.values()).size).toBeGreaterThan(1);
  });

  it("takes a job back from a worker whose lease ran out (it died), and ignores that worker's late answer", async () => {
    await enqueue(1);
    // A lease long enough to outlast the next statement on a loaded machine, short enough to wait out.
    const [first] = await queue.claim('dead-worker', [KIND], 1, 400);
    expect(first).toMatchObject({ attempts: 1 });
    expect(await queue.claim('live-worker', [KIND], 1, 60_000)).toEqual([]);
    await sleep(800);
    const [again] = await queue.claim('live-worker', [KIND], 1, 60_000);
    expect(again).toMatchObject({ id: first!.id, attempts: 2 });
    await queue.complete('dead-worker', first!.id);
    expect(await queue.pending([KIND])).toBe(1);
    await queue.complete('live-worker', first!.id);
    expect(await queue.pending([KIND])).toBe(0);
  });

  it('keeps a job whose lease is renewed, and frees every other claim for a restart of the embedded database', async () => {
    await enqueue(2);
    const [held, stale] = await queue.claim('runner', [KIND], 2, 80);
    await sleep(50);
    expect(await queue.renew('runner', [held!.id], 60_000)).toBe(1);
    await sleep(60);
    expect((await queue.claim('other', [KIND], 5, 60_000)).map((job) => job.id)).toEqual([stale!.id]);
    expect(await queue.releaseAllBut(['other'])).toBe(1);
    expect((await queue.claim('restarted', [KIND], 5, 60_000)).map((job) => job.id)).toEqual([held!.id]);
  });
});

/** A handler whose jobs wait for the test, counting how many run at once. */
function recordingHandler(behaviour: (job: ClaimedJob) => Promise<void>) {
  const seen = { running: 0, most: 0, runs: [] as number[], gaveUp: [] as { id: number; reason: string }[] };
  const handler: JobHandler = {
    kind: KIND,
    maxAttempts: 3,
    async run(job) {
      seen.running += 1;
      seen.most = Math.max(seen.most, seen.running);
      seen.runs.push(job.id);
      try {
        await behaviour(job);
      } finally {
        seen.running -= 1;
      }
    },
    giveUp(job, reason) {
      seen.gaveUp.push({ id: job.id, reason });
      return Promise.resolve();
    },
  };
  return { handler, seen };
}

describe('job workers', () => {
  it('run jobs in parallel up to their concurrency, each once', async () => {
    await enqueue(9);
    const { handler, seen } = recordingHandler(() => sleep(40));
    const workers = new JobWorkers(queue, [handler], { concurrency: 3, log: quiet, pollMs: 20 });
    workers.start();
    await workers.drain();
    await workers.stop(1000);
    expect(seen.most).toBe(3);
    expect(new Set(seen.runs).size).toBe(9);
    expect(seen.runs).toHaveLength(9);
  });

  it('drain the jobs due now and leave one planned for later, when asked to', async () => {
    await enqueue(2);
    await database.prisma.job.create({ data: { kind: KIND, payload: {}, runAt: new Date(Date.now() + 60 * 60_000) } });
    const { handler, seen } = recordingHandler(() => sleep(20));
    const workers = new JobWorkers(queue, [handler], { concurrency: 1, log: quiet, pollMs: 20 });
    workers.start();
    await workers.drain(5_000, { dueOnly: true });
    expect(seen.runs).toHaveLength(2);
    await expect(workers.drain(200)).rejects.toThrow('did not drain in time');
    await workers.stop(1000);
    expect(await queue.pending([KIND])).toBe(1);
  });

  it('retry a failing job later, and give up after its attempts', async () => {
    await enqueue(1);
    const { handler, seen } = recordingHandler(() => Promise.reject(new Error('storage unavailable')));
    const workers = new JobWorkers(queue, [handler], { concurrency: 1, log: quiet, pollMs: 20, retryBaseMs: 10 });
    workers.start();
    await workers.drain();
    await workers.stop(1000);
    expect(seen.runs).toHaveLength(3);
    expect(seen.gaveUp).toEqual([{ id: seen.runs[0], reason: 'It could not be processed.' }]);
  });

  it('give up without running a job whose claims ran out in crashes (it took its worker down each time)', async () => {
    await database.prisma.job.create({ data: { kind: KIND, payload: {}, attempts: 3 } });
    const { handler, seen } = recordingHandler(() => Promise.resolve());
    const workers = new JobWorkers(queue, [handler], { concurrency: 1, log: quiet, pollMs: 20 });
    workers.start();
    await workers.drain();
    await workers.stop(1000);
    expect(seen.runs).toEqual([]);
    expect(seen.gaveUp).toHaveLength(1);
  });
});
