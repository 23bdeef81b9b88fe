import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { SignupInput, SignupMutation } from '../../__generated__/SignupMutation.graphql';
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
  const [commit, isInFlight] = useMutation<SignupMutation>(mutation);
  const signup = useCallback(
    (input: SignupInput) =>
      new Promise<AuthResult>((resolve) => {
        commit({
          variables: { input },
          updater: (store) => adoptViewerFromPayload(store, 'signup'),
          onCompleted: (response) => resolve(resultFromPayload(response.signup)),
          onError: () => resolve({ kind: 'failed' }),
        });
      }),
    [commit],
  );
  return [signup, isInFlight];
}
