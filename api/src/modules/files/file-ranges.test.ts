import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, type TestApp } from '../../../test/app.ts';
import { appWithHost, createEvent } from '../../../test/factories.ts';
import { uploadGuestPhoto } from '../../../test/photos.ts';
import type { SignedUpUser } from '../../../test/users.ts';

// Issue 30, item 4: GET /api/uploads/* takes byte ranges (video players seek with them) for every stored
// file, behind exactly the rules it had before: a Range, If-None-Match or HEAD never gets past a PIN, an
// unapproved photo or an original. Over a real socket, as browsers and players meet it.

const PIN = '482913';
let app: TestApp;
let host: SignedUpUser;
let origin: string;
beforeAll(async () => {
  ({ app, host } = await appWithHost());
  await app.server.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.server.address() as AddressInfo).port}`;
});
afterAll(() => app.close());

/** An answer read to its end (a connection left holding an unread body would keep the server open). */
async function fetchFile(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const response = await fetch(`${origin}${path}`, { method, headers });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

/** The gallery's addresses of the event's first photo (with the file token when it has a PIN). */
async function photoUrls(slug: string, pin?: string) {
  const gallery = await fetchFile(`/api/events/${slug}/gallery${pin ? `?pin=${pin}` : ''}`);
  return (JSON.parse(gallery.body.toString()) as { uploads: { url: string; thumbnailUrl: string }[] }).uploads[0]!;
}

describe('a photo file with ranges', () => {
  it('answers the three forms of one range with 206 and exactly those bytes, 416 past the end', async () => {
    const event = await createEvent(app, { cookie: host.cookie }, { autoApprove: true });
    await uploadGuestPhoto(app, event.slug);
    const { url } = await photoUrls(event.slug);
    const whole = await fetchFile(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-type')).toBe('image/jpeg');
    const photo = whole.body;
    const size = photo.length;
    expect(size).toBeGreaterThan(250);

    for (const [range, start, end] of [
      ['bytes=0-99', 0, 99],
      ['bytes=200-', 200, size - 1],
      ['bytes=-50', size - 50, size - 1],
    ] as const) {
      const part = await fetchFile(url, { range });
      expect([range, part.status, part.headers.get('content-range')]).toEqual([
        range,
        206,
        `bytes ${start}-${end}/${size}`,
      ]);
      expect(part.headers.get('content-type')).toBe('image/jpeg');
      expect(part.headers.get('cache-control')).toBe(whole.headers.get('cache-control'));
      expect(part.body.equals(photo.subarray(start, end + 1))).toBe(true);
    }

    const past = await fetchFile(url, { range: `bytes=${size}-` });
    expect([past.status, past.headers.get('content-range')]).toEqual([416, `bytes */${size}`]);

    const etag = whole.headers.get('etag')!;
    expect((await fetchFile(url, { range: 'bytes=0-9', 'if-range': etag })).status).toBe(206);
    const stale = await fetchFile(url, { range: 'bytes=0-9', 'if-range': '"another-version"' });
    expect(stale.status).toBe(200);
    expect(stale.body.equals(photo)).toBe(true);
    expect((await fetchFile(url, { 'if-none-match': etag })).status).toBe(304);

    const head = await fetchFile(url, {}, 'HEAD');
    expect([head.status, head.headers.get('content-length'), head.body.length]).toEqual([200, String(size), 0]);
  });
});

describe('the rules stand whatever the request asks of the file', () => {
  // The same refusal, byte for byte, with and without each of these.
  const probes: [string, Record<string, string>, string][] = [
    ['a Range', { range: 'bytes=0-99' }, 'GET'],
    ['a suffix Range', { range: 'bytes=-10' }, 'GET'],
    ['If-None-Match with the right ETag', {}, 'GET'],
    ['If-Range with the right ETag and a Range', {}, 'GET'],
    ['HEAD with a Range', { range: 'bytes=0-99' }, 'HEAD'],
  ];

  async function expectSameRefusal(path: string, etag: string, status: number) {
    const plain = await fetchFile(path);
    expect(plain.status).toBe(status);
    const refusal = plain.body.toString();
    for (const [name, headers, method] of probes) {
      const sent = name.startsWith('If-None-Match')
        ? { 'if-none-match': etag }
        : name.startsWith('If-Range')
          ? { range: 'bytes=0-99', 'if-range': etag }
          : headers;
      const answer = await fetchFile(path, sent, method);
      expect([name, answer.status, answer.headers.get('content-range'), answer.headers.get('etag')]).toEqual([
        name,
        status,
        null,
        null,
      ]);
      if (method === 'GET') expect([name, answer.body.toString()]).toEqual([name, refusal]);
    }
  }

  it("refuses a PIN-protected event's file without the PIN or its token, Range or not; the token opens it", async () => {
    const event = await createEvent(
      app,
      { cookie: host.cookie },
      { isPinRequired: true, pinCode: PIN, autoApprove: true },
    );
    await uploadGuestPhoto(app, event.slug, { pin: PIN });
    const { url } = await photoUrls(event.slug, PIN);
    expect(url).toContain('?access=');
    const allowed = await fetchFile(url, { range: 'bytes=0-99' });
    expect(allowed.status).toBe(206);
    const etag = allowed.headers.get('etag')!;
    const bare = url.split('?')[0]!;
    await expectSameRefusal(bare, etag, 403);
    await expectSameRefusal(`${bare}?access=9999999999.AAAAAAAAAAAAAAAAAAAAAA`, etag, 403);
    await expectSameRefusal(`${bare}?pin=000000`, etag, 403);
    expect((await fetchFile(`${bare}?pin=${PIN}`, { range: 'bytes=0-99' })).status).toBe(206);
  });

  it("refuses a pending photo's copy and any original to guests, Range or not; hosts get their ranges", async () => {
    const event = await createEvent(app, { cookie: host.cookie });
    const id = await uploadGuestPhoto(app, event.slug);
    const upload = await app.database.prisma.upload.findUniqueOrThrow({ where: { id } });
    const asHost = { ...authHeaders({ cookie: host.cookie }) };
    for (const key of [upload.displayKey, upload.storageKey]) {
      const path = `/api/uploads/${key}`;
      const hosts = await fetchFile(path, { ...asHost, range: 'bytes=0-9' });
      expect(hosts.status).toBe(206);
      await expectSameRefusal(path, hosts.headers.get('etag')!, 404);
    }
  });
});
