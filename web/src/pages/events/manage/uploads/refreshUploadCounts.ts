import { fetchQuery, graphql } from 'react-relay/hooks';
import type { Environment } from 'relay-runtime';

const countsQuery = graphql`
  query refreshUploadCountsQuery($id: ID!) {
    node(id: $id) {
      ... on Event {
        photoCount
        pendingPhotoCount
        approvedPhotoCount
        rejectedPhotoCount
      }
    }
  }
`;

/** Count refreshes in flight, per environment and event; `again` when another was asked meanwhile. */
const inFlight = new WeakMap<Environment, Map<string, { again: boolean }>>();

/**
 * Asks the server for the event's photo counts again (a moderation or a new photo changed them); the
 * answer updates the event in the store, so every count on the page follows. Failures keep the old counts.
 *
 * One request at a time per event: when photos arrive in a burst, answers of parallel requests could
 * land out of order and leave an older count on screen. A refresh asked while one runs is made once
 * it has answered, so the last answer always reflects the last change.
 */
export function refreshUploadCounts(environment: Environment, eventId: string): void {
  const running = inFlight.get(environment) ?? new Map<string, { again: boolean }>();
  inFlight.set(environment, running);
  const current = running.get(eventId);
  if (current) {
    current.again = true;
    return;
  }
  const request = { again: false };
  running.set(eventId, request);
  const settle = () => {
    running.delete(eventId);
    // On the next turn: called from inside the finishing request, fetchQuery would still see it in
    // flight and hand back its (older) answer instead of asking the server again.
    if (request.again) setTimeout(() => refreshUploadCounts(environment, eventId), 0);
  };
  fetchQuery(environment, countsQuery, { id: eventId }, { fetchPolicy: 'network-only' }).subscribe({
    complete: settle,
    error: settle,
  });
}
