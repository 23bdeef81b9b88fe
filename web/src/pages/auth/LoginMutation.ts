import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { LoginInput, LoginMutation } from '../../__generated__/LoginMutation.graphql';
import { useUnionMutation } from '../../relay/useUnionMutation';
import { adoptViewer } from '../../session/SessionStore';
import { authResultOf, type AuthResult } from './authResult';

const mutation = graphql`
  mutation LoginMutation($input: LoginInput!) {
    login(input: $input) {
      __typename
      ... on LoginSuccess {
        # The session viewer's fields (session/SessionStore.ts), adopted on success.
        viewer {
          id
          email
          displayName
          isAdmin
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
      commit({ variables: { input } }).then((outcome) => {
        const viewer = outcome.ok ? outcome.payload.viewer : undefined;
        if (viewer) adoptViewer(viewer);
        return authResultOf(outcome);
      }),
    [commit],
  );
  return [login, isInFlight];
}
