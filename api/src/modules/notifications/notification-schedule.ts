import type { NotificationsService } from './notifications.service.ts';

/** How often the calendar's messages are looked for: a morning summary goes within minutes of 8:00. */
export const NOTIFICATION_TICK_MS = 5 * 60_000;

/**
 * Runs the notification ticks every few minutes in this server (decision 055). Every instance may: each
 * message is claimed by a conditional update of its event, so one instance sends it.
 */
export function scheduleNotificationTicks(
  notifications: Pick<NotificationsService, 'tick'>,
  log: { warn(object: object, message: string): void },
  everyMs = NOTIFICATION_TICK_MS,
): { stop(): void } {
  let running = false;
  const tick = () => {
    if (running) return;
    running = true;
    notifications
      .tick()
      .catch((error: unknown) => log.warn({ err: error }, 'notification tick failed; trying again at the next'))
      .finally(() => {
        running = false;
      });
  };
  const timer = setInterval(tick, everyMs);
  timer.unref();
  // The first look soon after start, not a whole interval later.
  const first = setTimeout(tick, 10_000);
  first.unref();
  return {
    stop() {
      clearInterval(timer);
      clearTimeout(first);
    },
  };
}
