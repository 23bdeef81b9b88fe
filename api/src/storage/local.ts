import { randomUUID } from 'node:crypto';
import { createReadStream, type Dirent } from 'node:fs';
import { mkdir, open, readdir, rename, rmdir, stat, unlink, type FileHandle } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';
import { PayloadTooLargeError } from '../lib/errors.ts';
import { assertValidKey, assertValidPrefix, contentTypeFromKey } from './keys.ts';
import type { DiskSpaceGuard } from './disk-space.ts';
import {
  assertValidRange,
  type ByteRange,
  type SignedRead,
  type SignedUpload,
  type StorageDriver,
  type StoredObject,
  type StoredObjectInfo,
} from './storage.ts';
import type { UploadTokenSigner } from './upload-tokens.ts';

/** Where half-written files live: inside the root, so the final rename never crosses filesystems. */
export const LOCAL_TEMP_DIRECTORY = '.tmp';

/** Local signed upload URLs are `${LOCAL_UPLOAD_PATH}/<token>`, answered by upload-route.ts. */
export const LOCAL_UPLOAD_PATH = '/api/storage/uploads';

/** Files on local disk under `rootDirectory/<key>`; the default driver. */
export class LocalStorage implements StorageDriver {
  readonly kind = 'local' as const;

  constructor(
    private readonly rootDirectory: string,
    private readonly signer: UploadTokenSigner,
    private readonly diskSpace?: DiskSpaceGuard,
  ) {}

  async adopt(path: string, key: string, options: { contentType: string }): Promise<StoredObject> {
    const target = this.#path(key);
    await this.diskSpace?.assertRoom();
    const file = await open(path, 'r');
    let bytes: number;
    try {
      // Durable before visible, as in write(): the bytes reach the disk before the name does.
      await file.sync();
      bytes = (await file.stat()).size;
    } finally {
      await file.close();
    }
    await mkdir(dirname(target), { recursive: true });
    try {
      await rename(path, target);
    } catch (error) {
      // Another filesystem (a temp directory mounted elsewhere): copy instead, then let the file go.
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      const stored = await this.write(key, createReadStream(path), options);
      await unlink(path).catch(() => undefined);
      return stored;
    }
    await syncDirectory(dirname(target));
    return { bytes, contentType: options.contentType };
  }

  async write(key: string, body: Readable, options: { contentType: string; maxBytes?: number }): Promise<StoredObject> {
    const target = this.#path(key);
    await this.diskSpace?.assertRoom();
    const temporary = join(this.rootDirectory, LOCAL_TEMP_DIRECTORY, `${randomUUID()}.part`);
    await mkdir(dirname(temporary), { recursive: true });
    let file: FileHandle | undefined;
    let bytes = 0;
    try {
      file = await open(temporary, 'wx');
      // for await pauses the body while each write lands on disk, so memory stays at one chunk.
      for await (const chunk of body as AsyncIterable<Buffer | string>) {
        const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
        bytes += buffer.length;
        if (options.maxBytes !== undefined && bytes > options.maxBytes) throw new PayloadTooLargeError();
        // write() may take fewer bytes than offered; a short write must not silently truncate the photo.
        for (let offset = 0; offset < buffer.length;) offset += (await file.write(buffer, offset)).bytesWritten;
      }
      // Durable before visible: a crash after the rename must never expose a file whose bytes are not on disk.
      await file.sync();
      await file.close();
      file = undefined;
      await mkdir(dirname(target), { recursive: true });
      await rename(temporary, target);
      await syncDirectory(dirname(target));
      return { bytes, contentType: options.contentType };
    } catch (error) {
      // Leaving the loop early already destroys the body; this covers failures before or after the loop.
      body.destroy();
      await file?.close().catch(() => undefined);
      await unlink(temporary).catch(() => undefined);
      throw error;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable | null> {
    const path = this.#path(key);
    if (range) assertValidRange(range);
    let file: FileHandle;
    try {
      file = await open(path, 'r');
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    // Opening first turns "missing" into null here instead of an 'error' event on the stream later.
    const isFile = await file.stat().then(
      (info) => info.isFile(),
      () => false,
    );
    if (!isFile) {
      await file.close();
      return null;
    }
    // Both ends included, as in HTTP; a range past the end of the file just ends where the file does.
    return file.createReadStream(range ? { start: range.start, end: range.end } : undefined);
  }

  async stat(key: string): Promise<StoredObjectInfo | null> {
    try {
      const info = await stat(this.#path(key), { bigint: true });
      if (!info.isFile()) return null;
      // Every write renames a new file into place, so the inode changes even when the clock (which file
      // systems read only every few milliseconds) has not; the time covers an inode number used again.
      const version = `${info.ino.toString(36)}.${info.mtimeNs.toString(36)}`;
      return { bytes: Number(info.size), contentType: contentTypeFromKey(key), version };
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    try {
      await unlink(this.#path(key));
    } catch (error) {
      // EISDIR: the key names a "folder" of other keys, which is not an object either.
      if (!isMissing(error) && (error as NodeJS.ErrnoException).code !== 'EISDIR') throw error;
    }
  }

  async deletePrefix(prefix: string): Promise<number> {
    assertValidPrefix(prefix);
    this.#assertNotReserved(prefix.slice(0, -1));
    return removeTree(join(this.rootDirectory, prefix.slice(0, -1)));
  }

  async deleteOlderThan(prefix: string, cutoff: Date): Promise<number> {
    assertValidPrefix(prefix);
    this.#assertNotReserved(prefix.slice(0, -1));
    return removeOlderFiles(join(this.rootDirectory, prefix.slice(0, -1)), cutoff.getTime());
  }

  removeInterruptedWrites(cutoff: Date): Promise<number> {
    // A write in progress keeps touching its file; one untouched since the cutoff was cut short by a crash.
    return removeOlderFiles(join(this.rootDirectory, LOCAL_TEMP_DIRECTORY), cutoff.getTime());
  }

  async *listOlderThan(prefix: string, cutoff: Date): AsyncIterable<string> {
    assertValidPrefix(prefix);
    this.#assertNotReserved(prefix.slice(0, -1));
    yield* listOlderFiles(join(this.rootDirectory, prefix.slice(0, -1)), prefix.slice(0, -1), cutoff.getTime());
  }

  async signedUploadUrl(
    key: string,
    options: { contentType: string; maxBytes: number; expiresInSeconds: number },
  ): Promise<SignedUpload> {
    this.#path(key);
    const token = this.signer.sign({
      key,
      contentType: options.contentType,
      maxBytes: options.maxBytes,
      expiresAt: new Date(Date.now() + options.expiresInSeconds * 1000),
    });
    // Relative: the browser PUTs to our own origin (see upload-route.ts).
    return Promise.resolve({
      url: `${LOCAL_UPLOAD_PATH}/${token}`,
      headers: { 'Content-Type': options.contentType },
    });
  }

  signedReadUrl(): Promise<SignedRead | null> {
    // The files route sends the bytes itself (with ranges and 304s); a CDN in front of it caches the shared ones.
    return Promise.resolve(null);
  }

  #path(key: string): string {
    assertValidKey(key);
    this.#assertNotReserved(key);
    return join(this.rootDirectory, key);
  }

  // '.tmp' is a valid key segment, but it holds other writes' half files: no key may reach into it.
  #assertNotReserved(key: string): void {
    if (key === LOCAL_TEMP_DIRECTORY || key.startsWith(`${LOCAL_TEMP_DIRECTORY}/`)) {
      throw new Error(`Invalid storage key: ${LOCAL_TEMP_DIRECTORY} is reserved.`);
    }
  }
}

function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException).code;
  // ENOTDIR: a parent of the key is a file, so the key cannot exist either.
  return code === 'ENOENT' || code === 'ENOTDIR';
}

// Makes the rename itself durable (the new directory entry), not just the file's bytes.
async function syncDirectory(directory: string): Promise<void> {
  const handle = await open(directory, 'r').catch(() => undefined);
  if (!handle) return;
  try {
    await handle.sync();
  } catch {
    // Some filesystems refuse fsync on a directory; the file itself is already synced.
  } finally {
    await handle.close();
  }
}

/** Keys (`keyPrefix/…`) of the files under `directory` modified before `cutoffMs`. */
async function* listOlderFiles(directory: string, keyPrefix: string, cutoffMs: number): AsyncGenerator<string> {
  let entries: Dirent[];
  try {
    entries = await readdir(directory, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
  for (const entry of entries) {
    const path = join(directory, entry.name);
    const key = `${keyPrefix}/${entry.name}`;
    if (entry.isDirectory()) {
      yield* listOlderFiles(path, key, cutoffMs);
    } else {
      const info = await stat(path).catch(() => null);
      if (info && info.mtimeMs < cutoffMs) yield key;
    }
  }
}

async function removeOlderFiles(directory: string, cutoffMs: number): Promise<number> {
  let entries: Dirent[];
  try {
    entries = await readdir(directory, { withFileTypes: true });
  } catch (error) {
    if (isMissing(error)) return 0;
    throw error;
  }
  let removed = 0;
  for (const entry of entries) {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) {
      removed += await removeOlderFiles(path, cutoffMs);
      // Empty folders go too; one still in use keeps its files and stays.
      await rmdir(path).catch(() => undefined);
    } else {
      const info = await stat(path).catch(() => null);
      if (info && info.mtimeMs < cutoffMs) {
        await unlink(path).then(
          () => removed++,
          (error: unknown) => {
            if (!isMissing(error)) throw error;
          },
        );
      }
    }
  }
  return removed;
}

/** Deletes every file under `directory` (counting them), then the emptied directories. */
async function removeTree(directory: string): Promise<number> {
  const removed = await removeOlderFiles(directory, Infinity);
  // A write may have created a new file here meanwhile; then the directory stays, and so does that file.
  await rmdir(directory).catch(() => undefined);
  return removed;
}
