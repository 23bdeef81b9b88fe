import { graphql } from 'react-relay/hooks';
import type { ChangePasswordMutation } from '../../__generated__/ChangePasswordMutation.graphql';
import { useUnionMutation } from '../../relay/useUnionMutation';

const mutation = graphql`
  mutation ChangePasswordMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      __typename
      ... on ChangePasswordSuccess {
        viewer {
          ...SessionStore_viewer @relay(mask: false)
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

/** Sets a new password: this browser is signed in again, every other device is signed out. */
export const useChangePasswordMutation = () =>
  useUnionMutation<ChangePasswordMutation, 'changePassword'>(mutation, 'changePassword', 'ChangePasswordSuccess');
