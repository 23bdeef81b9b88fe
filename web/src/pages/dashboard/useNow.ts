import { useEffect, useState } from 'react';

/**
 * The time the page was rendered, refreshed just after each local midnight so countdowns ('Today!',
 * 'N days left') stay right on a dashboard left open overnight.
 */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const nextMidnight = new Date(now);
    nextMidnight.setHours(24, 0, 1, 0);
    const timer = window.setTimeout(() => setNow(new Date()), nextMidnight.getTime() - now.getTime());
    return () => window.clearTimeout(timer);
  }, [now]);
  return now;
}
