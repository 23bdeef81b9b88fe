import { createElement } from 'react';
import type { Db, Transaction } from '../../db/client.ts';
import { paths } from '../../../../common/paths.ts';
import { composeBody } from './compose.ts';
import type { EmailOutbox, OutgoingEmail } from './email-outbox.ts';
import { PasswordResetEmail } from './templates/PasswordResetEmail.tsx';
import { VerifyEmailEmail } from './templates/VerifyEmailEmail.tsx';

/** A person a message is for: the address and the name it greets. */
export interface Recipient {
  id: number;
  email: string;
  displayName: string;
}

/**
 * The product's messages (decision 054): each composed from its template with links to this site, and
 * queued through the outbox in the caller's transaction. Other modules ask for a message here; none
 * builds one itself, so every message gets the same frame, both parts and the right links.
 */
export class EmailService {
  constructor(
    private readonly prisma: Db,
    private readonly outbox: EmailOutbox,
    /** PUBLIC_URL (never a request's Host: a forged one would put another site in the link). */
    private readonly linkBase: string,
    /** An SMTP_URL is set: messages leave the building. Without, they are only kept for the admin. */
    readonly canDeliver: boolean,
  ) {}

  /** An absolute link to a page of this site. */
  link(path: string): string {
    return `${this.linkBase}${path}`;
  }

  async passwordReset(user: Recipient, token: string, validFor: string): Promise<OutgoingEmail> {
    const body = await composeBody(
      createElement(PasswordResetEmail, {
        displayName: user.displayName,
        resetUrl: this.link(paths.resetPassword.href(token)),
        validFor,
      }),
    );
    return {
      kind: 'password-reset',
      to: user.email,
      subject: 'Reset your password',
      ...body,
      sensitive: true,
      userId: user.id,
    };
  }

  async verifyEmail(user: Recipient, token: string, validFor: string): Promise<OutgoingEmail> {
    const body = await composeBody(
      createElement(VerifyEmailEmail, {
        displayName: user.displayName,
        verifyUrl: this.link(paths.verifyEmail.href(token)),
        validFor,
      }),
    );
    return {
      kind: 'verify-email',
      to: user.email,
      subject: 'Confirm your email address',
      ...body,
      sensitive: true,
      userId: user.id,
    };
  }

  /** Queues a composed message inside `tx` (the transaction of its cause); `wake()` after it commits. */
  queue(tx: Transaction | Db, email: OutgoingEmail): Promise<number> {
    return this.outbox.add(tx, email);
  }

  /** Queues a message on its own (no other change goes with it) and wakes the workers. */
  async send(email: OutgoingEmail): Promise<number> {
    const id = await this.prisma.$transaction((tx) => this.outbox.add(tx, email));
    this.outbox.wake();
    return id;
  }

  wake(): void {
    this.outbox.wake();
  }
}
