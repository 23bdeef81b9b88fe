/**
 * The `extensions.code` values of GraphQL errors, stable for integrators (the "Build on the API" docs list
 * them from here; a test keeps this list and the codes the API throws in step). Expected failures of an
 * operation (a wrong PIN, a missing event, invalid input) are not errors: they are typed members of its
 * result union (`... on NotFoundError { message }`).
 */
export const ERROR_CODES = {
  UNAUTHENTICATED: 'No valid session or token where one is required.',
  FORBIDDEN: 'Signed in, but this needs another role (an event’s host, an admin).',
  BAD_USER_INPUT: 'An argument is not valid (a malformed ID, say).',
  QUERY_TOO_LARGE: 'The operation could return more objects than the node limit allows.',
  RATE_LIMITED: 'The hourly points budget is spent, or too many live subscriptions are open; retry later.',
  GRAPHQL_PARSE_FAILED: 'The document is not valid GraphQL.',
  GRAPHQL_VALIDATION_FAILED: 'The document does not fit the schema, or is too deep, long or aliased.',
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;
