import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Which events an anonymous answer was made of. The guest gate (GuestService.assertCanView) is the one
 * door every guest read of an event passes, so it notes each event it admits to whoever is recording; a
 * kept answer is then forgotten only when one of those events changes, not when any event on the
 * platform does (issue 35: with thousands of weddings live, "any change" would be every few
 * milliseconds, and nothing would stay kept).
 */
const recording = new AsyncLocalStorage<Set<number>>();

/** Runs `work`, adding to `into` every event the guest gate admits it to (across its awaits). */
export function recordEventsRead<T>(into: Set<number>, work: () => T): T {
  return recording.run(into, work);
}

/** Called by the guest gate: the running answer (if one is being recorded) depends on `eventId`. */
export function noteEventRead(eventId: number): void {
  recording.getStore()?.add(eventId);
}
