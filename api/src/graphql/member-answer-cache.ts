import type { FastifyReply, FastifyRequest } from 'fastify';
import { getOperationAST, OperationTypeNode, type ExecutionArgs, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { rawJsonBodyOf } from '../http/raw-json-body.ts';
import { carriesCredentials } from '../http/request-context.ts';
import { LruMap } from '../lib/lru-map.ts';
import { RunsInFlight } from '../lib/runs-in-flight.ts';
import type { ForgetBus } from '../live/forget-bus.ts';
import { payersOf } from '../limits/points-budget.ts';
import { guestBudgetKeyOf } from '../http/guest-key-cookie.ts';
import type { Services } from '../services.ts';
import type { GraphQLContext } from './context.ts';
import { nodeCountOf } from './operation-cost.ts';
import type { CostExtension } from './points-budget-plugin.ts';

/**
 * How long an answer may be served again at most. Writes end it at once (below); this bounds what no
 * write marks: the clock (an expiry passing) and a message from another instance that Redis lost.
 */
export const MEMBER_ANSWER_TTL_MS = 5_000;
/** Distinct answers kept: each credential, operation and variables make one. */
const MAX_ANSWERS = 500;
/** Larger answers are sent, not kept: with MAX_ANSWERS, the cache holds at most 32 MB. */
const MAX_ANSWER_BYTES = 64 * 1024;

interface MemberAnswer {
  /** The answer up to its `extensions`, as bytes (`{"data":…,"extensions":`): the cost is told afresh on every hit. */
  head: Buffer;
  /** The operation's price, spent again on every hit: a cache is no way around the points budget. */
  points: number;
  /** Who it was made for: a hit needs the same viewer and token, still valid now. */
  viewerId: number | null;
  apiTokenId: number | null;
  headers: [string, string][];
  generation: number;
  expiresAt: number;
}

/** A kept answer, ready to send. */
export interface MemberHit {
  headers: [string, string][];
  body: Buffer;
}

/**
 * A run the caller makes: what it answers is kept only if nothing was written since `mark`; `end` (in
 * a `finally`) lets the requests waiting for it go on.
 */
export interface MemberRun {
  mark: number;
  end: () => void;
}

/** What the plugin saw of a query's run, for `keep`. */
interface Run {
  points: number;
  viewerId: number | null;
  apiTokenId: number | null;
  data?: string;
}

/** Answers made from facts that are not stored (process health, memory): never served again. */
const volatileAnswers = new WeakSet<object>();

/** A resolver whose answer reads something other than the database marks its operation here. */
export function markVolatileAnswer(context: GraphQLContext): void {
  volatileAnswers.add(context);
}

/**
 * The answers of signed-in members, API tokens and guests with a cookie (docs/decisions/042, "Member
 * answers"), served again while nothing was written: a host's dashboard, an integrator polling
 * `hostedEvent { photos }`. Private: the key holds the request's credentials themselves (cookie and
 * Authorization), and a hit also needs the credential to name the same viewer now (a sign-out, a block,
 * a revoked token or an expired session runs the operation, which refuses it).
 *
 * Correctly forgotten: every committed write to the database, from any path, instance or worker
 * (`Database.watchWrites`, published as `data` on the forget bus), and every forgotten credential end
 * every kept answer; an operation that was running when one happened keeps nothing. Only queries
 * without errors are kept, never one that set a cookie or read something volatile.
 */
export class MemberAnswerCache {
  private readonly answers = new LruMap<string, MemberAnswer>(MAX_ANSWERS);
  private readonly runs = new WeakMap<FastifyRequest, Run>();
  /** Operations running for a missed key: the same request arriving meanwhile waits for what it keeps. */
  private readonly inFlight = new RunsInFlight();
  /**
   * Keys whose answer was kept once: queries that can be kept. Only those wait for a run under way; a
   * mutation, a subscription's stream (it lasts as long as the subscription) or an answer that cannot be
   * kept never makes the same request wait. Not forgotten with the answers: a write does not change
   * what an operation is.
   */
  private readonly keepable = new LruMap<string, true>(MAX_ANSWERS);
  /** Bumped by every write and forgotten credential: what an operation began before one is not kept. */
  private generation = 0;

  constructor(
    bus: Pick<ForgetBus, 'listen'>,
    private readonly pointsBudget: Services['pointsBudget'],
    private readonly now: () => number = Date.now,
  ) {
    bus.listen(() => {
      this.generation += 1;
      this.answers.clear();
    });
  }

  /**
   * The key of a request that may be answered from here: a GET or a JSON POST bringing credentials
   * (anonymous reads have the public cache). Everything the answer may depend on is in it: the
   * address, the body, the credentials, the PIN, and the headers that shape the answer or its links.
   */
  keyOf(request: FastifyRequest): string | null {
    const { headers } = request;
    if (!carriesCredentials(headers)) return null;
    let body = '';
    if (request.method === 'POST') {
      const text = rawJsonBodyOf(request);
      if (text === undefined) return null;
      body = text;
    } else if (request.method !== 'GET') {
      return null;
    }
    return [
      request.method,
      request.protocol,
      request.host,
      request.url,
      headers.accept,
      headers['accept-language'],
      headers.origin,
      headers.cookie,
      headers.authorization,
      headers['x-event-pin'],
      body,
    ].join('\n');
  }

  /**
   * The kept answer for `key` as the bytes to send (its points spent), or the run the caller must make:
   * none is kept, it expired, it was made for another viewer than the credential names now, or the
   * budget is spent (the operation then runs, and refuses). While a run for a key kept before is under
   * way, the same request waits for what it keeps; claiming the run happens in the same step as finding
   * nothing, so requests arriving together after a write make one run, not one each.
   */
  async lookup(key: string, request: FastifyRequest): Promise<MemberHit | MemberRun> {
    let kept = this.valid(key);
    while (!kept) {
      if (!this.keepable.get(key)) return { mark: this.generation, end: () => undefined };
      const run = this.inFlight.under(key);
      if (!run) return { mark: this.generation, end: this.inFlight.start(key) };
      await run;
      kept = this.valid(key);
    }
    const viewer = await request.viewer();
    const apiTokenId = request.apiToken?.id ?? null;
    const fresh = () => ({ mark: this.generation, end: () => undefined });
    if ((viewer?.id ?? null) !== kept.viewerId || apiTokenId !== kept.apiTokenId) return fresh();
    // A member pays as themselves; a guest's kept answer (no viewer) by the key it sends (decision 061).
    const guestKey = viewer ? null : guestBudgetKeyOf(request);
    const report = await this.pointsBudget.spend(
      payersOf({ apiTokenId, userId: viewer?.id ?? null, clientIp: request.ip, guestKey }),
      kept.points,
    );
    if (!report.allowed) return fresh();
    const { allowed: _allowed, ...cost } = report;
    const extensions: { cost: CostExtension } = { cost };
    return { headers: kept.headers, body: Buffer.concat([kept.head, Buffer.from(`${JSON.stringify(extensions)}}`)]) };
  }

  private valid(key: string): MemberAnswer | undefined {
    const kept = this.answers.get(key);
    if (!kept) return undefined;
    if (kept.generation === this.generation && kept.expiresAt > this.now()) return kept;
    this.answers.deleteIf(key, kept);
    return undefined;
  }

  /** Keeps a query's answer that the plugin saw succeed, if nothing was written since `mark`. */
  keep(key: string, mark: number, request: FastifyRequest, reply: FastifyReply, response: Response): void {
    const run = this.runs.get(request);
    if (!run?.data || mark !== this.generation || response.status !== 200) return;
    if (run.data.length > MAX_ANSWER_BYTES || reply.hasHeader('set-cookie')) return;
    this.keepable.set(key, true);
    this.answers.set(key, {
      head: Buffer.from(`{"data":${run.data},"extensions":`),
      points: run.points,
      viewerId: run.viewerId,
      apiTokenId: run.apiTokenId,
      headers: [...response.headers].filter(([name]) => name !== 'content-length'),
      generation: this.generation,
      expiresAt: this.now() + MEMBER_ANSWER_TTL_MS,
    });
  }

  /** Sees each query run over HTTP: its price, its viewer and, when it may be kept, its data. */
  plugin(): Plugin<GraphQLContext> {
    return {
      onExecute: ({ args }) => {
        // Yoga's context holds the server context it was given (server.ts): Fastify's request, over HTTP.
        const context = args.contextValue as GraphQLContext & { req?: FastifyRequest };
        const request = context.req;
        if (!request || !isQuery(args)) return;
        const run: Run = {
          points: Math.max(1, nodeCountOf(args)),
          viewerId: context.viewer?.id ?? null,
          apiTokenId: context.apiToken?.id ?? null,
        };
        this.runs.set(request, run);
        return {
          onExecuteDone: ({ result }) => {
            if (Symbol.asyncIterator in result || volatileAnswers.has(context)) return;
            if (isKeepable(result)) run.data = JSON.stringify(result.data);
          },
        };
      },
    };
  }
}

function isQuery(args: ExecutionArgs): boolean {
  return getOperationAST(args.document, args.operationName)?.operation === OperationTypeNode.QUERY;
}

/** One result, with data, no errors, and no extensions but the cost (which a hit tells afresh). */
function isKeepable(result: ExecutionResult): boolean {
  if (result.data == null || (result.errors !== undefined && result.errors.length > 0)) return false;
  return Object.keys(result.extensions ?? {}).every((name) => name === 'cost');
}
