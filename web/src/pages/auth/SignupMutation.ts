import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import type { SignupInput, SignupMutation } from '../../__generated__/SignupMutation.graphql';
import { usePromiseMutation } from '../../relay/usePromiseMutation';
import { adoptViewerFromPayload } from '../../session/SessionStore';
import { resultFromPayload, type AuthResult } from './authResult';

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
  const [commit, isInFlight] = usePromiseMutation<SignupMutation>(mutation);
  const signup = useCallback(
    (input: SignupInput) =>
      commit({ variables: { input }, updater: (store) => adoptViewerFromPayload(store, 'signup') }).then(
        (response) => resultFromPayload(response.signup),
        (): AuthResult => ({ kind: 'failed' }),
      ),
    [commit],
  );
  return [signup, isInFlight];
}
