import { pipeline } from 'node:stream/promises';
import { extract, pack } from 'tar-stream';

/**
 * The backup archive's entries (docs/decisions/032) through tar-stream (docs/decisions/041: it was already
 * installed for archiver, reads twice as fast as our own reader did, and its parser is the one the npm
 * ecosystem hammers, rather than ours). What is ours is the backup's rules on top: regular files only,
 * each held to its announced size, streamed so a wedding's gigabytes of photos never sit in memory.
 * Long names go in pax headers, so GNU and BSD tar open a backup too.
 */

export interface TarEntry {
  name: string;
  size: number;
  /** The entry's bytes; a reader must read it to its end (or leave it) before asking for the next entry. */
  body: AsyncIterable<Buffer> | Iterable<Buffer>;
}

/**
 * The tar bytes of `entries`, each body streamed and held to its announced size (a file that changes
 * while it is archived fails the archive rather than corrupting it). Feed it to `pipeline`.
 */
export function writeTar(entries: AsyncIterable<TarEntry> | Iterable<TarEntry>): AsyncIterable<Buffer> {
  const archive = pack();
  const fill = async () => {
    for await (const { name, size, body } of entries) {
      await pipeline(heldToSize(name, size, body), archive.entry({ name, size, mode: 0o644 }));
    }
    archive.finalize();
  };
  // A failure ends the archive with it, which is how whoever reads the archive learns of it.
  fill().catch((error: unknown) => archive.destroy(error as Error));
  return archive as AsyncIterable<Buffer>;
}

async function* heldToSize(name: string, size: number, body: TarEntry['body']): AsyncGenerator<Buffer> {
  let written = 0;
  for await (const chunk of body) {
    written += chunk.length;
    if (written > size) throw new Error(`${name} grew while it was archived`);
    yield chunk;
  }
  if (written !== size) throw new Error(`${name} shrank while it was archived`);
}

/**
 * The regular-file entries of a tar stream, one at a time. A damaged archive (bad header checksum, cut
 * short, an entry type a backup never holds, such as a link) throws with what is wrong.
 */
export async function* readTar(input: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const archive = extract();
  // Its failures (a read error, gunzip's) destroy `archive`, whose iteration below then throws them.
  const fed = pipeline(input, archive);
  fed.catch(() => undefined);
  try {
    for await (const entry of archive) {
      const { name, size, type } = entry.header;
      if (type !== 'file') throw new Error(`the archive holds an entry of type ${JSON.stringify(type)}`);
      yield { name, size, body: entry as AsyncIterable<Buffer> };
      // Whatever the caller left of the body is skipped, so the next header can be read.
      entry.resume();
    }
    await fed;
  } finally {
    archive.destroy();
  }
}
