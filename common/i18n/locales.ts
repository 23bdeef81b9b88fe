// The languages the product speaks, and how a reader's language is chosen from what their browser asks
// (Accept-Language, navigator.languages): the one home of both rules, for the server (the guest page's
// <html lang>, error messages, emails) and the web app alike (docs/decisions/058).

/** Every supported language, English first (the SPEC's texts, and the fallback). */
export const LOCALES = ['en', 'tr', 'de', 'es'] as const;
export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

/**
 * A made-up language for browser tests: English with accents and about 40% longer, so text that would be
 * cut off or overflow in German or Turkish shows up in a test (decision 058). Chosen only by name
 * (`?lang=en-XA`), never from a browser's list, and never offered in a switcher.
 */
export const PSEUDO_LOCALE = 'en-XA';
export type LoadableLocale = Locale | typeof PSEUDO_LOCALE;

/** Each language by its own name, as a switcher lists them (a Turkish reader looks for "Türkçe"). */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  tr: 'Türkçe',
  de: 'Deutsch',
  es: 'Español',
};

/** The name of the cookie (and query parameter) that holds a reader's own choice of language. */
export const LANGUAGE_COOKIE = 'lang';
export const LANGUAGE_PARAM = 'lang';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

export function isLoadableLocale(value: unknown): value is LoadableLocale {
  return value === PSEUDO_LOCALE || isLocale(value);
}

/** 'de-AT' → 'de'; 'EN' → 'en'; anything we do not speak → null. */
export function supportedLocale(tag: string | null | undefined): Locale | null {
  if (!tag) return null;
  const language = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLocale(language) ? language : null;
}

/** A reader's own choice (cookie, query parameter, account): a supported language or the pseudo one. */
export function chosenLocale(value: string | null | undefined): LoadableLocale | null {
  if (value === PSEUDO_LOCALE) return PSEUDO_LOCALE;
  return isLocale(value) ? value : null;
}

/**
 * The browser's languages in its order of preference, from an Accept-Language header:
 * 'fr-CH, fr;q=0.9, en;q=0.8, *;q=0.5' → ['fr-CH', 'fr', 'en']. Wildcards and q=0 are dropped; a
 * malformed weight counts as 1, as browsers never send one and a hand-written header should still work.
 */
export function acceptedLanguages(header: string | null | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .slice(0, 32)
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const weight = params.map((param) => /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      const q = weight === undefined ? 1 : Number(weight);
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 1, index };
    })
    .filter((entry) => entry.tag && entry.tag !== '*' && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

/** The first language of the browser's list that we speak, or null when it asks for none of them. */
export function preferredLocale(languages: readonly string[]): Locale | null {
  for (const tag of languages) {
    const locale = supportedLocale(tag);
    if (locale) return locale;
  }
  return null;
}

/**
 * Who reads which language (issue 34): the reader's own choice first (the switcher's cookie, a `?lang=`
 * link, a signed-in account's setting), then the first language their browser asks for that we speak,
 * then the page's own language (a guest page: the event's, set by its hosts), then English.
 */
export function resolveLocale(input: {
  chosen?: string | null;
  browser?: readonly string[];
  fallback?: string | null;
}): LoadableLocale {
  return (
    chosenLocale(input.chosen) ??
    preferredLocale(input.browser ?? []) ??
    supportedLocale(input.fallback) ??
    DEFAULT_LOCALE
  );
}
