import type { Db, Transaction } from '../db/client.ts';
import type { Prisma } from '../generated/prisma/client.ts';

/** A job as a worker holds it: claimed, leased to that worker until it finishes or its lease runs out. */
export interface ClaimedJob {
  id: number;
  kind: string;
  payload: Prisma.JsonValue;
  /** Claims so far, this one included. */
  attempts: number;
}

/**
 * Jobs in PostgreSQL (the `Job` table), the same on the embedded database and a server (decision 020).
 * A claim locks due rows with FOR UPDATE SKIP LOCKED, so concurrent claimers never take the same row,
 * and stamps them with a lease: a worker that dies holds its jobs only until the lease runs out. Every
 * time is the database's own `now()`, so workers on machines whose clocks differ agree on leases.
 */
export class JobQueue {
  readonly #listeners = new Set<() => void>();

  constructor(private readonly prisma: Db) {}

  /**
   * Adds a job, inside the transaction that writes what it is about: neither exists without the other.
   * Call `wake()` after that transaction commits.
   */
  enqueue(tx: Transaction | Db, kind: string, payload: Prisma.InputJsonValue): Promise<void> {
    return this.enqueueAll(tx, kind, [payload]);
  }

  /** `enqueue` for several jobs of one kind, in one statement. */
  async enqueueAll(tx: Transaction | Db, kind: string, payloads: readonly Prisma.InputJsonValue[]): Promise<void> {
    if (payloads.length > 0) await tx.job.createMany({ data: payloads.map((payload) => ({ kind, payload })) });
  }

  /** `enqueue` for a job not due before `runAt` (a digest that waits for more photos). */
  async enqueueAt(tx: Transaction | Db, kind: string, payload: Prisma.InputJsonValue, runAt: Date): Promise<void> {
    await tx.job.create({ data: { kind, payload, runAt } });
  }

  /** Tells this process's workers that a job was added (workers elsewhere find it when they poll). */
  wake(): void {
    for (const listener of this.#listeners) listener();
  }

  onWake(listener: () => void): () => void {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  }

  /** Up to `limit` due jobs of these kinds, oldest first, leased to `workerId` for `leaseMs`. */
  claim(workerId: string, kinds: readonly string[], limit: number, leaseMs: number): Promise<ClaimedJob[]> {
    // The CTE runs once; a row another claimer locked is skipped, and one it claimed and committed while
    // this scan ran is re-checked against the WHERE by FOR UPDATE (its new lease excludes it).
    return this.prisma.$queryRaw<ClaimedJob[]>`
      WITH due AS (
        SELECT "id" FROM "Job"
        WHERE "kind" = ANY(${[...kinds]}::text[])
          AND "runAt" <= now()
          AND ("lockedUntil" IS NULL OR "lockedUntil" < now())
        ORDER BY "runAt", "id"
        LIMIT ${limit}::int
        FOR UPDATE SKIP LOCKED
      )
      UPDATE "Job" AS job
      SET "lockedBy" = ${workerId},
          "lockedUntil" = now() + ${leaseMs}::int * interval '1 millisecond',
          "attempts" = job."attempts" + 1
      FROM due
      WHERE job."id" = due."id"
      RETURNING job."id", job."kind", job."payload", job."attempts"`;
  }

  /** Renews the lease of jobs this worker still holds; returns how many it still holds. */
  renew(workerId: string, ids: readonly number[], leaseMs: number): Promise<number> {
    if (ids.length === 0) return Promise.resolve(0);
    return this.prisma.$executeRaw`
      UPDATE "Job" SET "lockedUntil" = now() + ${leaseMs}::int * interval '1 millisecond'
      WHERE "id" = ANY(${[...ids]}::int[]) AND "lockedBy" = ${workerId}`;
  }

  /** The job is done: it goes. */
  async complete(workerId: string, id: number): Promise<void> {
    await this.prisma.job.deleteMany({ where: { id, lockedBy: workerId } });
  }

  /** The job failed for now: released, to run again after `delayMs`. */
  async retryLater(workerId: string, id: number, error: string, delayMs: number): Promise<void> {
    await this.prisma.$executeRaw`
      UPDATE "Job" SET "lockedBy" = NULL, "lockedUntil" = NULL, "lastError" = ${error.slice(0, 2000)},
        "runAt" = now() + ${Math.round(delayMs)}::int * interval '1 millisecond'
      WHERE "id" = ${id}::int AND "lockedBy" = ${workerId}`;
  }

  /**
   * Frees every claim but these workers' at once. Only for a database nobody else works on: the embedded
   * one, at start, where other claims can only be the previous process's, which is gone.
   */
  releaseAllBut(workerIds: readonly string[]): Promise<number> {
    return this.prisma.$executeRaw`
      UPDATE "Job" SET "lockedBy" = NULL, "lockedUntil" = NULL
      WHERE "lockedBy" IS NOT NULL AND NOT ("lockedBy" = ANY(${[...workerIds]}::text[]))`;
  }

  /** Jobs not done yet (waiting or running), by kind (the metrics endpoint). */
  async depthByKind(): Promise<Record<string, number>> {
    const groups = await this.prisma.job.groupBy({ by: ['kind'], _count: { _all: true } });
    return Object.fromEntries(groups.map((group) => [group.kind, group._count._all]));
  }

  /** Jobs of these kinds not done yet: due or not, or (`dueBy`) those due by then. */
  pending(kinds: readonly string[], dueBy?: Date): Promise<number> {
    return this.prisma.job.count({ where: { kind: { in: [...kinds] }, ...(dueBy ? { runAt: { lte: dueBy } } : {}) } });
  }
}
