import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { SignupInput, SignupMutation } from '../../__generated__/SignupMutation.graphql';
import { useUnionMutation } from '../../relay/useUnionMutation';
import { adoptViewerFromPayload } from '../../session/SessionStore';
import { authResultOf, type AuthResult } from './authResult';

const mutation = graphql`
  mutation SignupMutation($input: SignupInput!) {
    signup(input: $input) {
      __typename
      ... on SignupSuccess {
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

export function useSignupMutation(): [signup: (input: SignupInput) => Promise<AuthResult>, isInFlight: boolean] {
  const [commit, isInFlight] = useUnionMutation<SignupMutation, 'signup'>(mutation, 'signup', 'SignupSuccess');
  const signup = useCallback(
    (input: SignupInput) =>
      commit({ variables: { input }, updater: (store) => adoptViewerFromPayload(store, 'signup') }).then(authResultOf),
    [commit],
  );
  return [signup, isInFlight];
}
