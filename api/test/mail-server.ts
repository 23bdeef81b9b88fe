import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server on 127.0.0.1 for the email tests (decision 054): it takes every message, parses it
 * with mailparser, and can be stopped and started again on the same port (the mail server being down
 * when a message is due).
 */
export async function startMailServer() {
  const received: ParsedMail[] = [];
  const waiting: (() => void)[] = [];
  let server: SMTPServer | null = null;

  const listen = async (port: number): Promise<number> => {
    const smtp = new SMTPServer({
      authOptional: true,
      // Plain SMTP on loopback: no certificate to offer.
      disabledCommands: ['STARTTLS'],
      logger: false,
      // Stopping cuts the client's pooled connections at once, as a crashed server would.
      closeTimeout: 50,
      onData(stream, _session, callback) {
        simpleParser(stream).then(
          (mail) => {
            received.push(mail);
            for (const wake of waiting.splice(0)) wake();
            callback();
          },
          (error: Error) => callback(error),
        );
      },
    });
    await new Promise<void>((resolve, reject) => {
      smtp.server.once('error', reject);
      smtp.listen(port, '127.0.0.1', () => resolve());
    });
    server = smtp;
    return (smtp.server.address() as AddressInfo).port;
  };

  const port = await listen(0);
  const stop = () =>
    new Promise<void>((resolve) => {
      const current = server;
      server = null;
      if (!current) return resolve();
      current.close(() => resolve());
    });

  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    received,
    /** Messages to `to` (lower case) received so far, only those with `subject` when given. */
    to(address: string, subject?: string): ParsedMail[] {
      return received.filter(
        (mail) =>
          mailAddresses(mail).includes(address.toLowerCase()) && (subject === undefined || mail.subject === subject),
      );
    },
    /**
     * Resolves with the `count`th message to `to` (with `subject`, when given) once it arrived; throws after
     * `timeoutMs`.
     */
    async waitFor(
      to: string,
      count = 1,
      { subject, timeoutMs = 20_000 }: { subject?: string; timeoutMs?: number } = {},
    ) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mails = this.to(to, subject);
        if (mails.length >= count) return mails[count - 1]!;
        if (Date.now() > deadline) throw new Error(`got ${mails.length} of ${count} messages to ${to}`);
        await new Promise<void>((resolve) => {
          waiting.push(resolve);
          setTimeout(resolve, 100);
        });
      }
    },
    /** The mail server goes down: connections to its port are refused. */
    stop,
    /** Back up on the same port. */
    async start(): Promise<void> {
      if (!server) await listen(port);
    },
    close: stop,
  };
}

function mailAddresses(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((group) => group.value.map((entry) => (entry.address ?? '').toLowerCase()));
}

/** The first link in a message's text part that starts with `prefix`. */
export function linkIn(mail: ParsedMail, prefix: string): string {
  const escaped = prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = new RegExp(`${escaped}[^\\s)\\]>"]+`).exec(mail.text ?? '');
  if (!match) throw new Error(`no link starting with ${prefix} in: ${mail.text}`);
  return match[0];
}
