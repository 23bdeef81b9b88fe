import { readdir, stat } from 'node:fs/promises';
import { join, relative } from 'node:path';

/** A path's permission bits (0o700, 0o644, …). */
export async function modeOf(path: string): Promise<number> {
  return (await stat(path)).mode & 0o777;
}

/** Every path under `root` (itself included) whose mode lets the group or others in, as "644 path". */
export async function openToOthers(root: string): Promise<string[]> {
  const found: string[] = [];
  const visit = async (path: string): Promise<void> => {
    const stats = await stat(path);
    const mode = stats.mode & 0o777;
    if (mode & 0o077) found.push(`${mode.toString(8)} ${relative(root, path) || '.'}`);
    if (stats.isDirectory()) for (const entry of await readdir(path)) await visit(join(path, entry));
  };
  await visit(root);
  return found;
}
