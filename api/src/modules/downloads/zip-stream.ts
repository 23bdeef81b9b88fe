import { Readable } from 'node:stream';
import { ZipWriter } from '../../lib/zip-writer.ts';
import type { StorageDriver } from '../../storage/storage.ts';

/** One file of a ZIP: where its bytes are stored and the name it gets inside the archive. */
export interface StoredZipEntry {
  key: string;
  name: string;
  date: Date;
}

/** A file of a ZIP written on the spot (a README, a CSV, a JSON file): its whole text, held in memory. */
export interface WrittenZipEntry {
  content: string;
  name: string;
  date: Date;
}

export type ZipEntry = StoredZipEntry | WrittenZipEntry;

export interface ZipLogger {
  warn(object: object, message: string): void;
}

export interface PhotoZip {
  /** The archive's bytes; pipe it to the response (or any sink). */
  stream: Readable;
  /** Stops at once: the open storage stream is destroyed, no further entry is read, nothing is finalized. */
  abort(): void;
  /** Settles when every entry was appended and the archive finalized (or it was aborted). */
  done: Promise<{ written: number; skipped: number; aborted: boolean }>;
}

/**
 * Streams `entries` as a ZIP in store mode (photos are already compressed, so deflate would only burn CPU),
 * one file open at a time, through our own writer (lib/zip-writer.ts: a few dozen bytes kept per entry, where
 * archiver kept a heavy object each and grew the server by 150 MB over 18,000 photos). The next storage stream
 * is opened while the current one is written and read only after it. A file missing from storage is skipped
 * with a warning, so the archive stays valid. Written entries (text made on the spot) go in like stored
 * ones, in their place in the list.
 */
export function streamPhotoZip(storage: StorageDriver, entries: readonly ZipEntry[], log: ZipLogger): PhotoZip {
  const writer = new ZipWriter();
  const archive = writer.stream;
  let current: Readable | null = null;
  let aborted = false;
  let written = 0;
  let skipped = 0;

  const abort = () => {
    if (aborted) return;
    aborted = true;
    current?.destroy();
    current = null;
    // Nothing more goes out: the reader left, so the buffered tail is released.
    archive.destroy();
  };

  // The next entry's file is opened while the current one streams (read-ahead): opening costs a round
  // trip on GCS and two system calls locally, which would otherwise sit between every pair of entries.
  // Only opened: its bytes flow once the writer takes it, so still one file's data in memory at a time.
  const open = (index: number): Promise<Readable | Buffer | null> | null => {
    const entry = entries[index];
    if (!entry) return null;
    if ('content' in entry) return Promise.resolve(Buffer.from(entry.content, 'utf8'));
    const opening = storage.read(entry.key);
    opening.catch(() => {});
    return opening;
  };
  let next = open(0);
  const dropNext = () =>
    void next?.then(
      (source) => (source instanceof Readable ? source.destroy() : undefined),
      () => {},
    );

  const run = async () => {
    for (let index = 0; index < entries.length; index += 1) {
      if (aborted) break;
      const entry = entries[index]!;
      const source = await next;
      next = open(index + 1);
      if (!source) {
        skipped += 1;
        log.warn(
          { key: 'key' in entry ? entry.key : null, name: entry.name },
          'ZIP download: stored photo missing, skipped',
        );
        continue;
      }
      if (aborted) {
        if (source instanceof Readable) source.destroy();
        break;
      }
      current = source instanceof Readable ? source : null;
      try {
        await writer.add(entry.name, entry.date, source);
      } catch (error) {
        // Aborted: the writer stopped because its stream or this source was destroyed; not a failure.
        if (aborted) break;
        throw error;
      } finally {
        current = null;
      }
      written += 1;
    }
    dropNext();
    if (!aborted) await writer.finish();
    return { written, skipped, aborted };
  };

  const done = run().catch((error: unknown) => {
    dropNext();
    const failure = error instanceof Error ? error : new Error(String(error));
    // The response already carries part of the archive: end it broken rather than pretend it is whole.
    if (!archive.destroyed) archive.destroy(failure);
    abort();
    return { written, skipped, aborted: true };
  });

  return { stream: archive, abort, done };
}
