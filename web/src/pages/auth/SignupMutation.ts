import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { SignupInput, SignupMutation } from '../../__generated__/SignupMutation.graphql';
import { useUnionMutation } from '../../relay/useUnionMutation';
import { adoptViewer } from '../../session/SessionStore';
import { authResultOf, type AuthResult } from './authResult';

const mutation = graphql`
  mutation SignupMutation($input: SignupInput!) {
    signup(input: $input) {
      __typename
      ... on SignupSuccess {
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

export function useSignupMutation(): [signup: (input: SignupInput) => Promise<AuthResult>, isInFlight: boolean] {
  const [commit, isInFlight] = useUnionMutation<SignupMutation, 'signup'>(mutation, 'signup', 'SignupSuccess');
  const signup = useCallback(
    (input: SignupInput) =>
      commit({ variables: { input } }).then((outcome) => {
        const viewer = outcome.ok ? outcome.payload.viewer : undefined;
        if (viewer) adoptViewer(viewer);
        return authResultOf(outcome);
      }),
    [commit],
  );
  return [signup, isInFlight];
}
