// `npm run lint` fails on an import cycle in the server, the client or the shared rules (issue 29 item 5;
// CONVENTIONS 25). madge reads the import graph; this script holds its settings, so they carry comments,
// and refuses a run that read no files (a wrong setting would otherwise pass as "no cycle").
//
// Type-only imports (`import type`, `import { type X }`) count. They do not run, so they cannot leave a
// module half-initialised, but they still tie two modules to each other: the layers stop reading
// top-down, and turning one into a value import (a one-word edit) makes a runtime cycle that shows only
// as an undefined at start. The cycles issue 29 named were of that kind. Lazy `import()` counts too: a
// cycle is broken by moving the shared piece down a layer, not by deferring the import.
import { relative, resolve } from 'node:path';
import madge from 'madge';

export const ROOTS = ['api/src', 'web/src', 'common'];

const ROOT_DIR = resolve(import.meta.dirname, '..');

/**
 * The import cycles among the TypeScript files under `roots` (paths relative to `baseDir`), each as the
 * list of files around it. Generated code (Prisma's client, Relay artifacts) is not ours to shape and is
 * left out.
 */
export async function findImportCycles(roots, { baseDir = ROOT_DIR, tsConfig = 'tsconfig.json' } = {}) {
  const detective = { skipTypeImports: false, skipAsyncImports: false };
  const result = await madge(
    roots.map((root) => resolve(baseDir, root)),
    {
      baseDir,
      fileExtensions: ['ts', 'tsx'],
      tsConfig: resolve(baseDir, tsConfig),
      excludeRegExp: [/(^|\/)(generated|__generated__)\//],
      detectiveOptions: { ts: detective, tsx: detective },
    },
  );
  const files = Object.keys(result.obj());
  for (const root of roots) {
    const prefix = `${relative(baseDir, resolve(baseDir, root))}/`;
    if (!files.some((file) => file.startsWith(prefix))) throw new Error(`No TypeScript file read under ${root}.`);
  }
  return result.circular();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const cycles = await findImportCycles(ROOTS);
  if (cycles.length > 0) {
    console.error(`Import cycles (${cycles.length}): move what both sides need into a module of its own.`);
    for (const cycle of cycles) console.error(`  ${[...cycle, cycle[0]].join(' → ')}`);
    process.exitCode = 1;
  } else {
    console.log(`No import cycle in ${ROOTS.join(', ')}.`);
  }
}
