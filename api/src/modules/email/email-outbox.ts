import type { Db, Transaction } from '../../db/client.ts';
import type { JobQueue } from '../../jobs/job-queue.ts';

/** The job that sends one outbox message (api/src/modules/email/email-delivery.ts). */
export const EMAIL_SEND_JOB = 'email.send';

/** A message ready to go: composed (both parts) and addressed. */
export interface OutgoingEmail {
  /** What it is ('password-reset', 'verify-email'…), shown in the admin's Emails tab. */
  kind: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Extra headers: List-Unsubscribe and List-Unsubscribe-Post on messages one can opt out of. */
  headers?: Record<string, string>;
  /** Carries a secret link: its body is erased once the mail server took it. */
  sensitive?: boolean;
  /** The account it is for, if any (the admin's list names it). */
  userId?: number | null;
}

/**
 * Where every message starts (decision 054): a row of EmailMessage and its `email.send` job, written in the
 * transaction of what caused the message (a reset asked for, an invitation made), so neither a crash nor
 * a mail server down loses one, and no message goes out for a change that was rolled back.
 */
export class EmailOutbox {
  constructor(private readonly jobs: JobQueue) {}

  /** Adds the message inside `tx`; call `wake()` once that transaction committed. Returns its id. */
  async add(tx: Transaction | Db, email: OutgoingEmail): Promise<number> {
    const row = await tx.emailMessage.create({
      data: {
        kind: email.kind,
        toAddress: email.to,
        subject: email.subject,
        html: email.html,
        text: email.text,
        headers: email.headers ?? {},
        sensitive: email.sensitive ?? false,
        userId: email.userId ?? null,
      },
      select: { id: true },
    });
    await this.jobs.enqueue(tx, EMAIL_SEND_JOB, { messageId: row.id });
    return row.id;
  }

  /** Queues an existing message to be sent again (an administrator's resend). */
  requeue(tx: Transaction | Db, messageId: number): Promise<void> {
    return this.jobs.enqueue(tx, EMAIL_SEND_JOB, { messageId });
  }

  /** Tells this process's email workers a message is waiting. */
  wake(): void {
    this.jobs.wake();
  }
}
