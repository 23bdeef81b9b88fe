import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ClaimedJob, JobQueue } from './job-queue.ts';

/** What a kind of job does. Throwing means "try again later"; a failure for good is the handler's to record. */
export interface JobHandler {
  readonly kind: string;
  /** Claims before `giveUp`: a job that kills its process every time is counted too (claims count). */
  readonly maxAttempts: number;
  run(job: ClaimedJob): Promise<void>;
  /** The last attempt failed (or the attempts ran out in crashes): record the failure for good. */
  giveUp(job: ClaimedJob, reason: string): Promise<void>;
}

export interface JobWorkerOptions {
  /** Jobs run at once in this process; 0 runs none (separate `npm run worker` processes do the work). */
  concurrency: number;
  /** How long a claim holds without renewal; renewed every third of it while the job runs. */
  leaseMs?: number;
  /** How often idle workers look for jobs added elsewhere or due for a retry. */
  pollMs?: number;
  /** The first retry waits this long, then twice as long each time, up to `retryMaxMs`. */
  retryBaseMs?: number;
  /** The longest wait between retries (default five minutes). */
  retryMaxMs?: number;
  log: { warn(object: object, message: string): void; error(object: object, message: string): void };
}

const DEFAULT_LEASE_MS = 60_000;
const DEFAULT_POLL_MS = 1_000;
const DEFAULT_RETRY_BASE_MS = 2_000;
const RETRY_MAX_MS = 5 * 60_000;

/**
 * Runs queued jobs in this process, up to `concurrency` at once. Claims as many as there are free slots,
 * whenever a slot frees, the queue wakes it (a job added here) or the poll timer fires (a job added by
 * another process, or a retry coming due).
 */
export class JobWorkers {
  readonly id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  readonly #handlers: Map<string, JobHandler>;
  readonly #running = new Map<number, Promise<void>>();
  readonly #leaseMs: number;
  readonly #pollMs: number;
  #claiming: Promise<void> | null = null;
  #claimAgain = false;
  #stopped = true;
  #timers: NodeJS.Timeout[] = [];
  #unsubscribe: (() => void) | undefined;

  constructor(
    private readonly queue: JobQueue,
    handlers: readonly JobHandler[],
    private readonly options: JobWorkerOptions,
  ) {
    this.#handlers = new Map(handlers.map((handler) => [handler.kind, handler]));
    this.#leaseMs = options.leaseMs ?? DEFAULT_LEASE_MS;
    this.#pollMs = options.pollMs ?? DEFAULT_POLL_MS;
  }

  get concurrency(): number {
    return this.options.concurrency;
  }

  start(): void {
    if (!this.#stopped || this.options.concurrency === 0) return;
    this.#stopped = false;
    this.#unsubscribe = this.queue.onWake(() => this.#fill());
    const poll = setInterval(() => this.#fill(), this.#pollMs);
    const renew = setInterval(() => this.#renewLeases(), Math.max(1, Math.floor(this.#leaseMs / 3)));
    // Workers never keep the process alive on their own.
    poll.unref();
    renew.unref();
    this.#timers = [poll, renew];
    this.#fill();
  }

  /**
   * Claims no more and waits up to `graceMs` for the jobs running; those still running then keep their
   * claim until its lease runs out (or, on the embedded database, until the next start frees it).
   */
  async stop(graceMs: number): Promise<void> {
    this.#stopped = true;
    this.#unsubscribe?.();
    for (const timer of this.#timers) clearInterval(timer);
    const grace = sleep(graceMs, undefined, { ref: false });
    const finished = (async () => {
      // A claim in flight may still start jobs: wait for it before waiting for the jobs.
      await this.#claiming;
      await Promise.allSettled([...this.#running.values()]);
    })();
    await Promise.race([finished, grace]);
  }

  /**
   * Resolves once no job of these workers' kinds is left (tests; a queue empties): due or not, or with
   * `dueOnly`, none due now (a job planned for later, the hosts' review digest, is left waiting).
   */
  async drain(timeoutMs = 30_000, { dueOnly = false } = {}): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    const kinds = [...this.#handlers.keys()];
    for (;;) {
      await Promise.allSettled([this.#claiming, ...this.#running.values()]);
      const left = await this.queue.pending(kinds, dueOnly ? new Date() : undefined);
      if (this.#running.size === 0 && left === 0) return;
      if (Date.now() > deadline) throw new Error('the job queue did not drain in time');
      this.#fill();
      await sleep(10);
    }
  }

  #fill(): void {
    if (this.#stopped) return;
    if (this.#claiming) {
      this.#claimAgain = true;
      return;
    }
    this.#claiming = this.#claim().finally(() => {
      this.#claiming = null;
      if (this.#claimAgain) {
        this.#claimAgain = false;
        this.#fill();
      }
    });
  }

  async #claim(): Promise<void> {
    try {
      for (;;) {
        const free = this.options.concurrency - this.#running.size;
        if (this.#stopped || free <= 0) return;
        const jobs = await this.queue.claim(this.id, [...this.#handlers.keys()], free, this.#leaseMs);
        for (const job of jobs) this.#begin(job);
        if (jobs.length < free) return;
      }
    } catch (error) {
      // The database may be restarting: the next poll tries again.
      this.options.log.warn({ err: error }, 'claiming jobs failed; trying again shortly');
    }
  }

  #begin(job: ClaimedJob): void {
    const done = this.#run(job).finally(() => {
      this.#running.delete(job.id);
      this.#fill();
    });
    this.#running.set(job.id, done);
  }

  async #run(job: ClaimedJob): Promise<void> {
    const handler = this.#handlers.get(job.kind)!;
    try {
      // More claims than attempts: earlier ones died with their process (a crash, a kill) mid-job.
      if (job.attempts > handler.maxAttempts) {
        await handler.giveUp(job, 'It could not be processed.');
      } else {
        await handler.run(job);
      }
      await this.queue.complete(this.id, job.id);
    } catch (error) {
      await this.#failed(handler, job, error).catch((failure: unknown) =>
        // The claim stays until its lease runs out; then the job runs again.
        this.options.log.error({ err: failure, jobId: job.id }, 'recording a failed job failed'),
      );
    }
  }

  async #failed(handler: JobHandler, job: ClaimedJob, error: unknown): Promise<void> {
    const message = error instanceof Error ? error.message : String(error);
    this.options.log.warn({ err: error, jobId: job.id, kind: job.kind, attempt: job.attempts }, 'job failed');
    if (job.attempts >= handler.maxAttempts) {
      await handler.giveUp(job, 'It could not be processed.');
      await this.queue.complete(this.id, job.id);
      return;
    }
    const delay = Math.min(
      (this.options.retryBaseMs ?? DEFAULT_RETRY_BASE_MS) * 2 ** (job.attempts - 1),
      this.options.retryMaxMs ?? RETRY_MAX_MS,
    );
    await this.queue.retryLater(this.id, job.id, message, delay);
  }

  #renewLeases(): void {
    if (this.#running.size === 0) return;
    this.queue.renew(this.id, [...this.#running.keys()], this.#leaseMs).catch((error: unknown) => {
      this.options.log.warn({ err: error }, 'renewing job leases failed');
    });
  }
}
