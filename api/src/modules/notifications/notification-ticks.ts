import type { Db } from '../../db/client.ts';
import { wallClock, zonedDayNumber } from '../../../../common/zoned-time.ts';
import type { EmailService } from '../email/email.service.ts';
import { SUMMARY_HOUR, SUMMARY_WINDOW_DAYS } from './notification-kinds.ts';
import type { UnsubscribeLinks } from './unsubscribe-links.ts';

const DAY_MS = 24 * 60 * 60_000;

/** What one tick sent (tests read it; the log too). */
export interface TickReport {
  summaries: number;
  reminders: number;
  guestMails: number;
}

type Host = { id: number; email: string; displayName: string; status: string } & Record<
  'notifyDailySummary' | 'notifyEventReminder',
  boolean
>;

/** "in 3 days", "tomorrow", "today", "yesterday", "2 days ago". */
/**
 * The messages that follow the calendar (decision 055), run every few minutes: each morning's summary while
 * the event is a week away or less (until the day after), "your event is tomorrow" once, and the guests who
 * asked told once when the photos are revealed (at revealAt, or when the hosts reveal early) or, without
 * a reveal, the morning after the day. Each is claimed by a conditional update of the event before it is
 * written, so instances ticking at once send it once; times are the event's own clock.
 */
export class NotificationTicks {
  constructor(
    private readonly prisma: Db,
    private readonly email: EmailService,
    private readonly links: UnsubscribeLinks,
  ) {}

  /** Every event due a message, or only `eventId`'s (a reveal by its hosts tells its guests at once). */
  async run(now = new Date(), eventId?: number): Promise<TickReport> {
    const report: TickReport = { summaries: 0, reminders: 0, guestMails: 0 };
    const events = await this.prisma.event.findMany({
      where: {
        deletedAt: null,
        ...(eventId === undefined ? {} : { id: eventId }),
        OR: [
          {
            dateTime: {
              gte: new Date(now.getTime() - 3 * DAY_MS),
              lte: new Date(now.getTime() + (SUMMARY_WINDOW_DAYS + 2) * DAY_MS),
            },
          },
          // A reveal may come long after the day.
          { revealAt: { lte: now }, guestMailSentAt: null },
        ],
      },
      select: {
        id: true,
        slug: true,
        title: true,
        status: true,
        dateTime: true,
        timeZone: true,
        language: true,
        galleryMode: true,
        revealAt: true,
        summarySentOn: true,
        reminderSentAt: true,
        guestMailSentAt: true,
        members: {
          select: {
            user: {
              select: {
                id: true,
                email: true,
                displayName: true,
                language: true,
                status: true,
                notifyDailySummary: true,
                notifyEventReminder: true,
              },
            },
          },
        },
      },
    });
    for (const event of events) {
      const days = zonedDayNumber(event.dateTime, event.timeZone) - zonedDayNumber(now, event.timeZone);
      const clock = wallClock(now, event.timeZone);
      const hosts = event.members.map(({ user }) => user).filter((user) => user.status === 'ACTIVE');
      if (days === 1 && !event.reminderSentAt) report.reminders += await this.remind(event, hosts, now);
      const today = `${clock.year}-${String(clock.month).padStart(2, '0')}-${String(clock.day).padStart(2, '0')}`;
      if (days <= SUMMARY_WINDOW_DAYS && days >= -1 && clock.hour >= SUMMARY_HOUR && event.summarySentOn !== today) {
        report.summaries += await this.summarize(event, hosts, today, days);
      }
      if (!event.guestMailSentAt && event.status === 'ACTIVE' && event.galleryMode === 'SHARED') {
        const revealed = event.revealAt !== null && event.revealAt <= now;
        const dayAfter = event.revealAt === null && (days < -1 || (days === -1 && clock.hour >= SUMMARY_HOUR));
        if (revealed || dayAfter) report.guestMails += await this.tellGuests(event, revealed);
      }
    }
    return report;
  }

  private async remind(event: { id: number; title: string }, hosts: Host[], now: Date): Promise<number> {
    const claimed = await this.prisma.event.updateMany({
      where: { id: event.id, reminderSentAt: null },
      data: { reminderSentAt: now },
    });
    if (claimed.count === 0) return 0;
    const messages = await Promise.all(
      hosts
        .filter((host) => host.notifyEventReminder)
        .map((host) => this.email.eventTomorrow(host, event, this.unsubscribe(host.id, 'event-reminder'))),
    );
    return this.email.sendAll(messages);
  }

  private async summarize(
    event: { id: number; title: string },
    hosts: Host[],
    today: string,
    days: number,
  ): Promise<number> {
    const claimed = await this.prisma.event.updateMany({
      where: { id: event.id, OR: [{ summarySentOn: null }, { summarySentOn: { not: today } }] },
      data: { summarySentOn: today },
    });
    if (claimed.count === 0) return 0;
    const readers = hosts.filter((host) => host.notifyDailySummary);
    if (readers.length === 0) return 0;
    const [rsvps, attending, photos, pending] = await Promise.all([
      this.prisma.rsvp.count({ where: { eventId: event.id } }),
      this.prisma.rsvp.aggregate({ where: { eventId: event.id, status: 'YES' }, _sum: { guestsCount: true } }),
      this.prisma.upload.count({ where: { eventId: event.id, status: 'APPROVED' } }),
      this.prisma.upload.count({ where: { eventId: event.id, status: 'PENDING' } }),
    ]);
    const facts = {
      eventTitle: event.title,
      days,
      rsvps,
      attending: attending._sum.guestsCount ?? 0,
      photos,
      pending,
    };
    const messages = await Promise.all(
      readers.map((host) => this.email.dailySummary(host, event, facts, this.unsubscribe(host.id, 'daily-summary'))),
    );
    return this.email.sendAll(messages);
  }

  private async tellGuests(
    event: { id: number; slug: string; title: string; language: string },
    revealed: boolean,
  ): Promise<number> {
    const photos = await this.prisma.upload.count({ where: { eventId: event.id, status: 'APPROVED' } });
    // Nothing to see yet: the mail waits for the next tick that finds photos.
    if (photos === 0) return 0;
    const claimed = await this.prisma.event.updateMany({
      where: { id: event.id, guestMailSentAt: null },
      data: { guestMailSentAt: new Date() },
    });
    if (claimed.count === 0) return 0;
    const guests = await this.prisma.rsvp.findMany({
      where: { eventId: event.id, notifyByEmail: true, email: { not: null } },
      select: { id: true, email: true, fullName: true, language: true },
    });
    const messages = await Promise.all(
      guests.map((guest) =>
        this.email.guestGallery(
          // The language the guest's page showed when they answered; unknown: the event's, which its page
          // shows a guest whose browser asks for none we speak.
          { email: guest.email!, fullName: guest.fullName, language: guest.language ?? event.language },
          event,
          photos,
          revealed,
          this.email.link(
            this.links.path({ subscriber: { kind: 'rsvp', id: guest.id }, notification: 'guest-gallery' }),
          ),
        ),
      ),
    );
    return this.email.sendAll(messages);
  }

  private unsubscribe(userId: number, notification: 'daily-summary' | 'event-reminder'): string {
    return this.email.link(this.links.path({ subscriber: { kind: 'user', id: userId }, notification }));
  }
}
