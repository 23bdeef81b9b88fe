import { createPubSub, type PubSubEventTarget } from 'graphql-yoga';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';
import type { UploadStatus } from '../generated/prisma/enums.ts';

/**
 * What changed in an event's photos. Only ids and statuses travel (JSON through Redis): each
 * subscriber re-reads the rows it may see, so a message never carries more than its reader may know.
 */
export type PhotoChange =
  | { kind: 'ADDED' | 'MODERATED'; eventId: number; photos: ChangedPhoto[] }
  /** Settings, status or deletion: open guest feeds check their access again. */
  | { kind: 'EVENT_CHANGED'; eventId: number };

/** A photo's status now, and before a moderation. */
export interface ChangedPhoto {
  id: number;
  status: UploadStatus;
  previous?: UploadStatus;
}

/** Publishes and follows the changes of one event's photos, in this process or across instances. */
export interface PhotoFeed {
  publish(change: PhotoChange): void;
  /** Ends when the returned iterator is returned (the subscription closes). */
  follow(eventId: number): AsyncIterableIterator<PhotoChange>;
  close(): Promise<void>;
}

type Topics = Record<string, [eventId: number, change: PhotoChange]>;

/**
 * In-process by default; with a Redis URL every instance publishes to and listens on Redis, so an
 * approval on one instance reaches guests connected to another. `namespace` keeps apps that share
 * one Redis apart.
 */
export function createPhotoFeed(options: {
  redisUrl?: string | undefined;
  namespace?: string;
  log: { warn(object: object, message: string): void };
}): PhotoFeed {
  const topic = `${options.namespace ?? 'wedding-photos'}:photos`;
  if (!options.redisUrl) {
    const pubsub = createPubSub<Topics>();
    return {
      publish: (change) => pubsub.publish(topic, change.eventId, change),
      follow: (eventId) => pubsub.subscribe(topic, eventId),
      close: () => Promise.resolve(),
    };
  }

  // A subscribed Redis connection can do nothing else: one to publish, one to listen.
  const redisOptions = { maxRetriesPerRequest: 3, lazyConnect: false };
  const publishClient = new Redis(options.redisUrl, redisOptions);
  const subscribeClient = new Redis(options.redisUrl, redisOptions);
  for (const client of [publishClient, subscribeClient]) {
    // Without a listener ioredis prints every reconnect failure; live updates wait, nothing else breaks.
    client.on('error', (error: Error) => options.log.warn({ err: error.message }, 'redis (live updates)'));
  }
  // The event target fires PUBLISH, SUBSCRIBE and UNSUBSCRIBE and forgets their promises: with Redis
  // down they would reject unhandled and stop the process. A moderation must succeed anyway; only its
  // live echo is lost (and logged), and pages reload what they missed when they reconnect.
  const logged =
    (what: string) =>
    (error: unknown): 0 => {
      options.log.warn({ err: error instanceof Error ? error.message : String(error) }, what);
      return 0;
    };
  const publisher = {
    publish: (channel: string, message: string) =>
      publishClient.publish(channel, message).catch(logged('live update not sent')),
  } as unknown as Redis;
  const subscriber = {
    on: (event: 'message', listener: (channel: string, message: string) => void) => subscribeClient.on(event, listener),
    subscribe: (channel: string) => subscribeClient.subscribe(channel).catch(logged('live updates not followed')),
    unsubscribe: (channel: string) => subscribeClient.unsubscribe(channel).catch(logged('live updates not unfollowed')),
  } as unknown as Redis;
  const eventTarget = createRedisEventTarget({
    publishClient: publisher,
    subscribeClient: subscriber,
  }) as PubSubEventTarget<Topics>;
  const pubsub = createPubSub<Topics>({ eventTarget });
  return {
    publish: (change) => pubsub.publish(topic, change.eventId, change),
    follow: (eventId) => pubsub.subscribe(topic, eventId),
    close() {
      // Nothing to flush: pub/sub keeps no state worth waiting for, and Redis may be unreachable.
      publishClient.disconnect();
      subscribeClient.disconnect();
      return Promise.resolve();
    },
  };
}
