import { graphql, useFragment } from 'react-relay/hooks';
import type { GuestbookEntryCard_entry$key } from '../../../../__generated__/GuestbookEntryCard_entry.graphql';
import { formatTime } from '../../../../format';
import { useT } from '../../../../i18n/useT';
import type { MessageId } from '../../../../i18n/i18n';

const fragment = graphql`
  fragment GuestbookEntryCard_entry on GuestbookEntry {
    id
    name
    message
    createdAt
    status
  }
`;

const statusBadges: Record<string, { label: MessageId; className: string }> = {
  PENDING: { label: 'guestbookTab.badge.waiting', className: 'bg-amber-50 text-amber-900 ring-amber-600/30' },
  APPROVED: { label: 'guestbookTab.badge.approved', className: 'bg-emerald-50 text-emerald-900 ring-emerald-600/30' },
  HIDDEN: { label: 'guestbookTab.badge.hidden', className: 'bg-stone-100 text-stone-800 ring-stone-500/30' },
};

type GuestbookEntryCardProps = {
  entry: GuestbookEntryCard_entry$key;
  /** The event's time zone: the time is the event's local one. */
  timeZone: string;
  selected: boolean;
  busy: boolean;
  onSelect: (selected: boolean) => void;
  onApprove: () => void;
  onHide: () => void;
  onDelete: () => void;
};

/** One message for the hosts: who, when, the text as text (line breaks kept), its status and the decisions. */
export function GuestbookEntryCard({
  entry: entryKey,
  timeZone,
  selected,
  busy,
  onSelect,
  onApprove,
  onHide,
  onDelete,
}: GuestbookEntryCardProps) {
  const t = useT();
  const entry = useFragment(fragment, entryKey);
  const known = statusBadges[entry.status];
  const badge = known
    ? { label: t(known.label), className: known.className }
    : { label: entry.status, className: 'bg-stone-100 text-stone-800' };
  const headingId = `guestbook-${entry.id}`;
  return (
    <article aria-labelledby={headingId} className="min-w-0 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
      <div className="flex items-start gap-3">
        <input
          type="checkbox"
          className="mt-0.5 size-5 shrink-0 rounded accent-rose-600"
          checked={selected}
          aria-label={t('guestbookTab.selectOne', { name: entry.name })}
          onChange={(event) => onSelect(event.target.checked)}
        />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <h3 id={headingId} className="min-w-0 font-semibold break-words text-stone-900">
              {entry.name}
            </h3>
            <span
              className={`shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${badge.className}`}
            >
              {badge.label}
            </span>
            <time dateTime={entry.createdAt} className="text-sm text-stone-600">
              {formatTime(entry.createdAt, timeZone)}
            </time>
          </div>
          <p className="mt-2 leading-relaxed break-words whitespace-pre-line text-stone-800">{entry.message}</p>
          <div className="mt-3 flex flex-wrap gap-2">
            {entry.status !== 'APPROVED' && (
              <button
                type="button"
                className="btn min-h-11 bg-emerald-700 text-white hover:bg-emerald-800"
                disabled={busy}
                aria-label={t('guestbookTab.approveOne', { name: entry.name })}
                onClick={onApprove}
              >
                {t('guestbookTab.approve')}
              </button>
            )}
            {entry.status !== 'HIDDEN' && (
              <button
                type="button"
                className="btn-secondary min-h-11"
                disabled={busy}
                aria-label={t('guestbookTab.hideOne', { name: entry.name })}
                onClick={onHide}
              >
                {t('guestbookTab.hide')}
              </button>
            )}
            <button
              type="button"
              className="btn-secondary min-h-11 text-red-700"
              disabled={busy}
              aria-label={t('guestbookTab.deleteOne', { name: entry.name })}
              onClick={onDelete}
            >
              {t('guestbookTab.delete')}
            </button>
          </div>
        </div>
      </div>
    </article>
  );
}
