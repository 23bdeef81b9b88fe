import { useCallback } from 'react';
import { graphql, useMutation } from 'react-relay/hooks';
import type { LogoutMutation } from '../__generated__/LogoutMutation.graphql';

const mutation = graphql`
  mutation LogoutMutation {
    logout
  }
`;

/** Ends the session on the server. Resolves either way: signing out locally must not depend on it. */
export function useLogoutMutation(): [logout: () => Promise<void>, isInFlight: boolean] {
  const [commit, isInFlight] = useMutation<LogoutMutation>(mutation);
  const logout = useCallback(
    () =>
      new Promise<void>((resolve) => {
        commit({ variables: {}, onCompleted: () => resolve(), onError: () => resolve() });
      }),
    [commit],
  );
  return [logout, isInFlight];
}
