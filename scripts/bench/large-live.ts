/**
 * What the large-event benches of issue 35 share (large-moderation.ts, large-zip.ts, open-galleries.ts): the
 * fixture written into the app's data before it starts, the host's session, the server's resident memory,
 * and open guest galleries as the guest page keeps them (graphql-ws, its persisted subscription) and as API
 * clients do (server-sent events), each from a loopback address of its own choosing.
 */
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { resolve } from 'node:path';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { embeddedDirectoryFor, openDatabase, type Database } from '../../api/src/db/database.ts';
import { persistedOperations, persistedQueryExtension } from '../../api/src/graphql/persisted-operations.ts';
import { preparePrivateDataDir } from '../../api/src/storage/data-dir.ts';
import { createStorage } from '../../api/src/storage/index.ts';
import { seedLargeEvent, type SeededEvent } from '../seed-large/seed-large.ts';
import type { AppTarget } from './app-process.ts';

export function sizeFromEnv(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error(`${name} must be a whole number`);
  return value;
}

/**
 * Fills the app's fresh database (and, with `writeFiles`, its storage) with the large-event fixture before
 * the app starts; `then` runs on the same database afterwards (the embedded one opens in one process at a time).
 */
export async function seedInto<T>(
  target: AppTarget,
  sizes: { photos: number; rsvps: number; writeFiles: boolean },
  then: (database: Database, event: SeededEvent) => Promise<T>,
): Promise<{ event: SeededEvent; extra: T }> {
  const dataDir = resolve(target.dataDir);
  await preparePrivateDataDir(dataDir);
  const database = await openDatabase({
    url: target.databaseUrl ?? undefined,
    embeddedDirectory: embeddedDirectoryFor(dataDir),
    poolMax: 4,
  });
  try {
    const started = performance.now();
    const { storage } = createStorage({ driver: 'local', dataDir, secret: 'bench-signs-no-upload-links', gcs: {} });
    const event = await seedLargeEvent({ prisma: database.prisma, storage, ...sizes });
    console.log(
      `   seeded ${sizes.photos} photos${sizes.writeFiles ? ' with their files' : ''}, ${sizes.rsvps} RSVPs ` +
        `in ${((performance.now() - started) / 1000).toFixed(1)} s`,
    );
    return { event, extra: await then(database, event) };
  } finally {
    await database.close();
  }
}

export async function signIn(app: string, event: Pick<SeededEvent, 'ownerEmail' | 'ownerPassword'>): Promise<string> {
  const response = await fetch(`${app}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: event.ownerEmail, password: event.ownerPassword }),
  });
  const session = response.headers.getSetCookie().find((cookie) => cookie.startsWith('session='));
  if (!response.ok || !session) throw new Error(`signing in failed: ${response.status}`);
  return session.split(';')[0]!;
}

/** The server process's resident memory now, in MB (/proc). */
export function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((row) => row.startsWith('VmRSS:'));
  return Number(line?.split(/\s+/)[1] ?? 0) / 1024;
}

/** Samples a process's resident memory every `everyMs` until stopped: the start, peak and end in MB. */
export function sampleRss(pid: number, everyMs = 50) {
  const start = rssMb(pid);
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), everyMs);
  return {
    stop() {
      clearInterval(timer);
      const end = rssMb(pid);
      return { start, peak: Math.max(peak, end), end };
    },
  };
}

/** One open guest gallery: every message it received, with when it arrived. */
export interface OpenGallery {
  transport: 'graphql-ws' | 'sse';
  messages: { at: number; data: GalleryMessage }[];
  /** Resolves at the first message (listening has begun). */
  ready: Promise<void>;
  /** Resolves with the next message's arrival time after `since` (performance.now()). */
  nextAfter(since: number, timeoutMs: number): Promise<number>;
  close(): void;
}

export interface GalleryMessage {
  data?: {
    galleryUpdated?: { added: unknown[]; removedIds: unknown[]; photoCount: number; startOver?: boolean };
  };
  errors?: { message: string }[];
}

/** The guest page's own subscription (web/src/pages/guest/useLiveGallery.ts), sent by its persisted id. */
function gallerySubscription() {
  const operation = persistedOperations().named('useLiveGallerySubscription');
  return { operationName: operation.name, extensions: { ...persistedQueryExtension(operation.id) } };
}

function openGallery(transport: OpenGallery['transport']) {
  const messages: OpenGallery['messages'] = [];
  const waiters: { since: number; resolve: (at: number) => void }[] = [];
  let ready!: () => void;
  let failed!: (error: Error) => void;
  const readyPromise = new Promise<void>((resolve, reject) => ((ready = resolve), (failed = reject)));
  const receive = (data: GalleryMessage) => {
    const at = performance.now();
    if (data.errors?.length) {
      failed(new Error(`${transport} gallery refused: ${data.errors[0]!.message}`));
      return;
    }
    messages.push({ at, data });
    if (messages.length === 1) ready();
    for (const waiter of waiters.splice(0)) {
      if (at >= waiter.since) waiter.resolve(at);
      else waiters.push(waiter);
    }
  };
  const nextAfter = (since: number, timeoutMs: number) => {
    const arrived = messages.find((message) => message.at >= since);
    if (arrived) return Promise.resolve(arrived.at);
    return new Promise<number>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${transport}: no message within ${timeoutMs} ms`)), timeoutMs);
      waiters.push({
        since,
        resolve: (at) => {
          clearTimeout(timer);
          resolve(at);
        },
      });
    });
  };
  return { messages, receive, ready: readyPromise, failed, nextAfter };
}

/** A guest page's graphql-ws connection (one socket per page, as the page's one client), from `localAddress`. */
export function wsGallery(app: string, slug: string, localAddress: string): OpenGallery & { client: Client } {
  const gallery = openGallery('graphql-ws');
  const client = createClient({
    url: `${app.replace('http', 'ws')}/graphql`,
    lazy: true,
    retryAttempts: 0,
    webSocketImpl: class extends WebSocket {
      constructor(url: string, protocols?: string | string[]) {
        super(url, protocols, { localAddress });
      }
    },
  });
  const stop = client.subscribe<GalleryMessage['data']>(
    { query: '', variables: { slug, pin: null }, ...gallerySubscription() },
    {
      next: (value) => gallery.receive(value as GalleryMessage),
      error: (error) => gallery.failed(error instanceof Error ? error : new Error(JSON.stringify(error))),
      complete: () => undefined,
    },
  );
  return {
    transport: 'graphql-ws',
    client,
    messages: gallery.messages,
    ready: gallery.ready,
    nextAfter: gallery.nextAfter,
    close: () => {
      stop();
      void client.dispose();
    },
  };
}

/** The same subscription over server-sent events (GraphQL over SSE, distinct connections mode), from `localAddress`. */
export function sseGallery(app: string, slug: string, localAddress: string): OpenGallery {
  const gallery = openGallery('sse');
  const { operationName, extensions } = gallerySubscription();
  const url = new URL(`${app}/graphql`);
  url.search = new URLSearchParams({
    operationName,
    variables: JSON.stringify({ slug, pin: null }),
    extensions: JSON.stringify(extensions),
  }).toString();
  const req = request(url, { headers: { accept: 'text/event-stream' }, localAddress }, (response) => {
    if (response.statusCode !== 200) {
      gallery.failed(new Error(`sse gallery answered ${response.statusCode}`));
      response.resume();
      return;
    }
    response.setEncoding('utf8');
    let text = '';
    response.on('data', (chunk: string) => {
      text += chunk;
      for (let end = text.indexOf('\n\n'); end >= 0; end = text.indexOf('\n\n')) {
        const block = text.slice(0, end);
        text = text.slice(end + 2);
        if (!block.startsWith('event: next')) continue;
        const data = block
          .split('\n')
          .filter((line) => line.startsWith('data: '))
          .map((line) => line.slice(6))
          .join('\n');
        gallery.receive(JSON.parse(data) as GalleryMessage);
      }
    });
  });
  req.on('error', (error) => {
    if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') gallery.failed(error);
  });
  req.end();
  return {
    transport: 'sse',
    messages: gallery.messages,
    ready: gallery.ready,
    nextAfter: gallery.nextAfter,
    close: () => req.destroy(),
  };
}

/**
 * `count` open galleries of the event, graphql-ws and SSE alternating, spread over loopback addresses
 * 127.0.0.<11…> of `perAddress` each (guests come from many networks; the product's per-address caps stay
 * as they ship), opened `batch` at a time.
 */
export async function openGalleries(
  app: string,
  slug: string,
  count: number,
  options: { perAddress: number; batch?: number },
): Promise<OpenGallery[]> {
  const galleries: OpenGallery[] = [];
  const batch = options.batch ?? 50;
  for (let start = 0; start < count; start += batch) {
    const opened: OpenGallery[] = [];
    for (let i = start; i < Math.min(count, start + batch); i += 1) {
      const address = `127.0.0.${11 + Math.floor(i / options.perAddress)}`;
      opened.push(i % 2 === 0 ? wsGallery(app, slug, address) : sseGallery(app, slug, address));
    }
    galleries.push(...opened);
    let open = 0;
    for (const gallery of opened)
      void gallery.ready.then(
        () => (open += 1),
        () => undefined,
      );
    await Promise.all(
      opened.map((gallery) =>
        Promise.race([
          gallery.ready,
          new Promise((_, reject) =>
            setTimeout(
              () =>
                reject(
                  new Error(
                    `${opened.length - open} of ${opened.length} galleries did not open within 30 s (${start} open before)`,
                  ),
                ),
              30_000,
            ),
          ),
        ]),
      ),
    );
  }
  return galleries;
}

export function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)]!;
}
