import { setMaxListeners } from 'node:events';
import { Repeater, type PubSubEventTarget } from 'graphql-yoga';
import { createRedisEventTarget } from '@graphql-yoga/redis-event-target';
import { Redis } from 'ioredis';
import type { GuestbookStatus, ProcessingState, UploadStatus } from '../generated/prisma/enums.ts';

/**
 * What changed in an event's photos. Only ids and statuses travel (JSON through Redis): each
 * subscriber re-reads the rows it may see, so a message never carries more than its reader may know.
 */
export type PhotoChange =
  /**
   * ADDED: stored (copies not made yet); MODERATED: a host decided; PROCESSED: copies made, or failed;
   * REMOVED: deleted (by the guest who sent it), with its status and state as they were.
   */
  | { kind: 'ADDED' | 'MODERATED' | 'PROCESSED' | 'REMOVED'; eventId: number; photos: ChangedPhoto[] }
  /** Settings, status or deletion: open guest feeds check their access again. */
  | { kind: 'EVENT_CHANGED'; eventId: number }
  /**
   * Hearts (issue 33): the photos whose reaction count changed in the last moment, coalesced per event
   * (reactions/reaction-batcher.ts), so a hundred taps a second are a few messages. Each follower reads
   * the photos again and passes on only the counts of photos its viewer sees.
   */
  | { kind: 'REACTIONS'; eventId: number; reactions: ReactionCount[] }
  /** Guestbook messages written, moderated or deleted (decision 057): photo followers pass it by. */
  | { kind: 'GUESTBOOK'; eventId: number; entries: ChangedGuestbookEntry[] };

/**
 * A guestbook message's status now and before (absent: just written); `removed`: deleted, with the
 * status it had. Only ids and statuses travel, as for photos: each follower reads what it may see.
 */
export interface ChangedGuestbookEntry {
  id: number;
  status: GuestbookStatus;
  previous?: GuestbookStatus;
  removed?: boolean;
}

/** A photo's heart count as the toggle that changed it last left it. */
export interface ReactionCount {
  photoId: number;
  count: number;
}

/**
 * The last message a subscriber that fell too far behind receives: what it shows may be stale, so it
 * reloads (pages do so on reconnect). Never published, only sent by the feed itself.
 */
export interface FeedOverflow {
  kind: 'OVERFLOW';
  eventId: number;
}

/** What a follower reads: the published changes, and perhaps a final overflow. */
export type FeedMessage = PhotoChange | FeedOverflow;

/**
 * How many changes one subscriber may have waiting before its stream ends. A repeater refuses more
 * than 1,024 pending pushes by throwing inside the event target, which would stop the process.
 */
export const MAX_PENDING_CHANGES = 256;

/** A photo's status now, and before a moderation; whether its copies exist (guests see READY ones only). */
export interface ChangedPhoto {
  id: number;
  status: UploadStatus;
  previous?: UploadStatus;
  processingState: ProcessingState;
}

/** Publishes and follows the changes of one event's photos, in this process or across instances. */
export interface PhotoFeed {
  publish(change: PhotoChange): void;
  /**
   * Ends when the returned iterator is returned (the subscription closes), or after an OVERFLOW
   * message when the follower falls more than MAX_PENDING_CHANGES behind. `accepts`, when given, keeps
   * only the changes the follower acts on: the others never wait for it, nor count as its backlog.
   */
  follow(eventId: number, accepts?: (change: PhotoChange) => boolean): AsyncIterableIterator<FeedMessage>;
  /**
   * Tells `listener` of every change of every event: at once (inside `publish`) for changes published
   * by this instance, and as they arrive for other instances' (with Redis). For caches of what guests
   * see, which must forget a change before the answer that made it is sent. A change published here
   * may be heard twice (at once, then back from Redis). Returns the function that stops listening.
   */
  watchAll(listener: ChangeWatcher): () => void;
  /** Whether live updates can travel now: always in-process; with Redis, while both connections are ready. */
  connected(): boolean;
  close(): Promise<void>;
}

export type ChangeWatcher = (change: PhotoChange) => void;

type Topics = Record<string, [eventId: number, change: PhotoChange]>;
type Log = { warn(object: object, message: string): void };

/** Whoever watches every change on this instance (watchAll); a watcher's failure is logged, never thrown. */
class Watchers {
  private readonly listeners = new Set<ChangeWatcher>();

  constructor(private readonly log: Log) {}

  get size(): number {
    return this.listeners.size;
  }

  add(listener: ChangeWatcher): () => void {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  tell(change: PhotoChange): void {
    for (const listener of this.listeners) {
      try {
        listener(change);
      } catch (error) {
        this.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'a change watcher failed');
      }
    }
  }
}

/** Publishing and following over one event target (in memory, or Redis), one topic per event. */
function feedOn(target: PubSubEventTarget<Topics>, prefix: string, watchers: Watchers, log: Log) {
  const topicOf = (eventId: number) => `${prefix}:${eventId}`;
  return {
    publish(change: PhotoChange) {
      // Watchers first and synchronously: the next request on this instance must not see stale memory.
      watchers.tell(change);
      target.dispatchEvent(new CustomEvent(topicOf(change.eventId), { detail: change }));
    },
    follow(eventId: number, accepts?: (change: PhotoChange) => boolean): AsyncIterableIterator<FeedMessage> {
      const topic = topicOf(eventId);
      return new Repeater<FeedMessage>((push, stop) => {
        let pending = 0;
        let overflowed = false;
        // Runs inside dispatchEvent (or the Redis message handler): it must never throw.
        const listener = (event: Event) => {
          if (overflowed) return;
          const change = (event as CustomEvent<PhotoChange>).detail;
          if (accepts && !accepts(change)) return;
          if (pending >= MAX_PENDING_CHANGES) {
            overflowed = true;
            log.warn({ eventId, pending }, 'a live subscriber fell too far behind; its stream ends');
            push({ kind: 'OVERFLOW', eventId }).catch(() => undefined);
            stop();
            return;
          }
          pending += 1;
          push(change).then(
            () => (pending -= 1),
            () => undefined,
          );
        };
        target.addEventListener(topic, listener);
        void stop.then(() => target.removeEventListener(topic, listener as never));
      });
    },
  };
}

/**
 * In-process by default; with a Redis URL every instance publishes to and listens on Redis, so an
 * approval on one instance reaches guests connected to another. `namespace` keeps apps that share
 * one Redis apart.
 */
export function createPhotoFeed(options: { redisUrl?: string | undefined; namespace?: string; log: Log }): PhotoFeed {
  const topic = `${options.namespace ?? 'wedding-photos'}:photos`;
  const watchers = new Watchers(options.log);
  if (!options.redisUrl) {
    const target = new EventTarget();
    // One listener per open gallery of an event: a large wedding's 2,000 are no leak (Node warned past 10).
    setMaxListeners(0, target);
    return {
      ...feedOn(target as PubSubEventTarget<Topics>, topic, watchers, options.log),
      watchAll: (listener) => watchers.add(listener),
      connected: () => true,
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
  // Every event's topic through one pattern on the listening connection (its 'pmessage', apart from
  // the event target's 'message'), subscribed when the first watcher comes.
  subscribeClient.on('pmessage', (_pattern: string, _channel: string, message: string) => {
    const change = parseChange(message);
    if (change) watchers.tell(change);
  });
  let watching = false;
  return {
    ...feedOn(eventTarget, topic, watchers, options.log),
    watchAll(listener) {
      if (!watching) {
        watching = true;
        subscribeClient.psubscribe(`${escapeGlob(topic)}:*`).catch(logged('changes of other instances not followed'));
      }
      return watchers.add(listener);
    },
    connected: () => publishClient.status === 'ready' && subscribeClient.status === 'ready',
    close() {
      // Nothing to flush: pub/sub keeps no state worth waiting for, and Redis may be unreachable.
      publishClient.disconnect();
      subscribeClient.disconnect();
      return Promise.resolve();
    },
  };
}

/** A change as published by an instance (JSON through Redis), or null when it is not one. */
function parseChange(message: string): PhotoChange | null {
  try {
    const change = JSON.parse(message) as Partial<PhotoChange> | null;
    return change && typeof change.eventId === 'number' && typeof change.kind === 'string'
      ? (change as PhotoChange)
      : null;
  } catch {
    return null;
  }
}

/** `text` matched literally in a Redis glob pattern (a namespace may hold `*`, `?`, `[`). */
function escapeGlob(text: string): string {
  return text.replace(/[*?[\]\\]/g, '\\$&');
}
