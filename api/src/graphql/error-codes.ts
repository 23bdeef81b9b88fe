/**
 * The `extensions.code` values of GraphQL errors (and the REST `code` of a refused token), stable for
 * integrators: the "Build on the API" docs list them from here, and the code that writes one takes it
 * from ERROR_CODE below, so a code is never written without being listed. A test finds every code the
 * API writes, following constants, and keeps this list exact. Expected failures of an operation (a
 * wrong PIN, a missing event, invalid input) are not errors: they are typed members of its result union
 * (`... on NotFoundError { message }`), except where no union can carry them (the last group).
 */
export const ERROR_CODES = {
  UNAUTHENTICATED: 'No valid session or token where one is required.',
  FORBIDDEN: 'Signed in, but this needs another role (an event’s host, an admin).',
  INSUFFICIENT_SCOPE:
    'The API token lacks the scope this needs: write for mutations and other changes, admin for admin calls.',
  BAD_USER_INPUT: 'An argument is not valid (a malformed ID, say).',
  QUERY_TOO_LARGE: 'The operation could return more objects than the node limit allows.',
  RATE_LIMITED: 'The hourly points budget is spent, or too many live subscriptions are open; retry later.',
  GRAPHQL_PARSE_FAILED: 'The document is not valid GraphQL.',
  GRAPHQL_VALIDATION_FAILED: 'The document does not fit the schema, or is too deep, long or aliased.',
  INTERNAL_SERVER_ERROR:
    'Something failed on the server (never the caller’s fault): REST answers add a requestId to report.',
  PERSISTED_QUERY_NOT_FOUND: 'A persisted operation id the server does not know (an old page after a deploy): reload.',
  // Expected failures where no result union can carry them (a subscription refused or ended, a page of a
  // list): the code is the failure's type name, the one union members use, and `extensions.status` its
  // HTTP-like status (graphql/live.ts).
  ValidationError: 'A subscription or list refused an argument; the message says which.',
  AuthError: 'Wrong credentials, or an account that may not sign in.',
  UnauthenticatedError: 'A subscription or list needs a signed-in user.',
  ForbiddenError: 'A subscription or list is not yours to follow (not a host of the event, say).',
  PinRequiredError: 'A guest subscription without the event’s PIN, or with a wrong one.',
  NotFoundError: 'The event or item of a subscription or list does not exist (or was deleted).',
  ConflictError: 'The change conflicts with the current state.',
  EventInactiveError: 'The event is inactive: guests see nothing of it until its hosts reopen it.',
  RsvpClosedError: 'The event takes no more RSVPs.',
  PayloadTooLargeError: 'A file or request is too large.',
  UnsupportedMediaTypeError: 'A file is of a type the event does not accept.',
  VideoNotPlayableError:
    'A video the server cannot play (not a video, no picture, several video tracks, an unsupported codec): a 415.',
  VideoOverLimitError: 'A video over a limit (its size, its length or its resolution): a 413.',
  RateLimitError: 'Too many attempts (wrong PINs, say); retry after the wait the message gives.',
  InsufficientStorageError: 'The server is out of storage space right now; retry later.',
  LiveStreamOverflowError: 'A live subscription fell too far behind and was closed; subscribe again.',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

/** Each code by its name, for the code that writes it: `extensions: { code: ERROR_CODE.FORBIDDEN }`. */
export const ERROR_CODE = Object.fromEntries(Object.keys(ERROR_CODES).map((code) => [code, code])) as {
  readonly [Code in ErrorCode]: Code;
};
