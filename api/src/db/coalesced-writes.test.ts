import { once } from 'node:events';
import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { coalesceWrites } from './coalesced-writes.ts';

// The embedded database's replies (issue 35): what pglite-socket writes for one statement, five protocol
// messages in one turn, must leave the socket as one system call, in order, and nothing may stay behind.

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A connected pair: what the sending socket writes, and everything the other end received. */
async function pair(): Promise<{ socket: Socket; received: () => Buffer; ended: Promise<unknown> }> {
  const chunks: Buffer[] = [];
  let ended!: Promise<unknown>;
  server = createServer((peer) => {
    peer.on('data', (chunk: Buffer) => chunks.push(chunk));
    ended = once(peer, 'end');
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
  await once(socket, 'connect');
  return { socket, received: () => Buffer.concat(chunks), ended: Promise.resolve().then(() => ended) };
}

/** The socket's own system-call entry points: one `_writev` per flush of many chunks, `_write` for one. */
function spyOnSends(socket: Socket) {
  const internals = socket as unknown as { _write: () => void; _writev: () => void };
  return { one: vi.spyOn(internals, '_write'), many: vi.spyOn(internals, '_writev') };
}

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe('coalesceWrites', () => {
  it("sends one turn's writes as one, in their order, and calls each write's callback", async () => {
    const { socket, received, ended } = await pair();
    coalesceWrites(socket);
    const sends = spyOnSends(socket);
    const written = vi.fn();
    for (const message of ['1', '22', '333', '4444', 'Z']) socket.write(Buffer.from(message), written);
    expect(sends.one).not.toHaveBeenCalled();
    expect(sends.many).not.toHaveBeenCalled();
    await settled();
    expect(sends.one).not.toHaveBeenCalled();
    expect(sends.many).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(written).toHaveBeenCalledTimes(5));
    socket.end();
    await ended;
    expect(received().toString()).toBe('1223334444Z');
  });

  it('sends the next turn its own, and end() leaves nothing corked', async () => {
    const { socket, received, ended } = await pair();
    coalesceWrites(socket);
    const sends = spyOnSends(socket);
    socket.write('a');
    socket.write('b');
    await settled();
    socket.write('c');
    socket.write('d');
    socket.end('e');
    await ended;
    expect(received().toString()).toBe('abcde');
    expect(sends.many.mock.calls.length + sends.one.mock.calls.length).toBeLessThanOrEqual(2);
    expect(socket.writableCorked).toBe(0);
  });

  it('without it, the same five writes are five sends (what the wrapper is for)', async () => {
    const { socket, ended } = await pair();
    const sends = spyOnSends(socket);
    for (const message of ['1', '22', '333', '4444', 'Z']) socket.write(message);
    await settled();
    expect(sends.one.mock.calls.length + sends.many.mock.calls.length).toBeGreaterThanOrEqual(2);
    socket.end();
    await ended;
  });
});
