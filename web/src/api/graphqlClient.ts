// The guest page's own GraphQL client, with no Relay runtime (docs/decisions/011): its operations are
// still `graphql` tags, validated and typed by relay-compiler, and babel-plugin-relay still turns each
// tag into its generated artifact; only the artifact's query text is used here, sent with fetch.

export const GRAPHQL_PATH = '/graphql';

/** What this client reads of a generated artifact (a query or a mutation). */
export type GraphQLOperation = { readonly params: { readonly name: string; readonly text?: string | null } };

/** The generated type of an operation (e.g. `EventPageQuery`): its variables and response. */
export type OperationType = { readonly variables: object; readonly response: unknown };

/**
 * Marks a GraphQL document for relay-compiler. Never called at run time: babel-plugin-relay replaces
 * every graphql`` tag with an import of the artifact generated for it.
 */
export function graphql(_document: TemplateStringsArray): GraphQLOperation {
  throw new Error('graphql`` tags must be compiled by babel-plugin-relay');
}

type GraphQLErrorShape = { message: string; path?: ReadonlyArray<string | number> };

/** Thrown when the server answers with an `errors` array (or with something that is not GraphQL). */
export class GraphQLResponseError extends Error {
  readonly errors: ReadonlyArray<GraphQLErrorShape>;

  constructor(errors: ReadonlyArray<GraphQLErrorShape>) {
    super(errors.map((error) => error.message).join('\n') || 'GraphQL request failed');
    this.name = 'GraphQLResponseError';
    this.errors = errors;
  }
}

export function hasErrors(payload: unknown): payload is { errors: GraphQLErrorShape[] } {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    'errors' in payload &&
    Array.isArray(payload.errors) &&
    payload.errors.length > 0
  );
}

/**
 * POSTs one operation to /graphql; resolves with the whole payload, rejects on a transport failure or an
 * `errors` array. Shared with the host app's Relay environment (web/src/relay/environment.ts).
 */
export async function postGraphQL(
  name: string,
  text: string | null | undefined,
  variables: object,
): Promise<{ data?: unknown }> {
  if (text == null) throw new Error(`Operation ${name} has no query text`);
  const response = await fetch(GRAPHQL_PATH, {
    method: 'POST',
    credentials: 'include',
    headers: {
      Accept: 'application/graphql-response+json, application/json',
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ query: text, variables, operationName: name }),
  });
  let payload: unknown;
  try {
    payload = await response.json();
  } catch {
    throw new GraphQLResponseError([{ message: `Unexpected response (HTTP ${response.status})` }]);
  }
  // Expected failures come back as union members in `data`; anything in `errors` is a real failure.
  if (hasErrors(payload)) throw new GraphQLResponseError(payload.errors);
  if (!response.ok) throw new GraphQLResponseError([{ message: `HTTP ${response.status}` }]);
  return payload ?? {};
}

/** Sends one query or mutation; resolves with its `data`, rejects when the request or the server fails. */
export async function fetchGraphQL<T extends OperationType>(
  operation: GraphQLOperation,
  variables: T['variables'],
): Promise<T['response']> {
  const payload = await postGraphQL(operation.params.name, operation.params.text, variables);
  const { data } = payload;
  if (data == null) throw new GraphQLResponseError([{ message: 'No data in the response' }]);
  return data;
}

/**
 * A request started ahead of rendering, read with React's `use()` (which suspends until it settles).
 * A failure is left for the reader to throw: it is not reported as unhandled meanwhile.
 */
export function startRequest<T extends OperationType>(
  operation: GraphQLOperation,
  variables: T['variables'],
): Promise<T['response']> {
  const promise = fetchGraphQL<T>(operation, variables);
  promise.catch(() => undefined);
  return promise;
}
