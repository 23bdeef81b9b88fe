import { chmod, lstat, mkdir, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { PRIVATE_DIR_MODE, PRIVATE_UMASK } from './private-mode.ts';

/**
 * Creates DATA_DIR readable by its owner only, or tightens one an older version (or the operator) made
 * open. Answers the mode it had when it was open to others (for the log line), else null.
 */
export async function preparePrivateDataDir(dataDir: string): Promise<{ openMode: string } | null> {
  // mkdir's mode applies only to directories it creates: an existing one is checked below.
  await mkdir(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
  const mode = (await lstat(dataDir)).mode & 0o777;
  if ((mode & PRIVATE_UMASK) === 0) return null;
  await chmod(dataDir, mode & ~PRIVATE_UMASK);
  return { openMode: mode.toString(8) };
}

/** The log line for a DATA_DIR that was open to others (one wording for the server and the worker). */
export const DATA_DIR_TIGHTENED = 'DATA_DIR was open to other local users: now 0700';

/**
 * Takes the group's and others' bits off everything under `root` (itself included). For files made by
 * code that sets modes of its own, not by the umask: PGlite's initdb writes its data files 0666 and
 * PostgreSQL rewrites a few (pg_internal.init) 0644 at each start.
 */
export async function makeTreePrivate(root: string): Promise<void> {
  const visit = async (path: string): Promise<void> => {
    let stats;
    try {
      stats = await lstat(path);
    } catch (error) {
      // The database removes files of its own while it runs (temporary files, old WAL segments).
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    if (stats.isSymbolicLink()) return;
    const mode = stats.mode & 0o777;
    if (mode & PRIVATE_UMASK) {
      await chmod(path, mode & ~PRIVATE_UMASK).catch((error: NodeJS.ErrnoException) => {
        if (error.code !== 'ENOENT') throw error;
      });
    }
    if (!stats.isDirectory()) return;
    let entries: string[];
    try {
      entries = await readdir(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    for (const entry of entries) await visit(join(path, entry));
  };
  await visit(root);
}
