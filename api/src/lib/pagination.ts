import { z } from 'zod';
import { parseInput, says } from './validation.ts';

/**
 * Every list's page: 20 rows when the caller names no size (SPEC §9), never more than 100. Admin lists
 * (`limit`), galleries (`limit`) and GraphQL connections (`first`/`last`) all read these.
 */
export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;

/** The page size asked for, within 1 and MAX_PAGE_SIZE; DEFAULT_PAGE_SIZE when none is named. */
export function clampPageSize(size: number | null | undefined): number {
  return Math.min(Math.max(size ?? DEFAULT_PAGE_SIZE, 1), MAX_PAGE_SIZE);
}

/** A slice of a list, as services take it: skip `offset` rows, return at most `limit`. */
export interface PageRequest {
  offset: number;
  limit: number;
}

export interface PageOf<T> {
  rows: T[];
  /** Rows matching the filters, over all pages. */
  total: number;
}

/**
 * One page of a table and the number of its rows that match, read together. `read` gets the slice as Prisma
 * takes it (`skip`, `take`), so each caller keeps its own filter, order and relations.
 */
export async function readPage<T>(
  page: PageRequest,
  read: (slice: { skip: number; take: number }) => Promise<T[]>,
  count: () => Promise<number>,
): Promise<PageOf<T>> {
  const [rows, total] = await Promise.all([read({ skip: page.offset, take: page.limit }), count()]);
  return { rows, total };
}

/** What REST list answers carry beside their rows (SPEC §3 "pagination object"). */
export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

const pageRefusal = says('api.pageWholeNumber');
const limitRefusal = says('api.limitWholeNumber', { max: MAX_PAGE_SIZE });
const PageQuery = z.object({
  page: z.coerce
    .number({ error: pageRefusal })
    .int(pageRefusal)
    .min(1, pageRefusal)
    .max(1_000_000, says('api.pageTooLarge'))
    .default(1),
  limit: z.coerce
    .number({ error: limitRefusal })
    .int(limitRefusal)
    .min(1, limitRefusal)
    // Larger asks are served at the cap rather than refused (SPEC: limit capped at 100).
    .transform((limit) => Math.min(limit, MAX_PAGE_SIZE))
    .default(DEFAULT_PAGE_SIZE),
});

/** `?page=&limit=` of a REST list (page from 1); a bad value is a 400 with a clear message. */
export function pageFromQuery(query: { page?: unknown; limit?: unknown }): PageRequest & { page: number } {
  const { page, limit } = parseInput(PageQuery, {
    page: query.page === '' ? undefined : query.page,
    limit: query.limit === '' ? undefined : query.limit,
  });
  return { page, limit, offset: (page - 1) * limit };
}

export function paginationOf(request: { page: number; limit: number }, total: number): Pagination {
  return { page: request.page, limit: request.limit, total, totalPages: Math.ceil(total / request.limit) };
}
