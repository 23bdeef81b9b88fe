import { z } from 'zod';
import type { Db, Transaction } from '../../db/client.ts';
import type { EmailMessage, Prisma } from '../../generated/prisma/client.ts';
import { EmailStatus } from '../../generated/prisma/enums.ts';
import { ConflictError, NotFoundError } from '../../lib/errors.ts';
import { readPage, type PageOf, type PageRequest } from '../../lib/pagination.ts';
import { containsText } from '../../lib/search.ts';
import { parseInput } from '../../lib/validation.ts';
import { message } from '../../i18n/messages.ts';
import { DEFAULT_LOCALE, LANGUAGE_PARAM, supportedLocale, type Locale } from '../../../../common/i18n/locales.ts';
import { paths } from '../../../../common/paths.ts';
import { composeBody, loadRenderer } from './compose.ts';
import type { EmailOutbox, OutgoingEmail } from './email-outbox.ts';

export type { OutgoingEmail } from './email-outbox.ts';
import {
  dailySummaryWords,
  eventTomorrowWords,
  guestGalleryWords,
  reviewDigestWords,
  type SummaryFacts,
  confirmNewEmailWords,
  emailChangeNoticeWords,
  invitationWords,
  passwordResetWords,
  passwordChangedWords,
  accountDeletionWords,
  verifyEmailWords,
  dataExportReadyWords,
  type MessageWords,
} from './messages.ts';

export const EMAIL_NOT_FOUND = message('superadmin.emailNotFound');
export const SENT_SECRET_GONE = message('superadmin.sentSecretGone');

const EmailFilters = z.object({
  status: z.enum(EmailStatus).nullish(),
  search: z.string().trim().max(200).nullish(),
});

/** A person a message is for: the address, the name it greets and the language it is written in. */
export interface Recipient {
  id: number;
  email: string;
  displayName: string;
  /** Their account's language (decision 058); none: English. */
  language?: string | null;
}

/** The language of a message: the recipient's, when it is one we speak; else English. */
export function languageOf(recipient: { language?: string | null }): Locale {
  return supportedLocale(recipient.language) ?? DEFAULT_LOCALE;
}

/**
 * The product's messages (decision 054): each composed from its words (messages.ts) in the one template,
 * with links to this site, and queued through the outbox in the caller's transaction. Other modules ask
 * for a message here; none builds one itself, so every message gets the same frame, both parts and the
 * right links.
 */
export class EmailService {
  constructor(
    private readonly prisma: Db,
    private readonly outbox: EmailOutbox,
    /** PUBLIC_URL (never a request's Host: a forged one would put another site in the link). */
    private readonly linkBase: string,
    /** An SMTP_URL is set: messages leave the building. Without, they are only kept for the admin. */
    readonly canDeliver: boolean,
  ) {}

  /**
   * Resolves once messages can be composed without loading anything: await it before a transaction that
   * composes one (the first load may outlast the transaction's time limit on a busy machine).
   */
  async ready(): Promise<void> {
    await loadRenderer();
  }

  /** An absolute link to a page of this site. */
  link(path: string): string {
    return `${this.linkBase}${path}`;
  }

  passwordReset(user: Recipient, token: string, validForHours: number): Promise<OutgoingEmail> {
    const link = this.link(paths.resetPassword.href(token));
    const words = passwordResetWords(languageOf(user), user.displayName, link, validForHours);
    return this.compose('password-reset', user.email, words, { sensitive: true, userId: user.id });
  }

  verifyEmail(user: Recipient, token: string, validForHours: number): Promise<OutgoingEmail> {
    const link = this.link(paths.verifyEmail.href(token));
    const words = verifyEmailWords(languageOf(user), user.displayName, link, validForHours);
    return this.compose('verify-email', user.email, words, { sensitive: true, userId: user.id });
  }

  /** To the new address: the link that moves the account there. */
  confirmNewEmail(user: Recipient, newEmail: string, token: string, validForHours: number): Promise<OutgoingEmail> {
    const link = this.link(paths.verifyEmail.href(token));
    const words = confirmNewEmailWords(languageOf(user), user.displayName, link, validForHours);
    return this.compose('confirm-new-email', newEmail, words, { sensitive: true, userId: user.id });
  }

  /** To the current address: someone asked to move the account elsewhere. */
  emailChangeNotice(user: Recipient, newEmail: string): Promise<OutgoingEmail> {
    const link = this.link(paths.forgotPassword.href());
    const words = emailChangeNoticeWords(languageOf(user), user.displayName, newEmail, link);
    return this.compose('email-change-notice', user.email, words, { userId: user.id });
  }

  /** To the account's address: its password changed (essential: no unsubscribing from it). */
  passwordChanged(user: Recipient): Promise<OutgoingEmail> {
    const words = passwordChangedWords(languageOf(user), user.displayName, this.link(paths.forgotPassword.href()));
    return this.compose('password-changed', user.email, words, { userId: user.id });
  }

  /** To the account's address: it asked to be deleted on `deletionDate`, and how to stop it. */
  accountDeletion(user: Recipient, deletionDate: Date): Promise<OutgoingEmail> {
    const link = this.link(paths.account.href());
    const words = accountDeletionWords(languageOf(user), user.displayName, deletionDate, link);
    return this.compose('account-deletion', user.email, words, { userId: user.id });
  }

  /** "Download my data" is ready (essential: no unsubscribing); the account page lists the downloads. */
  dataExportReady(user: Recipient, until: Date): Promise<OutgoingEmail> {
    const link = this.link(paths.accountYourData.href());
    const words = dataExportReadyWords(languageOf(user), user.displayName, until, link);
    return this.compose('data-export-ready', user.email, words, { userId: user.id });
  }

  /**
   * To an invited co-host's address, with or without an account behind it: in the account's language,
   * else the event's (the invitee reads what its guests read).
   */
  coHostInvitation(invitation: {
    email: string;
    inviterName: string;
    eventTitle: string;
    hasAccount: boolean;
    language?: string | null;
  }): Promise<OutgoingEmail> {
    const path = invitation.hasAccount
      ? paths.login.href()
      : `${paths.signup.href()}?email=${encodeURIComponent(invitation.email)}`;
    const words = invitationWords(languageOf(invitation), { ...invitation, url: this.link(path) });
    return this.compose('cohost-invitation', invitation.email, words, {});
  }

  /** Hosts: photos wait for review (decision 055). `unsubscribeUrl` stops this kind for the recipient. */
  reviewDigest(host: Recipient, event: { id: number; title: string }, pending: number, unsubscribeUrl: string) {
    const url = this.link(`${paths.manageEvent.href(event.id)}?tab=uploads`);
    return this.notification(
      'review-digest',
      host,
      reviewDigestWords(languageOf(host), host.displayName, event.title, pending, url),
      unsubscribeUrl,
    );
  }

  /** Hosts: the morning summary while the event is within a week. */
  dailySummary(host: Recipient, event: { id: number }, facts: SummaryFacts, unsubscribeUrl: string) {
    const url = this.link(paths.manageEvent.href(event.id));
    const words = dailySummaryWords(languageOf(host), host.displayName, facts, url);
    return this.notification('daily-summary', host, words, unsubscribeUrl);
  }

  /** Hosts: the event is tomorrow, with the QR card to print. */
  eventTomorrow(host: Recipient, event: { id: number; title: string }, unsubscribeUrl: string) {
    const url = this.link(paths.eventTableCard.href(event.id));
    return this.notification(
      'event-reminder',
      host,
      eventTomorrowWords(languageOf(host), host.displayName, event.title, url),
      unsubscribeUrl,
    );
  }

  /**
   * A guest who asked with their RSVP: the photos are revealed, or the gallery is ready. In the language the
   * guest's page showed when they answered, else the event's.
   */
  guestGallery(
    guest: { email: string; fullName: string; language?: string | null },
    event: { slug: string; title: string },
    photos: number,
    revealed: boolean,
    unsubscribeUrl: string,
  ) {
    const link = this.link(`/e/${event.slug}`);
    const words = guestGalleryWords(languageOf(guest), guest.fullName, event.title, photos, revealed, link);
    return this.notification('guest-gallery', { id: null, email: guest.email }, words, unsubscribeUrl);
  }

  /**
   * The outbox for administrators (the Emails tab), newest first: `search` matches the recipient, subject
   * or kind. The caller checks the admin.
   */
  list(rawFilters: unknown, page: PageRequest): Promise<PageOf<EmailMessage>> {
    const filters = parseInput(EmailFilters, rawFilters);
    const where: Prisma.EmailMessageWhereInput = {
      ...(filters.status ? { status: filters.status } : {}),
      ...(filters.search
        ? {
            OR: (['toAddress', 'subject', 'kind'] as const).map((field) => ({
              [field]: containsText(filters.search!),
            })),
          }
        : {}),
    };
    return readPage(
      page,
      (slice) =>
        this.prisma.emailMessage.findMany({ where, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], ...slice }),
      () => this.prisma.emailMessage.count({ where }),
    );
  }

  /**
   * Sends a message again (an administrator's button): a FAILED one after the mail server was fixed, a KEPT
   * one once SMTP_URL is set, or a SENT one that went astray. A sent message whose secret link was erased
   * cannot be: the person asks for a new link instead.
   */
  async resend(id: number): Promise<EmailMessage> {
    const message = await this.prisma.emailMessage.findUnique({ where: { id } });
    if (!message) throw new NotFoundError(EMAIL_NOT_FOUND);
    if (message.sensitive && message.status === 'SENT') throw new ConflictError(SENT_SECRET_GONE);
    const queued = await this.prisma.$transaction(async (tx) => {
      const row = await tx.emailMessage.update({ where: { id }, data: { status: 'PENDING', error: null } });
      await this.outbox.requeue(tx, id);
      return row;
    });
    this.outbox.wake();
    return queued;
  }

  /** Queues a composed message inside `tx` (the transaction of its cause); `wake()` after it commits. */
  queue(tx: Transaction | Db, email: OutgoingEmail): Promise<number> {
    return this.outbox.add(tx, email);
  }

  /**
   * Queues messages that go with no other change (notifications), in one transaction, and wakes the
   * workers. Answers how many were queued.
   */
  async sendAll(emails: readonly OutgoingEmail[]): Promise<number> {
    if (emails.length === 0) return 0;
    await this.prisma.$transaction(async (tx) => {
      for (const email of emails) await this.outbox.add(tx, email);
    });
    this.outbox.wake();
    return emails.length;
  }

  wake(): void {
    this.outbox.wake();
  }

  /**
   * A message one can opt out of: the footer's link and RFC 8058's one-click headers. The link names the
   * message's language (`?lang=`), so the page it opens speaks it whatever the reader's browser asks for;
   * the signed token alone says what stops, so a changed `lang` changes only the page's words.
   */
  private notification(
    kind: string,
    to: { id: number | null; email: string },
    words: MessageWords,
    link: string,
  ): Promise<OutgoingEmail> {
    const url = new URL(link);
    url.searchParams.set(LANGUAGE_PARAM, words.lang);
    const unsubscribeUrl = url.href;
    return this.compose(
      kind,
      to.email,
      { ...words, unsubscribeUrl },
      {
        userId: to.id,
        headers: { 'List-Unsubscribe': `<${unsubscribeUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
      },
    );
  }

  private async compose(
    kind: string,
    to: string,
    { subject, ...words }: MessageWords,
    extra: Pick<OutgoingEmail, 'sensitive' | 'userId' | 'headers'>,
  ): Promise<OutgoingEmail> {
    const body = await composeBody(words);
    return { kind, to, subject, ...body, ...extra };
  }
}
