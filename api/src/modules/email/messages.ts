import { APP_NAME } from '../../../../common/brand.ts';
import type { LoadableLocale } from '../../../../common/i18n/locales.ts';
import { translate, type MessageValues, type ServerMessageId } from '../../i18n/messages.ts';
import type { ActionEmailProps } from './templates/ActionEmail.tsx';

// The words of every message (decision 054), in one place: what each says, its subject and why the
// recipient got it, in the recipient's language (decision 058; the texts are common/i18n/messages/server/
// email.<locale>.json). Links are made by the caller (EmailService), so these functions only write.

export interface MessageWords extends ActionEmailProps {
  subject: string;
}

/** A writer of one language's words. */
function wordsIn(locale: LoadableLocale) {
  return (id: ServerMessageId, values?: MessageValues) => translate(locale, id, values);
}

/** The frame's own words (the footer's unsubscribe line, the written-out link) and the language's tag. */
function frame(locale: LoadableLocale): Pick<ActionEmailProps, 'lang' | 'frameWords'> {
  const t = wordsIn(locale);
  return { lang: locale, frameWords: { orOpenLink: t('email.orOpenLink'), unsubscribe: t('email.unsubscribePrompt') } };
}

/** English dates as the product writes them ("30 December 2026"); other languages their own way. */
function dateLocale(locale: LoadableLocale): string {
  return locale === 'en' ? 'en-GB' : locale;
}

/** "30 December 2026", "30 Aralık 2026", "30. Dezember 2026": in UTC as the server keeps dates. */
export function dayInWords(locale: LoadableLocale, date: Date): string {
  return new Intl.DateTimeFormat(dateLocale(locale), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** "today", "tomorrow", "in 3 days", "2 days ago", in the language. */
export function relativeDay(locale: LoadableLocale, days: number): string {
  return new Intl.RelativeTimeFormat(dateLocale(locale), { numeric: 'auto' }).format(days, 'day');
}

export function passwordResetWords(
  locale: LoadableLocale,
  name: string,
  url: string,
  validForHours: number,
): MessageWords {
  const t = wordsIn(locale);
  const validFor = t('email.hours', { hours: validForHours });
  return {
    ...frame(locale),
    subject: t('email.passwordReset.subject'),
    preview: t('email.passwordReset.preview'),
    heading: t('email.passwordReset.subject'),
    paragraphs: [t('email.greeting', { name }), t('email.passwordReset.body', { validFor })],
    action: { label: t('email.passwordReset.action'), url },
    reason: t('email.passwordReset.reason'),
  };
}

export function verifyEmailWords(
  locale: LoadableLocale,
  name: string,
  url: string,
  validForHours: number,
): MessageWords {
  const t = wordsIn(locale);
  const validFor = t('email.hours', { hours: validForHours });
  return {
    ...frame(locale),
    subject: t('email.verify.subject'),
    preview: t('email.verify.preview'),
    heading: t('email.verify.subject'),
    paragraphs: [t('email.verify.welcome', { name, appName: APP_NAME }), t('email.verify.body', { validFor })],
    action: { label: t('email.verify.action'), url },
    reason: t('email.verify.reason'),
  };
}

export function confirmNewEmailWords(
  locale: LoadableLocale,
  name: string,
  url: string,
  validForHours: number,
): MessageWords {
  const t = wordsIn(locale);
  const validFor = t('email.hours', { hours: validForHours });
  return {
    ...frame(locale),
    subject: t('email.newAddress.subject'),
    preview: t('email.newAddress.preview'),
    heading: t('email.newAddress.subject'),
    paragraphs: [t('email.greeting', { name }), t('email.newAddress.body', { validFor })],
    action: { label: t('email.newAddress.action'), url },
    reason: t('email.newAddress.reason'),
  };
}

export function emailChangeNoticeWords(
  locale: LoadableLocale,
  name: string,
  newEmail: string,
  resetUrl: string,
): MessageWords {
  const t = wordsIn(locale);
  return {
    ...frame(locale),
    subject: t('email.addressChange.subject'),
    preview: t('email.addressChange.preview', { newEmail }),
    heading: t('email.addressChange.subject'),
    paragraphs: [
      t('email.greeting', { name }),
      t('email.addressChange.body', { newEmail }),
      t('email.addressChange.ifNotYou'),
    ],
    action: { label: t('email.passwordReset.action'), url: resetUrl },
    reason: t('email.addressChange.reason'),
  };
}

export function passwordChangedWords(locale: LoadableLocale, name: string, resetUrl: string): MessageWords {
  const t = wordsIn(locale);
  return {
    ...frame(locale),
    subject: t('email.passwordChanged.subject'),
    preview: t('email.passwordChanged.preview'),
    heading: t('email.passwordChanged.subject'),
    paragraphs: [t('email.greeting', { name }), t('email.passwordChanged.body'), t('email.passwordChanged.ifNotYou')],
    action: { label: t('email.passwordReset.action'), url: resetUrl },
    reason: t('email.passwordChanged.reason'),
  };
}

export function accountDeletionWords(
  locale: LoadableLocale,
  name: string,
  deletionDate: Date,
  accountUrl: string,
): MessageWords {
  const t = wordsIn(locale);
  const date = dayInWords(locale, deletionDate);
  return {
    ...frame(locale),
    subject: t('email.deletion.subject', { date }),
    preview: t('email.deletion.preview', { date }),
    heading: t('email.deletion.heading'),
    paragraphs: [t('email.greeting', { name }), t('email.deletion.body', { date }), t('email.deletion.changedMind')],
    action: { label: t('email.deletion.action'), url: accountUrl },
    reason: t('email.deletion.reason'),
  };
}

export function invitationWords(
  locale: LoadableLocale,
  invitation: { inviterName: string; eventTitle: string; hasAccount: boolean; url: string },
): MessageWords {
  const t = wordsIn(locale);
  const { inviterName, eventTitle } = invitation;
  return {
    ...frame(locale),
    subject: t('email.invitation.subject', { inviterName, eventTitle }),
    preview: t('email.invitation.preview', { eventTitle }),
    heading: t('email.invitation.heading', { eventTitle }),
    paragraphs: [
      t('email.invitation.body', { inviterName, eventTitle, appName: APP_NAME }),
      invitation.hasAccount ? t('email.invitation.withAccount') : t('email.invitation.withoutAccount'),
    ],
    action: {
      label: invitation.hasAccount ? t('email.invitation.signIn') : t('email.invitation.createAccount'),
      url: invitation.url,
    },
    reason: t('email.invitation.reason', { inviterName }),
  };
}

// Notifications (decision 055): each one says why it came and carries a one-click unsubscribe link.

export function reviewDigestWords(
  locale: LoadableLocale,
  name: string,
  eventTitle: string,
  pending: number,
  url: string,
): MessageWords {
  const t = wordsIn(locale);
  return {
    ...frame(locale),
    subject: t('email.reviewDigest.subject', { pending, eventTitle }),
    preview: t('email.reviewDigest.preview', { eventTitle }),
    heading: t('email.reviewDigest.heading', { pending }),
    paragraphs: [t('email.greeting', { name }), t('email.reviewDigest.body', { eventTitle })],
    action: { label: t('email.reviewDigest.action'), url },
    reason: t('email.reviewDigest.reason', { eventTitle }),
  };
}

export interface SummaryFacts {
  eventTitle: string;
  /** Days from today to the event's day on its own clock: 3 (in 3 days), 0 (today), -2 (2 days ago). */
  days: number;
  attending: number;
  rsvps: number;
  photos: number;
  pending: number;
}

export function dailySummaryWords(
  locale: LoadableLocale,
  name: string,
  facts: SummaryFacts,
  url: string,
): MessageWords {
  const t = wordsIn(locale);
  const { eventTitle, rsvps, attending, photos, pending } = facts;
  return {
    ...frame(locale),
    subject: t('email.summary.subject', { eventTitle }),
    preview: t('email.summary.preview', { rsvps, photos }),
    heading: t('email.summary.heading', { eventTitle }),
    paragraphs: [
      t('email.summary.intro', { name, eventTitle, when: relativeDay(locale, facts.days) }),
      t('email.summary.rsvps', { rsvps, attending }),
      t('email.summary.photos', { photos, pending }),
    ],
    action: { label: t('email.summary.action'), url },
    reason: t('email.summary.reason', { eventTitle }),
  };
}

export function eventTomorrowWords(
  locale: LoadableLocale,
  name: string,
  eventTitle: string,
  cardUrl: string,
): MessageWords {
  const t = wordsIn(locale);
  return {
    ...frame(locale),
    subject: t('email.tomorrow.subject', { eventTitle }),
    preview: t('email.tomorrow.preview'),
    heading: t('email.tomorrow.heading', { eventTitle }),
    paragraphs: [t('email.tomorrow.intro', { name }), t('email.tomorrow.body')],
    action: { label: t('email.tomorrow.action'), url: cardUrl },
    reason: t('email.tomorrow.reason', { eventTitle }),
  };
}

export function guestGalleryWords(
  locale: LoadableLocale,
  name: string,
  eventTitle: string,
  photos: number,
  revealed: boolean,
  url: string,
): MessageWords {
  const t = wordsIn(locale);
  return {
    ...frame(locale),
    subject: revealed
      ? t('email.gallery.revealedSubject', { eventTitle })
      : t('email.gallery.readySubject', { eventTitle }),
    preview: t('email.gallery.preview', { photos }),
    heading: revealed ? t('email.gallery.revealedHeading') : t('email.gallery.readyHeading'),
    paragraphs: [t('email.greeting', { name }), t('email.gallery.body', { photos, eventTitle })],
    action: { label: t('email.gallery.action'), url },
    reason: t('email.gallery.reason', { eventTitle }),
  };
}

/** "Download my data" is ready; the download works until `until`. */
export function dataExportReadyWords(locale: LoadableLocale, name: string, until: Date, url: string): MessageWords {
  const t = wordsIn(locale);
  const date = dayInWords(locale, until);
  return {
    ...frame(locale),
    subject: t('email.dataExport.subject'),
    preview: t('email.dataExport.preview', { date }),
    heading: t('email.dataExport.heading'),
    paragraphs: [t('email.greeting', { name }), t('email.dataExport.body', { date })],
    action: { label: t('email.dataExport.action'), url },
    reason: t('email.dataExport.reason'),
  };
}
