import { graphql } from 'react-relay/hooks';
import type { ChangeEmailMutation } from '../../__generated__/ChangeEmailMutation.graphql';
import { useUnionMutation } from '../../relay/useUnionMutation';

const mutation = graphql`
  mutation ChangeEmailMutation($input: ChangeEmailInput!) {
    changeEmail(input: $input) {
      __typename
      ... on ChangeEmailSuccess {
        viewer {
          ...SessionStore_viewer @relay(mask: false)
          pendingEmail
          ...EmailSection_viewer
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

/**
 * Moves the account to another address: at once where the server sends no email, else once the new
 * address opens its link (the answer's `pendingEmail` until then).
 */
export const useChangeEmailMutation = () =>
  useUnionMutation<ChangeEmailMutation, 'changeEmail'>(mutation, 'changeEmail', 'ChangeEmailSuccess');
