// The guest page's own GraphQL client, with no Relay runtime (docs/decisions/011): its operations are
// still `graphql` tags, validated and typed by relay-compiler, and babel-plugin-relay still turns each
// tag into its generated artifact; only the artifact's persisted id is used here, sent with fetch.
import { languageHeaders } from './language';

export const GRAPHQL_PATH = '/graphql';

/**
 * What this client reads of a generated artifact (a query, mutation or subscription). relay-compiler
 * persists every operation (docs/decisions/042): `id` is the SHA-256 of its text, which only the server
 * keeps (common/generated/persisted-operations.json); `text` is null then.
 */
export type OperationParams = {
  readonly name: string;
  readonly id?: string | null;
  readonly text?: string | null;
  readonly operationKind: string;
};
export type GraphQLOperation = { readonly params: OperationParams };

/** The GraphQL-over-HTTP (and graphql-ws) payload of one operation: its persisted id, else its text. */
export interface OperationPayload {
  /** '' with a persisted id (graphql-ws requires a string). */
  query: string;
  variables: Record<string, unknown>;
  operationName: string;
  extensions?: { persistedQuery: { version: 1; sha256Hash: string } };
}

export function operationPayload(params: OperationParams, variables: object): OperationPayload {
  const common = { variables: variables as Record<string, unknown>, operationName: params.name };
  if (params.id != null) {
    return { ...common, query: '', extensions: { persistedQuery: { version: 1, sha256Hash: params.id } } };
  }
  if (params.text == null) throw new Error(`Operation ${params.name} has neither an id nor a text`);
  return { ...common, query: params.text };
}

/** A guest's PIN is a secret: it never goes into a URL (logs, history, a shared cache's key). */
function carriesPin(variables: object): boolean {
  return Object.entries(variables).some(([name, value]) => name.toLowerCase().includes('pin') && value != null);
}

/**
 * The request for one operation. Queries go as GET, so a CDN may keep an anonymous public answer for a
 * few seconds (the server says which answers are public in Cache-Control); mutations, and queries
 * carrying a PIN, as POST. The browser's own copy is always revalidated (`no-cache`): a live page that
 * was just told of a change must not be shown an answer from before it.
 */
function requestFor(params: OperationParams, variables: object): { url: string; init: RequestInit } {
  const payload = operationPayload(params, variables);
  const accept = 'application/graphql-response+json, application/json';
  if (params.operationKind === 'query' && !carriesPin(variables)) {
    const search = new URLSearchParams({ operationName: payload.operationName, variables: JSON.stringify(variables) });
    if (payload.extensions) search.set('extensions', JSON.stringify(payload.extensions));
    else search.set('query', payload.query);
    return {
      url: `${GRAPHQL_PATH}?${search}`,
      init: {
        method: 'GET',
        credentials: 'include',
        cache: 'no-cache',
        headers: { Accept: accept, ...languageHeaders() },
      },
    };
  }
  const { query, ...rest } = payload;
  return {
    url: GRAPHQL_PATH,
    init: {
      method: 'POST',
      credentials: 'include',
      headers: { Accept: accept, 'Content-Type': 'application/json', ...languageHeaders() },
      body: JSON.stringify(query ? payload : rest),
    },
  };
}

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
 * Sends one operation to /graphql; resolves with the whole payload, rejects on a transport failure or an
 * `errors` array. Shared with the host app's Relay environment (web/src/relay/environment.ts).
 */
export async function sendGraphQL(params: OperationParams, variables: object): Promise<{ data?: unknown }> {
  const { url, init } = requestFor(params, variables);
  const response = await fetch(url, init);
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
  const payload = await sendGraphQL(operation.params, variables);
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
