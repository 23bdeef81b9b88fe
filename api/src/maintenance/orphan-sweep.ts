import { LIVE_EVENT } from '../access/event-access.ts';
import type { Db } from '../db/client.ts';
import { removeStaleSpools } from '../media/spool.ts';
import { EVENT_FILES_ROOT, INCOMING_ROOT, uploadFileKeys } from '../storage/file-keys.ts';
import type { StorageDriver } from '../storage/storage.ts';
import { UploadTickets } from '../storage/upload-tickets.ts';

/** Keys checked against the database per query. */
const BATCH = 500;

export interface OrphanSweepOptions {
  storage: StorageDriver;
  prisma: Db;
  /** Where uploads in flight are spooled (MediaPipeline.tempDir). */
  spoolDir: string;
  log: { info(object: object, message: string): void; warn(object: object, message: string): void };
  /** A presigned upload link lives 15 minutes; a day leaves room for slow venues and clock skew. */
  incomingMaxAgeMs?: number;
  /** A spool file (or a stored file being written) lives for one request; an hour-old one was left by a crash. */
  spoolMaxAgeMs?: number;
  /** A stored file no row points at, older than this, was left by a failed deletion or a crash. */
  unreferencedMaxAgeMs?: number;
}

const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;

/** Removes what failed, abandoned or crashed uploads and failed deletions leave behind; returns how much went. */
export async function sweepOrphans(options: OrphanSweepOptions, now = Date.now()) {
  const incomingCutoff = new Date(now - (options.incomingMaxAgeMs ?? DAY_MS));
  const incoming = await options.storage.deleteOlderThan(INCOMING_ROOT, incomingCutoff);
  // A presigned link's ticket outlives its link by as long as its file may wait (a PUT after complete on GCS).
  const tickets = await new UploadTickets(options.prisma, options.storage).removeExpired(incomingCutoff);
  const spools = await removeStaleSpools(options.spoolDir, options.spoolMaxAgeMs ?? HOUR_MS);
  const interrupted = await options.storage.removeInterruptedWrites(new Date(now - (options.spoolMaxAgeMs ?? HOUR_MS)));
  const unreferenced = await removeUnreferenced(options, new Date(now - (options.unreferencedMaxAgeMs ?? DAY_MS)));
  return { incoming, tickets, spools, interrupted, unreferenced };
}

/**
 * Stored files under events/ that no live row points at: the files of a deleted event whose deletion
 * failed (retried here every hour), a photo's files left by a crash before its row was written, a replaced
 * cover that could not be removed. Only files older than the cutoff are considered, so a photo being
 * written right now is never taken.
 */
async function removeUnreferenced(options: OrphanSweepOptions, cutoff: Date): Promise<number> {
  let removed = 0;
  let batch: string[] = [];
  const flush = async () => {
    const referenced = await referencedKeys(options.prisma, batch);
    for (const key of batch) {
      if (referenced.has(key)) continue;
      await options.storage.delete(key);
      removed += 1;
    }
    batch = [];
  };
  for await (const key of options.storage.listOlderThan(EVENT_FILES_ROOT, cutoff)) {
    batch.push(key);
    if (batch.length >= BATCH) await flush();
  }
  if (batch.length > 0) await flush();
  return removed;
}

/** Which of `keys` a photo or a cover of an event that still exists points at. */
async function referencedKeys(prisma: Db, keys: string[]): Promise<Set<string>> {
  const [uploads, covers] = await Promise.all([
    prisma.upload.findMany({
      where: {
        event: LIVE_EVENT,
        OR: [
          { storageKey: { in: keys } },
          { displayKey: { in: keys } },
          { thumbnailKey: { in: keys } },
          { videoKey: { in: keys } },
        ],
      },
      select: { storageKey: true, displayKey: true, thumbnailKey: true, videoKey: true },
    }),
    prisma.event.findMany({
      where: { ...LIVE_EVENT, coverStorageKey: { in: keys } },
      select: { coverStorageKey: true },
    }),
  ]);
  return new Set([
    // Every key the row names, a video's web copy included (named from the upload on, so a copy being
    // written for a PROCESSING video is never taken).
    ...uploads.flatMap((upload) => uploadFileKeys(upload)),
    ...covers.flatMap((event) => (event.coverStorageKey ? [event.coverStorageKey] : [])),
  ]);
}

/** Sweeps at start and then every hour, in the background; never fails the app, only logs. */
export function scheduleOrphanSweep(options: OrphanSweepOptions, intervalMs = HOUR_MS): { stop(): void } {
  const run = () => {
    sweepOrphans(options).then(
      (removed) => {
        if (Object.values(removed).some((count) => count > 0)) {
          options.log.info(removed, 'removed abandoned uploads and unreferenced files');
        }
      },
      (error: unknown) => options.log.warn({ err: error }, 'orphan sweep failed; it will run again'),
    );
  };
  const first = setTimeout(run, 5_000);
  const timer = setInterval(run, intervalMs);
  // The sweep never keeps the process alive on its own.
  first.unref();
  timer.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
