import { graphql } from 'react-relay/hooks';
import type { ModerateGuestbookEntriesMutation } from '../../../../__generated__/ModerateGuestbookEntriesMutation.graphql';
import { useUnionMutation } from '../../../../relay/useUnionMutation';

// GuestbookEntry is a Node: a new status reaches the list by itself; deleted ones leave it in the updater.
const mutation = graphql`
  mutation ModerateGuestbookEntriesMutation($ids: [ID!]!, $action: GuestbookModerationAction!) {
    moderateGuestbookEntries(ids: $ids, action: $action) {
      __typename
      ... on ModerateGuestbookEntriesSuccess {
        entries {
          id
          status
          moderatedAt
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Approves, hides or deletes guestbook messages. */
export const useModerateGuestbookEntriesMutation = () =>
  useUnionMutation<ModerateGuestbookEntriesMutation, 'moderateGuestbookEntries'>(
    mutation,
    'moderateGuestbookEntries',
    'ModerateGuestbookEntriesSuccess',
  );
