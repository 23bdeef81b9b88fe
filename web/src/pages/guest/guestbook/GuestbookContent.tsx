import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { GalleryAccessValue } from '../../../../../common/gallery-modes';
import { cardClass, headingClass } from '../styles';
import { GuestbookForm } from './GuestbookForm';
import { mergeMessages, type GuestbookLoaders, type GuestbookMessage } from './guestbookMessages';
import { MessageCard } from './MessageCard';
import { useGuestbookUpdates } from './useGuestbookUpdates';
import { YourMessages } from './YourMessages';
import { useT } from '../../../i18n/useT';
import type { MessageId } from '../../../i18n/i18n';

/** What the list says while it holds no message, by how much of the event this guest sees (the server's word). */
const emptyText: Partial<Record<GalleryAccessValue, MessageId>> & { ALL: MessageId } = {
  ALL: 'guestbook.emptyAll',
  OWN: 'guestbook.emptyOwn',
  NONE: 'guestbook.emptyNone',
};

export type GuestbookSectionProps = {
  slug: string;
  pin: string | null;
  /** The name to sign with until the guest types another (their RSVP, or the name they upload with). */
  suggestedName: string;
  /** The event's time zone: times are the event's local ones. */
  timeZone: string;
  /** How much of the gallery the server lets this guest see now; a change (the reveal) loads the list again. */
  access: string;
};

/**
 * The guestbook on the guest page (issue 33): a form to leave a message, the approved messages newest
 * first (live on the open page), and the guest's own with where each stands and a way to delete it.
 * What is shown is what the server answers: the gallery mode's rules live there.
 */
export default function GuestbookContent({
  slug,
  pin,
  suggestedName,
  timeZone,
  access,
  loaders: { loadPage, loadMine },
}: GuestbookSectionProps & { loaders: GuestbookLoaders }) {
  const t = useT();
  const headingId = useId();
  const listHeadingId = useId();
  const [messages, setMessages] = useState<GuestbookMessage[]>([]);
  const [next, setNext] = useState<{ hasNextPage: boolean; endCursor: string | null }>({
    hasNextPage: false,
    endCursor: null,
  });
  const [loaded, setLoaded] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const [mine, setMine] = useState<GuestbookMessage[]>([]);

  // Answers can cross (a reload while a page is out): only the latest first-page answer is shown.
  const latestLoad = useRef(0);
  const reload = useCallback(() => {
    const request = ++latestLoad.current;
    loadPage(slug, pin, null).then(
      (page) => {
        if (request !== latestLoad.current) return;
        setMessages(page.messages);
        setNext({ hasNextPage: page.hasNextPage, endCursor: page.endCursor });
        setLoaded(true);
        setLoadFailed(false);
      },
      () => {
        if (request === latestLoad.current) setLoadFailed(true);
      },
    );
  }, [slug, pin, loadPage]);

  const reloadMine = useCallback(() => {
    loadMine(slug, pin).then(setMine, () => undefined);
  }, [slug, pin, loadMine]);

  useEffect(() => {
    reload();
  }, [reload, access]);
  useEffect(() => {
    reloadMine();
  }, [reloadMine]);

  useGuestbookUpdates(slug, pin, {
    update: ({ added, removedIds }) => {
      setMessages((shown) => mergeMessages(shown, added, removedIds));
      // The guest's own message approved: "Your messages" says so at once.
      const approved = new Set(added.map((message) => message.id));
      setMine((own) => own.map((message) => (approved.has(message.id) ? { ...message, status: 'APPROVED' } : message)));
      if (removedIds.some((id) => mine.some((message) => message.id === id))) reloadMine();
    },
    reconnected: () => {
      reload();
      reloadMine();
    },
  });

  const showMore = async () => {
    setLoadingMore(true);
    try {
      const page = await loadPage(slug, pin, next.endCursor);
      setMessages((shown) => mergeMessages(shown, page.messages));
      setNext({ hasNextPage: page.hasNextPage, endCursor: page.endCursor });
    } catch {
      setLoadFailed(true);
    } finally {
      setLoadingMore(false);
    }
  };

  const onSigned = (entry: GuestbookMessage) => {
    setMine((own) => mergeMessages(own, [entry]));
    // Approved at once: the list is read again, showing it if this guest may see it.
    if (entry.status === 'APPROVED') reload();
  };

  const onDeleted = (id: string) => {
    setMine((own) => own.filter((message) => message.id !== id));
    setMessages((shown) => shown.filter((message) => message.id !== id));
  };

  return (
    <section aria-labelledby={headingId} className={cardClass}>
      <h2 id={headingId} className={headingClass}>
        {t('guestbook.title')}
      </h2>
      <p className="mt-1 text-stone-600">{t('guestbook.intro')}</p>

      <GuestbookForm slug={slug} pin={pin} suggestedName={suggestedName} onSigned={onSigned} />

      <YourMessages slug={slug} pin={pin} messages={mine} timeZone={timeZone} onDeleted={onDeleted} />

      <div className="mt-8 border-t border-stone-200 pt-6">
        <h3 id={listHeadingId} className="font-display text-xl font-semibold text-stone-900">
          {t('guestbook.messages')}
        </h3>
        {loaded && messages.length === 0 && (
          <p className="mt-2 text-stone-600">{t(emptyText[access as GalleryAccessValue] ?? emptyText.ALL)}</p>
        )}
        {loadFailed && (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {t('guestbook.loadFailed')}{' '}
            <button type="button" className="min-h-11 font-semibold underline" onClick={reload}>
              {t('guestbook.tryAgain')}
            </button>
          </p>
        )}
        {messages.length > 0 && (
          <ul aria-labelledby={listHeadingId} className="mt-4 space-y-3">
            {messages.map((message) => (
              <li key={message.id}>
                <MessageCard message={message} timeZone={timeZone} />
              </li>
            ))}
          </ul>
        )}
        {next.hasNextPage && (
          <button
            type="button"
            className="btn-secondary mt-4 min-h-11 w-full sm:w-auto"
            disabled={loadingMore}
            onClick={() => void showMore()}
          >
            {loadingMore ? t('guestbook.loadingMore') : t('guestbook.showMore')}
          </button>
        )}
      </div>
    </section>
  );
}
