import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A tab's filters and page, kept in the address (?tab=users&status=BLOCKED&page=2) so a reload or a
 * shared link reopens the same view. Changing a filter goes back to page 1.
 */
export function useListParams<const K extends string>(keys: readonly K[]) {
  const [params, setParams] = useSearchParams();
  const values = Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>;
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);

  const update = useCallback(
    (changes: Partial<Record<K | 'page', string | number | null>>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (!('page' in changes)) next.delete('page');
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '' || value === undefined || (key === 'page' && value === 1))
              next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: false },
      );
    },
    [setParams],
  );

  return { values, page, update };
}

export type ListParams<K extends string> = ReturnType<typeof useListParams<K>>;
