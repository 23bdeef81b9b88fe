import { z } from 'zod';
import type { Db, Transaction } from '../../db/client.ts';
import type { User } from '../../generated/prisma/client.ts';
import type { CredentialCache } from '../../access/credential-cache.ts';
import { ValidationError } from '../../lib/errors.ts';
import { parseInput } from '../../lib/validation.ts';
import { message, type Message } from '../../i18n/messages.ts';
import { HOST_NOTIFICATIONS, type NotificationKind } from './notification-kinds.ts';
import type { NotificationTicks, TickReport } from './notification-ticks.ts';
import type { ReviewDigests } from './review-digests.ts';
import type { UnsubscribeLinks } from './unsubscribe-links.ts';

/** A host's choices: which notifications their account gets. */
export interface NotificationSettings {
  reviewDigest: boolean;
  dailySummary: boolean;
  eventReminder: boolean;
}

export const NotificationSettingsInput = z
  .object({
    reviewDigest: z.boolean().optional(),
    dailySummary: z.boolean().optional(),
    eventReminder: z.boolean().optional(),
  })
  .strict();

export const UNSUBSCRIBE_LINK_INVALID = message('email.unsubscribe.invalidLink');

/** What an unsubscribe link stopped, in words for the page it lands on (in its reader's language). */
export const UNSUBSCRIBED: Record<NotificationKind, Message> = {
  'review-digest': message('email.unsubscribe.reviewDigest'),
  'daily-summary': message('email.unsubscribe.dailySummary'),
  'event-reminder': message('email.unsubscribe.eventReminder'),
  'guest-gallery': message('email.unsubscribe.guestGallery'),
};

export function settingsOf(user: Pick<User, 'notifyReviewDigest' | 'notifyDailySummary' | 'notifyEventReminder'>) {
  return {
    reviewDigest: user.notifyReviewDigest,
    dailySummary: user.notifyDailySummary,
    eventReminder: user.notifyEventReminder,
  } satisfies NotificationSettings;
}

/**
 * Notifications by email (decision 055): hosts' choices (account settings, or one click from any message),
 * guests' opt-out, the review digests planned as photos wait, and the calendar's ticks.
 */
export class NotificationsService {
  constructor(
    private readonly prisma: Db,
    private readonly links: UnsubscribeLinks,
    /** Also the `email.review-digest` job's handler, which the email workers run. */
    readonly digests: ReviewDigests,
    private readonly ticks: NotificationTicks,
    private readonly credentials: CredentialCache,
  ) {}

  /** Sets some of the signed-in host's choices; absent ones stay. */
  async update(user: User, input: unknown): Promise<User> {
    const data = parseInput(NotificationSettingsInput, input);
    const updated = await this.prisma.user.update({
      where: { id: user.id },
      data: {
        ...(data.reviewDigest === undefined ? {} : { notifyReviewDigest: data.reviewDigest }),
        ...(data.dailySummary === undefined ? {} : { notifyDailySummary: data.dailySummary }),
        ...(data.eventReminder === undefined ? {} : { notifyEventReminder: data.eventReminder }),
      },
    });
    await this.credentials.forgetUser(user.id);
    return updated;
  }

  /**
   * Follows a one-click unsubscribe link: no sign-in (a mail app's POST has none), the signed token is the
   * proof. Answers what stopped; doing it twice is the same.
   */
  async unsubscribe(token: unknown): Promise<Message> {
    const link = this.links.read(token);
    if (!link) throw new ValidationError(UNSUBSCRIBE_LINK_INVALID);
    const { subscriber, notification } = link;
    if (subscriber.kind === 'rsvp') {
      await this.prisma.rsvp.updateMany({ where: { id: subscriber.id }, data: { notifyByEmail: false } });
    } else if (notification !== 'guest-gallery') {
      await this.prisma.user.updateMany({
        where: { id: subscriber.id },
        data: { [HOST_NOTIFICATIONS[notification]]: false },
      });
      await this.credentials.forgetUser(subscriber.id);
    }
    return UNSUBSCRIBED[notification];
  }

  /** Photos now wait for review in these events (in the transaction that stored them). */
  photosWaiting(tx: Transaction, eventIds: readonly number[]): Promise<void> {
    return this.digests.photosWaiting(tx, eventIds);
  }

  /** The calendar's messages due now (a timer calls it every few minutes; tests call it with a time). */
  tick(now?: Date): Promise<TickReport> {
    return this.ticks.run(now);
  }

  /**
   * The hosts revealed an event's photos early: the guests who asked are told now, not at the next tick
   * (which would find it too; the event's claim keeps it to one mail each).
   */
  revealed(eventId: number): Promise<TickReport> {
    return this.ticks.run(new Date(), eventId);
  }
}
