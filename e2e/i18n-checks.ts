// Checks a page makes about its language (issue 34, docs/translation.md): no English left in a page read in
// Turkish, German or Spanish, no unaccented words in the pseudo-locale, and nothing cut off or spilling
// sideways at 360 px. The catalogs are read here in Node; the page only hands over what a person reads.
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { APP_NAME } from '../common/brand.ts';
import { NAMESPACES, pseudoText } from '../common/i18n/catalogs.ts';
import { PSEUDO_LOCALE, type Locale } from '../common/i18n/locales.ts';
import { readCatalog } from '../common/i18n/read-catalogs.ts';
import { expect, type Page } from './fixtures.ts';

export type PageLocale = Exclude<Locale, 'en'> | typeof PSEUDO_LOCALE;

/** One string a person reads on the page, and where it sits (for the failure's message). */
interface Shown {
  text: string;
  where: string;
  /** Inside <code>, <pre>, <kbd> or <samp>: identifiers and data shown as they are, not words. */
  code: boolean;
}

/**
 * Every string of the page a person reads or hears: each visible text node, the whole text of each element
 * that holds text itself (a sentence with a link inside is one message split over several nodes), the
 * labels screen readers read (aria-label, title, alt, placeholder), the options of visible lists, and the
 * document's title. Whitespace is folded as the browser shows it.
 */
async function shownStrings(page: Page): Promise<Shown[]> {
  return page.evaluate(() => {
    const fold = (text: string) => text.replace(/\s+/g, ' ').trim();
    const found = new Map<string, { where: string; code: boolean }>();
    const add = (text: string | null | undefined, where: string, element: Element) => {
      const folded = fold(text ?? '');
      if (folded && !found.has(folded)) found.set(folded, { where, code: !!element.closest('code, pre, kbd, samp') });
    };
    const name = (element: Element) => element.tagName.toLowerCase();
    const visible = (element: Element) => element.checkVisibility({ visibilityProperty: true });
    const SKIPPED = new Set(['script', 'style', 'noscript', 'template']);

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    const holders = new Set<Element>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || SKIPPED.has(name(parent)) || !node.textContent?.trim()) continue;
      if (name(parent) !== 'option' && !visible(parent)) continue;
      add(node.textContent, `text in <${name(parent)}>`, parent);
      holders.add(parent);
    }
    for (const holder of holders) add(holder.textContent, `<${name(holder)}>`, holder);
    for (const element of document.body.querySelectorAll(
      '[aria-label], [title], [alt], [placeholder], [aria-placeholder], [aria-valuetext], [aria-roledescription]',
    )) {
      if (!visible(element) && name(element) !== 'option') continue;
      for (const attribute of [
        'aria-label',
        'title',
        'alt',
        'placeholder',
        'aria-placeholder',
        'aria-valuetext',
        'aria-roledescription',
      ])
        add(element.getAttribute(attribute), `${attribute} of <${name(element)}>`, element);
    }
    add(document.title, '<title>', document.documentElement);
    return [...found].map(([text, { where, code }]) => ({ text, where, code }));
  });
}

type Token = string | [string, string?, Record<string, string | Token[]>?];
/** The compiler writes a message (or a plural's branch) of plain text as a string, else as tokens. */
const tokensOf = (compiled: string | Token[]): Token[] => (typeof compiled === 'string' ? [compiled] : compiled);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const fold = (text: string) => text.replace(/<\/?\d+\/?>/g, '').replace(/\s+/g, ' ');

/** A compiled message as a pattern: its literal text as written, each placeholder (and #) any text. */
function patternOf(tokens: Token[]): string {
  return tokens
    .map((token) => {
      // '#' is the plural's number, formatted ('1,000', '1.000', '1 000').
      if (typeof token === 'string') return token === '#' ? '\\d[\\d.,\\s]*' : escape(fold(token));
      const [, , options] = token;
      if (!options) return '.+?';
      const branches = Object.entries(options)
        .filter(([key]) => key !== 'offset')
        .map(([, branch]) => patternOf(tokensOf(branch)));
      return `(?:${branches.join('|')})`;
    })
    .join('');
}

/** The message's literal words (outside placeholders), in every branch. */
function literalWords(tokens: Token[]): string[] {
  return tokens.flatMap((token) => {
    if (typeof token === 'string') return token === '#' ? [] : (fold(token).match(/[A-Za-z]{2,}/g) ?? []);
    const [, , options] = token;
    return options
      ? Object.values(options).flatMap((branch) => (Array.isArray(branch) ? literalWords(branch) : []))
      : [];
  });
}

interface EnglishMessage {
  id: string;
  pattern: RegExp;
}

const englishByLocale = new Map<string, EnglishMessage[]>();

/**
 * The English messages a page in `locale` must not show: those whose translation differs from the English
 * (a word both languages share, 'Event' in German, is no leftover), and whose English is not some other
 * message's translation in that language. A message with placeholders counts only with two or more words
 * of its own ('Open {label}' alone would match half the page).
 */
export function englishMessages(locale: PageLocale): EnglishMessage[] {
  const cached = englishByLocale.get(locale);
  if (cached) return cached;
  const messages: EnglishMessage[] = [];
  const source = locale === PSEUDO_LOCALE ? 'en' : locale;
  for (const namespace of NAMESPACES) {
    const english = readCatalog(namespace, 'en');
    const translated = readCatalog(namespace, source);
    const translations = new Set(Object.values(translated).map((text) => fold(text).trim()));
    for (const [id, text] of Object.entries(english)) {
      const translation = locale === PSEUDO_LOCALE ? pseudoText(text) : translated[id];
      if (translation === undefined || translation === text) continue;
      if (locale !== PSEUDO_LOCALE && translations.has(fold(text).trim())) continue;
      const tokens = tokensOf(compileMessageOrThrow(text) as string | Token[]);
      const plain = tokens.every((token) => typeof token === 'string' && token !== '#');
      if (!plain && literalWords(tokens).length < 2) continue;
      if (plain && !/[A-Za-z]{2,}/.test(text)) continue;
      messages.push({ id, pattern: new RegExp(`^${patternOf(tokens).trim()}$`) });
    }
  }
  englishByLocale.set(locale, messages);
  return messages;
}

/**
 * Fails listing every string of the page that is an English catalog message (with any values in its
 * placeholders) although the page reads in `locale`: an English message the page shows instead of its
 * translation, or a hard-coded English string that is also a message somewhere. `allowed`: user content
 * the test seeded (names, titles, messages), which may be anything.
 */
export async function expectNoEnglishLeft(page: Page, locale: PageLocale, allowed: readonly string[] = []) {
  const messages = englishMessages(locale);
  const allowedSet = new Set(allowed);
  const leftovers: string[] = [];
  for (const { text, where } of await shownStrings(page)) {
    if (allowedSet.has(text)) continue;
    const match = messages.find((message) => message.pattern.test(text));
    if (match) leftovers.push(`"${text}" (${where}) is English: ${match.id}`);
  }
  expect(leftovers, `English on ${page.url()} read in ${locale}`).toEqual([]);
}

const ACCENTS = new Set([...pseudoText('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ')]);
/** English the pseudo-locale keeps by design: Intl's own month and day names (en-XA formats as English). */
const INTL_WORDS = (() => {
  const words = new Set<string>();
  for (let month = 0; month < 12; month += 1)
    for (const style of ['long', 'short'] as const)
      words.add(new Intl.DateTimeFormat('en', { month: style }).format(new Date(2026, month, 1)));
  for (let day = 1; day <= 7; day += 1)
    for (const style of ['long', 'short'] as const)
      words.add(new Intl.DateTimeFormat('en', { weekday: style }).format(new Date(2026, 1, day)));
  for (const word of ['AM', 'PM', 'GMT', 'UTC']) words.add(word);
  return words;
})();
/** Addresses, paths and identifiers: `a@b.test`, `https://…`, `/e/slug`, `upload.created`, `Europe/Istanbul`, `foto-1.jpg`. */
const NOT_WORDS = /[\w.+-]+@[\w-]+(?:\.[\w-]+)+|https?:\/\/\S+|(?:^|\s)\/[\w/{}.?=&-]*|[\w-]*\w[./][\w./-]+/g;

/** User content shown cut short ('Hello, about forty guests…'): a start of an allowed text. */
const cutFrom = (text: string, allowed: readonly string[]) => {
  const start = text.replace(/(?:…|\.\.\.)$/, '').trim();
  return start.length >= 12 && allowed.some((content) => content.startsWith(start));
};

/**
 * In the pseudo-locale every word the product writes is accented: a string of two or more plain ASCII words
 * with no accent anywhere is English the catalogs never saw (hard-coded) or a message shown in English.
 * Addresses, identifiers, code, the brand, Intl's English date words and `allowed` user content (whole, or
 * cut short) are taken out first.
 */
export async function expectNoUnaccentedText(page: Page, allowed: readonly string[] = []) {
  const removable = [...allowed, APP_NAME].filter(Boolean).sort((a, b) => b.length - a.length);
  const leftovers: string[] = [];
  for (const { text, where, code } of await shownStrings(page)) {
    if (code || cutFrom(text, allowed)) continue;
    if ([...text].some((letter) => ACCENTS.has(letter))) continue;
    let rest = text.replace(NOT_WORDS, ' ');
    for (const content of removable) rest = rest.split(content).join(' ');
    const words = (rest.match(/[A-Za-z]{2,}/g) ?? []).filter((word) => !INTL_WORDS.has(word));
    if (words.length >= 2) leftovers.push(`"${text}" (${where})`);
  }
  expect(leftovers, `unaccented text on ${page.url()} in ${PSEUDO_LOCALE}`).toEqual([]);
}

/**
 * What overflows sideways: the page itself; any button, label, heading, link, tab or table header whose
 * text is wider than its box; and any element that clips its text (overflow hidden or clip, or an
 * ellipsis) and has more than it shows. Inline boxes (no width of their own) and screen-reader-only text
 * (1 px wide on purpose) are not measured, nor `allowed` user content, nor text cut short on purpose with
 * the whole of it in its title (a tooltip).
 */
export async function overflows(page: Page, allowed: readonly string[] = []): Promise<string[]> {
  return page.evaluate((allowedTexts) => {
    const found: string[] = [];
    const root = document.scrollingElement!;
    if (root.scrollWidth > root.clientWidth)
      found.push(`the page scrolls sideways: ${root.scrollWidth} px in ${root.clientWidth} px`);
    const selector = 'button, label, h1, h2, h3, h4, h5, h6, a, [role="tab"], th, legend, summary, option, select';
    const clipsText = (element: HTMLElement) => {
      const style = getComputedStyle(element);
      return (
        ['hidden', 'clip'].includes(style.overflowX) || (style.textOverflow !== 'clip' && style.textOverflow !== '')
      );
    };
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      if (!element.matches(selector) && !clipsText(element)) continue;
      if (element.clientWidth <= 1 || !element.checkVisibility()) continue;
      // Screen-reader-only text (a skip link until focused) is clipped to nothing on purpose.
      const style = getComputedStyle(element);
      if (style.clipPath.startsWith('inset(50%') || style.clip.startsWith('rect(0')) continue;
      const text = element.innerText?.trim() ?? '';
      if (!text || allowedTexts.includes(text)) continue;
      // Cut short on purpose and whole in its tooltip (a thumbnail's caption).
      if (element.title.trim() === text) continue;
      if (element.scrollWidth > element.clientWidth + 1)
        found.push(
          `<${element.tagName.toLowerCase()}> "${text.replace(/\s+/g, ' ').slice(0, 60)}": ${element.scrollWidth} px in ${element.clientWidth} px`,
        );
    }
    return found;
  }, allowed);
}

export async function expectNoOverflow(page: Page, allowed: readonly string[] = []) {
  expect(await overflows(page, allowed), `overflow on ${page.url()}`).toEqual([]);
}
