import { useCallback } from 'react';
import { useMutation, type GraphQLTaggedNode, type UseMutationConfig } from 'react-relay/hooks';
import type { MutationParameters } from 'relay-runtime';

export type CommitConfig<T extends MutationParameters> = Omit<UseMutationConfig<T>, 'onCompleted' | 'onError'>;

/**
 * Relay's useMutation as a promise: resolves with the response, rejects when the request fails.
 * Forms await it to show their busy, success and error states in order.
 */
export function usePromiseMutation<T extends MutationParameters>(
  mutation: GraphQLTaggedNode,
): [commit: (config: CommitConfig<T>) => Promise<T['response']>, isInFlight: boolean] {
  const [commitMutation, isInFlight] = useMutation<T>(mutation);
  const commit = useCallback(
    (config: CommitConfig<T>) =>
      new Promise<T['response']>((resolve, reject) => {
        commitMutation({ ...config, onCompleted: (response) => resolve(response), onError: reject });
      }),
    [commitMutation],
  );
  return [commit, isInFlight];
}
