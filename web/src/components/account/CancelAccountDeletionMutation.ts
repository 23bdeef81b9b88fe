import { graphql } from 'react-relay/hooks';
import type { CancelAccountDeletionMutation } from '../../__generated__/CancelAccountDeletionMutation.graphql';
import { useUnionMutation } from '../../relay/useUnionMutation';

const mutation = graphql`
  mutation CancelAccountDeletionMutation {
    cancelAccountDeletion {
      __typename
      ... on CancelAccountDeletionSuccess {
        viewer {
          id
          deletionScheduledAt
        }
      }
    }
  }
`;

/** "Keep my account": the planned deletion is called off. */
export const useCancelAccountDeletionMutation = () =>
  useUnionMutation<CancelAccountDeletionMutation, 'cancelAccountDeletion'>(
    mutation,
    'cancelAccountDeletion',
    'CancelAccountDeletionSuccess',
  );
