import type { Db, Transaction } from '../../db/client.ts';
import type { ClaimedJob, JobQueue } from '../../jobs/job-queue.ts';
import type { JobHandler } from '../../jobs/job-workers.ts';
import type { EmailService } from '../email/email.service.ts';
import type { UnsubscribeLinks } from './unsubscribe-links.ts';

/** The job that mails an event's hosts how many photos wait for review. */
export const REVIEW_DIGEST_JOB = 'email.review-digest';

/**
 * "N new photos are waiting for review" (decision 055): the first photo waiting plans one digest for the
 * event `delayMs` later (and never sooner than `delayMs` after the last), so photos arriving meanwhile go in
 * the same message: at most one per event per 15 minutes while photos wait. The plan is a column of the
 * event set by a conditional update, so photos stored by two instances at once plan one digest.
 */
export class ReviewDigests implements JobHandler {
  readonly kind = REVIEW_DIGEST_JOB;
  readonly maxAttempts = 5;

  constructor(
    private readonly prisma: Db,
    private readonly jobs: Pick<JobQueue, 'enqueueAt'>,
    private readonly email: EmailService,
    private readonly links: UnsubscribeLinks,
    private readonly delayMs: number,
  ) {}

  /** Photos of these events now wait for review: plans each event's digest unless one is planned. */
  async photosWaiting(tx: Transaction, eventIds: readonly number[]): Promise<void> {
    if (eventIds.length === 0) return;
    const planned = await tx.$queryRaw<{ id: number; due: Date }[]>`
      UPDATE "Event"
      SET "reviewDigestDueAt" = GREATEST(
        now() + ${this.delayMs}::int * interval '1 millisecond',
        COALESCE("reviewDigestSentAt", '-infinity'::timestamptz) + ${this.delayMs}::int * interval '1 millisecond')
      WHERE "id" = ANY(${[...eventIds]}::int[]) AND "reviewDigestDueAt" IS NULL AND "deletedAt" IS NULL
      RETURNING "id", "reviewDigestDueAt" AS due`;
    for (const { id, due } of planned) await this.jobs.enqueueAt(tx, REVIEW_DIGEST_JOB, { eventId: id }, due);
  }

  async run(job: ClaimedJob): Promise<void> {
    const eventId = (job.payload as { eventId?: unknown } | null)?.eventId;
    if (typeof eventId !== 'number') return;
    // Taken by this run (the next photo plans the next digest); a second run of the same job finds nothing.
    const taken = await this.prisma.event.updateMany({
      where: { id: eventId, reviewDigestDueAt: { not: null } },
      data: { reviewDigestDueAt: null, reviewDigestSentAt: new Date() },
    });
    if (taken.count === 0) return;
    const event = await this.prisma.event.findUnique({
      where: { id: eventId },
      select: {
        id: true,
        title: true,
        deletedAt: true,
        members: {
          select: {
            user: {
              select: {
                id: true,
                email: true,
                displayName: true,
                language: true,
                status: true,
                notifyReviewDigest: true,
              },
            },
          },
        },
      },
    });
    if (!event || event.deletedAt) return;
    const pending = await this.prisma.upload.count({ where: { eventId, status: 'PENDING' } });
    if (pending === 0) return;
    const hosts = event.members
      .map(({ user }) => user)
      .filter((user) => user.status === 'ACTIVE' && user.notifyReviewDigest);
    const messages = await Promise.all(
      hosts.map((host) =>
        this.email.reviewDigest(
          host,
          event,
          pending,
          this.email.link(
            this.links.path({ subscriber: { kind: 'user', id: host.id }, notification: 'review-digest' }),
          ),
        ),
      ),
    );
    await this.email.sendAll(messages);
  }

  async giveUp(): Promise<void> {
    // A digest that could not be written is superseded by the next photo's.
  }
}
