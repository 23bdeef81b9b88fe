import { useId, useState } from 'react';
import type { DeleteGuestbookEntryMutation } from '../../../__generated__/DeleteGuestbookEntryMutation.graphql';
import { fetchGraphQL } from '../../../api/graphqlClient';
import { ConfirmDialog } from '../../../components/ConfirmDialog';
import { deleteGuestbookEntryMutation } from './DeleteGuestbookEntryMutation';
import { statusLabels, type GuestbookMessage } from './guestbookMessages';
import { MessageCard } from './MessageCard';

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
  const headingId = useId();
  const [confirming, setConfirming] = useState<GuestbookMessage | null>(null);
  const [deleting, setDeleting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

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
        setNotice('Your message was deleted.');
      } else {
        setNotice((result.__typename !== '%other' && result.message) || 'Your message could not be deleted.');
      }
    } catch {
      setNotice('Your message could not be deleted. Please check your connection and try again.');
    } finally {
      setDeleting(false);
      setConfirming(null);
    }
  };

  return (
    <div className={messages.length > 0 || notice ? 'mt-8 border-t border-stone-200 pt-6' : undefined}>
      {/* Announced when a message was deleted, even when it was the last one. */}
      <p aria-live="polite" className="text-sm font-medium text-stone-700 empty:hidden">
        {notice}
      </p>
      {messages.length > 0 && (
        <>
          <h3 id={headingId} className="font-display text-xl font-semibold text-stone-900">
            Your messages
          </h3>
          <p className="mt-1 text-sm text-stone-600">What you wrote from this phone. Only you see this list.</p>
          <ul aria-labelledby={headingId} className="mt-4 space-y-3">
            {messages.map((message) => (
              <li key={message.id}>
                <MessageCard message={message} timeZone={timeZone}>
                  <span
                    className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${statusClasses[message.status]}`}
                  >
                    {statusLabels[message.status]}
                  </span>
                  <button
                    type="button"
                    className="btn-secondary ml-auto min-h-11 px-4 py-1.5 text-sm"
                    aria-label={`Delete your message “${snippetOf(message.message)}”`}
                    onClick={() => {
                      setNotice(null);
                      setConfirming(message);
                    }}
                  >
                    Delete
                  </button>
                </MessageCard>
              </li>
            ))}
          </ul>
        </>
      )}
      <ConfirmDialog
        open={confirming !== null}
        title="Delete this message?"
        confirmLabel="Delete"
        danger
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirming(null)}
      >
        It will be taken out of the guestbook for everyone. This cannot be undone.
      </ConfirmDialog>
    </div>
  );
}

/** The message's first words, to tell two Delete buttons apart when read out. */
function snippetOf(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 40 ? `${line.slice(0, 40)}…` : line;
}
