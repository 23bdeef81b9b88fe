import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestLogger } from './request-logger.ts';

/** A server logging at `level` into lines, with the request logger, and a route that logs as told. */
async function serverLoggingAt(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const server = Fastify({ logger: { level, stream }, childLoggerFactory: requestLogger });
  let children = 0;
  // Counts children of the root (pino children inherit the method, and call it on themselves).
  const root = server.log;
  const childOf = Object.getPrototypeOf(root) as typeof root;
  root.child = function (this: typeof root, ...args: Parameters<typeof root.child>) {
    if (this === root) children += 1;
    return childOf.child.apply(this, args);
  };
  server.get<{ Querystring: { say?: string } }>('/', (request) => {
    if (request.query.say === 'warn') request.log.warn({ detail: 1 }, 'something odd');
    if (request.query.say === 'info') request.log.info('all fine');
    if (request.query.say === 'child') request.log.child({ part: 'upload' }).warn('from a part');
    return { ok: true };
  });
  await server.ready();
  return { server, lines, children: () => children };
}

describe('request logger', () => {
  it('binds lines to the request id, as a child logger would', async () => {
    const { server, lines } = await serverLoggingAt('warn');
    await server.inject({ url: '/?say=warn' });
    await server.inject({ url: '/?say=child' });
    expect(lines.find((entry) => entry.msg === 'something odd')).toMatchObject({
      level: 40,
      reqId: 'req-1',
      detail: 1,
    });
    expect(lines.find((entry) => entry.msg === 'from a part')).toMatchObject({ reqId: 'req-2', part: 'upload' });
    await server.close();
  });

  it('makes no child for a request that writes nothing at the enabled level', async () => {
    const { server, lines, children } = await serverLoggingAt('warn');
    for (let i = 0; i < 5; i += 1) await server.inject({ url: '/?say=info' });
    expect(children()).toBe(0);
    expect(lines).toEqual([]);
    await server.inject({ url: '/?say=warn' });
    expect(children()).toBe(1);
    await server.close();
  });

  it('writes every request line at info, each with its own request id', async () => {
    const { server, lines } = await serverLoggingAt('info');
    await server.inject({ url: '/?say=info' });
    await server.inject({ url: '/?say=info' });
    const ids = lines.filter((entry) => entry.msg === 'all fine').map((entry) => entry.reqId);
    expect(ids).toHaveLength(2);
    expect(new Set(ids).size).toBe(2);
    expect(lines.filter((entry) => entry.msg === 'request completed')).toHaveLength(2);
  });
});
