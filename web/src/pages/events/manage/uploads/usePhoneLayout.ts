import { useSyncExternalStore } from 'react';

/** Below Tailwind's `sm` (640 px): a phone held upright, where the uploads tab is a review queue. */
const PHONE_QUERY = '(max-width: 639.98px)';

/** The screen is phone-sized now (the tab opens on Pending and folds its filters there). */
export function isPhoneScreen(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(PHONE_QUERY).matches;
}

function subscribe(onChange: () => void) {
  const query = window.matchMedia(PHONE_QUERY);
  query.addEventListener('change', onChange);
  return () => query.removeEventListener('change', onChange);
}

/** Follows the screen: true while it is phone-sized (a rotated phone or a resized window changes it). */
export function usePhoneLayout(): boolean {
  return useSyncExternalStore(subscribe, isPhoneScreen, () => false);
}
