import type { FastifyReply, FastifyRequest } from 'fastify';
import { buildSchema, parse, type ExecutionArgs } from 'graphql';
import { describe, expect, it } from 'vitest';
import { createForgetBus } from '../live/forget-bus.ts';
import { MemoryRateLimitStore, RateLimiter } from '../limits/rate-limiter.ts';
import { PointsBudget } from '../limits/points-budget.ts';
import { MemberAnswerCache, type MemberHit, type MemberRun } from './member-answer-cache.ts';

// Who waits for whom (member-answer-cache.ts): requests for a query kept before wait for the one run
// under way after a write, instead of each running it; nothing else ever waits (a mutation, or a
// subscription's stream, which lasts as long as the subscription: a second tab would hang).

const schema = buildSchema('type Query { photos: Int } type Mutation { approve: Int }');
const silent = { warn: () => undefined };

function setUp() {
  const bus = createForgetBus({ log: silent });
  const cache = new MemberAnswerCache(bus, new PointsBudget(new RateLimiter(new MemoryRateLimitStore())));
  const request = () =>
    ({
      viewer: () => Promise.resolve(null),
      apiToken: null,
      ip: '192.0.2.1',
      headers: {},
    }) as unknown as FastifyRequest;
  const reply = { hasHeader: () => false } as unknown as FastifyReply;
  /** Runs `text` through the plugin as Yoga would, and keeps its answer. */
  const run = (key: string, req: FastifyRequest, text: string, mark: number) => {
    const args = { schema, document: parse(text), contextValue: { req, viewer: null, apiToken: null } };
    const hooks = cache.plugin().onExecute!({ args: args as unknown as ExecutionArgs } as never) as {
      onExecuteDone?: (payload: { result: unknown }) => void;
    } | void;
    hooks?.onExecuteDone?.({ result: { data: { photos: 3 } } });
    cache.keep(key, mark, req, reply, new Response('{}', { status: 200 }));
  };
  return { bus, cache, request, run };
}

const settledWithin = async <T>(promise: Promise<T>, ms: number): Promise<T | 'pending'> =>
  Promise.race([promise, new Promise<'pending'>((resolve) => setTimeout(() => resolve('pending'), ms))]);

describe('runs of the member answer cache', () => {
  it('never makes a request wait whose answer was never kept (a mutation, a stream)', async () => {
    const { cache, request } = setUp();
    const first = (await cache.lookup('stream', request())) as MemberRun;
    expect(await settledWithin(cache.lookup('stream', request()), 50)).not.toBe('pending');
    first.end();
  });

  it('makes the same query wait for the run under way after a write, then answers it from what it kept', async () => {
    const { bus, cache, request, run } = setUp();
    const firstRequest = request();
    const first = (await cache.lookup('photos', firstRequest)) as MemberRun;
    run('photos', firstRequest, '{ photos }', first.mark);
    first.end();
    expect('body' in (await cache.lookup('photos', request()))).toBe(true);

    await bus.publish({ kind: 'data' });
    const rerunRequest = request();
    const rerun = (await cache.lookup('photos', rerunRequest)) as MemberRun;
    const waiting = cache.lookup('photos', request());
    expect(await settledWithin(waiting, 50)).toBe('pending');
    run('photos', rerunRequest, '{ photos }', rerun.mark);
    rerun.end();
    const answered = (await waiting) as MemberHit;
    expect(JSON.parse(answered.body.toString()).data).toEqual({ photos: 3 });
  });

  it('keeps nothing a mutation answers', async () => {
    const { cache, request, run } = setUp();
    const req = request();
    const first = (await cache.lookup('approve', req)) as MemberRun;
    run('approve', req, 'mutation { approve }', first.mark);
    first.end();
    expect('body' in (await cache.lookup('approve', request()))).toBe(false);
  });
});
