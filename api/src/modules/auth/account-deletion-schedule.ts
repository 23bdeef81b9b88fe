import { schedulePeriodic } from '../../jobs/periodic.ts';
import type { AccountDeletionService } from './account-deletion.service.ts';

/** How often accounts whose deletion date passed are looked for. */
export const ACCOUNT_PURGE_TICK_MS = 5 * 60_000;

/**
 * Runs the purge of deleted accounts every few minutes in this server (issue 32 item 6). Every instance
 * may: each account is claimed by a conditional update, so one instance purges it.
 */
export function scheduleAccountPurge(
  deletion: Pick<AccountDeletionService, 'purgeDue'>,
  log: { warn(object: object, message: string): void },
  everyMs = ACCOUNT_PURGE_TICK_MS,
): { stop(): void } {
  return schedulePeriodic({
    run: () => deletion.purgeDue(),
    everyMs,
    firstAfterMs: 15_000,
    what: 'account purge tick',
    log,
  });
}
