import { useId } from 'react';
import { HeartIcon } from '../../components/icons';
import type { GuestEvent } from './guestEvent';
import { cardClass } from './styles';
import { useT } from '../../i18n/useT';

/**
 * After the day, the couple's thank-you above the gallery. Events have no thank-you text of their
 * own yet, so the page says it for them, with the event's title and, when given, the couple's names.
 */
export function ThankYouNote({ event }: { event: Pick<GuestEvent, 'title' | 'coupleNames'> }) {
  const t = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={`${cardClass} text-center`}>
      <HeartIcon className="mx-auto size-8 text-rose-700" />
      <h2 id={headingId} className="mt-2 font-display text-2xl font-semibold text-rose-900 sm:text-3xl">
        {t('event.thankYouTitle')}
      </h2>
      <p className="mt-2 text-stone-700">{t('event.thankYouText', { title: event.title })}</p>
      {event.coupleNames && <p className="mt-3 font-display text-lg text-stone-900">— {event.coupleNames}</p>}
    </section>
  );
}
