import { graphql } from 'react-relay/hooks';
import type { SignupMutation } from '../../__generated__/SignupMutation.graphql';
import { useAuthMutation } from './useAuthMutation';

const mutation = graphql`
  mutation SignupMutation($input: SignupInput!) {
    signup(input: $input) {
      __typename
      ... on SignupSuccess {
        viewer {
          ...SessionStore_viewer @relay(mask: false)
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export const useSignupMutation = () => useAuthMutation<SignupMutation, 'signup'>(mutation, 'signup', 'SignupSuccess');
