// A real SMTP server for the browser tests (started by playwright.config.ts beside the app): it takes
// every message the app sends, parses it with mailparser, and serves what it received as JSON, so a test
// can open a mailed link as a person would (decision 054). Nothing leaves this machine.
//   SMTP on 127.0.0.1:$MAIL_SMTP_PORT; HTTP on 127.0.0.1:$MAIL_HTTP_PORT:
//   GET /health → 200; GET /messages?to=<address> → [{ to, subject, text, html, date }], oldest first.
import { createServer } from 'node:http';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type CaughtMail = { to: string[]; subject: string; text: string; html: string; date: string };

const smtpPort = Number(process.env.MAIL_SMTP_PORT);
const httpPort = Number(process.env.MAIL_HTTP_PORT);
if (!smtpPort || !httpPort) throw new Error('MAIL_SMTP_PORT and MAIL_HTTP_PORT are required');

const received: CaughtMail[] = [];

function recipients(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((group) => group.value.map((entry) => (entry.address ?? '').toLowerCase()));
}

const smtp = new SMTPServer({
  authOptional: true,
  // Plain SMTP on loopback: no certificate to offer.
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, _session, callback) {
    simpleParser(stream).then(
      (mail) => {
        received.push({
          to: recipients(mail),
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
          date: (mail.date ?? new Date()).toISOString(),
        });
        callback();
      },
      (error: Error) => callback(error),
    );
  },
});
smtp.listen(smtpPort, '127.0.0.1');

createServer((request, response) => {
  const url = new URL(request.url ?? '/', 'http://127.0.0.1');
  if (url.pathname === '/health') {
    response.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return;
  }
  if (url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    const messages = to ? received.filter((mail) => mail.to.includes(to)) : received;
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(messages));
    return;
  }
  response.writeHead(404).end();
}).listen(httpPort, '127.0.0.1');
