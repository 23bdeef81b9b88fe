import { graphql } from 'react-relay/hooks';
import type { VerifyEmailMutation } from '../../__generated__/VerifyEmailMutation.graphql';
import { useUnionMutation } from '../../relay/useUnionMutation';

const mutation = graphql`
  mutation VerifyEmailMutation($input: VerifyEmailInput!) {
    verifyEmail(input: $input) {
      __typename
      ... on VerifyEmailSuccess {
        verified {
          changed
          email
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export const useVerifyEmailMutation = () =>
  useUnionMutation<VerifyEmailMutation, 'verifyEmail'>(mutation, 'verifyEmail', 'VerifyEmailSuccess');
