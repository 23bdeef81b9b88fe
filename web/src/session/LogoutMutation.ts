import { useCallback } from 'react';
import { graphql } from 'react-relay/hooks';
import { usePromiseMutation } from '../relay/usePromiseMutation';
import type { LogoutMutation } from '../__generated__/LogoutMutation.graphql';

const mutation = graphql`
  mutation LogoutMutation {
    logout
  }
`;

/** Ends the session on the server. Resolves either way: signing out locally must not depend on it. */
export function useLogoutMutation(): [logout: () => Promise<void>, isInFlight: boolean] {
  const [commit, isInFlight] = usePromiseMutation<LogoutMutation>(mutation);
  const logout = useCallback(
    () =>
      commit({ variables: {} }).then(
        () => undefined,
        () => undefined,
      ),
    [commit],
  );
  return [logout, isInFlight];
}
