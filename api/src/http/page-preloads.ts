import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// A public page is a lazily loaded route: without help the browser learns of its chunk only once React,
// the router and the app have run, one more round trip before anything is drawn (about 0.3 s on a phone
// on 4G). The build's manifest (Vite `build.manifest`) names each module's chunk and the chunks it
// imports, so the server can list them in the HTML and the browser fetches them alongside the entry.

interface ManifestChunk {
  file: string;
  imports?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

export const MANIFEST_FILE = '.vite/manifest.json';

/** The build's manifest, or null when the build has none (an older build, or API-only tests). */
export function readBuildManifest(webRoot: string | null): BuildManifest | null {
  const file = webRoot ? join(webRoot, MANIFEST_FILE) : null;
  if (!file || !existsSync(file)) return null;
  return JSON.parse(readFileSync(file, 'utf8')) as BuildManifest;
}

/**
 * `<link rel="modulepreload">` tags for a module under web/src (as `PublicPage.module` names it) and
 * every chunk it imports statically, but those `page` (the HTML they go into) references already;
 * empty when the build does not know the module.
 */
export function modulePreloadTags(manifest: BuildManifest | null, module: string, page = ''): string {
  const key = manifest && Object.keys(manifest).find((name) => name.replace(/\.[jt]sx?$/, '') === `src/${module}`);
  if (!manifest || !key) return '';
  const files = new Set<string>();
  const visit = (name: string) => {
    const chunk = manifest[name];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    chunk.imports?.forEach(visit);
  };
  visit(key);
  return [...files]
    .filter((file) => !page.includes(`"/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}" />`)
    .join('\n    ');
}

/**
 * `<link rel="modulepreload">` for the chunk of a message catalog (`virtual:catalog/<namespace>/<locale>`,
 * scripts/build/catalogs.ts): the page renders once its messages are in, so the reader's language comes
 * with the HTML instead of one more round trip after the entry has run (decision 058). Empty when the build
 * has no such chunk, or when the page references it already.
 */
export function catalogPreloadTag(
  manifest: BuildManifest | null,
  namespace: string,
  locale: string,
  page = '',
): string {
  // The manifest keys a virtual module by its resolved id without the leading \0, relative to the web root.
  const suffix = `catalog:${namespace}:${locale}`;
  const key = manifest && Object.keys(manifest).find((name) => name.replace(/^.*\//, '').replace('\0', '') === suffix);
  const file = key ? manifest[key]?.file : undefined;
  if (!file || page.includes(`"/${file}"`)) return '';
  return `<link rel="modulepreload" crossorigin href="/${file}" />`;
}
