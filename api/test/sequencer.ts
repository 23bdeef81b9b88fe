import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

/**
 * Runs the test files that start whole processes (servers, builds) first when Vitest has no timings of
 * an earlier run, as on a clean clone. Vitest then orders by file size, which put these files, short to
 * read but 40–70 s long (mostly waiting for a child process), at the end: the run ended with two or three
 * of them alone on otherwise idle workers. Started first, their waits overlap the other files' work.
 * With timings (a second run on one checkout), Vitest's own order (longest first) stands.
 */
export default class ProcessFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const first = (file: TestSpecification) =>
      !this.ctx.cache.getFileTestResults(`${file.project.name}:${relative(this.ctx.config.root, file.moduleId)}`) &&
      startsProcesses(file.moduleId);
    return [...sorted.filter(first), ...sorted.filter((file) => !first(file))];
  }
}

/** `spawn(` or `startServer(` in the file or in a test helper it imports (api/src is the product: not followed). */
const STARTS_A_PROCESS = /\b(spawn|spawnSync|startServer)\(/;

function startsProcesses(file: string, seen = new Set<string>()): boolean {
  if (seen.has(file) || !existsSync(file)) return false;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  if (STARTS_A_PROCESS.test(source)) return true;
  for (const [, path] of source.matchAll(/from '(\.[^']+\.ts)'/g)) {
    const imported = resolve(dirname(file), path!);
    if (!imported.includes('/api/src/') && startsProcesses(imported, seen)) return true;
  }
  return false;
}
