import {
  commitLocalUpdate,
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
  type SubscribeFunction,
} from 'relay-runtime';
import { GraphQLResponseError, hasErrors, sendGraphQL } from '../api/graphqlClient';
import { getLiveClient, livePayload } from '../api/liveClient';
import { onSignedOut } from '../session/SessionStore';

// One HTTP path for both clients: the guest page's (no Relay runtime) and this one.
const fetchGraphQL: FetchFunction = (request, variables) => sendGraphQL(request, variables) as Promise<GraphQLResponse>;

// Subscriptions share the guest pages' graphql-ws client: loaded when the first one starts, retrying
// after drops; pages reload what they may have missed through onLiveReconnect.
export { onLiveReconnect } from '../api/liveClient';

const subscribeGraphQL: SubscribeFunction = (request, variables) =>
  Observable.create<GraphQLResponse>((sink) => {
    let payload: ReturnType<typeof livePayload>;
    try {
      payload = livePayload(request, variables);
    } catch (error) {
      sink.error(error instanceof Error ? error : new Error('Subscription failed'));
      return;
    }
    let dispose: (() => void) | null = null;
    let closed = false;
    getLiveClient().then(
      (client) => {
        if (closed) return;
        dispose = client.subscribe(payload, {
          next: (value) => {
            if (hasErrors(value)) sink.error(new GraphQLResponseError(value.errors));
            else sink.next(value as GraphQLResponse);
          },
          error: (error) => sink.error(error instanceof Error ? error : new Error('Subscription failed')),
          complete: () => sink.complete(),
        });
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

// A different person may sign in next: nothing cached for the one leaving may be shown to them.
onSignedOut(() => commitLocalUpdate(environment, (store) => store.invalidateStore()));
