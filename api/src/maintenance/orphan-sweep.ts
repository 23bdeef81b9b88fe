import { removeStaleSpools } from '../media/spool.ts';
import type { StorageDriver } from '../storage/storage.ts';

/** Presigned uploads (covers, guest photos) that were never completed wait under this prefix. */
const INCOMING_PREFIX = 'incoming/';

export interface OrphanSweepOptions {
  storage: StorageDriver;
  /** Where uploads in flight are spooled (MediaPipeline.tempDir). */
  spoolDir: string;
  log: { info(object: object, message: string): void; warn(object: object, message: string): void };
  /** A presigned upload link lives 15 minutes; a day leaves room for slow venues and clock skew. */
  incomingMaxAgeMs?: number;
  /** A spool file lives for one request; an hour-old one was left by a crash. */
  spoolMaxAgeMs?: number;
}

const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;

/** Removes what failed or abandoned uploads leave behind; returns how much went. */
export async function sweepOrphans(options: OrphanSweepOptions, now = Date.now()) {
  const incoming = await options.storage.deleteOlderThan(
    INCOMING_PREFIX,
    new Date(now - (options.incomingMaxAgeMs ?? DAY_MS)),
  );
  const spools = await removeStaleSpools(options.spoolDir, options.spoolMaxAgeMs ?? HOUR_MS);
  return { incoming, spools };
}

/** Sweeps at start and then every hour, in the background; never fails the app, only logs. */
export function scheduleOrphanSweep(options: OrphanSweepOptions, intervalMs = HOUR_MS): { stop(): void } {
  const run = () => {
    sweepOrphans(options).then(
      (removed) => {
        if (removed.incoming + removed.spools > 0) options.log.info(removed, 'removed abandoned uploads');
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
