import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockDirectory } from './directory-lock.ts';

let folder: string;
beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), 'lock-'));
});
afterAll(() => rm(folder, { recursive: true, force: true }));

describe('lockDirectory', () => {
  it('refuses a directory that another live process holds', async () => {
    const lockFile = join(folder, 'live.lock');
    // The parent of this test worker is alive, and is not us.
    await writeFile(lockFile, String(process.ppid));
    await expect(lockDirectory(lockFile)).rejects.toThrow(`Another server (pid ${process.ppid})`);
  });

  it('takes over a lock left by a process that died', async () => {
    const lockFile = join(folder, 'stale.lock');
    const dead = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))']).stdout.toString();
    await writeFile(lockFile, dead);
    const lock = await lockDirectory(lockFile);
    expect(await readFile(lockFile, 'utf8')).toBe(String(process.pid));
    await lock.release();
  });

  it('refuses to open one directory twice in a process, and frees it on release', async () => {
    const lockFile = join(folder, 'twice.lock');
    const lock = await lockDirectory(lockFile);
    await expect(lockDirectory(lockFile)).rejects.toThrow(/already open in this process/);
    await lock.release();
    const again = await lockDirectory(lockFile);
    await again.release();
  });
});
