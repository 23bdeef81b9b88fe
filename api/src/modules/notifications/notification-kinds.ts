// The messages one can opt out of (decision 055), in one place: each kind, who gets it, and the column that
// holds the choice. Account messages (a reset, a confirmation, an invitation) are not among them: they are
// answers to something the person did.

/** Messages to hosts, each with its own switch on the account. */
export const HOST_NOTIFICATIONS = {
  'review-digest': 'notifyReviewDigest',
  'daily-summary': 'notifyDailySummary',
  'event-reminder': 'notifyEventReminder',
} as const;

export type HostNotification = keyof typeof HOST_NOTIFICATIONS;

/** The one message to guests: the photos are revealed, or the gallery is ready (Rsvp.notifyByEmail). */
export const GUEST_NOTIFICATION = 'guest-gallery';

export type NotificationKind = HostNotification | typeof GUEST_NOTIFICATION;

export function isNotificationKind(value: string): value is NotificationKind {
  return value === GUEST_NOTIFICATION || Object.hasOwn(HOST_NOTIFICATIONS, value);
}

/** How long after the first photo waiting for review the digest goes, and the least time between two. */
export const REVIEW_DIGEST_DELAY_MS = 15 * 60_000;

/** Days before (and after) the event during which hosts get a morning summary. */
export const SUMMARY_WINDOW_DAYS = 7;

/** The local hour (event's time zone) from which the morning summary goes. */
export const SUMMARY_HOUR = 8;
