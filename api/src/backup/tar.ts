/**
 * The little of the tar format a backup needs (docs/decisions/032): regular files, written and read as
 * streams so a wedding's gigabytes of photos never sit in memory. Names longer than the 100 bytes of a
 * plain header go in a pax extended header, as GNU and BSD tar read them, so `tar -xzf` opens a backup too.
 */

const BLOCK = 512;
const END_OF_ARCHIVE = Buffer.alloc(BLOCK * 2);

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
export async function* writeTar(entries: AsyncIterable<TarEntry> | Iterable<TarEntry>): AsyncGenerator<Buffer> {
  for await (const { name, size, body } of entries) {
    if (Buffer.byteLength(name) > 100) {
      const record = paxRecord('path', name);
      yield header('././@PaxHeader', record.length, 'x');
      yield padded(record);
    }
    yield header(name, size, '0');
    let written = 0;
    for await (const chunk of body) {
      written += chunk.length;
      if (written > size) throw new Error(`${name} grew while it was archived`);
      yield chunk;
    }
    if (written !== size) throw new Error(`${name} shrank while it was archived`);
    yield Buffer.alloc(padding(size));
  }
  yield END_OF_ARCHIVE;
}

/**
 * The regular-file entries of a tar stream, one at a time. A damaged archive (bad header checksum, cut
 * short, an entry type a backup never holds) throws with what is wrong.
 */
export async function* readTar(input: AsyncIterable<Buffer>): AsyncGenerator<TarEntry> {
  const reader = new ByteReader(input[Symbol.asyncIterator]());
  let paxName: string | undefined;
  for (;;) {
    const block = await reader.read(BLOCK);
    if (!block) throw new Error('the archive ends before its end marker: it was cut short');
    if (block.every((byte) => byte === 0)) return;
    verifyChecksum(block);
    const size = parseOctal(block.subarray(124, 136));
    const type = String.fromCharCode(block[156]!);
    if (type === 'x') {
      const data = await reader.read(size + padding(size));
      if (!data) throw new Error('the archive was cut short inside an extended header');
      paxName = parsePaxPath(data.subarray(0, size)) ?? paxName;
      continue;
    }
    if (type !== '0' && type !== '\0') throw new Error(`the archive holds an entry of type ${JSON.stringify(type)}`);
    const prefix = text(block.subarray(345, 500));
    const name = paxName ?? (prefix ? `${prefix}/${text(block.subarray(0, 100))}` : text(block.subarray(0, 100)));
    paxName = undefined;
    const unread = { bytes: size };
    yield { name, size, body: reader.stream(unread) };
    // Whatever the caller left of the body, and the padding, before the next header.
    if (!(await reader.read(unread.bytes + padding(size)))) throw new Error(`the archive was cut short after ${name}`);
  }
}

/** Exact-size reads over a stream of chunks of any size. */
class ByteReader {
  #buffered: Buffer = Buffer.alloc(0);

  constructor(private readonly source: AsyncIterator<Buffer>) {}

  /** `length` bytes, or null when the stream ends first. */
  async read(length: number): Promise<Buffer | null> {
    while (this.#buffered.length < length) {
      const next = await this.source.next();
      if (next.done) return null;
      this.#buffered = Buffer.concat([this.#buffered, next.value]);
    }
    const bytes = this.#buffered.subarray(0, length);
    this.#buffered = this.#buffered.subarray(length);
    return bytes;
  }

  /** The next `unread.bytes` bytes as chunks, without holding them all; counts down what is left. */
  async *stream(unread: { bytes: number }): AsyncGenerator<Buffer> {
    while (unread.bytes > 0) {
      if (this.#buffered.length === 0) {
        const next = await this.source.next();
        if (next.done) throw new Error('the archive was cut short inside an entry');
        this.#buffered = next.value;
      }
      const chunk = this.#buffered.subarray(0, unread.bytes);
      this.#buffered = this.#buffered.subarray(chunk.length);
      unread.bytes -= chunk.length;
      yield chunk;
    }
  }
}

function header(name: string, size: number, type: '0' | 'x'): Buffer {
  const block = Buffer.alloc(BLOCK);
  // Long names are in the pax header before this one; the plain field keeps a readable tail.
  block.write(Buffer.byteLength(name) > 100 ? name.slice(-100) : name, 0, 100, 'utf8');
  block.write(octal(0o644, 8), 100);
  block.write(octal(0, 8), 108);
  block.write(octal(0, 8), 116);
  block.write(octal(size, 12), 124);
  block.write(octal(Math.floor(Date.now() / 1000), 12), 136);
  block.write(' '.repeat(8), 148);
  block.write(type, 156);
  block.write('ustar\u000000', 257, 'latin1');
  block.write(octal(checksum(block), 8), 148);
  return block;
}

function paxRecord(key: string, value: string): Buffer {
  const body = ` ${key}=${value}\n`;
  // The record starts with its own length in decimal, which counts its own digits.
  let length = Buffer.byteLength(body) + 1;
  while (String(length).length + Buffer.byteLength(body) !== length) length += 1;
  return Buffer.from(`${length}${body}`);
}

function parsePaxPath(data: Buffer): string | undefined {
  let path: string | undefined;
  let at = 0;
  while (at < data.length) {
    const space = data.indexOf(0x20, at);
    const length = Number(data.subarray(at, space).toString('latin1'));
    if (space < 0 || !Number.isSafeInteger(length) || length <= 0) throw new Error('a damaged extended header');
    const record = data.subarray(space + 1, at + length - 1).toString('utf8');
    const equals = record.indexOf('=');
    if (record.slice(0, equals) === 'path') path = record.slice(equals + 1);
    at += length;
  }
  return path;
}

function verifyChecksum(block: Buffer): void {
  const stored = parseOctal(block.subarray(148, 156));
  const copy = Buffer.from(block);
  copy.write(' '.repeat(8), 148);
  if (checksum(copy) !== stored) throw new Error('a damaged entry header (checksum mismatch)');
}

function checksum(block: Buffer): number {
  let sum = 0;
  for (const byte of block) sum += byte;
  return sum;
}

function octal(value: number, width: number): string {
  return `${value.toString(8).padStart(width - 1, '0')}\0`;
}

function parseOctal(field: Buffer): number {
  const value = Number.parseInt(text(field).trim() || '0', 8);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error('a damaged entry header (size)');
  return value;
}

function text(field: Buffer): string {
  const end = field.indexOf(0);
  return field.subarray(0, end < 0 ? field.length : end).toString('utf8');
}

function padding(size: number): number {
  return (BLOCK - (size % BLOCK)) % BLOCK;
}

function padded(data: Buffer): Buffer {
  return Buffer.concat([data, Buffer.alloc(padding(data.length))]);
}
