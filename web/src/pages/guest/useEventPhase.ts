import { useEffect, useState } from 'react';
import { eventPhase, type EventPhase } from '../../../../common/event-phase';

/** How often an open page looks at the clock again: a page left open overnight turns to 'after'. */
const RECHECK_MS = 60_000;

/**
 * The event's phase now, kept current while the page stays open. Events keep no time zone of their
 * own yet: the date was picked on the host's clock and the page shows it on the guest's, so the
 * phase follows the guest's calendar, the one the page's date is written in (common/event-phase.ts).
 */
export function useEventPhase(dateTime: string): EventPhase {
  const [phase, setPhase] = useState(() => eventPhase({ dateTime }, new Date()));
  useEffect(() => {
    const recheck = () => setPhase(eventPhase({ dateTime }, new Date()));
    recheck();
    const timer = window.setInterval(recheck, RECHECK_MS);
    return () => window.clearInterval(timer);
  }, [dateTime]);
  return phase;
}
