import { graphql } from 'react-relay/hooks';
import type { AdminCreateUserMutation } from '../../__generated__/AdminCreateUserMutation.graphql';
import { useUnionMutation } from '../../relay/useUnionMutation';

const mutation = graphql`
  mutation AdminCreateUserMutation($input: AdminCreateUserInput!) {
    adminCreateUser(input: $input) {
      __typename
      ... on AdminCreateUserSuccess {
        user {
          id
          email
        }
      }
      ... on ValidationError {
        fieldErrors {
          field
          message
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

/** Creates a user who can sign in at once. */
export const useAdminCreateUserMutation = () =>
  useUnionMutation<AdminCreateUserMutation, 'adminCreateUser'>(mutation, 'adminCreateUser', 'AdminCreateUserSuccess');
