import { useEffect, useState } from 'react';
import { eventPhase, type EventPhase } from '../../../../common/event-phase';

/** How often an open page looks at the clock again: a page left open overnight turns to 'after'. */
const RECHECK_MS = 60_000;

/**
 * The event's phase now, kept current while the page stays open. The day is the one on the calendar of
 * the event's place (its time zone, decision 047), as the page writes its date: a guest abroad sees
 * the page turn with the wedding's day, not with their own (common/event-phase.ts).
 */
export function useEventPhase(dateTime: string, timeZone: string): EventPhase {
  const [phase, setPhase] = useState(() => eventPhase({ dateTime, timeZone }, new Date()));
  useEffect(() => {
    const recheck = () => setPhase(eventPhase({ dateTime, timeZone }, new Date()));
    recheck();
    const timer = window.setInterval(recheck, RECHECK_MS);
    return () => window.clearInterval(timer);
  }, [dateTime, timeZone]);
  return phase;
}
