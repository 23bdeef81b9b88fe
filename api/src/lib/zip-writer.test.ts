import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readZip } from '../../test/zip.ts';
import { ZipWriter } from './zip-writer.ts';

// Archives are read back by Python's zipfile, a reader independent of ours: it checks every CRC (testzip),
// finds each local header at the offset the central directory gives, and reads ZIP64 records.
const PYTHON_READER = `
import base64, json, sys, zipfile
path, mode = sys.argv[1], sys.argv[2]
with zipfile.ZipFile(path) as archive:
    bad = archive.testzip()
    with open(path, 'rb') as raw:
        end = zipfile._EndRecData(raw)
    infos = archive.infolist()
    result = {'bad': bad, 'count': len(infos), 'declaredCount': end[zipfile._ECD_ENTRIES_TOTAL],
              'directoryOffset': end[zipfile._ECD_OFFSET]}
    if mode == 'full':
        result['entries'] = [{'name': i.filename, 'date': list(i.date_time), 'size': i.file_size,
                              'method': i.compress_type, 'flags': i.flag_bits, 'offset': i.header_offset,
                              'data': base64.b64encode(archive.read(i)).decode()} for i in infos]
    else:
        result['last'] = infos[-1].filename
print(json.dumps(result))
`;

interface PythonEntry {
  name: string;
  date: number[];
  size: number;
  method: number;
  flags: number;
  offset: number;
  data: string;
}
interface PythonResult {
  bad: string | null;
  count: number;
  declaredCount: number;
  directoryOffset: number;
  entries?: PythonEntry[];
  last?: string;
}

let directory: string;
let archives = 0;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'zip-writer-test-'));
});
afterAll(() => rm(directory, { recursive: true, force: true }));

async function readWithPython(zip: Buffer, mode: 'full' | 'summary' = 'full'): Promise<PythonResult> {
  archives += 1;
  const path = join(directory, `${archives}.zip`);
  await writeFile(path, zip);
  const { stdout } = await promisify(execFile)('python3', ['-c', PYTHON_READER, path, mode], {
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout) as PythonResult;
}

async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A storage-like stream: `chunks` arrive one by one, later, as from a disk. */
function slowly(chunks: Buffer[]): Readable {
  let index = 0;
  return new Readable({
    read() {
      setImmediate(() => this.push(index < chunks.length ? chunks[index++] : null));
    },
  });
}

/** Python's date_time for `date`: the local time, seconds rounded down to even (DOS precision). */
function dosFields(date: Date): number[] {
  return [
    date.getFullYear(),
    date.getMonth() + 1,
    date.getDate(),
    date.getHours(),
    date.getMinutes(),
    date.getSeconds() - (date.getSeconds() % 2),
  ];
}

describe('ZipWriter', () => {
  it('writes stored entries an independent reader reads back: UTF-8 names, dates, sizes, CRCs, empty files', async () => {
    const photo = Buffer.alloc(200_000);
    for (let i = 0; i < photo.length; i += 1) photo[i] = (i * 31 + (i >> 8)) & 0xff;
    const taken = new Date(2026, 5, 12, 18, 30, 45);
    const files = [
      { name: 'Ayla & Can/Şükrü Çırağan - IMG_0001.JPG', date: taken, data: photo, chunks: 7 },
      { name: 'Gäste/空のファイル.txt', date: new Date(2027, 0, 1, 0, 0, 0), data: Buffer.alloc(0), chunks: 0 },
      { name: 'README.txt', date: new Date(1970, 0, 1), data: Buffer.from('Hello\n', 'utf8'), chunks: 1 },
    ];
    const writer = new ZipWriter();
    const archive = collect(writer.stream);
    for (const file of files) {
      const size = Math.ceil(file.data.length / Math.max(file.chunks, 1));
      const chunks = Array.from({ length: file.chunks }, (_, i) => file.data.subarray(i * size, (i + 1) * size));
      await writer.add(file.name, file.date, slowly(chunks));
    }
    await writer.add('written.csv', taken, Buffer.from('a,b\r\n1,2\r\n'));
    await writer.finish();
    const zip = await archive;

    const read = await readWithPython(zip);
    expect(read.bad).toBeNull();
    expect(read.count).toBe(4);
    expect(read.entries!.map((entry) => entry.name)).toEqual([...files.map((file) => file.name), 'written.csv']);
    for (const [index, file] of files.entries()) {
      const entry = read.entries![index]!;
      expect(Buffer.from(entry.data, 'base64').equals(file.data), file.name).toBe(true);
      expect(entry.size).toBe(file.data.length);
      expect(entry.method).toBe(0);
      // Bit 11 (UTF-8 names) and bit 3 (sizes in a data descriptor).
      expect(entry.flags).toBe(0x0808);
    }
    expect(read.entries![0]!.date).toEqual(dosFields(taken));
    expect(read.entries![1]!.date).toEqual([2027, 1, 1, 0, 0, 0]);
    // Before 1980 the DOS format has no date: the earliest it has.
    expect(read.entries![2]!.date).toEqual([1980, 1, 1, 0, 0, 0]);
    expect(Buffer.from(read.entries![3]!.data, 'base64').toString()).toBe('a,b\r\n1,2\r\n');
    // A second reader (yauzl, strict about names and sizes) agrees.
    expect((await readZip(zip)).map((file) => file.data.length)).toEqual([200_000, 0, 6, 10]);
  });

  it('ends the archive broken when a file fails midway, instead of finishing it as if whole', async () => {
    const writer = new ZipWriter();
    const archive = collect(writer.stream).then(
      () => null,
      (error: Error) => error,
    );
    await writer.add('first.jpg', new Date(), Buffer.alloc(1000, 1));
    let sent = 0;
    const failing = new Readable({
      read() {
        sent += 1;
        if (sent <= 3) this.push(Buffer.alloc(1000, 2));
        else this.destroy(new Error('disk read failed'));
      },
    });
    await expect(writer.add('second.jpg', new Date(), failing)).rejects.toThrow('disk read failed');
    expect((await archive)?.message).toBe('disk read failed');
    expect(writer.stream.destroyed).toBe(true);
    await expect(writer.finish()).rejects.toThrow();
  });

  it('the broken archive is refused by a reader', async () => {
    const writer = new ZipWriter();
    const chunks: Buffer[] = [];
    writer.stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    writer.stream.on('error', () => {});
    await writer.add('first.jpg', new Date(), Buffer.alloc(1000, 1));
    const failing = new Readable({
      read() {
        this.destroy(new Error('gone'));
      },
    });
    await writer.add('second.jpg', new Date(), failing).catch(() => {});
    await expect(readWithPython(Buffer.concat(chunks))).rejects.toThrow(/BadZipFile|not a zip file/i);
  });

  it('holds back a file while the consumer does not read: no more than the current chunk waits', async () => {
    const writer = new ZipWriter();
    let produced = 0;
    const source = new Readable({
      highWaterMark: 16 * 1024,
      read() {
        produced += 1;
        this.push(produced <= 100 ? Buffer.alloc(16 * 1024, produced) : null);
      },
    });
    const adding = writer.add('big.bin', new Date(), source);
    await new Promise((resolve) => setTimeout(resolve, 50));
    // Of 1.6 MB, only what fills the two streams' buffers was read; the rest waits in the file.
    expect(produced).toBeLessThan(8);
    expect(writer.stream.readableLength).toBeLessThanOrEqual(16 * 1024 + 30 + 7);
    const archive = collect(writer.stream);
    await adding;
    await writer.finish();
    expect(produced).toBe(101);
    const read = await readWithPython(await archive);
    expect(read.bad).toBeNull();
    expect(read.entries![0]!.size).toBe(100 * 16 * 1024);
  });

  it('writes ZIP64 records for more than 65,535 entries', async () => {
    const writer = new ZipWriter();
    const archive = collect(writer.stream);
    const count = 70_000;
    const date = new Date(2026, 5, 12);
    for (let i = 0; i < count; i += 1) await writer.add(`${i}.txt`, date, Buffer.from([i & 0xff]));
    await writer.finish();
    const zip = await archive;
    const read = await readWithPython(zip, 'summary');
    expect(read.bad).toBeNull();
    expect(read.count).toBe(count);
    // The count the end records declare (the 16-bit one holds 0xFFFF; the ZIP64 record the real number).
    expect(read.declaredCount).toBe(count);
    expect(read.last).toBe(`${count - 1}.txt`);
  }, 30_000);

  it('writes ZIP64 sizes and offsets once they pass the 32-bit limit (lowered for the test)', async () => {
    const limit = 5000;
    const writer = new ZipWriter({ zip64Limit: limit });
    const archive = collect(writer.stream);
    const files = [
      { name: 'small-before.jpg', data: Buffer.alloc(3000, 1) },
      { name: 'over the limit.mov', data: Buffer.alloc(7000, 2) },
      { name: 'after.jpg', data: Buffer.alloc(100, 3) },
      { name: 'empty.txt', data: Buffer.alloc(0) },
    ];
    for (const file of files) await writer.add(file.name, new Date(2026, 5, 12), slowly([file.data]));
    await writer.finish();
    const zip = await archive;
    const read = await readWithPython(zip);
    expect(read.bad).toBeNull();
    expect(read.entries!.map((entry) => [entry.name, entry.size])).toEqual(
      files.map((file) => [file.name, file.data.length]),
    );
    for (const [index, file] of files.entries()) {
      expect(Buffer.from(read.entries![index]!.data, 'base64').equals(file.data)).toBe(true);
    }
    // The later entries start past the limit: their offsets come from ZIP64 extra fields, and the directory's
    // from the ZIP64 end record.
    expect(read.entries![2]!.offset).toBeGreaterThan(limit);
    expect(read.entries![3]!.offset).toBeGreaterThan(limit);
    expect(read.directoryOffset).toBeGreaterThan(limit);
    expect(zip.indexOf(Buffer.from([0x50, 0x4b, 0x06, 0x06]))).toBeGreaterThan(0);
    expect(zip.readUInt32LE(zip.length - 22 + 16)).toBe(0xffffffff);
  });
});
