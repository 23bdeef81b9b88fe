import type { FastifyRequest } from 'fastify';
import { LruMap } from '../lib/lru-map.ts';
import { RunsInFlight } from '../lib/runs-in-flight.ts';
import type { PhotoFeed } from '../live/photo-feed.ts';
import { PUBLIC_READ_CACHE_CONTROL, PUBLIC_READ_MAX_AGE_SECONDS } from './http-cache-plugin.ts';

/** Distinct public answers kept (operation, variables and Accept each make one). */
const MAX_ANSWERS = 1_000;
/** Larger answers are sent, not kept: a few pages of a gallery, never a flood of one address's queries. */
const MAX_ANSWER_BYTES = 256 * 1024;
/** Events whose latest change is remembered (a few bytes each) before the record starts again. */
const MAX_EVENTS_FOLLOWED = 10_000;

export interface KeptAnswer {
  status: number;
  headers: [string, string][];
  body: Buffer;
  expiresAt: number;
  /** The events the answer was made of (forgotten when one changes); null: none, forgotten on any change. */
  events: number[] | null;
}

/**
 * The bytes of GraphQL answers that the HTTP cache plugin marked public (an anonymous GET with no cookie,
 * no Authorization and no PIN, answered without errors: the same bytes for every anonymous visitor of the
 * URL), served again without running the operation, as the REST guest reads are (docs/decisions/019,
 * 024, 042). An answer is kept no longer than a shared cache may keep it (PUBLIC_READ_MAX_AGE_SECONDS),
 * and an answer is forgotten on any change guests can see of an event it was made of (the events the guest
 * gate admitted it to, lib/events-read.ts; an answer that read no event, on any change at all): this
 * instance's very next request after such a change runs its operation again, and other instances' as the
 * feed brings the change (Redis). A change of another event leaves it kept: with many weddings live at
 * once, forgetting everything on every change would keep next to nothing (issue 35).
 *
 * Requests that carry an Origin are not served from here: CORS answers depend on it (same-origin GETs
 * carry none). A hit spends no points, as a CDN's would not.
 */
export class PublicAnswerCache {
  private readonly answers = new LruMap<string, KeptAnswer>(MAX_ANSWERS);
  /** Bumped by every change; `mark` hands it out where an operation starts. */
  private sequence = 0;
  /**
   * The sequence of each event's latest change: an answer made of an event that changed after its
   * operation started is not kept. Bounded: past MAX_EVENTS_FOLLOWED it starts again from empty, and
   * `knownSince` says that answers started before then cannot be judged (and are not kept).
   */
  private readonly lastChangeOf = new Map<number, number>();
  private knownSince = 0;
  /** Operations running for a missed key (see `running`). */
  private readonly runs = new RunsInFlight();

  constructor(
    feed: Pick<PhotoFeed, 'watchAll'>,
    private readonly now: () => number = Date.now,
  ) {
    feed.watchAll(({ eventId }) => {
      this.sequence += 1;
      if (this.lastChangeOf.size >= MAX_EVENTS_FOLLOWED) {
        this.lastChangeOf.clear();
        this.knownSince = this.sequence;
      }
      this.lastChangeOf.set(eventId, this.sequence);
      this.answers.deleteWhere((answer) => answer.events === null || answer.events.includes(eventId));
    });
  }

  /** The cache key of a request that may be answered from here, or null when it must run. */
  keyOf(request: FastifyRequest): string | null {
    if (request.method !== 'GET' || !request.url.includes('?')) return null;
    const { headers } = request;
    if (headers.cookie || headers.authorization || headers['x-event-pin'] || headers.origin) return null;
    // A subscription over server-sent events is a stream, never a kept answer: keyed, every later guest
    // opening the same gallery would wait for the first one's stream to end (issue 35).
    if (headers.accept?.includes('text/event-stream')) return null;
    // The language too: an answer's error messages (a union member's `message`) are in the caller's.
    return `${headers.accept ?? ''}\n${headers['accept-language'] ?? ''}\n${request.url}`;
  }

  get(key: string): KeptAnswer | undefined {
    const answer = this.answers.get(key);
    if (!answer) return undefined;
    if (answer.expiresAt > this.now()) return answer;
    this.answers.deleteIf(key, answer);
    return undefined;
  }

  /** Where an operation starts: what it answers is kept only if nothing changed meanwhile. */
  mark(): number {
    return this.sequence;
  }

  /**
   * When a kept answer expires under load, the requests for it wait for the first one's run instead of
   * each running the operation: `running` is that run (resolving with what it kept, or undefined when its
   * answer was not public or something changed: the waiter then runs its own), `start` registers one and
   * returns the function that ends it.
   */
  running(key: string): Promise<KeptAnswer | undefined> | undefined {
    return this.runs.under(key)?.then(() => this.get(key));
  }

  start(key: string): () => void {
    return this.runs.start(key);
  }

  /**
   * Keeps an answer the HTTP cache plugin marked public, made of `eventsRead` (recorded while it ran), if
   * none of them changed since `mark` (and, for an answer that read no event, if nothing did).
   */
  keep(key: string, mark: number, response: Response, body: Buffer, eventsRead: ReadonlySet<number>): void {
    if (response.status !== 200 || body.length > MAX_ANSWER_BYTES) return;
    if (response.headers.get('cache-control') !== PUBLIC_READ_CACHE_CONTROL) return;
    if (!this.unchangedSince(mark, eventsRead)) return;
    this.answers.set(key, {
      status: response.status,
      headers: [...response.headers],
      body,
      expiresAt: this.now() + PUBLIC_READ_MAX_AGE_SECONDS * 1000,
      events: eventsRead.size === 0 ? null : [...eventsRead],
    });
  }

  private unchangedSince(mark: number, events: ReadonlySet<number>): boolean {
    if (mark === this.sequence) return true;
    if (events.size === 0 || mark < this.knownSince) return false;
    for (const eventId of events) if ((this.lastChangeOf.get(eventId) ?? 0) > mark) return false;
    return true;
  }
}
