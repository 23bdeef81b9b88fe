import { createClient, type Client, type FormattedExecutionResult } from 'graphql-ws';
import WebSocket from 'ws';

/** A real graphql-ws client of a started test app (`address` from app.start()). */
export function liveClient(address: string, options: { headers?: Record<string, string> } = {}): Client {
  return createClient({
    url: `${address.replace('http', 'ws')}/graphql`,
    lazy: true,
    retryAttempts: 0,
    webSocketImpl: class extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { headers: options.headers });
      }
    },
  });
}

type Result<T> = FormattedExecutionResult<T, unknown>;

/** An open subscription whose messages a test reads one by one. */
export interface Follower<T> {
  /** The next message (payload or errors), or a failure after `timeoutMs`. */
  next(timeoutMs?: number): Promise<Result<T>>;
  /**
   * The next message `matches` accepts, dropping the ones before it; a failure when none comes within
   * `timeoutMs`. For streams where the media workers race the test: a photo's PROCESSED may come before
   * or after the message the test is about, and the test must not depend on which.
   */
  nextWhere(matches: (message: Result<T>) => boolean, timeoutMs?: number): Promise<Result<T>>;
  /** Resolves when the server ends the subscription: 'complete', or the errors it ended with. */
  ended: Promise<unknown>;
  stop(): void;
}

export function follow<T>(client: Client, query: string, variables: Record<string, unknown>): Follower<T> {
  const received: Result<T>[] = [];
  const waiting: ((value: Result<T>) => void)[] = [];
  let end!: (reason: unknown) => void;
  const ended = new Promise<unknown>((resolve) => (end = resolve));
  const stop = client.subscribe<T>(
    { query, variables },
    {
      next: (value) => {
        const waiter = waiting.shift();
        if (waiter) waiter(value);
        else received.push(value);
      },
      error: (error) => end(error),
      complete: () => end('complete'),
    },
  );
  return {
    ended,
    stop,
    next(timeoutMs = 3000) {
      const ready = received.shift();
      if (ready) return Promise.resolve(ready);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.splice(waiting.indexOf(deliver), 1);
          reject(new Error(`no message within ${timeoutMs} ms`));
        }, timeoutMs);
        const deliver = (value: Result<T>) => {
          clearTimeout(timer);
          resolve(value);
        };
        waiting.push(deliver);
      });
    },
    async nextWhere(matches, timeoutMs = 3000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const message = await this.next(Math.max(deadline - Date.now(), 1));
        if (matches(message)) return message;
      }
    },
  };
}

/**
 * A moderationQueue message of this kind, or any message with errors (so a test waiting for a kind
 * still sees an error at once instead of timing out past it).
 */
export function queueMessage(kind: string) {
  return (message: Result<{ moderationQueue?: { kind: string } | null }>): boolean =>
    message.errors !== undefined || message.data?.moderationQueue?.kind === kind;
}

/** Any message with errors: the end of a stream, after whatever changes were still on their way. */
export function hasErrors(message: { errors?: unknown }): boolean {
  return message.errors !== undefined;
}

/**
 * Repeats `action` until the follower receives a message `matches` accepts (any message by default;
 * others are dropped): a subscription is live on the server a moment after the client sends it (one
 * Redis round trip across instances), and no message says so. An action repeated because the first
 * one came too early leaves changes on their way (a photo's PROCESSED, made by the media workers at
 * their own pace), so a test that asserts a kind passes `matches` instead of taking the first message.
 */
export async function untilReceived<T>(
  follower: Follower<T>,
  action: () => Promise<unknown>,
  totalMs = 5000,
  matches: (message: Result<T>) => boolean = () => true,
) {
  const deadline = Date.now() + totalMs;
  for (;;) {
    await action();
    try {
      return await follower.nextWhere(matches, 200);
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
  }
}

/** An operation followed over server-sent events (GraphQL over SSE), as the tests of a large change read it. */
export interface SseFollower {
  /** Every `next` event's data as it came, raw. */
  raw: string[];
  /** Waits until `count` events came, or fails after `timeoutMs`. */
  received(count: number, timeoutMs: number): Promise<void>;
  /** Ends the stream; resolves once its reading stopped. */
  close(): Promise<void>;
}

export function followSse(
  address: string,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
): SseFollower {
  const controller = new AbortController();
  const url = `${address}/graphql?query=${encodeURIComponent(query)}&variables=${encodeURIComponent(JSON.stringify(variables))}`;
  const raw: string[] = [];
  let wake: () => void = () => undefined;
  const reading = (async () => {
    const response = await fetch(url, {
      headers: { accept: 'text/event-stream', ...headers },
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      text += decoder.decode(value, { stream: true });
      let match: RegExpExecArray | null;
      while ((match = /event: next\ndata: (.+)\n\n/.exec(text))) {
        raw.push(match[1]!);
        text = text.slice(match.index + match[0].length);
        wake();
      }
    }
  })().catch(() => undefined);
  return {
    raw,
    async received(count, timeoutMs) {
      const until = Date.now() + timeoutMs;
      while (raw.length < count) {
        if (Date.now() > until) throw new Error(`${raw.length} of ${count} SSE messages after ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          wake = resolve;
          setTimeout(resolve, 50);
        });
      }
    },
    close: async () => {
      controller.abort();
      await reading;
    },
  };
}
