import { useT } from '../../../../i18n/useT';
import type { MessageId } from '../../../../i18n/i18n';

const LABELS: Record<string, MessageId> = {
  PENDING: 'uploadsTab.badge.pending',
  APPROVED: 'uploadsTab.badge.approved',
  REJECTED: 'uploadsTab.badge.rejected',
};

const STYLES: Record<string, string> = {
  PENDING: 'bg-amber-100 text-amber-900',
  APPROVED: 'bg-emerald-100 text-emerald-900',
  REJECTED: 'bg-red-100 text-red-900',
};

/** PENDING, APPROVED or REJECTED as a small coloured label. */
export function StatusBadge({ status, className = '' }: { status: string; className?: string }) {
  const t = useT();
  const label = LABELS[status];
  return (
    <span
      className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold tracking-wide shadow-sm ${
        STYLES[status] ?? 'bg-stone-100 text-stone-800'
      } ${className}`}
    >
      {label ? t(label) : status}
    </span>
  );
}
