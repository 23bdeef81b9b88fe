import { useSyncExternalStore } from 'react';
import { getSession, subscribeSession, type Session } from './SessionStore';

/** The current session: `loading` until the first check is done, then the viewer or null. */
export function useSession(): Session {
  return useSyncExternalStore(subscribeSession, getSession, getSession);
}
