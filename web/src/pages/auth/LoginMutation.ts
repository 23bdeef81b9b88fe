import { graphql } from 'react-relay/hooks';
import type { LoginMutation } from '../../__generated__/LoginMutation.graphql';
import { useAuthMutation } from './useAuthMutation';

const mutation = graphql`
  mutation LoginMutation($input: LoginInput!) {
    login(input: $input) {
      __typename
      ... on LoginSuccess {
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

export const useLoginMutation = () => useAuthMutation<LoginMutation, 'login'>(mutation, 'login', 'LoginSuccess');
