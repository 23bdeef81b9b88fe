import { graphql } from 'react-relay/hooks';
import type { AdminSetUserStatusMutation } from '../../__generated__/AdminSetUserStatusMutation.graphql';
import { useUnionMutation } from '../../relay/useUnionMutation';

const mutation = graphql`
  mutation AdminSetUserStatusMutation($id: ID!, $status: UserStatus!) {
    adminSetUserStatus(id: $id, status: $status) {
      __typename
      ... on AdminSetUserStatusSuccess {
        user {
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

/** Blocks or reactivates a user. */
export const useAdminSetUserStatusMutation = () =>
  useUnionMutation<AdminSetUserStatusMutation, 'adminSetUserStatus'>(
    mutation,
    'adminSetUserStatus',
    'AdminSetUserStatusSuccess',
  );
