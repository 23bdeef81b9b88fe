import type { Client } from 'graphql-ws';
import {
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
  type SubscribeFunction,
} from 'relay-runtime';

const GRAPHQL_PATH = '/graphql';

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

function hasErrors(payload: unknown): payload is { errors: GraphQLErrorShape[] } {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    'errors' in payload &&
    Array.isArray(payload.errors) &&
    payload.errors.length > 0
  );
}

const fetchGraphQL: FetchFunction = async (request, variables) => {
  if (request.text == null) throw new Error(`Operation ${request.name} has no query text`);
  const response = await fetch(GRAPHQL_PATH, {
    method: 'POST',
    credentials: 'include',
    headers: {
      Accept: 'application/graphql-response+json, application/json',
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ query: request.text, variables, operationName: request.name }),
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
  return payload as GraphQLResponse;
};

// graphql-ws is loaded and connected only when the first subscription starts, so pages that never
// subscribe pay nothing for it.
let wsClient: Promise<Client> | null = null;

function getWsClient(): Promise<Client> {
  wsClient ??= import('graphql-ws').then(({ createClient }) => {
    const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
    return createClient({ url: `${protocol}//${window.location.host}${GRAPHQL_PATH}`, lazy: true });
  });
  return wsClient;
}

const subscribeGraphQL: SubscribeFunction = (request, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    if (request.text == null) {
      sink.error(new Error(`Operation ${request.name} has no query text`));
      return;
    }
    const query = request.text;
    let dispose: (() => void) | null = null;
    let closed = false;
    getWsClient().then(
      (client) => {
        if (closed) return;
        dispose = client.subscribe(
          { query, variables, operationName: request.name },
          {
            next: (value) => {
              if (hasErrors(value)) sink.error(new GraphQLResponseError(value.errors));
              else sink.next(value as GraphQLResponse);
            },
            error: (error) => sink.error(error instanceof Error ? error : new Error('Subscription failed')),
            complete: () => sink.complete(),
          },
        );
      },
      (error: unknown) => sink.error(error instanceof Error ? error : new Error('Subscription failed')),
    );
    return () => {
      closed = true;
      dispose?.();
    };
  });

export function createRelayEnvironment(): Environment {
  return new Environment({
    network: Network.create(fetchGraphQL, subscribeGraphQL),
    store: new Store(new RecordSource(), { gcReleaseBufferSize: 10 }),
  });
}

/** The one environment of the app (a module singleton so route loaders can start queries early). */
export const environment = createRelayEnvironment();
