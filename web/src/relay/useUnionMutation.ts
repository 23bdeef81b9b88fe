import { useCallback } from 'react';
import type { GraphQLTaggedNode } from 'react-relay/hooks';
import type { MutationParameters } from 'relay-runtime';
import { usePromiseMutation, type CommitConfig } from './usePromiseMutation';

export type FieldError = { readonly field: string; readonly message: string };

/** A mutation's result union as Relay types it: a `__typename`, and the members' fields. */
type UnionPayload = {
  readonly __typename: string;
  readonly message?: string | null;
  readonly fieldErrors?: readonly FieldError[] | null;
};

/** What a mutation came to, as a screen needs it. */
export type MutationOutcome<P> =
  /** (`message` is never there: `messageOf(outcome, fallback)` reads either member.) */
  | { readonly ok: true; readonly payload: P; readonly message?: undefined }
  | {
      readonly ok: false;
      /** The server's message for the user (an `Error` member); null when it gave none or did not answer. */
      readonly message: string | null;
      readonly fieldErrors: readonly FieldError[];
      /** The refusing member's `__typename` (say `ConflictError`); undefined when no answer came. */
      readonly typename?: string;
      /** Why no answer came (network, unexpected server error); undefined for a refusal. */
      readonly error?: unknown;
    };

/** The union member `payload`, as an outcome: `success` is the typename of the member that means it worked. */
export function outcomeOf<P extends UnionPayload>(payload: P, success: string): MutationOutcome<P> {
  if (payload.__typename === success) return { ok: true, payload };
  return {
    ok: false,
    message: payload.message || null,
    fieldErrors: payload.fieldErrors ?? [],
    typename: payload.__typename,
  };
}

/**
 * A mutation whose field answers a result union (CONVENTIONS 4): commits it and maps the answer to an
 * outcome, so screens do not each unpack the union, catch the failure and pick the message. One per
 * mutation file: `export const useXMutation = () => useUnionMutation<XMutation, 'x'>(mutation, 'x', 'XSuccess')`.
 */
export function useUnionMutation<T extends MutationParameters, K extends keyof T['response'] & string>(
  mutation: GraphQLTaggedNode,
  field: K,
  success: string,
): [run: (config: CommitConfig<T>) => Promise<MutationOutcome<T['response'][K]>>, isInFlight: boolean] {
  const [commit, isInFlight] = usePromiseMutation<T>(mutation);
  const run = useCallback(
    (config: CommitConfig<T>) =>
      commit(config).then(
        (response) => outcomeOf(response[field] as T['response'][K] & UnionPayload, success),
        (error: unknown): MutationOutcome<T['response'][K]> => ({ ok: false, message: null, fieldErrors: [], error }),
      ),
    [commit, field, success],
  );
  return [run, isInFlight];
}
