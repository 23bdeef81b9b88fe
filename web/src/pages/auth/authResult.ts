import type { MutationOutcome } from '../../relay/useUnionMutation';

/** What a login or signup attempt came to, as the form needs it. */
export type AuthResult =
  | { readonly kind: 'success' }
  /**
   * The server refused with a message meant for the user (an `Error` union member): `typename` names the
   * member, `fields` the input fields a ValidationError blamed (when the mutation asks for them).
   */
  | { readonly kind: 'rejected'; readonly message: string; readonly typename?: string; readonly fields: string[] }
  /** The request itself failed (network, unexpected server error). */
  | { readonly kind: 'failed' };

export function authResultOf(outcome: MutationOutcome<unknown>): AuthResult {
  if (outcome.ok) return { kind: 'success' };
  if (!outcome.message) return { kind: 'failed' };
  return {
    kind: 'rejected',
    message: outcome.message,
    typename: outcome.typename,
    fields: outcome.fieldErrors.map((error) => error.field),
  };
}
