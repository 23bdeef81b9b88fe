import type { ReactNode } from 'react';
import { FallbackImage } from '../../../components/FallbackImage';
import { formatTime } from '../../../format';
import type { GuestbookMessage } from './guestbookMessages';
import { useT } from '../../../i18n/useT';

/**
 * One guestbook message: plain text as React renders it (markup and links stay text), its line breaks
 * kept, long words wrapped rather than widening the page.
 */
export function MessageCard({
  message,
  timeZone,
  children,
}: {
  message: GuestbookMessage;
  timeZone: string;
  /** Beside the signature: a status, a Delete button. */
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <article className="min-w-0 rounded-2xl border border-stone-200 bg-stone-50 p-4">
      <div className="flex items-start gap-3">
        {message.photo && (
          <FallbackImage
            src={message.photo.thumbnailUrl}
            alt={t('guestbook.photoFrom', { name: message.name })}
            hideWhenBroken
            className="size-16 shrink-0 rounded-xl object-cover"
          />
        )}
        <p className="min-w-0 flex-1 leading-relaxed break-words whitespace-pre-line text-stone-800">
          {message.message}
        </p>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm">
        <p className="min-w-0 break-words text-stone-600">
          <span className="font-semibold text-stone-800">{message.name}</span>
          {' · '}
          <time dateTime={message.createdAt}>{formatTime(message.createdAt, timeZone)}</time>
        </p>
        {children}
      </div>
    </article>
  );
}
