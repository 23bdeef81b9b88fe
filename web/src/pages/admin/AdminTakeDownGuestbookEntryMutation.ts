import { graphql } from 'react-relay/hooks';
import type { AdminTakeDownGuestbookEntryMutation } from '../../__generated__/AdminTakeDownGuestbookEntryMutation.graphql';
import { useUnionMutation } from '../../relay/useUnionMutation';

const mutation = graphql`
  mutation AdminTakeDownGuestbookEntryMutation($id: ID!) {
    adminTakeDownGuestbookEntry(id: $id) {
      __typename
      ... on AdminTakeDownGuestbookEntrySuccess {
        entry {
          id
          status
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Takes one guestbook message down (HIDDEN) on any event; the answer's `entry` updates the row in place. */
export const useAdminTakeDownGuestbookEntryMutation = () =>
  useUnionMutation<AdminTakeDownGuestbookEntryMutation, 'adminTakeDownGuestbookEntry'>(
    mutation,
    'adminTakeDownGuestbookEntry',
    'AdminTakeDownGuestbookEntrySuccess',
  );
