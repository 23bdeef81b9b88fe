import { statfs } from 'node:fs/promises';
import { InsufficientStorageError } from '../lib/errors.ts';

/** How often free space is measured; writes in between use the last figure. */
const MEASURE_EVERY_MS = 1000;

/**
 * Keeps a floor of free space in DATA_DIR: the embedded database and the spooled uploads live there, and a
 * database that runs out of disk mid-write is far worse than a photo refused with 507. Files are refused
 * while free space is under the floor; each time the disk crosses the floor one log line says so.
 */
export class DiskSpaceGuard {
  #measuredAt = 0;
  #freeBytes = Number.POSITIVE_INFINITY;
  #low = false;

  constructor(
    private readonly directory: string,
    private readonly minFreeBytes: number,
    private readonly log: { error(object: object, message: string): void; info(object: object, message: string): void },
  ) {}

  /** Rejects with InsufficientStorageError (507) when free space is below the floor. */
  async assertRoom(): Promise<void> {
    if (this.minFreeBytes <= 0) return;
    if (Date.now() - this.#measuredAt >= MEASURE_EVERY_MS) await this.#measure();
    const low = this.#freeBytes < this.minFreeBytes;
    if (low !== this.#low) {
      this.#low = low;
      const figures = { directory: this.directory, freeBytes: this.#freeBytes, minFreeBytes: this.minFreeBytes };
      if (low) this.log.error(figures, 'free disk space is below the floor: new files are refused (507)');
      else this.log.info(figures, 'free disk space is back above the floor: files are accepted again');
    }
    if (low) throw new InsufficientStorageError();
  }

  async #measure(): Promise<void> {
    this.#measuredAt = Date.now();
    try {
      const stats = await statfs(this.directory);
      this.#freeBytes = stats.bavail * stats.bsize;
    } catch {
      // A directory not created yet holds nothing: its disk is measured on a later write.
      this.#freeBytes = Number.POSITIVE_INFINITY;
    }
  }
}
