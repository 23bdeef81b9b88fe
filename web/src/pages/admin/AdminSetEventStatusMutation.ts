import { graphql } from 'react-relay/hooks';
import type { AdminSetEventStatusMutation } from '../../__generated__/AdminSetEventStatusMutation.graphql';
import { useUnionMutation } from '../../relay/useUnionMutation';

const mutation = graphql`
  mutation AdminSetEventStatusMutation($id: ID!, $status: EventStatus!) {
    adminSetEventStatus(id: $id, status: $status) {
      __typename
      ... on AdminSetEventStatusSuccess {
        event {
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

/** Switches an event off (INACTIVE) or on again. */
export const useAdminSetEventStatusMutation = () =>
  useUnionMutation<AdminSetEventStatusMutation, 'adminSetEventStatus'>(
    mutation,
    'adminSetEventStatus',
    'AdminSetEventStatusSuccess',
  );
