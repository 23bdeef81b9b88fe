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
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    deletion
      .purgeDue()
      .catch((error: unknown) => log.warn({ err: error }, 'account purge tick failed; trying again at the next'))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  // The first look soon after start, not a whole interval later.
  const first = setTimeout(tick, 15_000);
  first.unref();
  return {
    stop() {
      clearInterval(timer);
      clearTimeout(first);
    },
  };
}
