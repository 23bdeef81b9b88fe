import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * Where the running code sits: the TypeScript sources (tsx, vitest, `npm run dev`) or the production
 * build, which tsc compiles into dist/ with the same folders (docs/decisions/031). Files read at run
 * time by path and the entries of worker threads are found through here, so both layouts work.
 */

/** True when this process runs the compiled JavaScript in dist/ rather than the sources. */
export const RUNNING_BUILD = import.meta.url.endsWith('.js');

/** The checkout: this module is <root>/api/src/lib/build-layout.ts, or <root>/dist/api/src/lib/build-layout.js. */
const PROJECT_ROOT = fileURLToPath(new URL(RUNNING_BUILD ? '../../../../' : '../../../', import.meta.url));

/** A file or folder of the checkout that is read at run time (migrations, the web build, package.json). */
export function projectPath(...segments: string[]): string {
  return join(PROJECT_ROOT, ...segments);
}

/**
 * The module a worker thread starts with. From the sources it is `<name>-entry.mjs`, a plain module that
 * registers tsx inside the thread (threads do not inherit the main thread's loader) before importing
 * `<name>.ts`; the build starts the compiled `<name>.js` directly, with no tsx at run time.
 * `moduleUrl` is the caller's `import.meta.url`: the thread's files sit beside the caller.
 */
export function workerEntry(moduleUrl: string, name: string): URL {
  return new URL(RUNNING_BUILD ? `./${name}.js` : `./${name}-entry.mjs`, moduleUrl);
}
