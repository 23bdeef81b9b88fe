import { useEffect } from 'react';

/** Keeps a venue screen from dimming while the slideshow runs (where the browser allows it). */
export function useScreenWakeLock(): void {
  useEffect(() => {
    if (!('wakeLock' in navigator)) return;
    let lock: WakeLockSentinel | null = null;
    let active = true;
    const acquire = () => {
      if (document.visibilityState !== 'visible') return;
      navigator.wakeLock.request('screen').then(
        (sentinel) => {
          if (active) lock = sentinel;
          else void sentinel.release();
        },
        // Refused (battery saver, no user gesture yet): the screen may dim, nothing else changes.
        () => undefined,
      );
    };
    acquire();
    // The lock is dropped whenever the tab is hidden; it is asked for again on return.
    document.addEventListener('visibilitychange', acquire);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', acquire);
      void lock?.release();
    };
  }, []);
}
