import { useId, useState } from 'react';
import type { DeleteGuestbookEntryMutation } from '../../../__generated__/DeleteGuestbookEntryMutation.graphql';
import { fetchGraphQL } from '../../../api/graphqlClient';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { deleteGuestbookEntryMutation } from './DeleteGuestbookEntryMutation';
import { statusLabels, type GuestbookMessage } from './guestbookMessages';
import { MessageCard } from './MessageCard';
import { useT } from '../../../i18n/useT';
import type { MessageId } from '../../../i18n/i18n';

const statusClasses: Record<GuestbookMessage['status'], string> = {
  APPROVED: 'bg-emerald-100 text-emerald-900',
  PENDING: 'bg-amber-100 text-amber-900',
  HIDDEN: 'bg-stone-200 text-stone-800',
  '%future added value': 'bg-stone-200 text-stone-800',
};

/** "Your messages": what this browser wrote, where each stands, and Delete (after a confirm). */
export function YourMessages({
  slug,
  pin,
  messages,
  timeZone,
  onDeleted,
}: {
  slug: string;
  pin: string | null;
  messages: readonly GuestbookMessage[];
  timeZone: string;
  onDeleted: (id: string) => void;
}) {
  const t = useT();
  const headingId = useId();
  const [confirming, setConfirming] = useState<GuestbookMessage | null>(null);
  const [deleting, setDeleting] = useState(false);
  // What the last delete came to: a message id, or the server's own words.
  const [notice, setNotice] = useState<{ id: MessageId } | { text: string } | null>(null);

  const confirmDelete = async () => {
    if (!confirming) return;
    setDeleting(true);
    try {
      const { deleteGuestbookEntry: result } = await fetchGraphQL<DeleteGuestbookEntryMutation>(
        deleteGuestbookEntryMutation,
        { slug, pin, id: confirming.id },
      );
      if (result.__typename === 'DeleteGuestbookEntrySuccess') {
        onDeleted(result.deletedId ?? confirming.id);
        setNotice({ id: 'guestbook.deleted' });
      } else {
        const text = result.__typename !== '%other' && result.message;
        setNotice(text ? { text } : { id: 'guestbook.deleteFailed' });
      }
    } catch {
      setNotice({ id: 'guestbook.deleteOffline' });
    } finally {
      setDeleting(false);
      setConfirming(null);
    }
  };

  return (
    <div className={messages.length > 0 || notice ? 'mt-8 border-t border-stone-200 pt-6' : undefined}>
      {/* Announced when a message was deleted, even when it was the last one. */}
      <p aria-live="polite" className="text-sm font-medium text-stone-700 empty:hidden">
        {notice && ('id' in notice ? t(notice.id) : notice.text)}
      </p>
      {messages.length > 0 && (
        <>
          <h3 id={headingId} className="font-display text-xl font-semibold text-stone-900">
            {t('guestbook.yours')}
          </h3>
          <p className="mt-1 text-sm text-stone-600">{t('guestbook.yoursIntro')}</p>
          <ul aria-labelledby={headingId} className="mt-4 space-y-3">
            {messages.map((message) => (
              <li key={message.id}>
                <MessageCard message={message} timeZone={timeZone}>
                  <span
                    className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusClasses[message.status]}`}
                  >
                    {t(statusLabels[message.status])}
                  </span>
                  <button
                    type="button"
                    className="btn-secondary ml-auto min-h-11 px-4 py-1.5 text-sm"
                    aria-label={t('guestbook.deleteLabel', { snippet: snippetOf(message.message) })}
                    onClick={() => {
                      setNotice(null);
                      setConfirming(message);
                    }}
                  >
                    {t('guestbook.delete')}
                  </button>
                </MessageCard>
              </li>
            ))}
          </ul>
        </>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title={t('guestbook.deleteTitle')}
        confirmLabel={t('guestbook.delete')}
        danger
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(null)}
      >
        {t('guestbook.deleteBody')}
      </ConfirmDialog>
    </div>
  );
}

/** The message's first words, to tell two Delete buttons apart when read out. */
function snippetOf(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 40 ? `${line.slice(0, 40)}…` : line;
}
