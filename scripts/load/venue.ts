/**
 * A venue (issue 35, item 3; decision 061): `guests` phones behind ONE address (127.0.0.1, no
 * X-Forwarded-For), as a wedding's guests on the hall's Wi-Fi behind one NAT, against two `npm start`
 * instances on one PostgreSQL database and one Redis (the points budgets are shared through it). Each guest
 * keeps its cookies as a browser does: it opens the page (its HTML when `html`, which hands it its guest
 * key, decision 064; the event JSON, EventPageQuery), answers the RSVP (which hands a key to a phone that has
 * none yet), holds a live gallery over SSE, scrolls the gallery's pages through
 * GraphQL (GallerySectionQuery, as the web app does) and uploads a small photo now and then. On the same
 * address two abusive clients run flat out: one without a key, rotating made-up key cookies, and one with
 * a key it got from an RSVP, reading far more than a guest could. Reports 429s and p99 per kind of call.
 */
import { randomBytes } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { jpegWithComment } from '../../api/test/images.ts';
import {
  persistedOperations,
  persistedQueryExtension,
  type PersistedOperation,
} from '../../api/src/graphql/persisted-operations.ts';
import { seedEvent } from '../bench/app-process.ts';
import { MACHINE, sampleProcesses, type ProcessUsage } from './process-sample.ts';
import { startTwoInstances } from './two-instances.ts';
import { timingColumns } from './call-timings.ts';

export interface VenueOptions {
  guests: number;
  seconds: number;
  databaseUrl: string;
  redisUrl: string;
  /** Whether each phone first loads the guest page's HTML, as a browser does (needs the built web app, web/dist). */
  html?: boolean;
  log?: (line: string) => void;
}

/** What a kind of call met: durations of answered calls, 429s, other 4xx, 5xx, no answer. */
export interface VenueCallStats {
  durations: number[];
  tooMany: number;
  otherClientErrors: number;
  serverErrors: number;
  failed: number;
}

export interface VenueReport {
  options: Omit<VenueOptions, 'log'>;
  calls: Map<string, VenueCallStats>;
  /** CPU and resident memory of each instance and of the load client while the guests ran. */
  usage: ProcessUsage[];
}

/** Calls whose kind starts with this are the abusers'; every other kind is a guest's. */
export const ABUSER = 'abuser';
const PAGE_SIZE = 20;
const GRAPHQL_ACCEPT = 'application/graphql-response+json, application/json';
/**
 * What a scraper asks: the gallery 100 photos at a time, ten times over in one operation (about 3,000
 * points, within the node limit): far more than a guest's page of 20 (61 points).
 */
const SCRAPE = `query ($slug: String!) { ${Array.from(
  { length: 10 },
  (_, i) => `g${i}: eventGallery(slug: $slug, first: 100) { edges { node { id url } } }`,
).join(' ')} }`;
/** Approved photos the gallery starts with: 3 pages to scroll (seeding more is slow on a busy machine). */
const SEED_PHOTOS = 60;
/** A guest's pause between two calls: a person scrolling, looking, typing. */
const THINK_MS = { min: 2_000, max: 6_000 };
/** A guest uploads a photo about every few minutes: the chance per step. */
const UPLOAD_CHANCE = 0.03;

export async function runVenue(options: VenueOptions): Promise<VenueReport> {
  const log = options.log ?? (() => undefined);
  const instances = await startTwoInstances('venue', options);
  const streams: AbortController[] = [];
  let sampler: ReturnType<typeof sampleProcesses> | null = null;
  try {
    const bases = await instances.bases;
    log(`two instances: ${bases.join(', ')}; seeding ${SEED_PHOTOS} approved photos`);
    const { slug, eventId } = await seedEvent(bases[0]!, SEED_PHOTOS);
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#7a9' } })
      .jpeg({ quality: 80 })
      .toBuffer();
    const operations = persistedOperations();
    const eventPage = operations.named('EventPageQuery');
    const gallerySection = operations.named('GallerySectionQuery');
    const liveGallery = operations.named('useLiveGallerySubscription');

    const calls = new Map<string, VenueCallStats>();
    const statsOf = (kind: string): VenueCallStats => {
      const stats = calls.get(kind) ?? { durations: [], tooMany: 0, otherClientErrors: 0, serverErrors: 0, failed: 0 };
      calls.set(kind, stats);
      return stats;
    };

    /** A browser: its cookies, kept from Set-Cookie and sent back, on one instance. */
    const browser = (base: string) => {
      const jar = new Map<string, string>();
      const cookieHeader = (): Record<string, string> =>
        jar.size === 0 ? {} : { cookie: [...jar].map(([name, value]) => `${name}=${value}`).join('; ') };
      const timed = async (kind: string, path: string, init: RequestInit = {}) => {
        const stats = statsOf(kind);
        const started = performance.now();
        try {
          const response = await fetch(`${base}${path}`, {
            ...init,
            headers: { ...cookieHeader(), ...(init.headers as Record<string, string> | undefined) },
          });
          const body = await response.text();
          stats.durations.push(performance.now() - started);
          for (const line of response.headers.getSetCookie()) {
            const [pair] = line.split(';', 1);
            const at = pair!.indexOf('=');
            jar.set(pair!.slice(0, at), pair!.slice(at + 1));
          }
          if (response.status === 429) stats.tooMany += 1;
          else if (response.status >= 500) stats.serverErrors += 1;
          else if (response.status >= 400) stats.otherClientErrors += 1;
          return { status: response.status, json: <T>() => JSON.parse(body) as T };
        } catch {
          stats.failed += 1;
          return null;
        }
      };
      /** A query as the web app sends it (web/src/api/graphqlClient.ts): GET, by its persisted id. */
      const query = (kind: string, operation: PersistedOperation, variables: Record<string, unknown>) => {
        const search = new URLSearchParams({
          operationName: operation.name,
          variables: JSON.stringify(variables),
          extensions: JSON.stringify(persistedQueryExtension(operation.id)),
        });
        return timed(kind, `/graphql?${search}`, { headers: { accept: GRAPHQL_ACCEPT } });
      };
      /** Any operation's text, POSTed (a script's way). */
      const post = (kind: string, text: string, variables: Record<string, unknown>) =>
        timed(kind, '/graphql', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: GRAPHQL_ACCEPT },
          body: JSON.stringify({ query: text, variables }),
        });
      /** Opens the live gallery over SSE (paid once, when it starts); its first message times the subscribe. */
      const live = async () => {
        const stats = statsOf('live subscribe (SSE)');
        const abort = new AbortController();
        streams.push(abort);
        const started = performance.now();
        try {
          const response = await fetch(`${base}/graphql`, {
            method: 'POST',
            signal: abort.signal,
            headers: { ...cookieHeader(), 'content-type': 'application/json', accept: 'text/event-stream' },
            body: JSON.stringify({ query: liveGallery.text, variables: { slug } }),
          });
          if (response.status === 429) stats.tooMany += 1;
          else if (response.status >= 500) stats.serverErrors += 1;
          else if (response.status >= 400) stats.otherClientErrors += 1;
          const reader = response.body!.getReader();
          const first = await reader.read();
          const text = new TextDecoder().decode(first.value);
          // A stream refused inside its 200 (an error event) counts as a 429; a 429 answer is counted once.
          if (response.status !== 429 && text.includes('RATE_LIMITED')) stats.tooMany += 1;
          stats.durations.push(performance.now() - started);
          // Drained in the background until the run ends, as an open page does.
          void (async () => {
            for (;;) if ((await reader.read()).done) return;
          })().catch(() => undefined);
        } catch {
          if (!abort.signal.aborted) stats.failed += 1;
        }
      };
      return { jar, timed, query, post, live };
    };

    const deadline = Date.now() + options.seconds * 1000;
    const pause = () =>
      sleep(Math.min(THINK_MS.min + Math.random() * (THINK_MS.max - THINK_MS.min), Math.max(0, deadline - Date.now())));
    let uploadsSent = 0;

    const guest = async (index: number) => {
      const phone = browser(bases[index % bases.length]!);
      // Arrivals spread over the first seconds, as guests scan the QR code.
      await sleep(Math.random() * Math.min(10_000, options.seconds * 250));
      if (options.html) await phone.timed('event HTML', `/e/${slug}`);
      await phone.timed('event JSON', `/api/events/${slug}`);
      await phone.query('EventPageQuery', eventPage, { slug });
      await phone.timed('RSVP', `/api/events/${slug}/rsvp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ fullName: `Venue guest ${index}`, status: 'YES', guestsCount: 2 }),
      });
      await phone.live();
      let after: string | null = null;
      while (Date.now() < deadline) {
        await pause();
        if (Date.now() >= deadline) break;
        if (Math.random() < UPLOAD_CHANCE) {
          uploadsSent += 1;
          const form = new FormData();
          form.append('uploaderName', `Venue guest ${index}`);
          form.append(
            'files',
            new Blob([new Uint8Array(jpegWithComment(photo, `venue ${uploadsSent}`))], { type: 'image/jpeg' }),
            'IMG.jpg',
          );
          await phone.timed('upload', `/api/events/${slug}/uploads/direct`, { method: 'POST', body: form });
          continue;
        }
        const page = await phone.query('GallerySectionQuery', gallerySection, { slug, first: PAGE_SIZE, after });
        const info =
          page?.status === 200
            ? page.json<{
                data?: { eventGallery?: { pageInfo?: { endCursor: string | null; hasNextPage: boolean } } };
              }>().data?.eventGallery?.pageInfo
            : undefined;
        // Scrolled to the end: back to the top, where new photos appear.
        after = info?.hasNextPage ? info.endCursor : null;
      }
    };

    /** Scrapes the gallery back to back until the deadline, with a made-up key cookie each time or its real key. */
    const abuser = async (kind: string, forgeKeys: boolean) => {
      const phone = browser(bases[0]!);
      if (!forgeKeys) {
        // A real key, as any guest gets one.
        await phone.timed(`${kind}: RSVP`, `/api/events/${slug}/rsvp`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ fullName: 'Scraper', status: 'YES', guestsCount: 1 }),
        });
      }
      while (Date.now() < deadline) {
        if (forgeKeys) {
          phone.jar.clear();
          phone.jar.set(
            `guest_${eventId}`,
            `${randomBytes(16).toString('base64url')}.${randomBytes(32).toString('base64url')}`,
          );
        }
        const answer = await phone.post(`${kind}: whole gallery`, SCRAPE, { slug });
        // Refused: it waits a little and asks again, as a script would.
        if (answer?.status === 429) await sleep(200);
      }
    };

    log(`${options.guests} guests on one address for ${options.seconds} s, with two abusive clients`);
    sampler = sampleProcesses([
      ...instances.pids.map((pid, i) => ({ name: `instance ${i + 1}`, pid })),
      { name: 'load client', pid: process.pid },
      { name: 'machine (every process)', pid: MACHINE },
    ]);
    await Promise.all([
      ...Array.from({ length: options.guests }, (_, index) => guest(index)),
      abuser(`${ABUSER} without a key (made-up keys)`, true),
      abuser(`${ABUSER} with one key`, false),
    ]);
    sampler.stop();
    return {
      options: {
        guests: options.guests,
        seconds: options.seconds,
        databaseUrl: options.databaseUrl,
        redisUrl: options.redisUrl,
        html: options.html ?? false,
      },
      calls,
      usage: sampler.usage(),
    };
  } finally {
    sampler?.stop();
    for (const stream of streams) stream.abort();
    await instances.stop();
  }
}

/** One row per kind of call: its count, p50 and p99, and its 429s apart from other refusals. */
export function venueRows(report: VenueReport): Record<string, string>[] {
  return [...report.calls.entries()].map(([kind, stats]) => ({
    call: kind,
    ...timingColumns(stats.durations, stats.failed),
    '429s': String(stats.tooMany),
    'other 4xx': String(stats.otherClientErrors),
    '5xx': String(stats.serverErrors),
    'no answer': String(stats.failed),
  }));
}

/** 429s met by guests (every kind but the abusers'): the venue's goal is none. */
export function guestRefusals(report: VenueReport): number {
  return [...report.calls.entries()]
    .filter(([kind]) => !kind.startsWith(ABUSER))
    .reduce((sum, [, stats]) => sum + stats.tooMany, 0);
}

/** 429s met by the abusers: they must be limited. */
export function abuserRefusals(report: VenueReport): number {
  return [...report.calls.entries()]
    .filter(([kind]) => kind.startsWith(ABUSER))
    .reduce((sum, [, stats]) => sum + stats.tooMany, 0);
}
