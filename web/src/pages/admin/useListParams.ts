import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A tab's filters and page, kept in the address (?tab=users&status=BLOCKED&page=2) so a reload or a
 * shared link reopens the same view. Changing a filter goes back to page 1.
 */
export function useListParams<const K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const { values, page } = listParamsOf(params, keys);

  const apply = useCallback(
    (changes: ListChanges) => setParams((current) => withChanges(current, changes), { replace: false }),
    [setParams],
  );

  /** Several filters, or the page, at once. */
  const update = useCallback(
    (changes: Partial<Record<K | 'page', string | number | null>>) => apply(Object.entries(changes)),
    [apply],
  );

  /** One filter (a box or a choice whose key is known only as K): typed by its key, with no cast. */
  const set = useCallback((key: K, value: string) => apply([[key, value]]), [apply]);

  return { values, page, update, set };
}

/** The filters and page an address names (the route loader reads them before any component renders). */
export function listParamsOf<const K extends string>(params: URLSearchParams, keys: readonly K[]) {
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return { values, page };
}

type ListChanges = readonly (readonly [key: string, value: string | number | null | undefined])[];

/** The address after `changes`: empty values and page 1 leave it; any change but the page's goes to page 1. */
export function withChanges(current: URLSearchParams, changes: ListChanges): URLSearchParams {
  const next = new URLSearchParams(current);
  if (!changes.some(([key]) => key === 'page')) next.delete('page');
  for (const [key, value] of changes) {
    if (value === null || value === '' || value === undefined || (key === 'page' && value === 1)) next.delete(key);
    else next.set(key, String(value));
  }
  return next;
}

export type ListParams<K extends string> = ReturnType<typeof useListParams<K>>;
