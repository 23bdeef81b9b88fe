import { schedulePeriodic } from '../../jobs/periodic.ts';
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
  return schedulePeriodic({
    run: () => notifications.tick(),
    everyMs,
    firstAfterMs: 10_000,
    what: 'notification tick',
    log,
  });
}
