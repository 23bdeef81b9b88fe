import { graphql } from 'react-relay/hooks';
import type { AdminDeleteContactMessageMutation } from '../../__generated__/AdminDeleteContactMessageMutation.graphql';
import { useUnionMutation } from '../../relay/useUnionMutation';

const mutation = graphql`
  mutation AdminDeleteContactMessageMutation($id: ID!) {
    adminDeleteContactMessage(id: $id) {
      __typename
      ... on AdminDeleteContactMessageSuccess {
        deletedContactMessageId
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Deletes a contact message. */
export const useAdminDeleteContactMessageMutation = () =>
  useUnionMutation<AdminDeleteContactMessageMutation, 'adminDeleteContactMessage'>(
    mutation,
    'adminDeleteContactMessage',
    'AdminDeleteContactMessageSuccess',
  );
