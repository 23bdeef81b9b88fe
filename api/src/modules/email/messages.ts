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
