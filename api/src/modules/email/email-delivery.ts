import type { Db } from '../../db/client.ts';
import type { ClaimedJob } from '../../jobs/job-queue.ts';
import type { JobHandler } from '../../jobs/job-workers.ts';
import { EMAIL_SEND_JOB } from './email-outbox.ts';
import type { MailTransport } from './mail-transport.ts';

/** Tries per message: with the workers' doubling waits (30 s up to 30 min) about six hours of retries. */
export const EMAIL_MAX_ATTEMPTS = 16;

/** What a delivery logs: a warning on failure, and the kept messages' words in development. */
export interface EmailLog {
  info(object: object, message: string): void;
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/**
 * Sends one outbox message (decision 054). Without a transport (no SMTP_URL) it is KEPT: the admin's
 * Emails tab shows it, and in development the log carries its text, links included, so a developer can
 * follow a reset link without a mail server. A failed try records why and throws: the job queue tries
 * again later with a longer wait, and after the last try the message is FAILED, never silently gone.
 */
export class EmailDeliveryJob implements JobHandler {
  readonly kind = EMAIL_SEND_JOB;
  readonly maxAttempts = EMAIL_MAX_ATTEMPTS;

  constructor(
    private readonly prisma: Db,
    private readonly transport: MailTransport | null,
    private readonly log: EmailLog,
    private readonly logBodies: boolean,
  ) {}

  async run(job: ClaimedJob): Promise<void> {
    const id = messageIdOf(job);
    const message = await this.prisma.emailMessage.findUnique({ where: { id } });
    // Sent meanwhile (a resend raced it) or gone with its account's data: nothing to do.
    if (!message || (message.status !== 'PENDING' && message.status !== 'FAILED')) return;
    if (!this.transport) {
      await this.prisma.emailMessage.update({ where: { id }, data: { status: 'KEPT' } });
      this.log.info(
        {
          emailId: id,
          to: message.toAddress,
          subject: message.subject,
          ...(this.logBodies ? { text: message.text } : {}),
        },
        'email kept (no SMTP_URL): the admin Emails tab shows it',
      );
      return;
    }
    const attemptedAt = new Date();
    try {
      await this.transport.send({
        to: message.toAddress,
        subject: message.subject,
        html: message.html,
        text: message.text,
        headers: (message.headers ?? {}) as Record<string, string>,
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      await this.prisma.emailMessage.update({
        where: { id },
        data: { attempts: { increment: 1 }, lastAttemptAt: attemptedAt, error: reason.slice(0, 1000) },
      });
      throw error;
    }
    await this.prisma.emailMessage.update({
      where: { id },
      data: {
        status: 'SENT',
        sentAt: new Date(),
        attempts: { increment: 1 },
        lastAttemptAt: attemptedAt,
        error: null,
        // A secret link stays in the recipient's mailbox only: once sent, no copy of it is kept here.
        ...(message.sensitive ? { html: '', text: '' } : {}),
      },
    });
  }

  async giveUp(job: ClaimedJob, reason: string): Promise<void> {
    const id = messageIdOf(job);
    // The last try's own error (the server's answer) says more than the queue's generic reason.
    const message = await this.prisma.emailMessage.findUnique({ where: { id }, select: { error: true } });
    await this.prisma.emailMessage.updateMany({
      where: { id, status: 'PENDING' },
      data: { status: 'FAILED', error: message?.error ?? reason },
    });
    this.log.error({ emailId: id }, 'email not sent: its attempts ran out');
  }
}

function messageIdOf(job: ClaimedJob): number {
  const payload = job.payload as { messageId?: unknown } | null;
  if (typeof payload?.messageId !== 'number') throw new Error(`email job ${job.id} names no message`);
  return payload.messageId;
}
