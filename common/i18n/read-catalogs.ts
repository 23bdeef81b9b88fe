// Node only (the build and the server; never imported by the web app): a namespace's catalog in one
// language, merged from its parts, common/i18n/messages/<namespace>/<part>.<locale>.json. Parts keep
// each screen's messages together and let several people translate at once; a key starts with its
// part's name ('rsvp.title' lives in rsvp.<locale>.json), so where a message lives is never a search.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Catalog, Namespace } from './catalogs.ts';

// The JSON files stay in the checkout: the compiled server (dist/common/i18n/read-catalogs.js, decision
// 031) reads them from there too.
const MESSAGES_DIR = fileURLToPath(
  new URL(import.meta.url.endsWith('.js') ? '../../../common/i18n/messages/' : './messages/', import.meta.url),
);

/** The parts of a namespace: the names of its English files. */
export function catalogParts(namespace: Namespace): string[] {
  return readdirSync(join(MESSAGES_DIR, namespace))
    .filter((file) => file.endsWith('.en.json'))
    .map((file) => file.slice(0, -'.en.json'.length))
    .sort();
}

export function catalogPartFile(namespace: Namespace, part: string, locale: string): string {
  return join(MESSAGES_DIR, namespace, `${part}.${locale}.json`);
}

export function readCatalogPart(namespace: Namespace, part: string, locale: string): Catalog {
  return JSON.parse(readFileSync(catalogPartFile(namespace, part, locale), 'utf8')) as Catalog;
}

/** Every part of the namespace in `locale`, as one catalog. */
export function readCatalog(namespace: Namespace, locale: string): Catalog {
  return Object.assign(
    {},
    ...catalogParts(namespace).map((part) => readCatalogPart(namespace, part, locale)),
  ) as Catalog;
}
