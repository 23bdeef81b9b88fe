import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { crc32 } from 'node:zlib';

/**
 * A streaming ZIP writer, store mode only, for archives of many files (issue 35: 20,000 photos, ~500 GB).
 *
 * Why our own rather than archiver: archiver keeps a JavaScript object per entry until the central directory
 * is written (about 1.2 kB of heap each, measured: +22 MB retained for 18,000 entries) and pipes every file
 * through a chain of transforms. Here an entry costs the bytes of its central directory record, appended to
 * one growing Buffer (46 bytes, its UTF-8 name, 28 more when it needs ZIP64), and a file's chunks go out as
 * they came from storage, each one pushed once, with the CRC-32 computed on the way.
 *
 * The format (APPNOTE 6.3.10): each entry is a local header without sizes or CRC (general purpose bit 3: they
 * follow the data in a data descriptor, since a storage stream does not say its size up front; bit 11: the
 * name is UTF-8), the bytes stored as they are, then the descriptor. The central directory repeats every
 * header with its real CRC and sizes. ZIP64 extra fields, the ZIP64 end record and its locator are written
 * only when a size or an offset reaches 0xFFFFFFFF or the entries reach 0xFFFF; a descriptor carries 8-byte
 * sizes when its entry passed 4 GiB (as Go's archive/zip writes it; readers take the sizes from the central
 * directory).
 *
 * Backpressure: `stream` is a Readable; when it reports its buffer full, the file being copied is paused
 * until the consumer reads again, so no more than the current chunk waits here.
 */
export class ZipWriter {
  /** The archive's bytes. */
  readonly stream: Readable;
  readonly #zip64Limit: number;
  #offset = 0;
  #entries = 0;
  #directory = Buffer.allocUnsafe(64 * 1024);
  #directoryLength = 0;
  #busy = false;
  #finished = false;
  /** Called when the consumer wants more bytes (the copy paused on a full buffer resumes). */
  #wake: (() => void) | null = null;
  #source: Readable | null = null;

  /**
   * `zip64Limit` is for tests only: sizes and offsets from this value up are written as ZIP64, so a test
   * exercises those records without writing 4 GiB.
   */
  constructor(options: { zip64Limit?: number } = {}) {
    this.#zip64Limit = Math.min(options.zip64Limit ?? MAX_32, MAX_32);
    this.stream = new Readable({
      read: () => {
        const wake = this.#wake;
        this.#wake = null;
        wake?.();
      },
      destroy: (error, callback) => {
        // The consumer left (or an entry failed): the file being copied is released, a pending write returns.
        this.#source?.destroy();
        const wake = this.#wake;
        this.#wake = null;
        wake?.();
        callback(error);
      },
    });
  }

  /** Entries written so far. */
  get entries(): number {
    return this.#entries;
  }

  /**
   * Writes one entry, its bytes from `source` (a stream, read to its end, or bytes at hand), and resolves once
   * they are all handed to `stream`. One entry at a time. If the source fails, `stream` is destroyed with its
   * error: a reader sees a broken archive rather than one that looks whole.
   */
  async add(name: string, date: Date, source: Readable | Uint8Array): Promise<void> {
    if (this.#busy || this.#finished) throw new Error('ZipWriter: add() while another entry or finish() runs');
    this.#busy = true;
    try {
      const nameBytes = Buffer.from(name, 'utf8');
      if (nameBytes.length > 0xffff) throw new Error('ZipWriter: entry name longer than 65,535 bytes');
      const { time, day } = dosDateTime(date);
      const headerOffset = this.#offset;

      const header = Buffer.alloc(30 + nameBytes.length);
      header.writeUInt32LE(0x04034b50, 0);
      header.writeUInt16LE(VERSION_DEFAULT, 4);
      header.writeUInt16LE(FLAGS, 6);
      // Method 0 (stored); CRC and sizes stay zero here, they come in the descriptor.
      header.writeUInt16LE(time, 10);
      header.writeUInt16LE(day, 12);
      header.writeUInt16LE(nameBytes.length, 26);
      nameBytes.copy(header, 30);
      await this.#write(header);

      const { crc, size } = source instanceof Uint8Array ? await this.#writeBytes(source) : await this.#copy(source);

      const large = size >= MAX_32;
      const descriptor = Buffer.alloc(large ? 24 : 16);
      descriptor.writeUInt32LE(0x08074b50, 0);
      descriptor.writeUInt32LE(crc, 4);
      if (large) {
        descriptor.writeBigUInt64LE(BigInt(size), 8);
        descriptor.writeBigUInt64LE(BigInt(size), 16);
      } else {
        descriptor.writeUInt32LE(size, 8);
        descriptor.writeUInt32LE(size, 12);
      }
      await this.#write(descriptor);

      this.#record(nameBytes, time, day, crc, size, headerOffset);
      this.#entries += 1;
    } catch (error) {
      const failure = error instanceof Error ? error : new Error(String(error));
      if (!this.stream.destroyed) this.stream.destroy(failure);
      throw failure;
    } finally {
      this.#busy = false;
    }
  }

  /** Writes the central directory and the end records, then ends `stream`. */
  async finish(): Promise<void> {
    if (this.#busy || this.#finished) throw new Error('ZipWriter: finish() while an entry runs, or twice');
    this.#finished = true;
    const directoryOffset = this.#offset;
    const directorySize = this.#directoryLength;
    for (let start = 0; start < directorySize; start += CHUNK) {
      await this.#write(this.#directory.subarray(start, Math.min(start + CHUNK, directorySize)));
    }
    this.#directory = Buffer.alloc(0);

    const zip64 = this.#entries >= 0xffff || directoryOffset >= this.#zip64Limit || directorySize >= this.#zip64Limit;
    if (zip64) {
      const end64Offset = this.#offset;
      const end64 = Buffer.alloc(56 + 20);
      end64.writeUInt32LE(0x06064b50, 0);
      end64.writeBigUInt64LE(44n, 4); // the size of the rest of this record
      end64.writeUInt16LE(MADE_BY, 12);
      end64.writeUInt16LE(VERSION_ZIP64, 14);
      // This disk and the directory's disk: 0.
      end64.writeBigUInt64LE(BigInt(this.#entries), 24);
      end64.writeBigUInt64LE(BigInt(this.#entries), 32);
      end64.writeBigUInt64LE(BigInt(directorySize), 40);
      end64.writeBigUInt64LE(BigInt(directoryOffset), 48);
      // The locator: where the record above starts; one disk in all.
      end64.writeUInt32LE(0x07064b50, 56);
      end64.writeBigUInt64LE(BigInt(end64Offset), 64);
      end64.writeUInt32LE(1, 72);
      await this.#write(end64);
    }
    const end = Buffer.alloc(22);
    end.writeUInt32LE(0x06054b50, 0);
    const count = zip64 ? 0xffff : this.#entries;
    end.writeUInt16LE(count, 8);
    end.writeUInt16LE(count, 10);
    end.writeUInt32LE(zip64 ? MAX_32 : directorySize, 12);
    end.writeUInt32LE(zip64 ? MAX_32 : directoryOffset, 16);
    await this.#write(end);
    if (!this.stream.destroyed) this.stream.push(null);
  }

  /** Appends the entry's central directory record (ZIP64 extra field when a value does not fit 32 bits). */
  #record(name: Buffer, time: number, day: number, crc: number, size: number, offset: number) {
    const largeSize = size >= this.#zip64Limit;
    const largeOffset = offset >= this.#zip64Limit;
    const extraLength = largeSize || largeOffset ? 4 + (largeSize ? 16 : 0) + (largeOffset ? 8 : 0) : 0;
    const length = 46 + name.length + extraLength;
    if (this.#directoryLength + length > this.#directory.length) {
      const grown = Buffer.allocUnsafe(Math.max(this.#directory.length * 2, this.#directoryLength + length));
      this.#directory.copy(grown, 0, 0, this.#directoryLength);
      this.#directory = grown;
    }
    const record = this.#directory.subarray(this.#directoryLength, this.#directoryLength + length);
    record.fill(0, 0, 46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(MADE_BY, 4);
    record.writeUInt16LE(extraLength ? VERSION_ZIP64 : VERSION_DEFAULT, 6);
    record.writeUInt16LE(FLAGS, 8);
    record.writeUInt16LE(time, 12);
    record.writeUInt16LE(day, 14);
    record.writeUInt32LE(crc, 16);
    record.writeUInt32LE(largeSize ? MAX_32 : size, 20);
    record.writeUInt32LE(largeSize ? MAX_32 : size, 24);
    record.writeUInt16LE(name.length, 28);
    record.writeUInt16LE(extraLength, 30);
    // Comment length, disk number and internal attributes: 0. External: a regular file, rw-r--r--.
    record.writeUInt32LE(FILE_MODE, 38);
    record.writeUInt32LE(largeOffset ? MAX_32 : offset, 42);
    name.copy(record, 46);
    if (extraLength) {
      // The ZIP64 extra field holds only the values marked 0xFFFFFFFF above, in this order.
      let at = 46 + name.length;
      record.writeUInt16LE(0x0001, at);
      record.writeUInt16LE(extraLength - 4, at + 2);
      at += 4;
      if (largeSize) {
        record.writeBigUInt64LE(BigInt(size), at); // uncompressed
        record.writeBigUInt64LE(BigInt(size), at + 8); // compressed: the same, stored
        at += 16;
      }
      if (largeOffset) record.writeBigUInt64LE(BigInt(offset), at);
    }
    this.#directoryLength += length;
  }

  /** Hands `chunk` to the stream; waits while the consumer's buffer is full. */
  async #write(chunk: Uint8Array): Promise<void> {
    if (this.stream.destroyed) throw new Error('ZIP stream closed');
    this.#offset += chunk.length;
    if (!this.stream.push(chunk)) await new Promise<void>((resolve) => (this.#wake = resolve));
  }

  async #writeBytes(bytes: Uint8Array) {
    const size = bytes.length;
    const crc = crc32(bytes);
    for (let start = 0; start < size; start += CHUNK) await this.#write(bytes.subarray(start, start + CHUNK));
    return { crc, size };
  }

  /** Copies a stream chunk by chunk, pausing it while the consumer's buffer is full (as pipe() does). */
  async #copy(source: Readable) {
    let crc = 0;
    let size = 0;
    const onData = (chunk: Buffer) => {
      crc = crc32(chunk, crc);
      size += chunk.length;
      this.#offset += chunk.length;
      if (!this.stream.push(chunk)) {
        source.pause();
        this.#wake = () => source.resume();
      }
    };
    this.#source = source;
    try {
      if (this.stream.destroyed) throw new Error('ZIP stream closed');
      source.on('data', onData);
      // Rejects on the source's error, or when it is destroyed before its end (an abort).
      await finished(source, { writable: false });
    } finally {
      source.off('data', onData);
      this.#source = null;
      this.#wake = null;
    }
    return { crc: crc >>> 0, size };
  }
}

const MAX_32 = 0xffffffff;
const CHUNK = 64 * 1024;
/** Bit 3: CRC and sizes follow the data; bit 11: names are UTF-8. */
const FLAGS = 0x0008 | 0x0800;
const VERSION_DEFAULT = 20;
const VERSION_ZIP64 = 45;
/** Made by Unix (3), spec version 4.5: the external attributes below are Unix modes. */
const MADE_BY = (3 << 8) | VERSION_ZIP64;
const FILE_MODE = (0o100644 << 16) >>> 0;

/** MS-DOS time and date of `date` in the server's local time, as archiver and zip tools write them. */
function dosDateTime(date: Date): { time: number; day: number } {
  let value = Number.isNaN(date.getTime()) ? new Date(1980, 0, 1) : date;
  // The format counts years 1980 to 2107.
  if (value.getFullYear() < 1980) value = new Date(1980, 0, 1);
  if (value.getFullYear() > 2107) value = new Date(2107, 11, 31, 23, 59, 58);
  const time = (value.getHours() << 11) | (value.getMinutes() << 5) | (value.getSeconds() >> 1);
  const day = ((value.getFullYear() - 1980) << 9) | ((value.getMonth() + 1) << 5) | value.getDate();
  return { time, day };
}
