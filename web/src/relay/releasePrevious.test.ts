import { loadQuery } from 'react-relay/hooks';
import {
  createOperationDescriptor,
  Environment,
  getRequest,
  Network,
  Observable,
  RecordSource,
  Store,
  type GraphQLResponse,
} from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import query from '../__generated__/AdminDashboardTabQuery.graphql';
import { releasePrevious } from './releasePrevious';

// A route's previous query, let go when the next one starts, keeps its request: a page left before its
// answer came may render again during the navigation, and must find the answer on its way.
describe('releasePrevious', () => {
  /** A Relay environment whose requests wait until the test answers them. */
  function environmentWithPendingRequests() {
    const requests: { cancelled: boolean; answer: (response: GraphQLResponse) => void }[] = [];
    const network = Network.create(() =>
      Observable.create<GraphQLResponse>((sink) => {
        const request = {
          cancelled: false,
          answer: (response: GraphQLResponse) => {
            sink.next(response);
            sink.complete();
          },
        };
        requests.push(request);
        return () => {
          request.cancelled = true;
        };
      }),
    );
    return { environment: new Environment({ network, store: new Store(new RecordSource()) }), requests };
  }

  const stats = {
    userCount: 2,
    activeUserCount: 2,
    eventCount: 1,
    activeEventCount: 1,
    uploadCount: 0,
    pendingUploadCount: 0,
    rsvpCount: 0,
    newMessageCount: 0,
  };
  const answer = { data: { admin: { dashboard: { stats, recentUsers: [], recentEvents: [] } } } };

  it('lets go of the query without cancelling its request, whose answer still reaches the store', () => {
    const { environment, requests } = environmentWithPendingRequests();
    const operation = createOperationDescriptor(getRequest(query), {});
    const reference = loadQuery(environment, query, {}, { fetchPolicy: 'store-and-network' });
    expect(requests).toHaveLength(1);

    releasePrevious(reference);
    expect(reference.isDisposed).toBe(true);
    expect(requests[0]!.cancelled).toBe(false);
    expect(environment.isRequestActive(operation.request.identifier)).toBe(true);

    requests[0]!.answer(answer);
    expect(environment.check(operation).status).toBe('available');
  });

  it('is what dispose is not: disposing cancels the request, and its answer never comes', () => {
    const { environment, requests } = environmentWithPendingRequests();
    const operation = createOperationDescriptor(getRequest(query), {});
    const reference = loadQuery(environment, query, {}, { fetchPolicy: 'store-and-network' });
    reference.dispose();
    expect(requests[0]!.cancelled).toBe(true);
    expect(environment.isRequestActive(operation.request.identifier)).toBe(false);
  });

  it('does nothing without a previous query', () => {
    expect(() => releasePrevious(null)).not.toThrow();
    expect(() => releasePrevious(undefined)).not.toThrow();
  });
});
