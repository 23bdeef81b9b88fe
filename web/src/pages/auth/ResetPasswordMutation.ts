import { graphql } from 'react-relay/hooks';
import type { ResetPasswordMutation } from '../../__generated__/ResetPasswordMutation.graphql';
import { useAuthMutation } from './useAuthMutation';

// Setting a new password from a mailed link signs in, like login: its answer carries the session viewer.
const mutation = graphql`
  mutation ResetPasswordMutation($input: ResetPasswordInput!) {
    resetPassword(input: $input) {
      __typename
      ... on ResetPasswordSuccess {
        viewer {
          ...SessionStore_viewer @relay(mask: false)
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

export const useResetPasswordMutation = () =>
  useAuthMutation<ResetPasswordMutation, 'resetPassword'>(mutation, 'resetPassword', 'ResetPasswordSuccess');
