import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, signupUser, type TestApp } from '../../test/app.ts';
import { createEvent } from '../../test/factories.ts';
import { LINGER_QUIET_MS } from './connection-close.ts';

// An upload refused while its body is still arriving (not a photo, too large) is answered at once, and
// the connection closes after the answer. Closing a socket with unread bytes coming makes the kernel answer
// the client's next bytes with a reset, and a reset can throw away the answer before the client read it:
// the client, a phone mid-upload, saw "connection reset" (or EPIPE) instead of the reason. The server
// therefore reads on (and drops) what still comes for a moment before closing. These tests send from a
// client that is busy writing and reads only later, as a phone's upload does.

let app: TestApp;
let port: number;
let slug: string;

beforeAll(async () => {
  app = await createTestApp();
  await app.server.listen({ port: 0, host: '127.0.0.1' });
  port = (app.server.server.address() as AddressInfo).port;
  const host = { cookie: (await signupUser(app)).cookie };
  ({ slug } = await createEvent(app, host, { autoApprove: true }));
});
afterAll(() => app.close());

/** A chunk of the refused body: text, so the server refuses the "photo" on its first bytes. */
const TEXT = Buffer.from('These are not the photos you are looking for.\n'.repeat(1_000));

/**
 * Sends `head`, then keeps writing chunked body for `writeForMs` without reading, then reads what the server
 * said. Answers the bytes read, and the error the socket met, if any.
 */
function sendThenReadLater(head: string, writeForMs: number): Promise<{ received: string; error?: string }> {
  return new Promise((resolve) => {
    const socket: Socket = connect({ port, host: '127.0.0.1' });
    const chunks: Buffer[] = [];
    let error: string | undefined;
    socket.pause();
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', (caught: NodeJS.ErrnoException) => {
      error ??= caught.code ?? caught.message;
    });
    const finish = () => resolve({ received: Buffer.concat(chunks).toString('latin1'), error });
    socket.on('close', finish);
    socket.write(head);
    const until = Date.now() + writeForMs;
    const pump = () => {
      if (socket.destroyed) return;
      if (Date.now() >= until) {
        // Now read: the answer must still be there.
        socket.resume();
        setTimeout(() => socket.destroy(), 1_000);
        return;
      }
      const frame = Buffer.concat([Buffer.from(`${TEXT.length.toString(16)}\r\n`), TEXT, Buffer.from('\r\n')]);
      if (socket.write(frame)) setTimeout(pump, 1);
      else socket.once('drain', pump);
    };
    setTimeout(pump, 1);
  });
}

it('a direct upload refused for its type: the client busy sending still reads the answer', async () => {
  const boundary = 'lingering';
  const head =
    `POST /api/events/${slug}/uploads/direct HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
    `Content-Type: multipart/form-data; boundary=${boundary}\r\nTransfer-Encoding: chunked\r\n\r\n`;
  const part = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="notes.png"\r\nContent-Type: image/png\r\n\r\n`;
  const { received, error } = await sendThenReadLater(
    `${head}${part.length.toString(16)}\r\n${part}\r\n`,
    // Long enough for the answer and the close to have happened while the client was still writing.
    1_500,
  );
  expect({ status: received.split('\r\n')[0], error }).toEqual({
    status: 'HTTP/1.1 415 Unsupported Media Type',
    error: undefined,
  });
  expect(received).toContain('notes.png is an invalid file type.');
});

it('a resumable upload refused for its type: the client busy sending still reads the answer', async () => {
  const metadata = ['filename IMG_1.jpg', 'filetype image/jpeg']
    .map((pair) => pair.replace(/ (.*)$/, (_, value: string) => ` ${Buffer.from(value).toString('base64')}`))
    .join(',');
  const created = await fetch(`http://127.0.0.1:${port}/api/events/${slug}/tus`, {
    method: 'POST',
    headers: { 'tus-resumable': '1.0.0', 'upload-defer-length': '1', 'upload-metadata': metadata },
  });
  expect(created.status).toBe(201);
  const location = new URL(created.headers.get('location')!, `http://127.0.0.1:${port}`).pathname;
  const cookie = created.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const { received, error } = await sendThenReadLater(
    `PATCH ${location} HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${cookie}\r\nTus-Resumable: 1.0.0\r\n` +
      'Upload-Offset: 0\r\nContent-Type: application/offset+octet-stream\r\nTransfer-Encoding: chunked\r\n\r\n',
    1_500,
  );
  // @tus/server writes no reason phrase.
  expect({ status: received.split('\r\n')[0]?.trim(), error }).toEqual({ status: 'HTTP/1.1 415', error: undefined });
  expect(received).toContain('is an invalid file type.');
});

it('a client that goes quiet after its refusal is let go of within seconds', async () => {
  const boundary = 'quiet';
  // Half-open allowed: the client does not answer the server's FIN with its own, as a stalled phone would not.
  const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  const failed = new Promise<string>((resolve) =>
    socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message)),
  );
  const answered = new Promise((resolve) => socket.once('end', resolve));
  const part = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="notes.png"\r\nContent-Type: image/png\r\n\r\n`;
  socket.write(
    `POST /api/events/${slug}/uploads/direct HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nTransfer-Encoding: chunked\r\n\r\n` +
      `${part.length.toString(16)}\r\n${part}\r\n${TEXT.length.toString(16)}\r\n`,
  );
  socket.write(TEXT);
  // Then nothing more: the answer comes, and once the client has been quiet a while the server has closed
  // its side for good, so the next bytes sent are refused (a reset) instead of read.
  await answered;
  expect(received).toMatch(/^HTTP\/1\.1 415 /);
  await new Promise((resolve) => setTimeout(resolve, LINGER_QUIET_MS + 1_500));
  socket.write(TEXT);
  socket.write(TEXT);
  expect(await failed).toMatch(/ECONNRESET|EPIPE/);
  socket.destroy();
});
