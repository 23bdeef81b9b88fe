/** What `schedulePeriodic` runs, how often, and how it reports a failed round. */
export interface PeriodicWork {
  run: () => Promise<unknown>;
  everyMs: number;
  /** The first round this long after start, not a whole interval later. */
  firstAfterMs: number;
  /** Logged when a round fails ("<what> failed; trying again at the next"). */
  what: string;
  log: { warn(object: object, message: string): void };
}

/**
 * Runs `work` every few minutes in this server, never two rounds at once; a failed round is logged and the
 * next one tries again. The timers do not keep the process alive. The calendar's notification ticks, the
 * sweep of expired data exports and the purge of deleted accounts each run this way on every instance:
 * their own conditional updates make sure one instance does each piece of work.
 */
export function schedulePeriodic({ run, everyMs, firstAfterMs, what, log }: PeriodicWork): { stop(): void } {
  let running = false;
  const round = () => {
    if (running) return;
    running = true;
    run()
      .catch((error: unknown) => log.warn({ err: error }, `${what} failed; trying again at the next`))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(round, everyMs);
  timer.unref();
  const first = setTimeout(round, firstAfterMs);
  first.unref();
  return {
    stop() {
      clearInterval(timer);
      clearTimeout(first);
    },
  };
}
