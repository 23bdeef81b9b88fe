import { graphql } from 'react-relay/hooks';
import type { AdminUpdateContactMessageMutation } from '../../__generated__/AdminUpdateContactMessageMutation.graphql';
import { useUnionMutation } from '../../relay/useUnionMutation';

const mutation = graphql`
  mutation AdminUpdateContactMessageMutation($id: ID!, $status: ContactStatus!) {
    adminUpdateContactMessage(id: $id, status: $status) {
      __typename
      ... on AdminUpdateContactMessageSuccess {
        contactMessage {
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

/** Sets a contact message's status. */
export const useAdminUpdateContactMessageMutation = () =>
  useUnionMutation<AdminUpdateContactMessageMutation, 'adminUpdateContactMessage'>(
    mutation,
    'adminUpdateContactMessage',
    'AdminUpdateContactMessageSuccess',
  );
