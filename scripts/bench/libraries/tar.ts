/**
 * A tar writer and reader with the backup's interface (`writeTar`, `readTar`) against tar-stream used
 * directly, on photos from disk: MB/s and the resident memory the run adds (sampled every 10 ms), plain
 * tar (gzip, which the backup adds on top, costs the same to both).
 * `npx tsx scripts/bench/libraries/tar.ts [files] [MB each]`. Since decision 041 api/src/backup/tar.ts is
 * itself on tar-stream; to compare the hand-written one again, as the record did:
 * `git show 711a559:api/src/backup/tar.ts > /tmp/hand-written-tar.ts` and `OURS=/tmp/hand-written-tar.ts`.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar-stream';
import type * as BackupTar from '../../../api/src/backup/tar.ts';
import { format, load, median } from './candidates.ts';

const { readTar, writeTar } = (await import(process.env.OURS ?? '../../../api/src/backup/tar.ts')) as typeof BackupTar;
const count = Number(process.argv[2] ?? 64);
const megabytes = Number(process.argv[3] ?? 8);
const folder = await mkdtemp(join(tmpdir(), 'tar-bench-'));
const photos = Array.from({ length: count }, (_, i) => ({
  // Names as the backup writes them, a few long enough for a pax header.
  name: `files/events/${i}/photos/${'x'.repeat(i % 4 === 0 ? 90 : 10)}-${i}.jpg`,
  path: join(folder, `${i}.jpg`),
}));
const photo = randomBytes(megabytes * 1e6);
for (const { path } of photos) await writeFile(path, photo);
const totalMb = (count * megabytes * 1e6) / 1e6;

/** Resident memory growth while `run` runs, and its duration. */
async function measured(run: () => Promise<void>): Promise<{ seconds: number; rssMb: number }> {
  globalThis.gc?.();
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 10);
  const started = performance.now();
  await run();
  clearInterval(sampler);
  return { seconds: (performance.now() - started) / 1000, rssMb: (peak - before) / 1e6 };
}

const discard = () =>
  new Writable({
    write: (_chunk, _encoding, done) => done(),
  });

async function oursWrite(out: string): Promise<void> {
  async function* entries() {
    for (const { name, path } of photos) {
      yield { name, size: (await stat(path)).size, body: createReadStream(path) as AsyncIterable<Buffer> };
    }
  }
  await pipeline(writeTar(entries()), createWriteStream(out));
}

async function tarStreamWrite(out: string): Promise<void> {
  const pack = tar.pack();
  const written = pipeline(pack, createWriteStream(out));
  for (const { name, path } of photos) {
    const entry = pack.entry({ name, size: (await stat(path)).size });
    await pipeline(createReadStream(path), entry);
  }
  pack.finalize();
  await written;
}

async function oursRead(archive: string): Promise<void> {
  for await (const entry of readTar(createReadStream(archive) as AsyncIterable<Buffer>)) {
    await pipeline(entry.body, discard());
  }
}

async function tarStreamRead(archive: string): Promise<void> {
  const extract = tar.extract();
  const input = pipeline(createReadStream(archive), extract);
  for await (const entry of extract) await pipeline(entry, discard());
  await input;
}

const contenders = [
  { name: process.env.OURS ? 'ours (hand-written)' : 'ours (api/src/backup/tar.ts)', write: oursWrite, read: oursRead },
  { name: 'tar-stream 3', write: tarStreamWrite, read: tarStreamRead },
];
const ROUNDS = 3;
const figures = contenders.map(() => ({
  write: [] as number[],
  writeRss: [] as number[],
  read: [] as number[],
  readRss: [] as number[],
}));
try {
  await mkdir(join(folder, 'out'));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const [index, contender] of contenders.entries()) {
      const archive = join(folder, 'out', `${index}.tar`);
      const write = await measured(() => contender.write(archive));
      const read = await measured(() => contender.read(archive));
      figures[index]!.write.push(totalMb / write.seconds);
      figures[index]!.writeRss.push(write.rssMb);
      figures[index]!.read.push(totalMb / read.seconds);
      figures[index]!.readRss.push(read.rssMb);
    }
  }
  // Both write plain tar that the other reads (and GNU tar lists).
  for (const [index, contender] of contenders.entries()) {
    const other = join(folder, 'out', `${1 - index}.tar`);
    const verdict = await contender.read(other).then(
      () => 'yes',
      (error: unknown) => `no: ${String(error)}`,
    );
    console.log(`${contender.name} reads ${contenders[1 - index]!.name}'s archive: ${verdict}`);
  }
  console.log(`${count} files of ${megabytes} MB (${totalMb} MB), median of ${ROUNDS} rounds; load average ${load()}`);
  console.table(
    contenders.map(({ name }, index) => ({
      implementation: name,
      'write (MB/s)': format(median(figures[index]!.write)),
      'write, RSS growth (MB)': median(figures[index]!.writeRss).toFixed(1),
      'read (MB/s)': format(median(figures[index]!.read)),
      'read, RSS growth (MB)': median(figures[index]!.readRss).toFixed(1),
    })),
  );
} finally {
  await rm(folder, { recursive: true, force: true });
}
