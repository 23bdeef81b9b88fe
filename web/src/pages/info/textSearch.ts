/** Lower case without accents, so 'cafe' finds 'Café' and 'PIN' finds 'pin'. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

/**
 * The search box's rule for the help center and the blog: `text` contains every word of `query`, in any case
 * and with or without accents (an empty query matches all).
 */
export function containsEveryWord(text: string, query: string): boolean {
  const folded = fold(text);
  return fold(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => folded.includes(word));
}
