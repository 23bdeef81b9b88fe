import { useCallback } from 'react';
import type { GraphQLTaggedNode } from 'react-relay/hooks';
import type { MutationParameters } from 'relay-runtime';
import { useUnionMutation } from '../../relay/useUnionMutation';
import { adoptViewer, type Viewer } from '../../session/SessionStore';
import { authResultOf, type AuthResult } from './authResult';

/** A mutation that signs someone in (login, signup): its union answers a `viewer` on success. */
type AuthMutation<Field extends string> = MutationParameters & {
  readonly variables: { readonly input: unknown };
  readonly response: { readonly [K in Field]: { readonly __typename: string; readonly viewer?: Viewer | null } };
};

/**
 * Sends a sign-in mutation and, when it worked, makes its viewer the session's at once (the navbar and
 * route guards switch without asking the server again). Login and signup differ only in their text.
 */
export function useAuthMutation<M extends AuthMutation<Field>, Field extends string>(
  mutation: GraphQLTaggedNode,
  field: Field,
  success: string,
): [send: (input: M['variables']['input']) => Promise<AuthResult>, isInFlight: boolean] {
  const [commit, isInFlight] = useUnionMutation<M, Field>(mutation, field, success);
  const send = useCallback(
    (input: M['variables']['input']) =>
      commit({ variables: { input } }).then((outcome) => {
        const viewer = outcome.ok ? outcome.payload.viewer : undefined;
        if (viewer) adoptViewer(viewer);
        return authResultOf(outcome);
      }),
    [commit],
  );
  return [send, isInFlight];
}
