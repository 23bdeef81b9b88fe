import { loadQuery, usePreloadedQuery, type GraphQLTaggedNode, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { FetchPolicy, OperationType, VariablesOf } from 'relay-runtime';
import { environment } from './environment';
import { releasePrevious } from './releasePrevious';

/**
 * A page's route-level query, started by the route `loader` as soon as the router matches the URL
 * (render-as-you-fetch), and read by the page with `useRouteQuery()`.
 *
 * Each route keeps one live reference: loading a new one releases the previous one (releasePrevious).
 */
export function createRouteQuery<T extends OperationType>(
  query: GraphQLTaggedNode,
  getVariables: (args: LoaderFunctionArgs) => VariablesOf<T>,
  /** 'store-and-network' for pages whose data others change (a host's event list): show, then refresh. */
  options: { fetchPolicy?: FetchPolicy } = {},
) {
  let current: PreloadedQuery<T> | null = null;

  function loader(args: LoaderFunctionArgs): PreloadedQuery<T> {
    const next = loadQuery<T>(environment, query, getVariables(args), {
      fetchPolicy: options.fetchPolicy ?? 'store-or-network',
    });
    releasePrevious(current);
    current = next;
    return next;
  }

  function useRouteQuery(): T['response'] {
    return usePreloadedQuery(query, useLoaderData<PreloadedQuery<T>>());
  }

  return { loader, useRouteQuery };
}
