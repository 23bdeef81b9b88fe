import { useEffect } from 'react';

/**
 * Keeps the screen from dimming while `active` (where the browser allows it): the venue slideshow, and a
 * phone sending photos (a locked phone stops the upload).
 */
export function useScreenWakeLock(active = true): void {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let wanted = true;
    const acquire = () => {
      if (document.visibilityState !== 'visible') return;
      navigator.wakeLock.request('screen').then(
        (sentinel) => {
          if (wanted) lock = sentinel;
          else void sentinel.release();
        },
        // Refused (battery saver, no user gesture yet): the screen may dim, nothing else changes.
        () => undefined,
      );
    };
    acquire();
    // The browser drops the lock whenever the tab is hidden; it is asked for again on return.
    document.addEventListener('visibilitychange', acquire);
    return () => {
      wanted = false;
      document.removeEventListener('visibilitychange', acquire);
      void lock?.release();
    };
  }, [active]);
}
