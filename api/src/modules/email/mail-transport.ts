import nodemailer from 'nodemailer';

/** One message as the mail server gets it. */
export interface MailToSend {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
}

/** Hands messages to a mail server; throws when it did not take one (the job tries again later). */
export interface MailTransport {
  send(message: MailToSend): Promise<void>;
  close(): void;
}

/** How long a slow or silent mail server may hold one try. */
const SMTP_TIMEOUT_MS = 30_000;

/**
 * SMTP through nodemailer, from SMTP_URL (smtp://user:pass@host:587 upgrades with STARTTLS when the
 * server offers it; smtps:// is TLS from the start). Pooled: a burst of messages reuses connections.
 */
export function smtpTransport(smtpUrl: string, from: string): MailTransport {
  const url = new URL(smtpUrl);
  const transporter = nodemailer.createTransport({
    host: url.hostname,
    port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    pool: true,
    maxConnections: 4,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
    // A local relay (tests, a development catcher) on plain SMTP: nodemailer still upgrades when offered.
    ignoreTLS: url.searchParams.get('ignoreTLS') === 'true',
    tls: { rejectUnauthorized: url.searchParams.get('rejectUnauthorized') !== 'false' },
  });
  return {
    async send(message) {
      await transporter.sendMail({ from, ...message });
    },
    close() {
      transporter.close();
    },
  };
}
