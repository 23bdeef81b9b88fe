import type { MessageId } from '../../i18n/i18n';
import { useT } from '../../i18n/useT';

const TONES: Record<string, string> = {
  ACTIVE: 'bg-emerald-100 text-emerald-900',
  APPROVED: 'bg-emerald-100 text-emerald-900',
  REPLIED: 'bg-emerald-100 text-emerald-900',
  SENT: 'bg-emerald-100 text-emerald-900',
  INACTIVE: 'bg-stone-200 text-stone-800',
  CLOSED: 'bg-stone-200 text-stone-800',
  KEPT: 'bg-stone-200 text-stone-800',
  READ: 'bg-stone-100 text-stone-800',
  LOW: 'bg-stone-100 text-stone-800',
  NORMAL: 'bg-sky-100 text-sky-900',
  NEW: 'bg-sky-100 text-sky-900',
  PENDING: 'bg-amber-100 text-amber-900',
  HIGH: 'bg-amber-100 text-amber-900',
  BLOCKED: 'bg-red-100 text-red-900',
  REJECTED: 'bg-red-100 text-red-900',
  FAILED: 'bg-red-100 text-red-900',
  DELETED: 'bg-red-100 text-red-900',
  URGENT: 'bg-red-100 text-red-900',
};

/** The words of the values shown as they are (a user's, an event's, a photo's or a message's status, a priority). */
const WORDS: Record<string, MessageId> = {
  ACTIVE: 'admin.badge.active',
  INACTIVE: 'admin.badge.inactive',
  BLOCKED: 'admin.badge.blocked',
  DELETED: 'admin.badge.deleted',
  PENDING: 'admin.badge.pending',
  APPROVED: 'admin.badge.approved',
  REJECTED: 'admin.badge.rejected',
  NEW: 'admin.badge.new',
  READ: 'admin.badge.read',
  REPLIED: 'admin.badge.replied',
  CLOSED: 'admin.badge.closed',
  URGENT: 'admin.badge.urgent',
  HIGH: 'admin.badge.high',
  NORMAL: 'admin.badge.normal',
  LOW: 'admin.badge.low',
};

/**
 * A status or priority as a small coloured label (the word itself says it; colour only helps). `label`
 * says it in plain words where the value alone would not ('Waiting' for an email's PENDING); a value
 * with no words of its own (one the server added since) shows as it is.
 */
export function Badge({ value, label }: { value: string; label?: string }) {
  const t = useT();
  const word = WORDS[value];
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[value] ?? 'bg-stone-100'}`}>
      {label ?? (word ? t(word) : value)}
    </span>
  );
}
