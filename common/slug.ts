// Event links (slugs): built from a title on the client; the rules and messages here are also the
// server's (api/src/modules/events/event-input.ts and the guest routes import this file), so it
// imports nothing.

export const SLUG_MIN_LENGTH = 3;
export const SLUG_MAX_LENGTH = 60;
const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Letters that do not decompose into a base letter plus accents under NFD. */
const LETTERS: Record<string, string> = { ı: 'i', ß: 'ss', æ: 'ae', ø: 'o', ł: 'l', đ: 'd' };

/**
 * 'Generate from title' (SPEC §5): lower case, drop everything but letters, digits, spaces and
 * hyphens, spaces to hyphens, repeated hyphens collapsed. The server only takes a-z and 0-9, so
 * accented letters are first spelled in plain Latin (Ç → c, ğ → g, ß → ss); leading and trailing
 * hyphens go, and the result is cut to the longest link the server accepts.
 */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[ıßæøłđ]/g, (letter) => LETTERS[letter] ?? '')
    .replace(/[^a-z0-9\s-]/g, '')
    .replace(/\s/g, '-')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, SLUG_MAX_LENGTH)
    .replace(/-$/, '');
}

/** The slug as the server saves it and finds it (any case, stray spaces): trimmed and lower-cased. */
export function normalizeSlug(value: string): string {
  return value.trim().toLowerCase();
}

/** Why the server would refuse this slug, in the server's words; null when it is well formed. */
export function slugProblem(value: string): string | null {
  const slug = normalizeSlug(value);
  if (!slug) return 'Event link is required';
  if (slug.length < SLUG_MIN_LENGTH) return `Event link must be at least ${SLUG_MIN_LENGTH} characters`;
  if (slug.length > SLUG_MAX_LENGTH) return `Event link must be at most ${SLUG_MAX_LENGTH} characters`;
  if (!SLUG_PATTERN.test(slug)) return 'Event link can only contain lowercase letters, numbers and single hyphens';
  return null;
}
