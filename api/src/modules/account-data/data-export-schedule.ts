import type { DataExportsService } from './data-exports.service.ts';

/** How often archives past their week are looked for: a download already stops at `expiresAt` itself. */
export const DATA_EXPORT_SWEEP_MS = 15 * 60_000;

/**
 * Deletes expired "Download my data" archives every few minutes in this server. Every instance may: each
 * row is marked EXPIRED by a conditional update, and deleting a file twice is no error.
 */
export function scheduleDataExportSweep(
  exports: Pick<DataExportsService, 'expireDue'>,
  log: { warn(object: object, message: string): void },
  everyMs = DATA_EXPORT_SWEEP_MS,
): { stop(): void } {
  let running = false;
  const sweep = () => {
    if (running) return;
    running = true;
    exports
      .expireDue()
      .catch((error: unknown) => log.warn({ err: error }, 'data export sweep failed; trying again at the next'))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(sweep, everyMs);
  timer.unref();
  // The first look soon after start, not a whole interval later.
  const first = setTimeout(sweep, 10_000);
  first.unref();
  return {
    stop() {
      clearInterval(timer);
      clearTimeout(first);
    },
  };
}
