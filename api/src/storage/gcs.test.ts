import { Readable } from 'node:stream';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  startFakeGcsServer,
  writeServiceAccountKey,
  type FakeGcsServer,
  type ServiceAccountKey,
} from '../../test/fake-gcs-server.ts';
import { collect, storageDriverContract } from './driver-contract.ts';
import { GcsStorage } from './gcs.ts';

let fake: FakeGcsServer;
let serviceAccount: ServiceAccountKey;
let storage: GcsStorage;
let clockSkewMs = 0;

beforeAll(async () => {
  serviceAccount = await writeServiceAccountKey();
  fake = await startFakeGcsServer({
    bucket: 'wedding-photos',
    serviceAccounts: [serviceAccount],
    now: () => new Date(Date.now() + clockSkewMs),
  });
  storage = new GcsStorage({
    bucket: fake.bucket,
    projectId: 'fake-project',
    keyFilename: serviceAccount.path,
    apiEndpoint: fake.url,
  });
});
afterAll(async () => {
  await fake.close();
  await serviceAccount.remove();
});
afterEach(() => {
  clockSkewMs = 0;
  vi.unstubAllEnvs();
});

describe('GcsStorage against a protocol-level fake GCS server', () => {
  storageDriverContract(() => storage);

  it('stores the object with its content type', async () => {
    await storage.write('typed/p.webp', Readable.from([Buffer.from('webp')]), { contentType: 'image/webp' });
    expect(fake.objects.get('typed/p.webp')).toMatchObject({ body: Buffer.from('webp'), contentType: 'image/webp' });
  });

  it('deletes a prefix across several list pages', async () => {
    for (let i = 0; i < 1005; i++) fake.objects.set(`many/${String(i).padStart(4, '0')}.jpg`, fakeObject('x'));
    await expect(storage.deletePrefix('many/')).resolves.toBe(1005);
    expect([...fake.objects.keys()].some((name) => name.startsWith('many/'))).toBe(false);
  });

  it('keeps using the JSON API path when STORAGE_EMULATOR_HOST is also in the environment', async () => {
    // The library reads that variable itself and would then drop /storage/v1 (googleapis/nodejs-storage#1314).
    vi.stubEnv('STORAGE_EMULATOR_HOST', fake.url);
    const driver = new GcsStorage({ bucket: fake.bucket, apiEndpoint: fake.url });
    await driver.write('env/a.jpg', Readable.from([Buffer.from('env')]), { contentType: 'image/jpeg' });
    await expect(driver.stat('env/a.jpg')).resolves.toMatchObject({ bytes: 3, contentType: 'image/jpeg' });
    expect((await collect((await driver.read('env/a.jpg'))!)).toString()).toBe('env');
  });

  it('reads a range with a ranged download: GCS sends those bytes only, never the whole object', async () => {
    const data = Buffer.from(Array.from({ length: 4096 }, (_, i) => i % 251));
    fake.objects.set('video/clip.mp4', { body: data, contentType: 'video/mp4' });
    const before = fake.downloads.length;
    const part = await collect((await storage.read('video/clip.mp4', { start: 1000, end: 1999 }))!);
    expect(part.equals(data.subarray(1000, 2000))).toBe(true);
    expect(fake.downloads.slice(before)).toEqual([{ name: 'video/clip.mp4', range: 'bytes=1000-1999' }]);
  });

  it('the fake answers Range as GCS does: 206 with Content-Range, 416 past the end, several ranges whole', async () => {
    fake.objects.set('video/ten.mp4', { body: Buffer.from('0123456789'), contentType: 'video/mp4' });
    const media = `${fake.url}/storage/v1/b/${fake.bucket}/o/${encodeURIComponent('video/ten.mp4')}?alt=media`;
    const get = (range: string) => fetch(media, { headers: { range } });
    const answers = [
      ['bytes=2-4', 206, '234', 'bytes 2-4/10'],
      ['bytes=7-', 206, '789', 'bytes 7-9/10'],
      ['bytes=-3', 206, '789', 'bytes 7-9/10'],
      ['bytes=8-20', 206, '89', 'bytes 8-9/10'],
      ['bytes=0-1,4-5', 200, '0123456789', null],
    ] as const;
    for (const [range, status, body, contentRange] of answers) {
      const answer = await get(range);
      expect([range, answer.status, await answer.text(), answer.headers.get('content-range')]).toEqual([
        range,
        status,
        body,
        contentRange,
      ]);
    }
    const past = await get('bytes=10-');
    expect([past.status, past.headers.get('content-range')]).toEqual([416, 'bytes */10']);
  });

  it('closes an aborted upload request at the latest after requestTimeoutMs', async () => {
    const own = await startFakeGcsServer();
    try {
      const driver = new GcsStorage({ bucket: own.bucket, apiEndpoint: own.url, requestTimeoutMs: 300 });
      const body = Readable.from([Buffer.alloc(2000), Buffer.alloc(2000)]);
      await expect(driver.write('t/a.jpg', body, { contentType: 'image/jpeg', maxBytes: 3000 })).rejects.toThrow();
      // The upload is still open (ending it would commit a truncated object) until the timeout ends it.
      await vi.waitFor(() => expect(own.openRequests()).toBe(1), { timeout: 2000, interval: 10 });
      await vi.waitFor(() => expect(own.openRequests()).toBe(0), { timeout: 5000, interval: 50 });
      expect(own.objects.size).toBe(0);
    } finally {
      await own.close();
    }
  });

  describe('signed upload URLs (V4, checked by the fake with the service account public key)', () => {
    const sign = (key: string, contentType = 'image/jpeg', expiresInSeconds = 60) =>
      storage.signedUploadUrl(key, { contentType, maxBytes: 1_000_000, expiresInSeconds });
    /** PUTs as a browser told the ticket's headers would, with `contentType` in place of the signed one. */
    const put = (
      signed: { url: string; headers: Record<string, string> },
      contentType: string,
      body = Buffer.from('jpeg bytes'),
    ) => fetch(signed.url, { method: 'PUT', headers: { ...signed.headers, 'Content-Type': contentType }, body });

    it('point at the configured endpoint (the emulator here) with a V4 signature', async () => {
      const signed = await sign('signed/a.jpg');
      expect(signed.headers).toEqual({ 'Content-Type': 'image/jpeg', 'x-goog-content-length-range': '0,1000000' });
      const url = new URL(signed.url);
      expect(url.origin).toBe(fake.url);
      expect(url.pathname).toBe(`/${fake.bucket}/signed/a.jpg`);
      expect(url.searchParams.get('X-Goog-Algorithm')).toBe('GOOG4-RSA-SHA256');
      expect(url.searchParams.get('X-Goog-SignedHeaders')).toBe('content-type;host;x-goog-content-length-range');
      // The library counts the lifetime from its own clock a moment after ours: 60 s, or 59 across a second.
      expect(Number(url.searchParams.get('X-Goog-Expires'))).toBeGreaterThanOrEqual(59);
      expect(Number(url.searchParams.get('X-Goog-Expires'))).toBeLessThanOrEqual(60);
    });

    it('point at storage.googleapis.com without an emulator', async () => {
      const production = new GcsStorage({ bucket: 'prod-bucket', keyFilename: serviceAccount.path });
      const { url } = await production.signedUploadUrl('p/a.jpg', {
        contentType: 'image/jpeg',
        maxBytes: 10,
        expiresInSeconds: 60,
      });
      expect(url).toMatch(
        /^https:\/\/storage\.googleapis\.com\/prod-bucket\/p\/a\.jpg\?X-Goog-Algorithm=GOOG4-RSA-SHA256&/,
      );
    });

    it('accept a PUT with the signed content type, and the object appears', async () => {
      const response = await put(await sign('signed/ok.jpg'), 'image/jpeg');
      expect(response.status).toBe(200);
      expect(fake.objects.get('signed/ok.jpg')).toMatchObject({
        body: Buffer.from('jpeg bytes'),
        contentType: 'image/jpeg',
      });
      await expect(storage.stat('signed/ok.jpg')).resolves.toMatchObject({ bytes: 10, contentType: 'image/jpeg' });
    });

    it('refuse a PUT with another content type', async () => {
      const response = await put(await sign('signed/wrong-type.jpg'), 'text/html');
      expect(response.status).toBe(403);
      expect(await response.text()).toContain('SignatureDoesNotMatch');
      expect(fake.objects.has('signed/wrong-type.jpg')).toBe(false);
    });

    it('refuse a tampered signature, expiry or object name', async () => {
      const signed = await sign('signed/tampered.jpg');
      const url = new URL(signed.url);
      const signature = url.searchParams.get('X-Goog-Signature')!;
      const tampered = [
        withParam(url, 'X-Goog-Signature', (signature[0] === 'a' ? 'b' : 'a') + signature.slice(1)),
        withParam(url, 'X-Goog-Expires', '600'),
        Object.assign(new URL(url), { pathname: `/${fake.bucket}/signed/other.jpg` }).href,
      ];
      for (const target of tampered) {
        expect((await put({ ...signed, url: target }, 'image/jpeg')).status).toBe(403);
      }
      // A wider size range than the one signed.
      const widened = { ...signed, headers: { ...signed.headers, 'x-goog-content-length-range': '0,99999999999' } };
      expect((await put(widened, 'image/jpeg')).status).toBe(403);
      expect(fake.objects.has('signed/tampered.jpg')).toBe(false);
      expect(fake.objects.has('signed/other.jpg')).toBe(false);
    });

    it('refuse a body larger than the signed size range, and store nothing', async () => {
      const signed = await storage.signedUploadUrl('signed/big.jpg', {
        contentType: 'image/jpeg',
        maxBytes: 1000,
        expiresInSeconds: 60,
      });
      const response = await put(signed, 'image/jpeg', Buffer.alloc(1001));
      expect(response.status).toBe(400);
      expect(await response.text()).toContain('EntityTooLarge');
      expect(fake.objects.has('signed/big.jpg')).toBe(false);
      expect((await put(signed, 'image/jpeg', Buffer.alloc(1000))).status).toBe(200);
    });

    it('refuse a PUT after the link expired', async () => {
      const url = await sign('signed/late.jpg', 'image/jpeg', 60);
      clockSkewMs = 61_000;
      const response = await put(url, 'image/jpeg');
      expect(response.status).toBe(403);
      expect(await response.text()).toContain('ExpiredToken');
      expect(fake.objects.has('signed/late.jpg')).toBe(false);
    });
  });
});

function withParam(url: URL, name: string, value: string): string {
  const copy = new URL(url);
  copy.searchParams.set(name, value);
  return copy.href;
}

function fakeObject(text: string) {
  return { body: Buffer.from(text), contentType: 'image/jpeg' };
}
