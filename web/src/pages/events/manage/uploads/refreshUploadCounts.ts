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

/**
 * Asks the server for the event's photo counts again (a moderation or a new photo changed them); the
 * answer updates the event in the store, so every count on the page follows. Failures keep the old counts.
 */
export function refreshUploadCounts(environment: Environment, eventId: string): void {
  fetchQuery(environment, countsQuery, { id: eventId }, { fetchPolicy: 'network-only' }).subscribe({
    error: () => undefined,
  });
}
