import { once } from 'node:events';
import { Readable } from 'node:stream';
import archiver from 'archiver';
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
 * one file open at a time: the next storage stream is opened only after archiver reports the previous entry
 * written. A file missing from storage is skipped with a warning, so the archive stays valid. Written
 * entries (text made on the spot) go in like stored ones, in their place in the list.
 */
export function streamPhotoZip(storage: StorageDriver, entries: readonly ZipEntry[], log: ZipLogger): PhotoZip {
  const archive = archiver('zip', { store: true, zlib: { level: 0 } });
  let current: Readable | null = null;
  let aborted = false;
  let written = 0;
  let skipped = 0;

  // Each failure settles the wait below instead of leaving it pending.
  const failed = new Promise<never>((_, reject) => {
    archive.once('error', reject);
  });
  failed.catch(() => {});

  let signalAbort = () => {};
  const abortion = new Promise<void>((resolve) => {
    signalAbort = resolve;
  });
  archive.on('warning', (warning: Error) => log.warn({ err: warning }, 'ZIP download: archiver warning'));

  const abort = () => {
    if (aborted) return;
    aborted = true;
    signalAbort();
    current?.destroy();
    current = null;
    archive.abort();
    // Nothing more goes out: the reader left, so the buffered tail and the module's pipes are released.
    archive.destroy();
  };

  // The next entry's file is opened while the current one streams (read-ahead): opening costs a round
  // trip on GCS and two system calls locally, which would otherwise sit between every pair of entries.
  // Only opened: its bytes flow once archiver takes it, so still one file's data in memory at a time.
  const open = (index: number) => {
    const entry = entries[index];
    if (!entry) return null;
    if ('content' in entry) return Promise.resolve(Readable.from([Buffer.from(entry.content, 'utf8')]));
    const opening = storage.read(entry.key);
    opening.catch(() => {});
    return opening;
  };
  let next = open(0);
  const dropNext = () =>
    void next?.then(
      (source) => source?.destroy(),
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
        source.destroy();
        break;
      }
      current = source;
      const appended = once(archive, 'entry');
      archive.append(source, { name: entry.name, date: entry.date, store: true });
      await Promise.race([appended, failed, abortion]);
      current = null;
      if (aborted) break;
      written += 1;
    }
    dropNext();
    if (!aborted) await archive.finalize();
    return { written, skipped, aborted };
  };

  const done = run().catch((error: unknown) => {
    abort();
    // The response already carries part of the archive: end it broken rather than pretend it is whole.
    if (!archive.destroyed) archive.destroy(error instanceof Error ? error : new Error(String(error)));
    return { written, skipped, aborted: true };
  });

  return { stream: archive, abort, done };
}
