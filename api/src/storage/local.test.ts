import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { registerConnectionClose } from '../http/connection-close.ts';
import { registerErrorHandler } from '../http/error-handler.ts';
import { chunked, collect, failing, storageDriverContract } from './driver-contract.ts';
import { createStorage } from './index.ts';
import { LOCAL_TEMP_DIRECTORY, LocalStorage } from './local.ts';
import { registerLocalUploadRoute } from './upload-route.ts';
import { UploadTokenSigner } from './upload-tokens.ts';

let root: string;
let storage: LocalStorage;
const signer = new UploadTokenSigner('local-storage-test-secret');

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'local-storage-'));
  storage = new LocalStorage(root, signer);
});
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const tempFiles = () => readdir(join(root, LOCAL_TEMP_DIRECTORY)).catch(() => []);

describe('LocalStorage', () => {
  storageDriverContract(() => storage);

  it('leaves no temp files behind after failed writes', async () => {
    await expect(storage.write('temp/broken.jpg', failing(), { contentType: 'image/jpeg' })).rejects.toThrow();
    await expect(
      storage.write('temp/big.jpg', chunked(Buffer.alloc(5000)), { contentType: 'image/jpeg', maxBytes: 10 }),
    ).rejects.toThrow();
    await expect(tempFiles()).resolves.toEqual([]);
  });

  it('removes half-written files a crash left in the temp folder, not a write still going on', async () => {
    await mkdir(join(root, LOCAL_TEMP_DIRECTORY), { recursive: true });
    const crashed = join(root, LOCAL_TEMP_DIRECTORY, 'crashed.part');
    const current = join(root, LOCAL_TEMP_DIRECTORY, 'current.part');
    await writeFile(crashed, 'half a photo');
    await writeFile(current, 'being written');
    const hourAgo = new Date(Date.now() - 60 * 60_000);
    await utimes(crashed, hourAgo, hourAgo);
    await expect(storage.removeInterruptedWrites(new Date(Date.now() - 60_000))).resolves.toBe(1);
    await expect(tempFiles()).resolves.toEqual(['current.part']);
    await rm(current);
  });

  it('keeps files under the root, at their key', async () => {
    await storage.write('events/e1/p.jpg', Readable.from([Buffer.from('on disk')]), { contentType: 'image/jpeg' });
    await expect(readdir(join(root, 'events', 'e1'))).resolves.toEqual(['p.jpg']);
  });

  it('reserves the temp directory: no key may reach into it', async () => {
    await expect(storage.read('.tmp/x.part')).rejects.toThrow(/reserved/);
    await expect(storage.deletePrefix('.tmp/')).rejects.toThrow(/reserved/);
  });

  it('answers null, not a stream, for a key that names a folder of other keys', async () => {
    await storage.write('folder/inner.jpg', Readable.from([Buffer.from('x')]), { contentType: 'image/jpeg' });
    await expect(storage.read('folder')).resolves.toBeNull();
    await expect(storage.stat('folder')).resolves.toBeNull();
    await expect(storage.delete('folder')).resolves.toBeUndefined();
  });

  it('signs upload links as same-origin paths', async () => {
    const { url, headers } = await storage.signedUploadUrl('a/b.jpg', {
      contentType: 'image/jpeg',
      maxBytes: 100,
      expiresInSeconds: 60,
    });
    expect(headers).toEqual({ 'Content-Type': 'image/jpeg' });
    expect(url).toMatch(/^\/api\/storage\/uploads\/[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);
    const grant = signer.verify(url.split('/').pop()!);
    expect(grant).toMatchObject({ key: 'a/b.jpg', contentType: 'image/jpeg', maxBytes: 100 });
    expect(grant.expiresAt.getTime()).toBeGreaterThan(Date.now() + 55_000);
  });
});

describe('createStorage', () => {
  it('puts local files under <dataDir>/files and hands out the signer for the upload route', async () => {
    const { storage: local, uploadSigner } = createStorage({ driver: 'local', dataDir: root, secret: 's', gcs: {} });
    expect(local.kind).toBe('local');
    await local.write('via-index/a.jpg', Readable.from([Buffer.from('x')]), { contentType: 'image/jpeg' });
    await expect(readdir(join(root, 'files', 'via-index'))).resolves.toEqual(['a.jpg']);
    const { url } = await local.signedUploadUrl('via-index/b.jpg', {
      contentType: 'image/png',
      maxBytes: 1,
      expiresInSeconds: 9,
    });
    expect(uploadSigner.verify(url.split('/').pop()!).key).toBe('via-index/b.jpg');
  });

  it('builds the GCS driver, which needs a bucket', () => {
    const options = { driver: 'gcs', dataDir: root, secret: 's' } as const;
    expect(() => createStorage({ ...options, gcs: {} })).toThrow(/GCS_BUCKET/);
    expect(createStorage({ ...options, gcs: { bucket: 'b', emulatorHost: 'http://127.0.0.1:1' } }).storage.kind).toBe(
      'gcs',
    );
  });
});

describe('UploadTokenSigner', () => {
  const grant = { key: 'k/x.jpg', contentType: 'image/jpeg', maxBytes: 5, expiresAt: new Date(Date.now() + 60_000) };

  it('refuses tokens signed with another secret, malformed ones and expired ones', () => {
    const other = new UploadTokenSigner('another-secret').sign(grant);
    for (const token of [other, '', 'abc', 'a.b.c', `${signer.sign(grant)}x`]) {
      expect(() => signer.verify(token)).toThrow('This upload link is invalid or has expired.');
    }
    expect(() => signer.verify(signer.sign(grant), new Date(Date.now() + 61_000))).toThrow(/expired/);
  });
});

describe('PUT /api/storage/uploads/:token (local signed uploads)', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = Fastify();
    registerErrorHandler(app);
    // As the app does: a refusal with the body still coming closes the connection (a real client's test below).
    registerConnectionClose(app, () => false);
    // Every link is an open ticket here; one-use tickets are proven in uploads/presigned-once.test.ts.
    registerLocalUploadRoute(app, storage, signer, { assertWritable: () => Promise.resolve() });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
  });
  beforeEach(async () => {
    await storage.deletePrefix('uploads/');
  });

  const link = async (
    options: { key?: string; contentType?: string; maxBytes?: number; expiresInSeconds?: number } = {},
  ) =>
    (
      await storage.signedUploadUrl(options.key ?? 'uploads/photo.jpg', {
        contentType: options.contentType ?? 'image/jpeg',
        maxBytes: options.maxBytes ?? 5 * 1024 * 1024,
        expiresInSeconds: options.expiresInSeconds ?? 60,
      })
    ).url;

  it('stores the bytes of a valid PUT (larger than Fastify’s 1 MB default body limit)', async () => {
    const data = randomBytes(2 * 1024 * 1024);
    const response = await app.inject({
      method: 'PUT',
      url: await link(),
      headers: { 'content-type': 'Image/JPEG; charset=binary' },
      payload: data,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect((await collect((await storage.read('uploads/photo.jpg'))!)).equals(data)).toBe(true);
  });

  it('refuses an expired link with 403', async () => {
    const token = signer.sign({
      key: 'uploads/photo.jpg',
      contentType: 'image/jpeg',
      maxBytes: 100,
      expiresAt: new Date(Date.now() - 1000),
    });
    const response = await put(`/api/storage/uploads/${token}`, 'image/jpeg', Buffer.from('x'));
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'This upload link is invalid or has expired.', code: 'ForbiddenError' });
    await expect(storage.stat('uploads/photo.jpg')).resolves.toBeNull();
  });

  it('refuses a tampered link with 403 (signature or payload changed)', async () => {
    const url = await link();
    const [payload, signature] = url.split('/').pop()!.split('.') as [string, string];
    const flipped = signature.slice(0, -2) + (signature.at(-2) === 'A' ? 'B' : 'A') + signature.at(-1)!;
    const otherKey = Buffer.from(
      Buffer.from(payload, 'base64url').toString().replace('uploads/photo.jpg', 'uploads/other.jpg'),
    ).toString('base64url');
    for (const token of [`${payload}.${flipped}`, `${otherKey}.${signature}`]) {
      const response = await put(`/api/storage/uploads/${token}`, 'image/jpeg', Buffer.from('x'));
      expect(response.statusCode).toBe(403);
    }
    await expect(storage.stat('uploads/photo.jpg')).resolves.toBeNull();
    await expect(storage.stat('uploads/other.jpg')).resolves.toBeNull();
  });

  it('refuses a link with extra path segments with 403', async () => {
    const response = await put(`${await link()}/more`, 'image/jpeg', Buffer.from('x'));
    expect(response.statusCode).toBe(403);
    await expect(storage.stat('uploads/photo.jpg')).resolves.toBeNull();
  });

  it.each(['image/png', 'application/json', 'text/plain', undefined])(
    'refuses a body sent as %s when the link is for image/jpeg with 415',
    async (contentType) => {
      const response = await put(await link(), contentType, Buffer.from('{"not":"a photo"}'));
      expect(response.statusCode).toBe(415);
      expect(response.json()).toEqual({
        message: 'The file type does not match the upload link.',
        code: 'UnsupportedMediaTypeError',
      });
      await expect(storage.stat('uploads/photo.jpg')).resolves.toBeNull();
    },
  );

  it('refuses a declared Content-Length over the limit with 413 before reading', async () => {
    const response = await put(await link({ maxBytes: 1000 }), 'image/jpeg', Buffer.alloc(1001));
    expect(response.statusCode).toBe(413);
    await expect(storage.stat('uploads/photo.jpg')).resolves.toBeNull();
  });

  it('refuses a streamed body that grows over the limit with 413 and stores nothing', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: await link({ maxBytes: 100_000 }),
      headers: { 'content-type': 'image/jpeg' },
      payload: chunked(Buffer.alloc(300_000), 16 * 1024),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request is too large.', code: 'PayloadTooLargeError' });
    await expect(storage.stat('uploads/photo.jpg')).resolves.toBeNull();
    await expect(tempFiles()).resolves.toEqual([]);
  });

  it('answers a real client 413 (not a reset connection) when a chunked body grows too large', async () => {
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const url = await link({ maxBytes: 100_000 });
    const status = await new Promise<number>((resolve, reject) => {
      const outgoing = request({ host: '127.0.0.1', port, method: 'PUT', path: url }, (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
        outgoing.destroy();
      });
      outgoing.on('error', reject);
      outgoing.setHeader('content-type', 'image/jpeg');
      // Keep sending, as a browser would, until the server answers.
      const chunk = Buffer.alloc(16 * 1024);
      const pump = () => {
        while (!outgoing.destroyed && outgoing.write(chunk));
      };
      outgoing.on('drain', pump);
      pump();
    });
    expect(status).toBe(413);
    await expect(storage.stat('uploads/photo.jpg')).resolves.toBeNull();
  });

  function put(url: string, contentType: string | undefined, payload: Buffer) {
    return app.inject({
      method: 'PUT',
      url,
      headers: contentType ? { 'content-type': contentType } : {},
      payload,
    });
  }
});
