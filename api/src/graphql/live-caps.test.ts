import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createTestApp, signupUser, type TestApp } from '../../test/app.ts';
import { createEvent } from '../../test/factories.ts';
import { follow, liveClient } from '../../test/live.ts';

// Issue 12, item 2: one address cannot hold an unbounded number of sockets or subscriptions.

let app: TestApp;
let address: string;
const LIMITS = { socketsPerAddress: 3, subscriptionsPerSocket: 2, connectionInitWaitMs: 300 };

beforeAll(async () => {
  app = await createTestApp({ liveLimits: LIMITS });
  address = await app.start();
});
afterAll(() => app.close());

const GALLERY = 'subscription ($slug: String!) { galleryUpdated(slug: $slug) { photoCount } }';
const wsUrl = () => `${address.replace('http', 'ws')}/graphql`;

function openSocket(): Promise<{ socket: WebSocket; status: number | null }> {
  return new Promise((resolve) => {
    const socket = new WebSocket(wsUrl(), 'graphql-transport-ws');
    socket.once('open', () => resolve({ socket, status: null }));
    socket.once('unexpected-response', (_request, response) => resolve({ socket, status: response.statusCode ?? 0 }));
    socket.once('error', () => undefined);
  });
}

describe('live connection caps', () => {
  it('refuses sockets past the per-address cap with 429, and takes new ones once others close', async () => {
    const open = await Promise.all(Array.from({ length: LIMITS.socketsPerAddress }, openSocket));
    expect(open.map((item) => item.status)).toEqual([null, null, null]);
    expect((await openSocket()).status).toBe(429);
    open[0]!.socket.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const again = await openSocket();
    expect(again.status).toBeNull();
    for (const item of [...open, again]) item.socket.close();
    await new Promise((resolve) => setTimeout(resolve, 100));
  });

  it('closes a socket that never says hello (connection_init) within the wait', async () => {
    const { socket } = await openSocket();
    const code = await new Promise<number>((resolve) => socket.once('close', (closeCode) => resolve(closeCode)));
    expect(code).toBe(4408);
  });

  it('refuses subscriptions past the per-socket cap with a clear error; the others keep working', async () => {
    const host = await signupUser(app);
    const event = await createEvent(app, { cookie: host.cookie });
    const client = liveClient(address);
    const first = follow(client, GALLERY, { slug: event.slug });
    const second = follow(client, GALLERY, { slug: event.slug });
    expect((await first.next()).data, 'first').toEqual({ galleryUpdated: { photoCount: 0 } });
    expect((await second.next()).data).toEqual({ galleryUpdated: { photoCount: 0 } });
    const third = follow(client, GALLERY, { slug: event.slug });
    const refused = await third.ended;
    expect(refused).toEqual([expect.objectContaining({ message: 'Too many live updates open on this connection.' })]);
    first.stop();
    // The server frees the slot once the stopped stream has wound down.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const fourth = follow(client, GALLERY, { slug: event.slug });
    expect((await fourth.next()).data, 'fourth').toEqual({ galleryUpdated: { photoCount: 0 } });
    await client.dispose();
  });
});
