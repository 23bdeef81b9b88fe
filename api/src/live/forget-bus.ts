import { Redis } from 'ioredis';

/**
 * What caches must forget: a user (sign-outs, blocks, role or profile changes end what was cached of the
 * account and of its API tokens), one API token (revoked), or, after any committed write, every answer
 * made from stored data (`data`: the member answer cache).
 */
export type Forget = { kind: 'user'; userId: number } | { kind: 'apiToken'; tokenId: number } | { kind: 'data' };

export type ForgetListener = (forget: Forget) => void;

/**
 * Tells every instance's caches to forget something (docs/decisions/042). `publish` tells this
 * instance's listeners at once (inside the call: its very next request cannot read what was forgotten)
 * and, with Redis, every other instance as the message arrives (milliseconds). It resolves once Redis
 * took the message, so an answer sent after it follows the message out.
 */
export interface ForgetBus {
  publish(forget: Forget): Promise<void>;
  listen(listener: ForgetListener): () => void;
  close(): Promise<void>;
}

type Log = { warn(object: object, message: string): void };

export function createForgetBus(options: { redisUrl?: string | undefined; namespace?: string; log: Log }): ForgetBus {
  const listeners = new Set<ForgetListener>();
  const tell = (forget: Forget) => {
    for (const listener of listeners) {
      try {
        listener(forget);
      } catch (error) {
        options.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'a cache failed to forget');
      }
    }
  };
  const listen = (listener: ForgetListener) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  if (!options.redisUrl) {
    return {
      publish: (forget) => {
        tell(forget);
        return Promise.resolve();
      },
      listen,
      close: () => Promise.resolve(),
    };
  }

  const channel = `${options.namespace ?? 'wedding-photos'}:forget`;
  const redisOptions = { maxRetriesPerRequest: 3, lazyConnect: false };
  const publishClient = new Redis(options.redisUrl, redisOptions);
  const subscribeClient = new Redis(options.redisUrl, redisOptions);
  for (const client of [publishClient, subscribeClient]) {
    client.on('error', (error: Error) => options.log.warn({ err: error.message }, 'redis (cache invalidation)'));
  }
  subscribeClient.on('message', (from: string, message: string) => {
    if (from !== channel) return;
    const forget = parseForget(message);
    if (forget) tell(forget);
  });
  // `data` carries nothing but "something was written": while one is on its way to Redis, the writes
  // that follow go as one more message after it, not one each (a moderation of 500 photos is 2 messages).
  let dataInFlight: Promise<void> | null = null;
  let dataAgain = false;
  const sendData = (): Promise<void> => {
    dataAgain = false;
    const sending = send({ kind: 'data' }).finally(() => {
      dataInFlight = null;
      if (dataAgain) dataInFlight = sendData();
    });
    dataInFlight = sending;
    return sending;
  };
  const send = async (forget: Forget) => {
    try {
      await publishClient.publish(channel, JSON.stringify(forget));
    } catch (error) {
      // Other instances keep what they cached for at most its few seconds (CREDENTIAL_CACHE_TTL_MS,
      // MEMBER_ANSWER_TTL_MS).
      options.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'cache invalidation not sent');
    }
  };
  const subscribed = subscribeClient.subscribe(channel).catch((error: unknown) => {
    options.log.warn(
      { err: error instanceof Error ? error.message : String(error) },
      'cache invalidation not followed',
    );
  });
  return {
    async publish(forget) {
      tell(forget);
      if (forget.kind !== 'data') return send(forget);
      if (!dataInFlight) return sendData();
      dataAgain = true;
      // Resolves once the message that carries this write has gone too.
      const carrying: Promise<void> = dataInFlight.then(() => dataInFlight ?? undefined);
      return carrying;
    },
    listen,
    async close() {
      await subscribed;
      publishClient.disconnect();
      subscribeClient.disconnect();
    },
  };
}

function parseForget(message: string): Forget | null {
  try {
    const forget = JSON.parse(message) as Partial<Record<string, unknown>> | null;
    if (forget?.kind === 'user' && typeof forget.userId === 'number') return { kind: 'user', userId: forget.userId };
    if (forget?.kind === 'apiToken' && typeof forget.tokenId === 'number') {
      return { kind: 'apiToken', tokenId: forget.tokenId };
    }
    if (forget?.kind === 'data') return { kind: 'data' };
    return null;
  } catch {
    return null;
  }
}
