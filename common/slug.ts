// Event links (slugs): built from a title on the client; the rules and messages here are also the
// server's (api/src/modules/events/event-input.ts and the guest routes import this file), so it
// imports nothing but a type. Its messages live in the guest catalogs (part eventRules): the guest page
// loads this file too (normalizeSlug), and the web app loads guest words everywhere.
import type { GuestMessages } from './i18n/messages/guest/index.ts';
import type { Words } from './i18n/words.ts';

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

/**
 * Why the server would refuse this slug, as unrendered words (the form says them, the API renders them
 * in its caller's language: the same words both sides); null when it is well formed.
 */
export function slugProblem(value: string): Words<keyof GuestMessages> | null {
  const slug = normalizeSlug(value);
  if (!slug) return { id: 'eventRules.slugRequired' };
  if (slug.length < SLUG_MIN_LENGTH) return { id: 'eventRules.slugTooShort', values: { min: SLUG_MIN_LENGTH } };
  if (slug.length > SLUG_MAX_LENGTH) return { id: 'eventRules.slugTooLong', values: { max: SLUG_MAX_LENGTH } };
  if (!SLUG_PATTERN.test(slug)) return { id: 'eventRules.slugPattern' };
  return null;
}
