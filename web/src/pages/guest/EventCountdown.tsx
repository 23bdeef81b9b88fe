import { useEffect, useId, useState } from 'react';
import { isAlmostTime, timeLeft, type TimeLeft } from './countdown';
import { cardClass } from './styles';
import { useT } from '../../i18n/useT';

const units = [
  ['days', 'event.days'],
  ['hours', 'event.hours'],
  ['minutes', 'event.minutes'],
  ['seconds', 'event.seconds'],
] as const;

/** SPEC §2, §9: days, hours, minutes and seconds until the event, refreshed every second. */
export function EventCountdown({ dateTime }: { dateTime: string }) {
  const t = useT();
  const [now, setNow] = useState(() => new Date());
  const headingId = useId();
  const target = new Date(dateTime);
  const left = timeLeft(target, now);
  const running = left !== null;

  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setNow(new Date()), 1000);
    return () => window.clearInterval(timer);
  }, [running]);

  // Hidden once the moment has come.
  if (!left) return null;
  return (
    <section aria-labelledby={headingId} className={`${cardClass} text-center`}>
      <h2 id={headingId} className="font-display text-xl font-semibold text-rose-800 sm:text-2xl">
        {isAlmostTime(left) ? t('event.almostTime') : t('event.countdown')}
      </h2>
      <CountdownUnits left={left} labelledBy={headingId} />
    </section>
  );
}

/** The four boxes (days, hours, minutes, seconds) of a countdown: the event's, or a gallery's reveal. */
export function CountdownUnits({ left, labelledBy }: { left: TimeLeft; labelledBy: string }) {
  const t = useT();
  return (
    // A timer is not announced on every tick; the visible numbers are for sighted readers.
    <div role="timer" aria-labelledby={labelledBy} className="mt-4 grid grid-cols-4 gap-2 sm:gap-4">
      {units.map(([unit, label]) => (
        <div key={unit} className="rounded-2xl bg-rose-50 px-1 py-3 sm:py-4">
          <span className="block font-display text-3xl font-semibold text-stone-900 tabular-nums sm:text-4xl">
            {unit === 'days' ? left[unit] : String(left[unit]).padStart(2, '0')}
          </span>
          <span className="mt-1 block text-xs font-medium tracking-wide text-stone-600 uppercase">{t(label)}</span>
        </div>
      ))}
    </div>
  );
}
