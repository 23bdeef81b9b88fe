import { loadQuery, usePreloadedQuery, type GraphQLTaggedNode, type PreloadedQuery } from 'react-relay/hooks';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import type { FetchPolicy, OperationType, VariablesOf } from 'relay-runtime';
import { environment } from '../../relay/environment';
import { releasePrevious } from '../../relay/releasePrevious';
import { ADMIN_PAGE_SIZE } from './adminTabs';
import { listParamsOf } from './useListParams';

// The admin panel is one route (/wbadmin?tab=…): its loader starts the open tab's query, and the
// record opened inside it (an event, a message), as soon as the router matches the address, like the
// host pages' route queries (relay/routeQuery.ts). Tabs read them with usePanelQuery/useDetailQuery.

/** How a view of the panel loads: its query, its variables from the address, and how fresh it must be. */
export interface AdminView<T extends OperationType> {
  query: GraphQLTaggedNode;
  variables: (params: URLSearchParams) => VariablesOf<T>;
  /** 'store-and-network' (the default): show what is known, then refresh; 'network-only': always fresh. */
  fetchPolicy?: FetchPolicy;
}

/** Defines a view; typed by its query. */
export const adminView = <T extends OperationType>(view: AdminView<T>) => view;

/** A list's filters: free text, or one of a few options (anything else in the address is ignored). */
type FilterSpec = Record<string, 'text' | readonly string[]>;
type FilterValues<F extends FilterSpec> = {
  -readonly [P in keyof F]: F[P] extends readonly (infer O)[] ? O | null : string | null;
};

/** A paged list's variables from the address: its filters (null when absent or unknown), the page. */
export function listVariables<const F extends FilterSpec>(params: URLSearchParams, filters: F) {
  const { values, page } = listParamsOf(params, Object.keys(filters));
  const picked = Object.fromEntries(
    Object.entries(filters).map(([key, options]) => {
      const value = values[key] ?? '';
      return [key, options === 'text' ? value || null : options.includes(value) ? value : null];
    }),
  ) as FilterValues<F>;
  return { ...picked, first: ADMIN_PAGE_SIZE, page };
}

interface AdminQueries {
  /** The tab's own query; null while a record opened inside it fills the tab. */
  panel: PreloadedQuery<OperationType> | null;
  /** The record opened inside the tab (?event=, ?message=). */
  detail: PreloadedQuery<OperationType> | null;
}

function start<T extends OperationType>(view: AdminView<T>, params: URLSearchParams): PreloadedQuery<OperationType> {
  return loadQuery<T>(environment, view.query, view.variables(params), {
    fetchPolicy: view.fetchPolicy ?? 'store-and-network',
  });
}

/**
 * The panel's loader, given how the address picks the views: each navigation (a tab, a filter, a
 * page, a retry) loads anew, releasing the previous references (releasePrevious: their requests go on).
 */
export function createAdminLoader(
  pick: (params: URLSearchParams) => {
    panel: AdminView<OperationType> | null;
    detail: AdminView<OperationType> | null;
  },
) {
  let current: AdminQueries | null = null;
  return function loader({ request }: LoaderFunctionArgs): AdminQueries {
    const params = new URL(request.url).searchParams;
    const views = pick(params);
    const next = {
      panel: views.panel ? start(views.panel, params) : null,
      detail: views.detail ? start(views.detail, params) : null,
    };
    releasePrevious(current?.panel);
    releasePrevious(current?.detail);
    current = next;
    return next;
  };
}

/** The open tab's data (the loader started it for this tab's view). */
export function usePanelQuery<T extends OperationType>(view: AdminView<T>): T['response'] {
  const { panel } = useLoaderData<AdminQueries>();
  if (!panel) throw new Error('A record fills the tab: the loader started no list query.');
  return usePreloadedQuery<T>(view.query, panel);
}

/** The record opened inside the tab. */
export function useDetailQuery<T extends OperationType>(view: AdminView<T>): T['response'] {
  const { detail } = useLoaderData<AdminQueries>();
  if (!detail) throw new Error('No record is open: the loader started no detail query.');
  return usePreloadedQuery<T>(view.query, detail);
}
