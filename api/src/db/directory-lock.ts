import { readFile, rm, writeFile } from 'node:fs/promises';

/**
 * An exclusive claim on a data directory by this process. Two servers writing one PGlite directory
 * would corrupt it, so the second refuses to start. A lock left by a process that died is taken over.
 */
// Locks this process holds: a container restarts with the same pid (often 1) as the process that died.
const heldHere = new Set<string>();

export async function lockDirectory(lockFile: string): Promise<{ release(): Promise<void> }> {
  if (heldHere.has(lockFile)) {
    throw new Error('This data directory is already open in this process.');
  }
  try {
    await writeFile(lockFile, String(process.pid), { flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const holder = Number((await readFile(lockFile, 'utf8')).trim());
    if (holder !== process.pid && isAlive(holder)) {
      throw new Error(
        `Another server (pid ${holder}) is using this data directory. Stop it first, or set another DATA_DIR.`,
      );
    }
    await writeFile(lockFile, String(process.pid));
  }
  heldHere.add(lockFile);
  return {
    release: async () => {
      heldHere.delete(lockFile);
      await rm(lockFile, { force: true });
    },
  };
}

function isAlive(pid: number): boolean {
  if (!Number.isSafeInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
