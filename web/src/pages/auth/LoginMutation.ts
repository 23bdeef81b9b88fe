import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { LoginInput, LoginMutation } from '../../__generated__/LoginMutation.graphql';
import { adoptViewerFromPayload } from '../../session/SessionStore';
import { resultFromPayload, type AuthResult } from './authResult';

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
  const [commit, isInFlight] = useMutation<LoginMutation>(mutation);
  const login = useCallback(
    (input: LoginInput) =>
      new Promise<AuthResult>((resolve) => {
        commit({
          variables: { input },
          updater: (store) => adoptViewerFromPayload(store, 'login'),
          onCompleted: (response) => resolve(resultFromPayload(response.login)),
          onError: () => resolve({ kind: 'failed' }),
        });
      }),
    [commit],
  );
  return [login, isInFlight];
}
