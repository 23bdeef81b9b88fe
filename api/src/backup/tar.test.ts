import { spawnSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readTar, writeTar, type TarEntry } from './tar.ts';

/** The backup archive's own format: what restore must read back, and what `tar -xf` must open by hand. */

let work: string;
beforeAll(async () => {
  work = await mkdtemp(join(tmpdir(), 'wp-tar-'));
});
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

const LONG_NAME = `files/events/42/photos/${'a-very-long-photo-name-'.repeat(8)}.jpg`;

async function archiveOf(entries: TarEntry[]): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of writeTar(entries)) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

async function entriesOf(archive: Buffer): Promise<{ name: string; size: number; text: string }[]> {
  const read: { name: string; size: number; text: string }[] = [];
  // Chunks of an awkward size, as a gunzip stream hands them: headers and bodies straddle them.
  const pieces = Array.from({ length: Math.ceil(archive.length / 700) }, (_, i) =>
    archive.subarray(i * 700, (i + 1) * 700),
  );
  for await (const entry of readTar(Readable.from(pieces))) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry.body) chunks.push(Buffer.from(chunk));
    read.push({ name: entry.name, size: entry.size, text: Buffer.concat(chunks).toString() });
  }
  return read;
}

function entry(name: string, text: string): TarEntry {
  const body = Buffer.from(text);
  return { name, size: body.length, body: [body] };
}

describe('backup tar', () => {
  it('reads back what it wrote, long names included, and GNU tar extracts the same files', async () => {
    const archive = await archiveOf([
      entry('database.tar', 'the database'),
      entry(LONG_NAME, 'a photo'),
      entry('empty', ''),
      {
        name: 'in-pieces',
        size: 11,
        // A body streamed in pieces, as a file is read.
        body: Readable.from([Buffer.from('in '), Buffer.from('pieces!!')]),
      },
    ]);
    expect(await entriesOf(archive)).toEqual([
      { name: 'database.tar', size: 12, text: 'the database' },
      { name: LONG_NAME, size: 7, text: 'a photo' },
      { name: 'empty', size: 0, text: '' },
      { name: 'in-pieces', size: 11, text: 'in pieces!!' },
    ]);

    const file = join(work, 'round-trip.tar');
    await writeFile(file, archive);
    const listed = spawnSync('tar', ['-tf', file], { encoding: 'utf8' });
    expect(listed.stdout.trim().split('\n')).toEqual(['database.tar', LONG_NAME, 'empty', 'in-pieces']);
    const out = join(work, 'extracted');
    spawnSync('mkdir', ['-p', out]);
    expect(spawnSync('tar', ['-xf', file, '-C', out]).status).toBe(0);
    expect(await readFile(join(out, LONG_NAME), 'utf8')).toBe('a photo');
  });

  it('fails the archive when a file grows or shrinks while it is archived', async () => {
    await expect(archiveOf([{ name: 'grew', size: 3, body: [Buffer.from('four')] }])).rejects.toThrow(
      /grew while it was archived/,
    );
    await expect(archiveOf([{ name: 'shrank', size: 5, body: [Buffer.from('four')] }])).rejects.toThrow(
      /shrank while it was archived/,
    );
  });

  it('refuses a damaged header, an archive cut inside an entry, and entries a backup never holds', async () => {
    const archive = await archiveOf([entry('a', 'x'.repeat(2000)), entry('b', 'y')]);
    const damaged = Buffer.from(archive);
    damaged[10] = damaged[10]! ^ 0xff;
    await expect(entriesOf(damaged)).rejects.toThrow();
    await expect(entriesOf(archive.subarray(0, 1200))).rejects.toThrow();

    // A symbolic link (what an attacker would plant to write outside DATA_DIR) made by GNU tar itself.
    const folder = join(work, 'with-link');
    spawnSync('mkdir', ['-p', folder]);
    spawnSync('ln', ['-sf', '/etc/passwd', join(folder, 'link')]);
    const tarred = spawnSync('tar', ['-cf', '-', '-C', folder, 'link']);
    await expect(entriesOf(tarred.stdout)).rejects.toThrow(/entry of type/);
  });
});
