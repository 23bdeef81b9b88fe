import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { seedEmbeddedDataDir } from '../database.ts';
import { twelveMegapixelJpeg } from '../images.ts';
import { multipart } from '../multipart.ts';
import { createEventOn, json, photosProcessedOn, startServer } from '../server-process.ts';
import { embeddedDirectoryFor, openDatabase } from '../../src/db/database.ts';

const GRACE_SECONDS = 2;

describe('shutdown with long-lived connections open', () => {
  let dataDir: string;
  let running: ChildProcess | undefined;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'wp-shutdown-'));
    // A migrated database already there: the first start is not what this test is about.
    await seedEmbeddedDataDir(dataDir);
  });
  afterAll(async () => {
    running?.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('ends a WebSocket (1001), an SSE stream and a stalled ZIP within the grace period and closes the embedded database', async () => {
    const server = startServer(dataDir, { SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS) });
    running = server.child;
    const base = await server.address;

    const { token } = await json<{ token: string }>(
      await fetch(`${base}/api/auth/signup`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'closing@example.com', password: 'a long enough password', displayName: 'Host' }),
      }),
    );
    const auth = { authorization: `Bearer ${token}` };
    const event = await createEventOn(base, auth, { title: 'Last dance', slug: 'last-dance', autoApprove: true });
    // ~12 MB of originals: more than loopback socket buffers hold, so an unread ZIP stays open.
    for (let seed = 0; seed < 4; seed += 1) {
      const { payload, headers } = multipart([
        {
          name: 'files',
          filename: `dance-${seed}.jpg`,
          contentType: 'image/jpeg',
          data: await twelveMegapixelJpeg(seed),
        },
      ]);
      await json(
        await fetch(`${base}/api/events/${event.slug}/uploads/direct`, {
          method: 'POST',
          headers,
          body: new Uint8Array(payload),
        }),
      );
    }

    // The ZIP holds photos guests may see: those whose copies are made.
    expect((await photosProcessedOn(base, auth, event.id)).map((photo) => photo.processingState)).toEqual(
      Array(4).fill('READY'),
    );

    // 1. A guest's live gallery over graphql-ws.
    const socket = new WebSocket(`${base.replace('http', 'ws')}/graphql`, 'graphql-transport-ws');
    const socketClosed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    const subscribed = new Promise<void>((resolve) => {
      socket.on('message', (data) => {
        const message = JSON.parse((data as Buffer).toString()) as { type: string };
        if (message.type === 'connection_ack') {
          socket.send(
            JSON.stringify({
              id: '1',
              type: 'subscribe',
              payload: { query: `subscription { galleryUpdated(slug: "${event.slug}") { __typename } }` },
            }),
          );
        }
        if (message.type === 'next') resolve();
      });
    });
    socket.once('open', () => socket.send(JSON.stringify({ type: 'connection_init' })));
    await subscribed;

    // 2. The same subscription over server-sent events.
    const sse = await fetch(
      `${base}/graphql?query=${encodeURIComponent(`subscription { galleryUpdated(slug: "${event.slug}") { __typename } }`)}`,
      { headers: { accept: 'text/event-stream' } },
    );
    expect(sse.headers.get('content-type')).toContain('text/event-stream');
    const sseReader = sse.body!.getReader();
    await sseReader.read();
    const sseEnded = (async () => {
      try {
        while (!(await sseReader.read()).done);
      } catch {
        // A cut connection ends the stream with an error: ended all the same.
      }
    })();

    // 3. A ZIP download whose reader stopped reading.
    const zip = await fetch(`${base}/api/auth/events/${event.id}/download.zip`, { headers: auth });
    expect(zip.status).toBe(200);

    const exited = new Promise<number | null>((resolve) => server.child.once('exit', (code) => resolve(code)));
    const started = performance.now();
    server.child.kill('SIGTERM');
    const code = await exited;
    const seconds = (performance.now() - started) / 1000;

    expect(code).toBe(0);
    expect(seconds).toBeLessThan(GRACE_SECONDS + 4);
    expect(await socketClosed).toBe(1001);
    await sseEnded;
    expect(server.log.some((line) => line.includes('database closed'))).toBe(true);

    // The embedded database opens cleanly and holds what was written.
    const database = await openDatabase({ embeddedDirectory: embeddedDirectoryFor(dataDir), poolMax: 1 });
    try {
      expect(await database.prisma.upload.count({ where: { eventId: event.id } })).toBe(4);
    } finally {
      await database.close();
    }
  }, 90_000);
});
