import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { LoginInput, LoginMutation } from '../../__generated__/LoginMutation.graphql';
import { useUnionMutation } from '../../relay/useUnionMutation';
import { adoptViewerFromPayload } from '../../session/SessionStore';
import { authResultOf, type AuthResult } from './authResult';

const mutation = graphql`
  mutation LoginMutation($input: LoginInput!) {
    login(input: $input) {
      __typename
      ... on LoginSuccess {
        viewer {
          ...SessionStore_viewer
        }
      }
      ... on Error {
        message
      }
    }
  }
`;

export function useLoginMutation(): [login: (input: LoginInput) => Promise<AuthResult>, isInFlight: boolean] {
  const [commit, isInFlight] = useUnionMutation<LoginMutation, 'login'>(mutation, 'login', 'LoginSuccess');
  const login = useCallback(
    (input: LoginInput) =>
      commit({ variables: { input }, updater: (store) => adoptViewerFromPayload(store, 'login') }).then(authResultOf),
    [commit],
  );
  return [login, isInFlight];
}
