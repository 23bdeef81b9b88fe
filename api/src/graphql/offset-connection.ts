import { offsetToCursor, resolveOffsetConnection } from '@pothos/plugin-relay';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type PageOf, type PageRequest } from '../lib/pagination.ts';
import { publicError } from './live.ts';

// Relay connections over offset cursors, with the totals a paged table needs ('Page N of M', the total).

export interface PageArgs {
  first?: number | null | undefined;
  after?: string | null | undefined;
  last?: number | null | undefined;
  before?: string | null | undefined;
  page?: number | null | undefined;
}

interface PageTotals {
  totalCount: number;
  pageNumber: number;
  pageCount: number;
}

/** The description of every paged list's `page` argument. */
export const PAGE_ARG = 'Jump to this page (from 1) of `first`-sized pages; after/before are then ignored.';

/**
 * One page of a list. `page` (from 1) jumps straight to that page of `first`-sized pages, as REST's
 * `page` does; otherwise `first/after` and `last/before` walk the list as any Relay client does.
 */
export async function pageOf<T>(args: PageArgs, fetch: (page: PageRequest) => Promise<PageOf<T>>) {
  const size = Math.min(Math.max(args.first ?? args.last ?? DEFAULT_PAGE_SIZE, 1), MAX_PAGE_SIZE);
  const walk: PageArgs = args.page
    ? { first: size, ...(args.page > 1 ? { after: offsetToCursor((args.page - 1) * size - 1) } : {}) }
    : args;
  let total = 0;
  let start = 0;
  const connection = await resolveOffsetConnection(
    { args: walk, defaultSize: DEFAULT_PAGE_SIZE, maxSize: MAX_PAGE_SIZE },
    async ({ offset, limit }) => {
      start = offset;
      // A list cannot answer with a union: a refused filter reaches the client as an unmasked error.
      const page = await fetch({ offset, limit }).catch((error: unknown) => {
        throw publicError(error);
      });
      total = page.total;
      return page.rows;
    },
  );
  const totals: PageTotals = {
    totalCount: total,
    pageNumber: Math.floor(start / size) + 1,
    pageCount: Math.ceil(total / size),
  };
  return Object.assign(connection, totals);
}

/** The totals `pageOf` added to the connection object (Pothos types connections without extras). */
const totalsOf = (connection: object) => connection as PageTotals;

/**
 * The connection and edge options of a paged list named `{name}Connection` / `{name}Edge`, the
 * connection carrying the totals `pageOf` counted. Spread as the last arguments of `t.connection`.
 */
export function pagedConnection(name: string) {
  return [
    {
      name: `${name}Connection`,
      fields: <F>(t: { int: (options: { description: string; resolve: (connection: object) => number }) => F }) => ({
        totalCount: t.int({
          description: 'Rows matching the filters, over all pages.',
          resolve: (c) => totalsOf(c).totalCount,
        }),
        pageNumber: t.int({ description: 'Which page this is, from 1.', resolve: (c) => totalsOf(c).pageNumber }),
        pageCount: t.int({
          description: 'How many pages of this size there are.',
          resolve: (c) => totalsOf(c).pageCount,
        }),
      }),
    },
    { name: `${name}Edge` },
  ] as const;
}
