import { graphql } from 'react-relay/hooks';
import type { RequestAccountDeletionMutation } from '../../__generated__/RequestAccountDeletionMutation.graphql';
import { useUnionMutation } from '../../relay/useUnionMutation';

const mutation = graphql`
  mutation RequestAccountDeletionMutation($input: RequestAccountDeletionInput!) {
    requestAccountDeletion(input: $input) {
      __typename
      ... on RequestAccountDeletionSuccess {
        viewer {
          id
          deletionScheduledAt
        }
      }
      ... on Error {
        message
      }
      ... on ValidationError {
        fieldErrors {
          field
          message
        }
      }
    }
  }
`;

/** Plans the account's deletion in 14 days (User.deletionScheduledAt); the banner offers to keep it. */
export const useRequestAccountDeletionMutation = () =>
  useUnionMutation<RequestAccountDeletionMutation, 'requestAccountDeletion'>(
    mutation,
    'requestAccountDeletion',
    'RequestAccountDeletionSuccess',
  );
