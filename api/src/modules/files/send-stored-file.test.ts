import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGcsServer, type FakeGcsServer } from '../../../test/fake-gcs-server.ts';
import { registerErrorHandler } from '../../http/error-handler.ts';
import { chunked } from '../../storage/driver-contract.ts';
import { GcsStorage } from '../../storage/gcs.ts';
import { LocalStorage } from '../../storage/local.ts';
import type { StorageDriver } from '../../storage/storage.ts';
import { UploadTokenSigner } from '../../storage/upload-tokens.ts';
import { sendStoredFile } from './send-stored-file.ts';

// Issue 30, item 4: stored files are served as a video site serves them, on local disk and on GCS, over a
// real socket as a player meets them. A 3 MB clip under a video key stands in for a processed video; the
// route of the app (files-ranges.test.ts) serves photos through the same function, behind the event's rules.

const KEY = 'events/1/videos/clip/video.mp4';
const CLIP = randomBytes(3 * 1024 * 1024 + 77);
const SIZE = CLIP.length;

let directory: string;
let fake: FakeGcsServer;
beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), 'wp-ranges-'));
  fake = await startFakeGcsServer();
});
afterAll(async () => {
  await fake.close();
  await rm(directory, { recursive: true, force: true });
});

const drivers: [string, () => StorageDriver][] = [
  ['local disk', () => new LocalStorage(directory, new UploadTokenSigner('a secret of thirty-two characters!'))],
  ['GCS', () => new GcsStorage({ bucket: fake.bucket, apiEndpoint: fake.url })],
];

describe.each(drivers)('a stored video on %s', (_name, createDriver) => {
  let server: FastifyInstance;
  let url: string;
  beforeAll(async () => {
    const storage = createDriver();
    await storage.write(KEY, chunked(CLIP), { contentType: 'video/mp4' });
    // Keep-alive connections the test's fetch leaves open must not hold close() for Fastify's 72 s keep-alive.
    server = Fastify({ forceCloseConnections: true });
    registerErrorHandler(server);
    server.route<{ Params: { '*': string } }>({
      method: ['GET', 'HEAD'],
      url: '/files/*',
      handler: (request, reply) =>
        sendStoredFile(request, reply, storage, { key: request.params['*'], downloadName: 'clip.mp4' }),
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(server.server.address() as AddressInfo).port}/files/${KEY}`;
  });
  afterAll(() => server.close());

  // Every body is read to its end: a connection left holding an unread file would keep the server open.
  const get = async (headers: Record<string, string> = {}, method = 'GET') => {
    const response = await fetch(url, { method, headers });
    return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
  };

  it('answers the whole file as video/mp4, saying it takes ranges, with a strong ETag and the photo caching', async () => {
    const response = await get();
    expect(response.status).toBe(200);
    expect(Object.fromEntries(response.headers)).toMatchObject({
      'accept-ranges': 'bytes',
      'content-type': 'video/mp4',
      'content-length': String(SIZE),
      'cache-control': 'private, max-age=300',
      'x-content-type-options': 'nosniff',
    });
    expect(response.headers.get('etag')).toMatch(/^"[^"]+"$/);
    expect(response.body.equals(CLIP)).toBe(true);
  });

  it('answers each form of one range with 206, its Content-Range and exactly those bytes', async () => {
    const cases = [
      ['bytes=0-1', 0, 1],
      ['bytes=1048576-2097151', 1_048_576, 2_097_151],
      ['bytes=3000000-', 3_000_000, SIZE - 1],
      ['bytes=-1000', SIZE - 1000, SIZE - 1],
      ['bytes=3145000-99999999', 3_145_000, SIZE - 1],
    ] as const;
    for (const [range, start, end] of cases) {
      const response = await get({ range });
      expect([range, response.status, response.headers.get('content-range')]).toEqual([
        range,
        206,
        `bytes ${start}-${end}/${SIZE}`,
      ]);
      expect(response.headers.get('content-length')).toBe(String(end - start + 1));
      expect(response.headers.get('content-type')).toBe('video/mp4');
      expect(response.headers.get('accept-ranges')).toBe('bytes');
      expect(response.body.equals(CLIP.subarray(start, end + 1))).toBe(true);
    }
  });

  it('answers 416 with the size for a range past the end, and the whole file for several ranges', async () => {
    const past = await get({ range: `bytes=${SIZE}-` });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${SIZE}`);
    expect(JSON.parse(past.body.toString())).toEqual({
      message: `The range asked for is outside the file, which has ${SIZE} bytes.`,
    });

    const several = await get({ range: 'bytes=0-9,100-109' });
    expect(several.status).toBe(200);
    expect(several.body.length).toBe(SIZE);
  });

  it('honours If-Range with the current ETag and sends the whole file for another', async () => {
    const etag = (await get({}, 'HEAD')).headers.get('etag')!;
    const same = await get({ range: 'bytes=10-19', 'if-range': etag });
    expect(same.status).toBe(206);
    expect(same.body.equals(CLIP.subarray(10, 20))).toBe(true);

    const stale = await get({ range: 'bytes=10-19', 'if-range': '"an-older-version"' });
    expect(stale.status).toBe(200);
    expect(stale.headers.get('content-range')).toBeNull();
    expect(stale.body.equals(CLIP)).toBe(true);
  });

  it('answers HEAD with the headers GET would send and no body, ranges included, reading no byte', async () => {
    const downloads = fake.downloads.length;
    const whole = await get({}, 'HEAD');
    expect([whole.status, whole.headers.get('content-length'), whole.headers.get('accept-ranges')]).toEqual([
      200,
      String(SIZE),
      'bytes',
    ]);
    expect(whole.body.length).toBe(0);
    const part = await get({ range: 'bytes=100-199' }, 'HEAD');
    expect([part.status, part.headers.get('content-range'), part.headers.get('content-length')]).toEqual([
      206,
      `bytes 100-199/${SIZE}`,
      '100',
    ]);
    expect(fake.downloads.length).toBe(downloads);
  });

  it('answers 304 to a client holding the ETag, with or without a range', async () => {
    const etag = (await get({}, 'HEAD')).headers.get('etag')!;
    const asked: Record<string, string>[] = [{ 'if-none-match': etag }, { 'if-none-match': etag, range: 'bytes=0-99' }];
    for (const headers of asked) {
      const response = await get(headers);
      expect(response.status).toBe(304);
      expect(response.headers.get('etag')).toBe(etag);
      expect(response.headers.get('cache-control')).toBe('private, max-age=300');
    }
    expect((await get({ 'if-none-match': '"something-else"' })).status).toBe(200);
  });
});
