// Live updates for the guest pages (gallery, slideshow) over graphql-ws, without Relay. graphql-ws is
// loaded when the first subscription starts, after the page has rendered: it is not in the first load.
import type { Client } from 'graphql-ws';
import {
  GRAPHQL_PATH,
  operationPayload,
  type GraphQLOperation,
  type OperationParams,
  type OperationPayload,
  type OperationType,
} from './graphqlClient';
import { languageHeaders } from './language';

export interface LiveHandlers<T extends OperationType> {
  next(data: T['response']): void;
  /** The server ended the subscription (PIN changed, event switched off...), with its reason. */
  closed(message: string): void;
  /** The connection came back after a drop: changes may have been missed meanwhile. */
  reconnected?(): void;
}

let client: Promise<Client> | null = null;
const reconnectListeners = new Set<() => void>();

/** Runs `listener` whenever the live connection comes back after a drop; returns what unregisters it. */
export function onLiveReconnect(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => {
    reconnectListeners.delete(listener);
  };
}

/** The one graphql-ws client of the page (shared with the host app's Relay environment). */
export function getLiveClient(): Promise<Client> {
  client ??= import('graphql-ws').then(({ createClient }) => {
    const protocol = window.location.protocol === 'https:' ? 'wss:' : 'ws:';
    return createClient({
      url: `${protocol}//${window.location.host}${GRAPHQL_PATH}`,
      lazy: true,
      // Venue Wi-Fi drops and phones sleep: keep trying, with graphql-ws' growing random delays.
      retryAttempts: Number.MAX_SAFE_INTEGER,
      shouldRetry: () => true,
      on: {
        connected: (_socket, _payload, wasRetry) => {
          if (wasRetry) for (const listener of reconnectListeners) listener();
        },
      },
    });
  });
  return client;
}

/**
 * An operation's graphql-ws payload, naming the page's language as `extensions.acceptLanguage`: a
 * WebSocket carries no headers of our own, and the reader may switch language while it stays open, so
 * each operation says it, as each HTTP request does in Accept-Language.
 */
export function livePayload(
  params: OperationParams,
  variables: object,
): Omit<OperationPayload, 'extensions'> & { extensions: Record<string, unknown> } {
  const payload = operationPayload(params, variables);
  return { ...payload, extensions: { ...payload.extensions, acceptLanguage: languageHeaders()['Accept-Language'] } };
}

/** Starts a subscription; returns what stops it. */
export function subscribeLive<T extends OperationType>(
  operation: GraphQLOperation,
  variables: T['variables'],
  handlers: LiveHandlers<T>,
): () => void {
  let stop: (() => void) | null = null;
  let stopped = false;
  const stopListening = onLiveReconnect(() => handlers.reconnected?.());
  getLiveClient().then(
    (ws) => {
      if (stopped) return;
      stop = ws.subscribe<T['response']>(livePayload(operation.params, variables), {
        next: (result) => {
          if (result.errors?.length) handlers.closed(result.errors[0]!.message);
          else if (result.data) handlers.next(result.data);
        },
        error: () => handlers.closed('Live updates stopped.'),
        complete: () => undefined,
      });
    },
    // The chunk could not load (offline): the page still works, without live updates.
    () => undefined,
  );
  return () => {
    stopped = true;
    stopListening();
    stop?.();
  };
}
