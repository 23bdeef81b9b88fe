import { useEffect, useEffectEvent, useId, useState } from 'react';
import { formatWeekdayAndTime } from '../../format';
import { timeLeft } from './countdown';
import { CountdownUnits } from './EventCountdown';
import { cardClass, headingClass } from './styles';
import { useT } from '../../i18n/useT';

type Props = {
  revealAt: string;
  timeZone: string | null;
  /** Everyone's approved photos so far (a count shows no one's photo; decision 052). */
  photoCount: number;
  /** The time has come on this screen's clock (the server's message opens the gallery). */
  onRevealTime: () => void;
};

/** A gallery before its reveal (issue 31): how many photos have arrived, when they show, and a countdown. */
export function RevealCountdown({ revealAt, timeZone, photoCount, onRevealTime }: Props) {
  const t = useT();
  const headingId = useId();
  const [now, setNow] = useState(() => new Date());
  const left = timeLeft(new Date(revealAt), now);
  const running = left !== null;
  const reached = useEffectEvent(onRevealTime);

  useEffect(() => {
    if (!running) {
      reached();
      return;
    }
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  return (
    <section aria-labelledby={headingId} className="mx-auto w-full max-w-3xl px-4 sm:px-6">
      <div className={`${cardClass} text-center`}>
        <h2 id={headingId} className={headingClass}>
          {t('event.gallery')}
        </h2>
        <p className="mt-2 text-stone-700">
          {t('event.revealSoFar', { count: photoCount, time: formatWeekdayAndTime(revealAt, timeZone) })}
        </p>
        {left ? (
          <CountdownUnits left={left} labelledBy={headingId} />
        ) : (
          <p className="mt-4 text-sm text-stone-600">{t('event.revealOpening')}</p>
        )}
        <p className="mt-4 text-sm text-stone-600">{t('event.revealUntil')}</p>
      </div>
    </section>
  );
}
