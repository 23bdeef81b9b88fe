import { randomBytes, randomUUID } from 'node:crypto';
import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { expect, it } from 'vitest';
import { PayloadTooLargeError } from '../lib/errors.ts';
import type { StorageDriver } from './storage.ts';

/**
 * The behaviour every StorageDriver must show, registered as `it` cases in the caller's describe block, so the
 * local and GCS drivers are held to the same tests. `driver` is read lazily (the caller creates it in beforeAll).
 */
export function storageDriverContract(driver: () => StorageDriver): void {
  // Each case works under its own prefix, so cases never see each other's objects.
  const prefix = () => `contract-${randomUUID()}`;

  it('writes a streamed body and reads the same bytes back', async () => {
    const key = `${prefix()}/photo.jpg`;
    const data = randomBytes(3 * 1024 * 1024 + 123);
    await expect(driver().write(key, chunked(data), { contentType: 'image/jpeg' })).resolves.toEqual({
      bytes: data.length,
      contentType: 'image/jpeg',
    });
    const stream = await driver().read(key);
    expect(stream).not.toBeNull();
    expect((await collect(stream!)).equals(data)).toBe(true);
  });

  it('adopts a local file: the same bytes under the key, and the file is gone from its path', async () => {
    const key = `${prefix()}/adopted.jpg`;
    const data = randomBytes(2 * 1024 * 1024 + 7);
    const directory = await mkdtemp(join(tmpdir(), 'wp-adopt-'));
    const path = join(directory, 'spooled.tmp');
    try {
      await writeFile(path, data);
      await expect(driver().adopt(path, key, { contentType: 'image/jpeg' })).resolves.toEqual({
        bytes: data.length,
        contentType: 'image/jpeg',
      });
      expect((await collect((await driver().read(key))!)).equals(data)).toBe(true);
      await expect(access(path)).rejects.toThrow(/ENOENT/);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });

  it('adopting a missing file fails and stores nothing', async () => {
    const key = `${prefix()}/never.jpg`;
    await expect(
      driver().adopt(join(tmpdir(), `wp-missing-${randomUUID()}`), key, { contentType: 'image/jpeg' }),
    ).rejects.toThrow(/ENOENT/);
    await expect(driver().stat(key)).resolves.toBeNull();
  });

  it('stats an object: size, type and a version that changes when the object is written again', async () => {
    const key = `${prefix()}/cover.png`;
    await driver().write(key, Readable.from([Buffer.from('0123456789')]), { contentType: 'image/png' });
    const first = await driver().stat(key);
    expect(first).toEqual({ bytes: 10, contentType: 'image/png', version: expect.any(String) as string });
    expect(first!.version).not.toBe('');
    await expect(driver().stat(key)).resolves.toEqual(first);
    await driver().write(key, Readable.from([Buffer.from('9876543210')]), { contentType: 'image/png' });
    expect((await driver().stat(key))!.version).not.toBe(first!.version);
  });

  it('reads a byte range: exactly the bytes from start to end, both included', async () => {
    const key = `${prefix()}/clip.mp4`;
    const data = randomBytes(3 * 1024 * 1024 + 5);
    await driver().write(key, chunked(data), { contentType: 'video/mp4' });
    const read = async (start: number, end: number) => collect((await driver().read(key, { start, end }))!);
    expect((await read(0, 0)).equals(data.subarray(0, 1))).toBe(true);
    expect((await read(1000, 1_049_575)).equals(data.subarray(1000, 1_049_576))).toBe(true);
    // Up to the last byte: what `Range: bytes=-n` and `bytes=a-` come to.
    expect((await read(data.length - 7, data.length - 1)).equals(data.subarray(data.length - 7))).toBe(true);
    await expect(driver().read(`${prefix()}/missing.mp4`, { start: 0, end: 9 })).resolves.toBeNull();
  });

  it('refuses a byte range that is not one (negative, backwards, fractional)', async () => {
    const key = `${prefix()}/clip.mp4`;
    await driver().write(key, Readable.from([Buffer.from('0123456789')]), { contentType: 'video/mp4' });
    for (const range of [
      { start: -1, end: 3 },
      { start: 5, end: 4 },
      { start: 0.5, end: 3 },
    ]) {
      await expect(driver().read(key, range)).rejects.toThrow(RangeError);
    }
  });

  it('stores an empty object', async () => {
    const key = `${prefix()}/empty.jpg`;
    await expect(driver().write(key, Readable.from([]), { contentType: 'image/jpeg' })).resolves.toMatchObject({
      bytes: 0,
    });
    await expect(driver().stat(key)).resolves.toMatchObject({ bytes: 0, contentType: 'image/jpeg' });
    expect((await collect((await driver().read(key))!)).length).toBe(0);
  });

  it('answers null for a missing object (read and stat)', async () => {
    const key = `${prefix()}/missing.jpg`;
    await expect(driver().read(key)).resolves.toBeNull();
    await expect(driver().stat(key)).resolves.toBeNull();
  });

  it('replaces an object written again under the same key', async () => {
    const key = `${prefix()}/again.jpg`;
    await driver().write(key, Readable.from([Buffer.from('first version')]), { contentType: 'image/jpeg' });
    await driver().write(key, Readable.from([Buffer.from('second')]), { contentType: 'image/jpeg' });
    expect((await collect((await driver().read(key))!)).toString()).toBe('second');
  });

  it('deletes an object, and deleting it again (or something never written) is fine', async () => {
    const key = `${prefix()}/gone.jpg`;
    await driver().write(key, Readable.from([Buffer.from('bytes')]), { contentType: 'image/jpeg' });
    await driver().delete(key);
    await expect(driver().stat(key)).resolves.toBeNull();
    await expect(driver().delete(key)).resolves.toBeUndefined();
    await expect(driver().delete(`${prefix()}/never.jpg`)).resolves.toBeUndefined();
  });

  it('deletes everything under a prefix, counts it, and leaves neighbours alone', async () => {
    const base = prefix();
    const write = (key: string) =>
      driver().write(key, Readable.from([Buffer.from(key)]), { contentType: 'image/jpeg' });
    await write(`${base}/event/a.jpg`);
    await write(`${base}/event/thumbs/a.jpg`);
    await write(`${base}/event/thumbs/b.jpg`);
    await write(`${base}/event-2/a.jpg`);
    await write(`${base}/eventa.jpg`);

    await expect(driver().deletePrefix(`${base}/event/`)).resolves.toBe(3);
    await expect(driver().stat(`${base}/event/thumbs/b.jpg`)).resolves.toBeNull();
    await expect(driver().stat(`${base}/event-2/a.jpg`)).resolves.not.toBeNull();
    await expect(driver().stat(`${base}/eventa.jpg`)).resolves.not.toBeNull();
    await expect(driver().deletePrefix(`${base}/event/`)).resolves.toBe(0);
    await expect(driver().deletePrefix(`${base}/event`)).rejects.toThrow(/prefix/);
  });

  it('deletes only objects written before a cutoff under a prefix', async () => {
    const base = prefix();
    await driver().write(`${base}/incoming/a.jpg`, Readable.from([Buffer.from('a')]), { contentType: 'image/jpeg' });
    await driver().write(`${base}/incoming/deep/b.jpg`, Readable.from([Buffer.from('b')]), {
      contentType: 'image/jpeg',
    });
    await driver().write(`${base}/kept/c.jpg`, Readable.from([Buffer.from('c')]), { contentType: 'image/jpeg' });

    await expect(driver().deleteOlderThan(`${base}/incoming/`, new Date(Date.now() - 60_000))).resolves.toBe(0);
    await expect(driver().stat(`${base}/incoming/a.jpg`)).resolves.not.toBeNull();
    await expect(driver().deleteOlderThan(`${base}/incoming/`, new Date(Date.now() + 60_000))).resolves.toBe(2);
    await expect(driver().stat(`${base}/incoming/deep/b.jpg`)).resolves.toBeNull();
    await expect(driver().stat(`${base}/kept/c.jpg`)).resolves.not.toBeNull();
    await expect(driver().deleteOlderThan(`${base}/missing/`, new Date())).resolves.toBe(0);
  });

  it('lists the keys under a prefix written before a cutoff, nested ones included', async () => {
    const base = prefix();
    for (const key of [`${base}/list/a.jpg`, `${base}/list/deep/b.jpg`, `${base}/other/c.jpg`]) {
      await driver().write(key, Readable.from([Buffer.from('x')]), { contentType: 'image/jpeg' });
    }
    const listed = async (cutoff: Date) => {
      const keys: string[] = [];
      for await (const key of driver().listOlderThan(`${base}/list/`, cutoff)) keys.push(key);
      return keys.sort();
    };
    await expect(listed(new Date(Date.now() - 60_000))).resolves.toEqual([]);
    await expect(listed(new Date(Date.now() + 60_000))).resolves.toEqual([
      `${base}/list/a.jpg`,
      `${base}/list/deep/b.jpg`,
    ]);
    const missing: string[] = [];
    for await (const key of driver().listOlderThan(`${base}/nothing/`, new Date())) missing.push(key);
    expect(missing).toEqual([]);
  });

  it('accepts exactly maxBytes', async () => {
    const key = `${prefix()}/exact.jpg`;
    const result = await driver().write(key, chunked(Buffer.alloc(1000, 7), 300), {
      contentType: 'image/jpeg',
      maxBytes: 1000,
    });
    expect(result.bytes).toBe(1000);
  });

  it('rejects a body over maxBytes with PayloadTooLargeError, leaves no object and stops reading the body', async () => {
    const key = `${prefix()}/too-big.jpg`;
    const body = chunked(Buffer.alloc(1001, 7), 300);
    await expect(driver().write(key, body, { contentType: 'image/jpeg', maxBytes: 1000 })).rejects.toBeInstanceOf(
      PayloadTooLargeError,
    );
    expect(body.destroyed).toBe(true);
    await expect(driver().stat(key)).resolves.toBeNull();
    await expect(driver().read(key)).resolves.toBeNull();
  });

  it('leaves no object when the body stream fails midway', async () => {
    const key = `${prefix()}/broken.jpg`;
    await expect(driver().write(key, failing(), { contentType: 'image/jpeg' })).rejects.toThrow('connection lost');
    await expect(driver().stat(key)).resolves.toBeNull();
  });

  it('keeps the previous object when overwriting it fails', async () => {
    const key = `${prefix()}/kept.jpg`;
    await driver().write(key, Readable.from([Buffer.from('good')]), { contentType: 'image/jpeg' });
    await expect(driver().write(key, failing(), { contentType: 'image/jpeg' })).rejects.toThrow('connection lost');
    await expect(
      driver().write(key, chunked(Buffer.alloc(50)), { contentType: 'image/jpeg', maxBytes: 10 }),
    ).rejects.toBeInstanceOf(PayloadTooLargeError);
    expect((await collect((await driver().read(key))!)).toString()).toBe('good');
  });

  it.each(['../x', '/abs', 'a//b', 'a/', '', '.', 'a/../b', 'a/./b', 'a\\b', 'sp ace.jpg', 'ünï.jpg', 'x'.repeat(513)])(
    'refuses the key %j everywhere',
    async (key) => {
      const body = Readable.from([Buffer.from('x')]);
      await expect(driver().write(key, body, { contentType: 'image/jpeg' })).rejects.toThrow(/Invalid storage key/);
      await expect(driver().read(key)).rejects.toThrow(/Invalid storage key/);
      await expect(driver().stat(key)).rejects.toThrow(/Invalid storage key/);
      await expect(driver().delete(key)).rejects.toThrow(/Invalid storage key/);
      await expect(driver().deletePrefix(`${key}/`)).rejects.toThrow(/Invalid storage/);
      await expect(
        driver().signedUploadUrl(key, { contentType: 'image/jpeg', maxBytes: 10, expiresInSeconds: 60 }),
      ).rejects.toThrow(/Invalid storage key/);
    },
  );

  it('refuses deletePrefix("/"), which would mean everything', async () => {
    await expect(driver().deletePrefix('/')).rejects.toThrow(/Invalid storage/);
  });
}

/** `data` as a stream of `size`-byte chunks, like a network body. */
export function chunked(data: Buffer, size = 64 * 1024): Readable {
  const chunks: Buffer[] = [];
  for (let offset = 0; offset < data.length; offset += size) chunks.push(data.subarray(offset, offset + size));
  return Readable.from(chunks);
}

/** A body that sends some bytes and then fails, like a client that goes away mid-upload. */
export function failing(): Readable {
  return Readable.from(
    (async function* () {
      yield Buffer.alloc(70_000, 1);
      await new Promise((resolve) => setTimeout(resolve, 5));
      throw new Error('connection lost');
    })(),
  );
}

export async function collect(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}
