/** What a login or signup attempt came to, as the form needs it. */
export type AuthResult =
  | { readonly kind: 'success' }
  /** The server refused with a message meant for the user (an `Error` union member). */
  | { readonly kind: 'rejected'; readonly message: string }
  /** The request itself failed (network, unexpected server error). */
  | { readonly kind: 'failed' };

export function resultFromPayload(payload: { readonly __typename: string; readonly message?: string }): AuthResult {
  if (payload.__typename === 'LoginSuccess' || payload.__typename === 'SignupSuccess') {
    return { kind: 'success' };
  }
  return payload.message ? { kind: 'rejected', message: payload.message } : { kind: 'failed' };
}
