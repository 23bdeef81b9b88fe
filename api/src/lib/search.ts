/** Longest search text a list filter takes; longer input is cut, not refused. */
export const MAX_SEARCH_LENGTH = 200;

/** A search box's text, trimmed and cut to length; empty means "no search". */
export function searchTerm(raw: unknown): string | null {
  if (typeof raw !== 'string') return null;
  return raw.trim().slice(0, MAX_SEARCH_LENGTH) || null;
}

/**
 * A case-insensitive "contains" filter that treats the text literally. Prisma passes `contains` to
 * ILIKE unescaped, so % and _ would be wildcards (prisma/prisma#8387): a search for '50%' must find
 * '50%' only.
 */
export function containsText(term: string) {
  return { contains: term.replace(/[\\%_]/g, '\\$&'), mode: 'insensitive' as const };
}
