// The checks that keep the translations complete (issue 34, docs/translation.md): the four languages of
// every part have the same keys, every message compiles and keeps English's placeholders, nothing is left
// in English by mistake, and every key is used by code, with every id the code names in English.
// Each check collects its problems as sentences naming the key, part and locale, so a failure reads as
// a to-do list.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { compileCatalog, NAMESPACES, type Catalog, type Namespace } from './catalogs.ts';
import { DEFAULT_LOCALE, LOCALES, type Locale } from './locales.ts';
import { catalogPartFile, catalogParts, readCatalogPart } from './read-catalogs.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const MESSAGES = fileURLToPath(new URL('./messages/', import.meta.url));
const TRANSLATIONS = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);

/**
 * Translations that may read exactly as the English, by locale and id, each with its reason. Messages of
 * one or two words are not checked ("Video", "PIN", "Instagram" are the same in several languages); a
 * longer one left identical is almost always a translation someone forgot.
 */
const SAME_AS_ENGLISH: Record<string, { locales: readonly Locale[]; reason: string }> = {};
const CHECKED_FROM_WORDS = 3;

/**
 * Keys written ahead of the screen that will say them, with the screen: empty but while one is being
 * built. Once the code uses a key, the check asks for it to be taken out.
 */
const NOT_YET_USED: Record<string, string> = {};

const parts = (namespace: Namespace) => catalogParts(namespace);
const english = (namespace: Namespace, part: string) => readCatalogPart(namespace, part, DEFAULT_LOCALE);
/** A translation's file, or nothing when it is missing (the first check names it). */
const translationOf = (namespace: Namespace, part: string, locale: Locale): Catalog =>
  existsSync(catalogPartFile(namespace, part, locale)) ? readCatalogPart(namespace, part, locale) : {};
const where = (namespace: Namespace, part: string, locale: string) =>
  relative(ROOT, catalogPartFile(namespace, part, locale));

describe.each(NAMESPACES)('the %s namespace', (namespace) => {
  it('has, for each English part, the file of every language and no other file', () => {
    const files = readdirSync(join(MESSAGES, namespace)).sort();
    const expected = [
      'index.ts',
      ...parts(namespace).flatMap((part) => LOCALES.map((locale) => `${part}.${locale}.json`)),
    ].sort();
    const problems = [
      ...expected.filter((file) => !files.includes(file)).map((file) => `${namespace}/${file} is missing`),
      ...files
        .filter((file) => !expected.includes(file))
        .map((file) => `${namespace}/${file} is not an English part's translation (no ${file.split('.')[0]}.en.json)`),
    ];
    expect(problems).toEqual([]);
  });

  it('index.ts imports every English part, and only those, into its messages type', () => {
    const file = join(MESSAGES, namespace, 'index.ts');
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    const imported = new Map<string, string>(); // specifier → local name
    const problems: string[] = [];
    for (const statement of source.statements) {
      if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
      const name = statement.importClause?.name?.text;
      const specifier = statement.moduleSpecifier.text;
      if (!/^\.\/[\w-]+\.en\.json$/.test(specifier) || !name)
        problems.push(`${namespace}/index.ts imports ${specifier}: it imports only English parts, by default import`);
      else imported.set(specifier, name);
    }
    const typeText = source.statements.find(ts.isTypeAliasDeclaration)?.type.getText(source) ?? '';
    for (const part of parts(namespace)) {
      const name = imported.get(`./${part}.en.json`);
      if (!name) problems.push(`${namespace}/index.ts does not import ${part}.en.json (part "${part}")`);
      else if (!new RegExp(`\\btypeof\\s+${name}\\b`).test(typeText))
        problems.push(`${namespace}/index.ts imports ${part}.en.json but its messages type leaves out typeof ${name}`);
    }
    expect(problems).toEqual([]);
  });

  describe.each(parts(namespace))('part %s', (part) => {
    const source = english(namespace, part);

    it('is a flat map of strings, written as UTF-8 (no \\u escapes), in every language', () => {
      const problems: string[] = [];
      for (const locale of LOCALES) {
        const file = catalogPartFile(namespace, part, locale);
        if (!existsSync(file)) continue;
        const text = readFileSync(file, 'utf8');
        if (/\\u[0-9a-fA-F]{4}/.test(text))
          problems.push(`${where(namespace, part, locale)} writes a character as a \\u escape: write it as itself`);
        for (const [key, value] of Object.entries(JSON.parse(text) as Record<string, unknown>))
          if (typeof value !== 'string') problems.push(`${key} (${locale}) is not a string`);
      }
      expect(problems).toEqual([]);
    });

    it(`has keys that start with "${part}."`, () => {
      const problems = Object.keys(source)
        .filter((key) => !key.startsWith(`${part}.`) || key.length === part.length + 1)
        .map((key) => `${key} in ${where(namespace, part, 'en')} must start with "${part}."`);
      expect(problems).toEqual([]);
    });

    it.each(TRANSLATIONS)('has in %s exactly the keys of English', (locale) => {
      const translation = translationOf(namespace, part, locale);
      const problems = [
        ...Object.keys(source)
          .filter((key) => !(key in translation))
          .map((key) => `${key} is missing in ${locale} (${where(namespace, part, locale)})`),
        ...Object.keys(translation)
          .filter((key) => !(key in source))
          .map((key) => `${key} in ${locale} is not in English (${where(namespace, part, locale)}): remove it`),
      ];
      expect(problems).toEqual([]);
    });

    it.each(LOCALES)('compiles as ICU in %s', (locale) => {
      const catalog = translationOf(namespace, part, locale);
      const problems = Object.entries(catalog).flatMap(([key, text]) => {
        try {
          compileCatalog({ [key]: text });
          return [];
        } catch (error) {
          return [`${key} (${namespace}/${part}, ${locale}): ${(error as Error).message}`];
        }
      });
      expect(problems).toEqual([]);
    });

    it.each(TRANSLATIONS)(
      'keeps in %s the placeholders and tags of English, with plural cases the language has',
      (locale) => {
        const translation = translationOf(namespace, part, locale);
        const problems: string[] = [];
        for (const [key, text] of Object.entries(translation)) {
          const englishText = source[key];
          if (englishText === undefined) continue;
          const expected = placeholders(englishText, DEFAULT_LOCALE);
          const actual = placeholders(text, locale);
          if (!expected || !actual) continue; // does not compile: reported above
          const label = `${key} (${namespace}/${part}, ${locale})`;
          for (const [what, english, translated] of [
            ['placeholders', expected.names, actual.names],
            ['tags', expected.tags, actual.tags],
          ] as const) {
            const missing = [...english].filter((each) => !translated.has(each));
            const extra = [...translated].filter((each) => !english.has(each));
            if (missing.length) problems.push(`${label} drops the ${what} ${missing.join(', ')} that English has`);
            if (extra.length) problems.push(`${label} has ${what} ${extra.join(', ')} that English does not`);
          }
          problems.push(...actual.pluralProblems.map((problem) => `${label}: ${problem}`));
        }
        expect(problems).toEqual([]);
      },
    );

    it.each(TRANSLATIONS)('has nothing in %s left in English', (locale) => {
      const translation = translationOf(namespace, part, locale);
      const problems = Object.entries(translation)
        .filter(([key, text]) => text === source[key] && wordCount(text) >= CHECKED_FROM_WORDS)
        .filter(([key]) => !SAME_AS_ENGLISH[key]?.locales.includes(locale))
        .map(
          ([key]) =>
            `${key} (${namespace}/${part}) reads in ${locale} exactly as in English: translate it, or list it in SAME_AS_ENGLISH with a reason`,
        );
      expect(problems).toEqual([]);
    });
  });
});

describe('the catalogs together', () => {
  const all = NAMESPACES.flatMap((namespace) =>
    parts(namespace).flatMap((part) => Object.keys(english(namespace, part)).map((key) => ({ namespace, part, key }))),
  );
  const namespaceOf = new Map(all.map((entry) => [entry.key, entry.namespace]));
  const uses = findMessageUses();

  it('name every key once (the web loads guest with app, the server all three)', () => {
    const seen = new Map<string, string>();
    const problems: string[] = [];
    for (const { namespace, part, key } of all) {
      const other = seen.get(key);
      if (other) problems.push(`${key} is in both ${other} and ${namespace}/${part}`);
      seen.set(key, `${namespace}/${part}`);
    }
    expect(problems).toEqual([]);
  });

  it('have every message id the code names, in English, in a namespace its page loads', () => {
    const problems: string[] = [];
    for (const use of uses.calls) {
      const at = `${use.file}:${use.line}`;
      if (use.built) {
        problems.push(`${at} builds a message id (${use.id}): write each id out literally (docs/translation.md)`);
        continue;
      }
      const namespace = namespaceOf.get(use.id);
      if (!namespace) {
        problems.push(`${at} uses "${use.id}", which no English catalog has`);
        continue;
      }
      const allowed = allowedNamespaces(use.file, uses.guestPage);
      if (!allowed.includes(namespace))
        problems.push(
          `${at} uses "${use.id}" from the ${namespace} namespace, but this code can read only ${allowed.join(' and ')}` +
            (uses.guestPage.has(use.file) ? ' (the guest page loads only guest: move the key there)' : ''),
        );
    }
    // A map of ids in a guest-page module (`{ YES: 'rsvp.yes' }`) counts too.
    for (const { file, line, id } of uses.literals)
      if (uses.guestPage.has(file) && namespaceOf.has(id) && namespaceOf.get(id) !== 'guest')
        problems.push(
          `${file}:${line} names "${id}" from the ${namespaceOf.get(id)} namespace, but the guest page loads only guest: move the key there`,
        );
    expect(problems).toEqual([]);
  });

  it('have no key that no code uses', () => {
    const used = new Set(uses.literals.map((literal) => literal.id));
    const problems = all
      .filter(({ key }) => !used.has(key) && !(key in NOT_YET_USED))
      .map(
        ({ namespace, part, key }) =>
          `${key} (${namespace}/${part}) is not used by any code in web/src, api/src or common: use it or remove it from all four languages`,
      );
    for (const key of Object.keys(NOT_YET_USED)) {
      if (used.has(key)) problems.push(`${key} is used now: take it out of NOT_YET_USED`);
      else if (!namespaceOf.has(key)) problems.push(`${key} is in NOT_YET_USED but in no catalog: take it out`);
    }
    expect(problems).toEqual([]);
  });

  it('take the guest page to be its folders and what its entry loads (a check of the scan itself)', () => {
    for (const file of [GUEST_ENTRY, 'web/src/pages/guest/EventPage.tsx', 'web/src/pages/guest/live/LiveSlideshow.tsx'])
      expect(uses.guestPage).toContain(file);
    expect([...uses.guestPage].filter((file) => file.startsWith('web/src/components/')).length).toBeGreaterThan(0);
    expect(uses.guestPage).not.toContain('web/src/main.tsx');
  });

  it('find the uses the code writes (a check of the scan itself)', () => {
    const sample = scanSource(
      'web/src/pages/x/Sample.tsx',
      [
        "const t = useT(); t('a.one'); t(\n  'a.two', { n: 1 });",
        "translate('a.three'); translate(locale, 'a.four'); message('a.five', { n });",
        '<T id="a.six" components={{ 0: <b /> }} />; <T values={{}} id={\'a.seven\'} />',
        "const d = { id: 'a.eight' }; const m = { YES: 'a.nine' }; t(`a.${x}`); t(label);",
        "// t('in.comment')",
      ].join('\n'),
    );
    expect(sample.calls.map(({ id, line, built }) => [id, line, built])).toEqual([
      ['a.one', 1, false],
      ['a.two', 2, false],
      ['a.three', 3, false],
      ['a.four', 3, false],
      ['a.five', 3, false],
      ['a.six', 4, false],
      ['a.seven', 4, false],
      ['a.eight', 5, false],
      ['a.${x}', 5, true],
    ]);
    expect(sample.literals.map(({ id }) => id)).toContain('a.nine');
    expect(sample.literals.map(({ id }) => id)).not.toContain('in.comment');
  });
});

// --- Placeholders -----------------------------------------------------------------------------------

type Token = string | [string, string?, Record<string, Token[]>?];

interface Placeholders {
  names: Set<string>; // {name}, and the variable of each plural/select
  tags: Set<string>; // <0>, </0>, <1/>
  pluralProblems: string[];
}

/**
 * What a message asks of its caller and its markup, from Lingui's compiled tokens; null if it fails.
 * Names are compared, not their formats: a language may need no plural where English has one (Turkish
 * "{count} fotoğraf"), but it must still say the count.
 */
function placeholders(text: string, locale: Locale): Placeholders | null {
  let tokens: Token[];
  try {
    tokens = compileCatalog({ message: text }).message as Token[];
  } catch {
    return null;
  }
  const found: Placeholders = { names: new Set(), tags: new Set(), pluralProblems: [] };
  const categories = new Set<string>(new Intl.PluralRules(locale).resolvedOptions().pluralCategories);
  const ordinals = new Set<string>(
    new Intl.PluralRules(locale, { type: 'ordinal' }).resolvedOptions().pluralCategories,
  );
  const walk = (list: Token[]) => {
    for (const token of list) {
      if (typeof token === 'string') {
        for (const tag of token.matchAll(/<\/?\d+\s*\/?>/g)) found.tags.add(tag[0].replace(/\s/g, ''));
        continue;
      }
      const [name, format, cases] = token;
      if (name === '#') continue;
      found.names.add(name);
      if (!cases || typeof cases !== 'object') continue;
      if (format === 'plural' || format === 'selectordinal') {
        const valid = format === 'plural' ? categories : ordinals;
        // Lingui keeps the plural's offset among the cases, and an exact case (=0) by its number.
        for (const key of Object.keys(cases).filter((each) => Array.isArray(cases[each])))
          if (!/^=?\d+$/.test(key) && !valid.has(key))
            found.pluralProblems.push(`{${name}, ${format}} has a case "${key}", which ${locale} never uses`);
        if (!('other' in cases)) found.pluralProblems.push(`{${name}, ${format}} has no "other" case`);
      }
      if (format === 'select' && !('other' in cases))
        found.pluralProblems.push(`{${name}, select} has no "other" case`);
      for (const each of Object.values(cases)) if (Array.isArray(each)) walk(each);
    }
  };
  walk(tokens);
  return found;
}

/** The words a reader reads: placeholders, tags and ICU syntax left out. */
function wordCount(text: string): number {
  let tokens: Token[];
  try {
    tokens = compileCatalog({ message: text }).message as Token[];
  } catch {
    return 0;
  }
  const literal = tokens
    .filter((token): token is string => typeof token === 'string')
    .join(' ')
    .replace(/<\/?\d+\s*\/?>/g, ' ');
  return literal.match(/\p{L}+/gu)?.length ?? 0;
}

// --- Where the code uses messages ---------------------------------------------------------------------

const SOURCE_DIRS = ['web/src', 'api/src', 'common'];
const NOT_SOURCE = /(?:^|\/)(?:__generated__|generated|node_modules)\/|\.test\.tsx?$|\.d\.ts$/;
const GUEST_ENTRY = 'web/src/guest/main.tsx';
const GUEST_FOLDERS = ['web/src/guest/', 'web/src/pages/guest/'];
// The functions that take a message id: useT()'s t, translate (web: (id), server: (locale, id)), and the
// server's message(id) for words put together later.
const CALLEES = new Set(['t', 'translate', 'message']);
// A descriptor's id (`{ id: 'upload.tooLarge' }`) looks like a message id: a part's name, a dot, more.
const LOOKS_LIKE_ID = /^[a-z][A-Za-z0-9]*\.[A-Za-z0-9_.-]+$/;

interface Use {
  file: string;
  line: number;
  id: string;
  built?: boolean;
}

interface Uses {
  /** Ids handed to t/translate/message/<T id>, or written as a descriptor's id. */
  calls: Use[];
  /** Every string literal shaped like an id (a map of ids counts as using them). */
  literals: Use[];
  /** The modules the guest page loads (web/guest.html's entry and what it imports, lazily too). */
  guestPage: Set<string>;
}

function sourceFiles(): string[] {
  return SOURCE_DIRS.flatMap((dir) =>
    readdirSync(join(ROOT, dir), { recursive: true, encoding: 'utf8' })
      .map((file) => `${dir}/${file.split('\\').join('/')}`)
      .filter((file) => /\.tsx?$/.test(file) && !NOT_SOURCE.test(file)),
  ).sort();
}

function findMessageUses(): Uses {
  const files = sourceFiles();
  const scanned = new Map(files.map((file) => [file, scanSource(file, readFileSync(join(ROOT, file), 'utf8'))]));
  // The guest page: its folders, and every module its entry loads through relative imports (static and
  // dynamic: the slideshow too), shared components and common/ rules included.
  const guestPage = new Set<string>(files.filter((file) => GUEST_FOLDERS.some((folder) => file.startsWith(folder))));
  const queue = [GUEST_ENTRY];
  const seen = new Set<string>();
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || !scanned.has(file)) continue;
    seen.add(file);
    guestPage.add(file);
    for (const specifier of scanned.get(file)!.imports) {
      const base = relative(ROOT, resolve(ROOT, dirname(file), specifier))
        .split('\\')
        .join('/');
      const target = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`].find((each) =>
        scanned.has(each),
      );
      if (target) queue.push(target);
    }
  }
  return {
    calls: [...scanned.values()].flatMap((each) => each.calls),
    literals: [...scanned.values()].flatMap((each) => each.literals),
    guestPage,
  };
}

/** Which namespaces a module may read: the guest page only guest, the API server and guest, the web app guest and app. */
function allowedNamespaces(file: string, guestPage: Set<string>): Namespace[] {
  if (guestPage.has(file)) return ['guest'];
  if (file.startsWith('api/')) return [...NAMESPACES];
  if (file.startsWith('web/')) return ['guest', 'app'];
  return [...NAMESPACES];
}

/** The message ids one file uses, read from its syntax tree (so comments and look-alikes do not count). */
function scanSource(file: string, text: string): Omit<Uses, 'guestPage'> & { imports: string[] } {
  const source = ts.createSourceFile(
    file,
    text,
    ts.ScriptTarget.Latest,
    true,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const calls: Use[] = [];
  const literals: Use[] = [];
  const imports: string[] = [];
  const lineOf = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
  const idFrom = (node: ts.Expression | undefined) => {
    if (!node) return;
    if (ts.isStringLiteralLike(node)) calls.push({ file, line: lineOf(node), id: node.text, built: false });
    else if (ts.isTemplateExpression(node))
      calls.push({ file, line: lineOf(node), id: node.getText(source).slice(1, -1), built: true });
    // Anything else (a variable, a map lookup) holds an id written out elsewhere: its literal counts.
  };
  const visit = (node: ts.Node) => {
    if (ts.isStringLiteralLike(node) && LOOKS_LIKE_ID.test(node.text))
      literals.push({ file, line: lineOf(node), id: node.text });
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      if (callee.kind === ts.SyntaxKind.ImportKeyword) {
        const [specifier] = node.arguments;
        if (specifier && ts.isStringLiteralLike(specifier) && specifier.text.startsWith('.'))
          imports.push(specifier.text);
      } else if (ts.isIdentifier(callee) && CALLEES.has(callee.text)) {
        const [first, second] = node.arguments;
        // translate(locale, 'id') on the server; translate('id', values) on the web.
        const id = callee.text === 'translate' && first && !isIdLike(first) && second ? second : first;
        idFrom(id);
      }
    }
    if ((ts.isJsxOpeningElement(node) || ts.isJsxSelfClosingElement(node)) && node.tagName.getText(source) === 'T') {
      for (const attribute of node.attributes.properties) {
        if (!ts.isJsxAttribute(attribute) || attribute.name.getText(source) !== 'id') continue;
        const value = attribute.initializer;
        idFrom(value && ts.isJsxExpression(value) ? value.expression : value);
      }
    }
    if (
      ts.isPropertyAssignment(node) &&
      (ts.isIdentifier(node.name) || ts.isStringLiteral(node.name)) &&
      node.name.text === 'id' &&
      ts.isStringLiteralLike(node.initializer) &&
      LOOKS_LIKE_ID.test(node.initializer.text)
    )
      idFrom(node.initializer);
    if (
      (ts.isImportDeclaration(node) && !node.importClause?.isTypeOnly) ||
      (ts.isExportDeclaration(node) && !node.isTypeOnly)
    ) {
      const specifier = node.moduleSpecifier;
      if (specifier && ts.isStringLiteral(specifier) && specifier.text.startsWith('.')) imports.push(specifier.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { calls, literals, imports };
}

function isIdLike(node: ts.Expression): boolean {
  return ts.isStringLiteralLike(node) || ts.isTemplateExpression(node);
}
