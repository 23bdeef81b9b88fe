// The message catalogs (common/i18n/messages/<namespace>.<locale>.json: ICU messages by id) and how
// they become what Lingui's runtime reads. The web build compiles them ahead (scripts/build/catalogs.ts),
// so no ICU parser ships to phones; the server compiles its own at start (decision 058).
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/**
 * guest: the guest page, the slideshow and the components they load (every page loads it);
 * app: the rest of the web app (public pages, hosts' and admins' pages);
 * server: what the API writes for people (errors, emails, CSV headers, ZIP folders, link previews).
 */
export const NAMESPACES = ['guest', 'app', 'server'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export type Catalog = Record<string, string>;
type CompiledMessage = ReturnType<typeof compileMessageOrThrow>;
export type CompiledCatalog = Record<string, CompiledMessage>;

/** Every message compiled; a malformed one throws, naming its id (a broken catalog never ships). */
export function compileCatalog(catalog: Catalog, options: { pseudo?: boolean } = {}): CompiledCatalog {
  const compiled: CompiledCatalog = {};
  for (const [id, message] of Object.entries(catalog)) {
    try {
      // Always the token array, plain text included: Lingui's production runtime has no compiler and
      // warns on every plain string it is handed.
      compiled[id] = compileMessageOrThrow(message, options.pseudo ? pseudoText : undefined);
    } catch (error) {
      throw new Error(`Message "${id}" is not valid ICU: ${(error as Error).message}`, { cause: error });
    }
  }
  return compiled;
}

const ACCENTED: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'í',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'ü',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Á',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Í',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Ü',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/**
 * The pseudo-locale's text: every letter accented and each word about 40% longer (German and Turkish
 * run that much longer than English), so a label that cuts off or overflows at 360 px shows in a test.
 * Only literal text changes: placeholders, plural cases and rich-text tags (<0>…</0>) are kept.
 */
export function pseudoText(text: string): string {
  return text
    .split(/(<\/?\d+\/?>)/)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part.replace(/[A-Za-z]+/g, (word) => {
            const accented = [...word].map((letter) => ACCENTED[letter] ?? letter).join('');
            const extra = Math.ceil(word.length * 0.4);
            return accented + accented.slice(0, extra).toLowerCase();
          }),
    )
    .join('');
}
