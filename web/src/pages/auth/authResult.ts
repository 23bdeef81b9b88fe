import type { MutationOutcome } from '../../relay/useUnionMutation';

/** What a login or signup attempt came to, as the form needs it. */
export type AuthResult =
  | { readonly kind: 'success' }
  /** The server refused with a message meant for the user (an `Error` union member). */
  | { readonly kind: 'rejected'; readonly message: string }
  /** The request itself failed (network, unexpected server error). */
  | { readonly kind: 'failed' };

export function authResultOf(outcome: MutationOutcome<unknown>): AuthResult {
  if (outcome.ok) return { kind: 'success' };
  return outcome.message ? { kind: 'rejected', message: outcome.message } : { kind: 'failed' };
}
