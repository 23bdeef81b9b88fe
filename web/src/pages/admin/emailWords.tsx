import type { EmailStatus } from '../../__generated__/AdminEmailsTabQuery.graphql';
import type { SelectOption } from '../../components/form';
import type { MessageId } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';
import { Badge } from './Badge';

type Translate = ReturnType<typeof useT>;

/** What became of an email, in the admin's words (decision 054's statuses). */
const STATUS_WORDS = {
  PENDING: 'adminEmails.status.pending',
  SENT: 'adminEmails.status.sent',
  FAILED: 'adminEmails.status.failed',
  KEPT: 'adminEmails.status.kept',
} as const satisfies Record<Exclude<EmailStatus, '%future added value'>, MessageId>;

export const EMAIL_STATUSES = Object.keys(STATUS_WORDS) as (keyof typeof STATUS_WORDS)[];

/** The status filter's choices. */
export function emailStatusOptions(t: Translate): SelectOption[] {
  return EMAIL_STATUSES.map((value) => ({ value, label: t(STATUS_WORDS[value]) }));
}

export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  const t = useT();
  return (
    <Badge
      value={status}
      label={status in STATUS_WORDS ? t(STATUS_WORDS[status as keyof typeof STATUS_WORDS]) : status}
    />
  );
}

/** The kinds of email the server writes (its compose() calls), in words. */
const KIND_WORDS: Record<string, MessageId> = {
  'password-reset': 'adminEmails.kind.passwordReset',
  'verify-email': 'adminEmails.kind.verifyEmail',
  'confirm-new-email': 'adminEmails.kind.confirmNewEmail',
  'email-change-notice': 'adminEmails.kind.emailChangeNotice',
  'password-changed': 'adminEmails.kind.passwordChanged',
  'account-deletion': 'adminEmails.kind.accountDeletion',
  'data-export-ready': 'adminEmails.kind.dataExportReady',
  'cohost-invitation': 'adminEmails.kind.cohostInvitation',
  'review-digest': 'adminEmails.kind.reviewDigest',
  'daily-summary': 'adminEmails.kind.dailySummary',
  'event-reminder': 'adminEmails.kind.eventReminder',
  'guest-gallery': 'adminEmails.kind.guestGallery',
};

/** 'password-reset' → 'Password reset'; a kind added since, from its own name. */
export function emailKindLabel(t: Translate, kind: string): string {
  const known = KIND_WORDS[kind];
  if (known) return t(known);
  const words = kind.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
