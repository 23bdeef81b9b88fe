import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, signupUser, type TestApp } from '../../test/app.ts';
import { createEvent } from '../../test/factories.ts';
import { pngImage } from '../../test/images.ts';
import { SLOW_BODY_MESSAGE } from './slow-requests.ts';

// Issue 12, item 8: a client dripping an upload body (or holding an idle socket) cannot keep a socket and a
// spool file open forever.

let app: TestApp;
let dataDir: string;
let port: number;
let slug: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'wp-slow-'));
  app = await createTestApp({
    env: { DATA_DIR: dataDir },
    httpTimeouts: { idleMs: 1000, minBodyBytes: 2000, bodyWindowMs: 400 },
  });
  port = Number(new URL(await app.start()).port);
  const host = await signupUser(app);
  slug = (await createEvent(app, { cookie: host.cookie })).slug;
});
afterAll(async () => {
  await app.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** A raw connection: what it received, and when the server closed it. */
function rawConnection(): { socket: Socket; received: () => string; closed: Promise<number> } {
  const socket = connect(port, '127.0.0.1');
  let text = '';
  socket.on('data', (chunk: Buffer) => (text += chunk.toString('latin1')));
  socket.on('error', () => undefined);
  const opened = performance.now();
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(performance.now() - opened)));
  return { socket, received: () => text, closed };
}

it('answers 408 to an upload body dripping below the minimum rate, closes the socket and keeps nothing', async () => {
  const photo = await pngImage(640, 480);
  const boundary = 'drip';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="slow.png"\r\nContent-Type: image/png\r\n\r\n`;
  const connection = rawConnection();
  connection.socket.write(
    `POST /api/events/${slug}/uploads/direct HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${head.length + photo.length + 100}\r\n\r\n` +
      head,
  );
  // The photo's first bytes, then 20 bytes every 100 ms: 200 B/s, far below 2000 B per 400 ms.
  connection.socket.write(photo.subarray(0, 64));
  let offset = 64;
  const drip = setInterval(() => {
    if (connection.socket.destroyed) return;
    connection.socket.write(photo.subarray(offset, offset + 20));
    offset += 20;
  }, 100);
  try {
    const elapsed = await connection.closed;
    expect(elapsed).toBeLessThan(3000);
  } finally {
    clearInterval(drip);
  }
  expect(connection.received()).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
  expect(connection.received()).toContain(JSON.stringify({ message: SLOW_BODY_MESSAGE }));

  // The spooled part is gone, nothing was recorded, and the server carries on.
  await expect.poll(async () => readdir(join(dataDir, 'tmp', 'uploads')).catch(() => [])).toEqual([]);
  expect(await app.database.prisma.upload.count({ where: { event: { slug } } })).toBe(0);
  const health = await fetch(`http://127.0.0.1:${port}/api/health`);
  expect(health.status).toBe(200);
});

it('lets an ordinary upload through under the same limits', async () => {
  const photo = await pngImage(1600, 1200);
  const form = new FormData();
  form.append('files', new Blob([new Uint8Array(photo)], { type: 'image/png' }), 'fine.png');
  const response = await fetch(`http://127.0.0.1:${port}/api/events/${slug}/uploads/direct`, {
    method: 'POST',
    body: form,
  });
  expect(response.status).toBe(201);
});

it('closes a connection on which nothing arrives', async () => {
  const connection = rawConnection();
  const elapsed = await connection.closed;
  expect(elapsed).toBeGreaterThan(800);
  expect(elapsed).toBeLessThan(3000);
});
