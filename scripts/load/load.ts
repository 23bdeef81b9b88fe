/**
 * A wedding at scale (issue 17, item 4): `guests` simulated phones on one event for `seconds`, against two
 * `npm start` instances on one PostgreSQL database and one Redis, each guest pinned to one instance
 * (alternately). Each guest opens the event (JSON, and the HTML page), holds a live gallery over graphql-ws,
 * scrolls the gallery's pages, answers the RSVP once and uploads two small photos; a host approves pending
 * photos every second. Loopback only; every loop ends at the deadline.
 *
 * Per-address limits: each guest sends its own X-Forwarded-For, which the instances trust from loopback
 * (TRUST_PROXY's default), so every phone has its own budgets as at a venue; the limits stay as deployed.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import type { Client } from 'graphql-ws';
import sharp from 'sharp';
import { jpegWithComment } from '../../api/test/images.ts';
import { liveClient } from '../../api/test/live.ts';
import { openDatabase } from '../../api/src/db/database.ts';
import { MAX_MODERATION_BATCH } from '../../api/src/modules/moderation/moderation.service.ts';
import { seedEvent } from '../bench/app-process.ts';
import { MACHINE, sampleProcesses, type ProcessUsage } from './process-sample.ts';
import { startTwoInstances } from './two-instances.ts';
import { timingColumns } from './call-timings.ts';

export interface LoadOptions {
  guests: number;
  seconds: number;
  /** A PostgreSQL server: a fresh database is created on it, and dropped at the end. */
  databaseUrl: string;
  redisUrl: string;
  /** Whether guests also load the HTML page (needs the built web app, web/dist). */
  html: boolean;
  /** Progress lines (the CLI prints them; tests stay quiet). */
  log?: (line: string) => void;
}

/** What a kind of call met: its durations (answered ones), and how many answers were 4xx, 5xx or none. */
export interface CallStats {
  durations: number[];
  clientErrors: number;
  serverErrors: number;
  /** No answer at all (connection refused or reset). */
  failed: number;
}

export interface LoadReport {
  options: Omit<LoadOptions, 'log'>;
  calls: Map<string, CallStats>;
  /** Up to three refusals or failures of each kind, as met (status and body, or the error). */
  errors: Map<string, string[]>;
  /** Answered 2xx, and found in the database afterwards (lost: answered but missing). */
  rsvps: { acknowledged: number; lost: string[] };
  uploads: { acknowledged: number; lost: number[] };
  approved: number;
  /** Gallery messages guests received after their first one (the count they start with). */
  liveEvents: number;
  liveSubscribers: number;
  /** CPU and resident memory of each instance and of the load client, from the guests' start to their end. */
  usage: ProcessUsage[];
}

/** A whole answer, read: its status and its body as JSON. */
interface Answer {
  status: number;
  ok: boolean;
  json<T>(): T;
}

/** Approved photos the gallery starts with: a full page of PAGE_SIZE and part of a second. */
const SEED_PHOTOS = 24;
/** After the guests stop: how long the last photos may take to be approved and processed. */
const SETTLE_MS = 30_000;
const UPLOADS_PER_GUEST = 2;
const PAGE_SIZE = 20;
const GALLERY = `subscription ($slug: String!) { galleryUpdated(slug: $slug) { added { id } removedIds photoCount } }`;

export async function runLoad(options: LoadOptions): Promise<LoadReport> {
  const log = options.log ?? (() => undefined);
  const instances = await startTwoInstances('load', options);
  const clients: Client[] = [];
  let sampler: ReturnType<typeof sampleProcesses> | null = null;
  try {
    const bases = await instances.bases;
    log(`two instances: ${bases.join(', ')}; seeding ${SEED_PHOTOS} approved photos`);
    const { slug, token, eventId } = await seedEvent(bases[0]!, SEED_PHOTOS);
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#7a9' } })
      .jpeg({ quality: 80 })
      .toBuffer();

    const calls = new Map<string, CallStats>();
    /** The first few refusals and failures of each kind, word for word: what a failed run shows to find the cause. */
    const errors = new Map<string, string[]>();
    const noteError = (kind: string, what: string) => {
      const seen = errors.get(kind) ?? [];
      if (seen.length < 3) seen.push(what);
      errors.set(kind, seen);
    };
    const statsOf = (kind: string): CallStats => {
      const stats = calls.get(kind) ?? { durations: [], clientErrors: 0, serverErrors: 0, failed: 0 };
      calls.set(kind, stats);
      return stats;
    };
    /** Sends a call and reads its whole answer, counting its time and status under `kind`; null: no answer. */
    const timed = async (kind: string, request: () => Promise<Response>): Promise<Answer | null> => {
      const stats = statsOf(kind);
      const started = performance.now();
      try {
        const response = await request();
        const body = await response.text();
        stats.durations.push(performance.now() - started);
        if (response.status >= 500) stats.serverErrors += 1;
        else if (response.status >= 400) stats.clientErrors += 1;
        if (response.status >= 400) noteError(kind, `${response.status} ${body.slice(0, 200)}`);
        return { status: response.status, ok: response.ok, json: <T>() => JSON.parse(body) as T };
      } catch (error) {
        stats.failed += 1;
        noteError(kind, describe(error));
        return null;
      }
    };

    const deadline = Date.now() + options.seconds * 1000;
    const acknowledgedRsvps: string[] = [];
    const acknowledgedUploads: number[] = [];
    let liveEvents = 0;
    let liveSubscribers = 0;
    let approved = 0;
    let uploadsSent = 0;
    let closing = false;

    const guest = async (index: number) => {
      const base = bases[index % bases.length]!;
      const headers = { 'x-forwarded-for': `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}` };
      const get = (kind: string, path: string) => timed(kind, () => fetch(`${base}${path}`, { headers }));
      // Arrivals spread over the first few seconds, as guests scan the QR code.
      await sleep(Math.random() * Math.min(5000, options.seconds * 250));
      await get('event JSON', `/api/events/${slug}`);
      if (options.html) await get('event HTML', `/e/${slug}`);

      const client = liveClient(base, { headers });
      clients.push(client);
      const subscribed = performance.now();
      let first = true;
      client.subscribe(
        { query: GALLERY, variables: { slug } },
        {
          next: () => {
            if (!first) {
              liveEvents += 1;
              return;
            }
            // The first message (the photo count) says the subscription listens: its time is the subscribe's.
            first = false;
            liveSubscribers += 1;
            statsOf('live subscribe').durations.push(performance.now() - subscribed);
          },
          error: (reason: unknown) => {
            if (closing) return;
            statsOf(first ? 'live subscribe' : 'live gallery dropped').failed += 1;
            noteError(first ? 'live subscribe' : 'live gallery dropped', describe(reason));
          },
          complete: () => {
            if (closing) return;
            statsOf('live gallery dropped').failed += 1;
            noteError('live gallery dropped', 'completed by the server');
          },
        },
      );

      const span = deadline - Date.now();
      const rsvpAt = Date.now() + Math.random() * span * 0.5;
      const uploadAt = Array.from({ length: UPLOADS_PER_GUEST }, () => Date.now() + Math.random() * span * 0.9).sort();
      let answered = false;
      let cursor: string | null = null;
      while (Date.now() < deadline) {
        if (!answered && Date.now() >= rsvpAt) {
          answered = true;
          const fullName = `Load guest ${index}`;
          const response = await timed('RSVP', () =>
            fetch(`${base}/api/events/${slug}/rsvp`, {
              method: 'POST',
              headers: { ...headers, 'content-type': 'application/json' },
              body: JSON.stringify({ fullName, status: 'YES', guestsCount: 2 }),
            }),
          );
          if (response?.status === 201) acknowledgedRsvps.push(fullName);
        } else if (uploadAt.length > 0 && Date.now() >= uploadAt[0]!) {
          uploadAt.shift();
          uploadsSent += 1;
          const form = new FormData();
          form.append('uploaderName', `Load guest ${index}`);
          form.append(
            'files',
            new Blob([new Uint8Array(jpegWithComment(photo, `load ${uploadsSent}`))], { type: 'image/jpeg' }),
            'IMG.jpg',
          );
          const response = await timed('upload', () =>
            fetch(`${base}/api/events/${slug}/uploads/direct`, { method: 'POST', headers, body: form }),
          );
          if (response?.status === 201) {
            acknowledgedUploads.push(
              ...response.json<{ uploads: { id: number }[] }>().uploads.map((upload) => upload.id),
            );
          }
        } else {
          const query: string = `limit=${PAGE_SIZE}${cursor ? `&cursor=${cursor}` : ''}`;
          const response = await get('gallery page', `/api/events/${slug}/gallery?${query}`);
          // Scrolled to the end: back to the top, where new photos appear.
          cursor = response?.ok ? response.json<{ nextCursor: string | null }>().nextCursor : null;
        }
        await sleep(Math.min(1000 + Math.random() * 2000, Math.max(0, deadline - Date.now())));
      }
    };

    const auth = { authorization: `Bearer ${token}` };
    /** Approves what waits for the host (up to a batch); answers how many photos wait or are processing. */
    const moderate = async (kind: string): Promise<number> => {
      const listed = await timed(`${kind}: list`, () =>
        fetch(`${bases[0]}/api/auth/events/${eventId}/uploads`, { headers: auth }),
      );
      const photos = listed?.ok
        ? listed.json<{ uploads: { id: number; status: string; processingState: string }[] }>().uploads
        : [];
      const ids = photos
        .filter((photo) => photo.status === 'PENDING')
        .map((photo) => photo.id)
        .slice(0, MAX_MODERATION_BATCH);
      if (ids.length > 0) {
        const response = await timed(`${kind}: approve`, () =>
          fetch(`${bases[0]}/api/auth/uploads/bulk`, {
            method: 'POST',
            headers: { ...auth, 'content-type': 'application/json' },
            body: JSON.stringify({ ids, action: 'APPROVED' }),
          }),
        );
        if (response?.ok) approved += ids.length;
      }
      return photos.filter((photo) => photo.status === 'PENDING' || photo.processingState === 'PROCESSING').length;
    };
    const host = async () => {
      while (Date.now() < deadline) {
        const tick = Date.now();
        await moderate('host');
        await sleep(Math.max(0, Math.min(1000 - (Date.now() - tick), deadline - Date.now())));
      }
    };

    log(`${options.guests} guests for ${options.seconds} s`);
    sampler = sampleProcesses([
      ...instances.pids.map((pid, i) => ({ name: `instance ${i + 1}`, pid })),
      { name: 'load client', pid: process.pid },
      { name: 'machine (every process)', pid: MACHINE },
    ]);
    await Promise.all([host(), ...Array.from({ length: options.guests }, (_, index) => guest(index))]);
    sampler.stop();
    const usage = sampler.usage();
    // The last photos approved and their copies made, so open galleries receive them (bounded: SETTLE_MS).
    const settleBy = Date.now() + SETTLE_MS;
    while ((await moderate('host after the deadline')) > 0 && Date.now() < settleBy) await sleep(500);
    await sleep(1000);
    closing = true;
    await Promise.all(clients.map(async (client) => client.dispose()));

    const check = await openDatabase({ url: instances.databaseUrl, poolMax: 2 });
    let lostRsvps: string[];
    let lostUploads: number[];
    try {
      const names = new Set(
        (await check.prisma.rsvp.findMany({ where: { eventId }, select: { fullName: true } })).map(
          (row) => row.fullName,
        ),
      );
      const ids = new Set(
        (await check.prisma.upload.findMany({ where: { eventId }, select: { id: true } })).map((row) => row.id),
      );
      lostRsvps = acknowledgedRsvps.filter((name) => !names.has(name));
      lostUploads = acknowledgedUploads.filter((id) => !ids.has(id));
    } finally {
      await check.close();
    }
    return {
      options: {
        guests: options.guests,
        seconds: options.seconds,
        databaseUrl: options.databaseUrl,
        redisUrl: options.redisUrl,
        html: options.html,
      },
      calls,
      errors,
      rsvps: { acknowledged: acknowledgedRsvps.length, lost: lostRsvps },
      uploads: { acknowledged: acknowledgedUploads.length, lost: lostUploads },
      approved,
      liveEvents,
      liveSubscribers,
      usage,
    };
  } finally {
    sampler?.stop();
    await Promise.all(clients.map(async (client) => client.dispose()));
    await instances.stop();
  }
}

/** The report as table rows (bench style): one row per kind of call. */
export function reportRows(report: LoadReport): Record<string, string>[] {
  return [...report.calls.entries()].map(([kind, stats]) => ({
    call: kind,
    ...timingColumns(stats.durations, stats.failed),
    '4xx': String(stats.clientErrors),
    '5xx': String(stats.serverErrors),
    'no answer': String(stats.failed),
  }));
}

export function serverErrorCount(report: LoadReport): number {
  return [...report.calls.values()].reduce((sum, stats) => sum + stats.serverErrors, 0);
}

function describe(reason: unknown): string {
  if (reason instanceof Error)
    return `${reason.name}: ${reason.message}${reason.cause ? ` (${describe(reason.cause)})` : ''}`;
  if (reason && typeof reason === 'object' && 'code' in reason) {
    const event = reason as { code: unknown; reason?: unknown };
    return `closed ${String(event.code)} ${typeof event.reason === 'string' ? event.reason : ''}`;
  }
  return JSON.stringify(reason);
}
