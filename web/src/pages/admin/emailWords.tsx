import type { EmailStatus } from '../../__generated__/AdminEmailsTabQuery.graphql';
import type { SelectOption } from '../../components/form';
import { Badge } from './Badge';

/** What became of an email, in the admin's words (decision 054's statuses). */
const STATUS_WORDS = {
  PENDING: 'Waiting',
  SENT: 'Sent',
  FAILED: 'Failed',
  KEPT: 'Kept',
} as const satisfies Record<Exclude<EmailStatus, '%future added value'>, string>;

export const EMAIL_STATUSES = Object.keys(STATUS_WORDS) as (keyof typeof STATUS_WORDS)[];

/** The status filter's choices. */
export const EMAIL_STATUS_OPTIONS: readonly SelectOption[] = EMAIL_STATUSES.map((value) => ({
  value,
  label: STATUS_WORDS[value],
}));

export function EmailStatusBadge({ status }: { status: EmailStatus }) {
  return (
    <Badge value={status} label={status in STATUS_WORDS ? STATUS_WORDS[status as keyof typeof STATUS_WORDS] : status} />
  );
}

/** 'password-reset' → 'Password reset'. */
export function emailKindLabel(kind: string): string {
  const words = kind.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
