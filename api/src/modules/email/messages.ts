import { APP_NAME } from '../../../../common/brand.ts';
import type { ActionEmailProps } from './templates/ActionEmail.tsx';

// The words of every message (decision 054), in one place: what each says, its subject and why the
// recipient got it. Links are made by the caller (EmailService), so these functions only write.

export interface MessageWords extends ActionEmailProps {
  subject: string;
}

export function passwordResetWords(name: string, url: string, validFor: string): MessageWords {
  return {
    subject: 'Reset your password',
    preview: 'Choose a new password for your account.',
    heading: 'Reset your password',
    paragraphs: [
      `Hi ${name},`,
      `Press the button to choose a new password. The link works once, for ${validFor}, and signs you out everywhere else.`,
    ],
    action: { label: 'Choose a new password', url },
    reason:
      'You got this email because someone asked to reset the password of the account with this address. If it wasn’t you, ignore it: your password stays as it is.',
  };
}

export function verifyEmailWords(name: string, url: string, validFor: string): MessageWords {
  return {
    subject: 'Confirm your email address',
    preview: 'One tap to confirm your email address.',
    heading: 'Confirm your email address',
    paragraphs: [
      `Hi ${name}, welcome to ${APP_NAME}!`,
      `Confirm this address so we can reach you about your events, and so you can get back in if you forget your password. The link works for ${validFor}.`,
    ],
    action: { label: 'Confirm my address', url },
    reason: 'You got this email because this address was used to create an account. If it wasn’t you, ignore it.',
  };
}

export function confirmNewEmailWords(name: string, url: string, validFor: string): MessageWords {
  return {
    subject: 'Confirm your new email address',
    preview: 'Confirm the new address for your account.',
    heading: 'Confirm your new email address',
    paragraphs: [
      `Hi ${name},`,
      `You asked to sign in with this address from now on. Press the button to confirm it; until you do, your account keeps its old address. The link works for ${validFor}.`,
    ],
    action: { label: 'Use this address', url },
    reason: 'You got this email because someone asked to move an account to this address. If it wasn’t you, ignore it.',
  };
}

export function emailChangeNoticeWords(name: string, newEmail: string, resetUrl: string): MessageWords {
  return {
    subject: 'Your sign-in address is being changed',
    preview: `Your account is moving to ${newEmail}.`,
    heading: 'Your sign-in address is being changed',
    paragraphs: [
      `Hi ${name},`,
      `Someone signed in to your account asked to change its address to ${newEmail}. It changes once that address confirms it.`,
      'If this was you, there is nothing to do here. If it wasn’t, choose a new password now: that signs everyone else out.',
    ],
    action: { label: 'Choose a new password', url: resetUrl },
    reason: 'You got this email because it is the current address of the account.',
  };
}

export function passwordChangedWords(name: string, resetUrl: string): MessageWords {
  return {
    subject: 'Your password was changed',
    preview: 'The password of your account was just changed.',
    heading: 'Your password was changed',
    paragraphs: [
      `Hi ${name},`,
      'The password of your account was just changed, and every other device was signed out.',
      'If this was you, there is nothing to do. If it wasn’t, choose a new password now: that signs everyone else out.',
    ],
    action: { label: 'Choose a new password', url: resetUrl },
    reason: 'You got this email because it is the address of the account whose password changed.',
  };
}

/** `deletionDate` is written out already ("30 December 2026"). */
export function accountDeletionWords(name: string, deletionDate: string, accountUrl: string): MessageWords {
  return {
    subject: `Your account will be deleted on ${deletionDate}`,
    preview: `Your account and your events’ photos, videos and RSVPs will be deleted on ${deletionDate}.`,
    heading: 'Your account will be deleted',
    paragraphs: [
      `Hi ${name},`,
      `You asked to delete your account. On ${deletionDate} it will be deleted, with every event you own: their photos, videos and RSVPs. Until then everything stays as it is and guests can still open your events.`,
      'Changed your mind? Sign in and choose Keep my account to stop it.',
    ],
    action: { label: 'Keep my account', url: accountUrl },
    reason: 'You got this email because it is the address of the account that is to be deleted.',
  };
}

export function invitationWords(invitation: {
  inviterName: string;
  eventTitle: string;
  hasAccount: boolean;
  url: string;
}): MessageWords {
  const { inviterName, eventTitle } = invitation;
  return {
    subject: `${inviterName} invited you to co-host ${eventTitle}`,
    preview: `Help run ${eventTitle}: approve photos, read RSVPs and share the link.`,
    heading: `Co-host ${eventTitle}`,
    paragraphs: [
      `${inviterName} invited you to co-host ${eventTitle} on ${APP_NAME}: you would approve guests’ photos, read the RSVPs and share the event’s link.`,
      invitation.hasAccount
        ? 'Sign in to accept or decline the invitation on your dashboard.'
        : 'Create a free account with this address, and the invitation waits for you on your dashboard.',
    ],
    action: { label: invitation.hasAccount ? 'Sign in to answer' : 'Create my account', url: invitation.url },
    reason: `You got this email because ${inviterName} entered this address as a co-host. If you don’t know them, ignore it: nothing happens unless you accept.`,
  };
}

// Notifications (decision 055): each one says why it came and carries a one-click unsubscribe link.

function photosInWords(count: number): string {
  return count === 1 ? '1 photo' : `${count} photos`;
}

export function reviewDigestWords(name: string, eventTitle: string, pending: number, url: string): MessageWords {
  const waiting = pending === 1 ? '1 new photo is waiting' : `${pending} new photos are waiting`;
  return {
    subject: `${waiting} for review: ${eventTitle}`,
    preview: `Guests are sharing photos of ${eventTitle}.`,
    heading: `${waiting} for review`,
    paragraphs: [
      `Hi ${name},`,
      `Guests shared photos of ${eventTitle}. Guests see them once you or a co-host approve them.`,
    ],
    action: { label: 'Review photos', url },
    reason: `You got this email because you host ${eventTitle}. We send at most one of these every 15 minutes.`,
  };
}

export interface SummaryFacts {
  eventTitle: string;
  /** "in 3 days", "today", "2 days ago". */
  when: string;
  attending: number;
  rsvps: number;
  photos: number;
  pending: number;
}

export function dailySummaryWords(name: string, facts: SummaryFacts, url: string): MessageWords {
  const lines = [
    `Hi ${name}, here is ${facts.eventTitle} (${facts.when}) this morning:`,
    `RSVPs: ${facts.rsvps} answers, ${facts.attending} ${facts.attending === 1 ? 'guest' : 'guests'} coming.`,
    `Photos: ${photosInWords(facts.photos)} shared${facts.pending > 0 ? `, ${facts.pending} waiting for your review` : ''}.`,
  ];
  return {
    subject: `${facts.eventTitle}: your morning summary`,
    preview: `${facts.rsvps} RSVPs and ${photosInWords(facts.photos)} so far.`,
    heading: `${facts.eventTitle}, this morning`,
    paragraphs: lines,
    action: { label: 'Open your event', url },
    reason: `You got this email because you host ${facts.eventTitle}; it comes each morning while the day is within a week.`,
  };
}

export function eventTomorrowWords(name: string, eventTitle: string, cardUrl: string): MessageWords {
  return {
    subject: `${eventTitle} is tomorrow`,
    preview: 'Print the QR card so guests can share their photos.',
    heading: `${eventTitle} is tomorrow!`,
    paragraphs: [
      `Hi ${name}, the big day is almost here.`,
      'Print the QR card and put it on the tables: guests scan it with their phone camera and share their photos, no app or account needed.',
    ],
    action: { label: 'Print the QR card', url: cardUrl },
    reason: `You got this email because you host ${eventTitle}.`,
  };
}

export function guestGalleryWords(
  name: string,
  eventTitle: string,
  photos: number,
  revealed: boolean,
  url: string,
): MessageWords {
  return {
    subject: revealed ? `The photos of ${eventTitle} are revealed` : `The photos of ${eventTitle} are ready`,
    preview: `${photosInWords(photos)} to see and download.`,
    heading: revealed ? 'The photos are revealed!' : 'The gallery is ready',
    paragraphs: [`Hi ${name},`, `${photosInWords(photos)} of ${eventTitle} are waiting for you in the gallery.`],
    action: { label: 'See the photos', url },
    reason: `You got this email because you asked to hear about the photos when you answered the RSVP of ${eventTitle}.`,
  };
}

/** "Download my data" is ready; `until` is written out already ("4 December 2026"). */
export function dataExportReadyWords(name: string, until: string, url: string): MessageWords {
  return {
    subject: 'Your data is ready to download',
    preview: `Your ZIP of events, RSVPs and photos can be downloaded until ${until}.`,
    heading: 'Your data is ready',
    paragraphs: [
      `Hi ${name},`,
      `The ZIP you asked for is ready: your account, and for each event you own its settings, RSVPs and the original photos and videos. Download it from your account page until ${until}; then it is deleted, and you can ask for a new one.`,
    ],
    action: { label: 'Download my data', url },
    reason: 'You got this email because someone signed in to your account asked for a copy of its data.',
  };
}
