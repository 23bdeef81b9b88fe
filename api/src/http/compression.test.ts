import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../../scripts/build/precompress.ts';
import { authHeaders, createTestApp, signupUser, type TestApp } from '../../test/app.ts';
import { createEvent } from '../../test/factories.ts';
import { uploadGuestPhoto } from '../../test/photos.ts';
import { COMPRESSION_THRESHOLD_BYTES } from './compression.ts';

let app: TestApp;
let webRoot: string;
let script: Buffer;
const HASHED_SCRIPT = '/assets/app-Cq3xZ1b9.js';
const SMALL_SCRIPT = '/assets/tiny-Ab12Cd34.js';

beforeAll(async () => {
  webRoot = await mkdtemp(join(tmpdir(), 'web-compressed-'));
  await mkdir(join(webRoot, 'assets'));
  // A build the way Vite writes it, then precompressed by the same code the build runs.
  script = Buffer.from(
    Array.from({ length: 400 }, (_, i) => `export const value${i} = () => "entry ${i}";`).join('\n'),
    'utf8',
  );
  await writeFile(join(webRoot, HASHED_SCRIPT), script);
  await writeFile(join(webRoot, SMALL_SCRIPT), 'export const tiny = 1;\n');
  await writeFile(
    join(webRoot, 'index.html'),
    `<!doctype html><html lang="en"><head><title>App</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`,
  );
  await precompressDirectory(webRoot);
  app = await createTestApp({ webRoot });
});
afterAll(async () => {
  await app.close();
  await rm(webRoot, { recursive: true, force: true });
});

describe('built assets', () => {
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)(
    'are sent %s-compressed to a client that accepts it, decoding to the same bytes',
    async (encoding, decode) => {
      const response = await app.server.inject({
        url: HASHED_SCRIPT,
        headers: { 'accept-encoding': encoding === 'br' ? 'gzip, deflate, br' : 'gzip, deflate' },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers['content-type']).toMatch(/^(?:text|application)\/javascript; charset=utf-8$/);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.rawPayload.length).toBeLessThan(script.length / 3);
      expect(decode(response.rawPayload).equals(script)).toBe(true);
    },
  );

  it('are sent as they are to a client that accepts no encoding', async () => {
    const response = await app.server.inject({ url: HASHED_SCRIPT });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toContain('immutable');
    expect(response.rawPayload.equals(script)).toBe(true);
  });

  it('are not precompressed below the threshold, and a missing asset is a 404 whatever the encoding', async () => {
    await expect(readFile(join(webRoot, `${SMALL_SCRIPT}.br`))).rejects.toThrow();
    const response = await app.server.inject({ url: '/assets/missing-Zz99.js', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(404);
  });
});

describe('dynamic answers', () => {
  it('compress the HTML of a page and keep it uncached', async () => {
    const response = await app.server.inject({ url: '/pricing', headers: { 'accept-encoding': 'br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toContain('<div id="root"></div>');
  });

  it('compress JSON over the threshold, and it decodes to the same answer', async () => {
    const host = await signupUser(app);
    const event = await createEvent(app, host, { description: 'A long day by the sea. '.repeat(80) });
    const url = `/api/events/${event.slug}`;
    const plain = await app.server.inject({ url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);

    const compressed = await app.server.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    expect(compressed.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(brotliDecompressSync(compressed.rawPayload).toString('utf8'))).toEqual(plain.json());
  });

  it('compress a GraphQL result over the threshold, and leave a small one as it is', async () => {
    const host = await signupUser(app);
    const event = await createEvent(app, host, { description: 'Dinner, dancing and photos. '.repeat(60) });
    const query = `query { publicEvent(slug: "${event.slug}") { ... on PublicEventSuccess { event { description } } } }`;
    const post = (body: string) =>
      app.server.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json', 'accept-encoding': 'br, gzip' },
        payload: body,
      });
    const large = await post(JSON.stringify({ query }));
    expect(large.statusCode).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    const result = JSON.parse(brotliDecompressSync(large.rawPayload).toString('utf8')) as {
      data: { publicEvent: { event: { description: string } } };
    };
    expect(result.data.publicEvent.event.description).toBe('Dinner, dancing and photos. '.repeat(60).trim());

    const small = await post(JSON.stringify({ query: '{ __typename }' }));
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ data: { __typename: 'Query' }, extensions: { cost: expect.any(Object) } });
  });

  it("compress a gallery page, guests' cached one and hosts' own view, as each client accepts", async () => {
    const host = await signupUser(app);
    const event = await createEvent(app, host, { autoApprove: true });
    for (let i = 0; i < 6; i += 1) await uploadGuestPhoto(app, event.slug, { uploaderName: `Guest number ${i}` });
    await app.mediaWorkers.drain();
    const url = `/api/events/${event.slug}/gallery?limit=20`;
    const plain = await app.server.inject({ url });
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESSION_THRESHOLD_BYTES);
    expect(plain.headers['content-encoding']).toBeUndefined();

    const decoded = async (acceptEncoding: string, headers: Record<string, string> = {}) => {
      const response = await app.server.inject({ url, headers: { ...headers, 'accept-encoding': acceptEncoding } });
      expect(response.statusCode).toBe(200);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      const encoding = response.headers['content-encoding'];
      const body =
        encoding === 'br'
          ? brotliDecompressSync(response.rawPayload)
          : encoding === 'gzip'
            ? gunzipSync(response.rawPayload)
            : response.rawPayload;
      return { encoding, body: JSON.parse(body.toString('utf8')) as { uploads: unknown[] } };
    };
    // The same bytes twice (the second from memory), then each encoding a client may ask for.
    for (const round of [1, 2])
      expect(await decoded('gzip, br'), `round ${round}`).toEqual({ encoding: 'br', body: plain.json() });
    expect(await decoded('gzip')).toEqual({ encoding: 'gzip', body: plain.json() });
    expect(await decoded('br;q=0, gzip;q=0.5')).toEqual({ encoding: 'gzip', body: plain.json() });
    expect(await decoded('identity')).toEqual({ encoding: undefined, body: plain.json() });
    // Hosts' view (originals, review state) is not kept, but still compressed.
    const hostView = await decoded('br', authHeaders(host));
    expect(hostView.encoding).toBe('br');
    expect(hostView.body.uploads).toHaveLength(6);
    expect(hostView.body.uploads[0]).toHaveProperty('originalUrl');
  });

  it('leave small JSON as it is', async () => {
    const response = await app.server.inject({ url: '/api/health', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD_BYTES);
    expect(response.headers['content-encoding']).toBeUndefined();
  });

  it('never compress a ZIP download or a photo (both are compressed already)', async () => {
    const host = await signupUser(app);
    const event = await createEvent(app, host, { autoApprove: true });
    await uploadGuestPhoto(app, event.slug);
    const acceptAll = { 'accept-encoding': 'gzip, deflate, br' };

    const zip = await app.server.inject({
      url: `/api/auth/events/${event.id}/download.zip`,
      headers: { ...authHeaders(host), ...acceptAll },
    });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    expect(zip.headers['content-encoding']).toBeUndefined();
    expect(zip.rawPayload.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))).toBe(true);

    const gallery = await app.server.inject({ url: `/api/events/${event.slug}/gallery` });
    const [photo] = gallery.json<{ uploads: { url: string }[] }>().uploads;
    const image = await app.server.inject({ url: photo!.url, headers: acceptAll });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toMatch(/^image\//);
    expect(image.headers['content-encoding']).toBeUndefined();
  });

  it('never compress an event stream: each event reaches the client as it is written', async () => {
    const host = await signupUser(app);
    const event = await createEvent(app, host);
    const address = await app.start();
    const controller = new AbortController();
    try {
      const query = `subscription { galleryUpdated(slug: "${event.slug}") { photoCount } }`;
      const response = await fetch(`${address}/graphql?query=${encodeURIComponent(query)}`, {
        headers: { accept: 'text/event-stream', 'accept-encoding': 'gzip, br' },
        signal: controller.signal,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
      // Yoga marks its event streams `Content-Encoding: none`; neither it nor we may compress them.
      expect(response.headers.get('content-encoding') ?? 'none').toBe('none');
    } finally {
      controller.abort();
    }
  });
});
