import { schedulePeriodic } from '../../jobs/periodic.ts';
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
  return schedulePeriodic({
    run: () => exports.expireDue(),
    everyMs,
    firstAfterMs: 10_000,
    what: 'data export sweep',
    log,
  });
}
