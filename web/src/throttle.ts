/** A function that runs `fn` at most once per interval; `cancel` drops a run still waiting. */
export type Throttled = { (): void; cancel(): void };

/**
 * `fn` at most once per `intervalMs`: a call after a quiet interval runs at once, and the calls made
 * during one are folded into a single run at its end, so the last call is always followed by a run.
 * For refreshes driven by a stream of changes (photos arriving at a venue): the first shows at once, a
 * burst costs one request per interval, and nothing the burst changed is left unshown.
 */
export function throttle(fn: () => void, intervalMs: number, now: () => number = Date.now): Throttled {
  let lastRun = -Infinity;
  let waiting: ReturnType<typeof setTimeout> | undefined;
  const run = () => {
    waiting = undefined;
    lastRun = now();
    fn();
  };
  const throttled = () => {
    if (waiting !== undefined) return;
    const wait = lastRun + intervalMs - now();
    if (wait <= 0) run();
    else waiting = setTimeout(run, wait);
  };
  throttled.cancel = () => {
    clearTimeout(waiting);
    waiting = undefined;
  };
  return throttled;
}
