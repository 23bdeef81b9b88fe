import { useCallback, useState } from 'react';
import { fetchGraphQL, graphql } from '../api/graphqlClient';
import type { LogoutMutation } from '../__generated__/LogoutMutation.graphql';

// Through the plain GraphQL client: the navbar signs out on public pages too, which load no Relay runtime.
const mutation = graphql`
  mutation LogoutMutation {
    logout
  }
`;

/** Ends the session on the server. Resolves either way: signing out locally must not depend on it. */
export function useLogoutMutation(): [logout: () => Promise<void>, isInFlight: boolean] {
  const [isInFlight, setInFlight] = useState(false);
  const logout = useCallback(async () => {
    setInFlight(true);
    try {
      await fetchGraphQL<LogoutMutation>(mutation, {});
    } catch {
      // Signed out locally all the same.
    } finally {
      setInFlight(false);
    }
  }, []);
  return [logout, isInFlight];
}
