import { fetchQuery, graphql } from 'react-relay/hooks';
import type { Environment } from 'relay-runtime';
import type { refreshGuestbookCountQuery } from '../../../../__generated__/refreshGuestbookCountQuery.graphql';

const countQuery = graphql`
  query refreshGuestbookCountQuery($id: ID!) {
    node(id: $id) {
      ... on Event {
        guestbookPendingCount
      }
    }
  }
`;

/**
 * Asks the server how many messages wait for review (a decision or a new message changed it); the answer
 * updates the event in the store, so the tab's badge follows. Resolves with the count (null: no answer).
 */
export function refreshGuestbookCount(environment: Environment, eventId: string): Promise<number | null> {
  return fetchQuery<refreshGuestbookCountQuery>(
    environment,
    countQuery,
    { id: eventId },
    { fetchPolicy: 'network-only' },
  )
    .toPromise()
    .then(
      (data) => data?.node?.guestbookPendingCount ?? null,
      () => null,
    );
}
