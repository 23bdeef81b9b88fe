import * as jsqr from 'jsqr';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, signupUser, type Auth, type TestApp } from '../../../test/app.ts';
import { type SignedUpUser, asUser } from '../../../test/users.ts';
import { createEvent } from '../../../test/factories.ts';

// Covers (presign → PUT → complete on local storage), the files route and QR codes.

// jsqr is CommonJS (module.exports.default is the function too); from ESM its export is one level down.
const jsQR = jsqr.default.default;

let app: TestApp;
type Host = SignedUpUser;
let owner: Host;
let stranger: Host;

beforeAll(async () => {
  app = await createTestApp({ env: { PUBLIC_URL: 'https://photos.example.com' } });
  owner = await signupUser(app);
  stranger = await signupUser(app);
});
afterAll(() => app.close());

/** A real photo as a phone takes it: EXIF orientation 6 (rotated) and a GPS position. */
let phoneJpegBytes: Promise<Buffer> | undefined;
function phoneJpeg(): Promise<Buffer> {
  phoneJpegBytes ??= sharp({
    create: { width: 3000, height: 2000, channels: 3, background: { r: 200, g: 80, b: 120 } },
  })
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Make: 'TestPhone' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '41/1 0/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '28/1 58/1 40/1' },
    })
    .jpeg()
    .toBuffer();
  return phoneJpegBytes;
}

async function presign(eventId: number, auth: Auth, mimeType = 'image/jpeg') {
  return app.server.inject({
    method: 'POST',
    url: `/api/auth/events/${eventId}/cover/presign`,
    headers: authHeaders(auth),
    payload: { mimeType, originalFilename: 'cover.jpg' },
  });
}

async function put(url: string, body: Buffer, contentType: string) {
  return app.server.inject({ method: 'PUT', url, headers: { 'content-type': contentType }, payload: body });
}

async function complete(eventId: number, auth: Auth, storageKey: string) {
  return app.server.inject({
    method: 'POST',
    url: `/api/auth/events/${eventId}/cover/complete`,
    headers: authHeaders(auth),
    payload: { storageKey },
  });
}

async function uploadCover(eventId: number, auth: Auth, bytes: Buffer) {
  const ticket = (await presign(eventId, auth)).json<{ presignedUrl: string; storageKey: string }>();
  expect((await put(ticket.presignedUrl, bytes, 'image/jpeg')).statusCode).toBe(200);
  return complete(eventId, auth, ticket.storageKey);
}

describe('cover upload on local storage', () => {
  it('presign → PUT → complete sets a cover that is upright, resized and has no GPS or other metadata', async () => {
    const event = await createEvent(app, asUser(owner));
    const ticketResponse = await presign(event.id, asUser(owner));
    expect(ticketResponse.statusCode).toBe(200);
    const ticket = ticketResponse.json<{ presignedUrl: string; storageKey: string }>();
    expect(ticket.presignedUrl).toMatch(/^\/api\/storage\/uploads\/[\w-]+\.[\w-]+$/);

    expect((await put(ticket.presignedUrl, await phoneJpeg(), 'image/jpeg')).statusCode).toBe(200);
    const done = await complete(event.id, asUser(owner), ticket.storageKey);
    expect(done.statusCode).toBe(200);
    const coverImageUrl = done.json<{ event: { coverImageUrl: string } }>().event.coverImageUrl;
    expect(coverImageUrl).toMatch(/^\/api\/uploads\/events\/\d+\/cover\/[0-9a-f-]{36}\.jpg$/);

    // A guest (no session) sees it: an active event without a PIN.
    const served = await app.server.inject({ url: coverImageUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toMatch(
      /^inline; filename="[0-9a-f-]{36}\.jpg"; filename\*=UTF-8''[0-9a-f-]{36}\.jpg$/,
    );
    const metadata = await sharp(served.rawPayload).metadata();
    const original = await sharp(await phoneJpeg()).metadata();
    expect([original.orientation, original.exif === undefined]).toEqual([6, false]);
    expect(metadata.exif).toBeUndefined();
    expect(metadata.orientation ?? 1).toBe(1);
    // Orientation 6 turned the 3000×2000 landscape upright, then it was fitted into 2000 px.
    expect([metadata.width, metadata.height]).toEqual([1333, 2000]);
    expect(served.rawPayload.includes(Buffer.from('TestPhone'))).toBe(false);

    // The raw upload (with its GPS) is gone from storage; the audit log has the change.
    expect(await app.services.events['storage'].stat(ticket.storageKey)).toBeNull();
    const actions = await app.database.prisma.auditLog.findMany({ where: { targetId: String(event.id) } });
    expect(actions.map((a) => a.action)).toContain('event.cover.set');
  });

  it('replacing the cover removes the old file; a cover URL replaces an uploaded cover', async () => {
    const event = await createEvent(app, asUser(owner));
    const first = (await uploadCover(event.id, asUser(owner), await phoneJpeg())).json().event.coverImageUrl;
    const second = (await uploadCover(event.id, asUser(owner), await phoneJpeg())).json().event.coverImageUrl;
    expect(second).not.toBe(first);
    expect((await app.server.inject({ url: first })).statusCode).toBe(404);
    expect((await app.server.inject({ url: second })).statusCode).toBe(200);

    const patched = await app.server.inject({
      method: 'PATCH',
      url: `/api/auth/events/${event.id}`,
      headers: authHeaders(asUser(owner)),
      payload: { coverImageUrl: 'https://images.example.com/us.jpg' },
    });
    expect(patched.json().event.coverImageUrl).toBe('https://images.example.com/us.jpg');
    expect((await app.server.inject({ url: second })).statusCode).toBe(404);
  });

  it('saving the form with the unchanged uploaded cover keeps it', async () => {
    const event = await createEvent(app, asUser(owner));
    const url = (await uploadCover(event.id, asUser(owner), await phoneJpeg())).json().event.coverImageUrl;
    const saved = await app.server.inject({
      method: 'PATCH',
      url: `/api/auth/events/${event.id}`,
      headers: authHeaders(asUser(owner)),
      payload: { title: 'Still us', coverImageUrl: url },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().event.coverImageUrl).toBe(url);
    expect((await app.server.inject({ url })).statusCode).toBe(200);
  });

  it('refuses other file types at presign (415) and non-images at complete (415), leaving no cover', async () => {
    const event = await createEvent(app, asUser(owner));
    const gif = await presign(event.id, asUser(owner), 'image/gif');
    expect(gif.statusCode).toBe(415);
    expect(gif.json()).toEqual({
      message: 'Cover images must be JPEG, PNG or WebP files.',
      code: 'UnsupportedMediaTypeError',
    });

    const ticket = (await presign(event.id, asUser(owner))).json<{ presignedUrl: string; storageKey: string }>();
    await put(ticket.presignedUrl, Buffer.from('<svg onload="alert(1)"></svg>'), 'image/jpeg');
    const done = await complete(event.id, asUser(owner), ticket.storageKey);
    expect(done.statusCode).toBe(415);
    const row = await app.database.prisma.event.findUniqueOrThrow({ where: { id: event.id } });
    expect(row.coverImageUrl).toBeNull();
  });

  it('refuses an upload link used with another type, and a key from another event', async () => {
    const mine = await createEvent(app, asUser(owner));
    const other = await createEvent(app, asUser(owner));
    const ticket = (await presign(mine.id, asUser(owner))).json<{ presignedUrl: string; storageKey: string }>();
    expect((await put(ticket.presignedUrl, await phoneJpeg(), 'text/html')).statusCode).toBe(415);
    expect((await put(ticket.presignedUrl, await phoneJpeg(), 'image/jpeg')).statusCode).toBe(200);

    const crossed = await complete(other.id, asUser(owner), ticket.storageKey);
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json()).toEqual({ message: 'This upload does not belong to this event.', code: 'ValidationError' });
    const traversal = await complete(mine.id, asUser(owner), `incoming/covers/${mine.id}/../../../etc/passwd`);
    expect(traversal.statusCode).toBe(400);
    const missing = await complete(
      mine.id,
      asUser(owner),
      `incoming/covers/${mine.id}/00000000-0000-4000-8000-000000000000`,
    );
    expect(missing.statusCode).toBe(400);
  });

  it('a tampered upload link is refused', async () => {
    const event = await createEvent(app, asUser(owner));
    const { presignedUrl } = (await presign(event.id, asUser(owner))).json<{ presignedUrl: string }>();
    const [payload, signature] = presignedUrl.slice('/api/storage/uploads/'.length).split('.') as [string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, maxBytes: 10 ** 10 })).toString('base64url');
    const response = await put(`/api/storage/uploads/${forged}.${signature}`, await phoneJpeg(), 'image/jpeg');
    expect(response.statusCode).toBe(403);
  });
});

describe('who sees a cover', () => {
  it('guests see it only while the event is active, with the PIN when one is set; never once deleted', async () => {
    const event = await createEvent(app, asUser(owner), { isPinRequired: true, pinCode: '2580' });
    const url = (await uploadCover(event.id, asUser(owner), await phoneJpeg())).json().event.coverImageUrl as string;

    expect((await app.server.inject({ url })).statusCode).toBe(403);
    expect((await app.server.inject({ url: `${url}?pin=1111` })).statusCode).toBe(403);
    const withPin = await app.server.inject({ url: `${url}?pin=2580` });
    expect(withPin.statusCode).toBe(200);
    expect(withPin.headers['cache-control']).toMatch(/^private/);
    expect((await app.server.inject({ url, headers: { 'x-event-pin': '2580' } })).statusCode).toBe(200);
    expect((await app.server.inject({ url, headers: authHeaders(asUser(owner)) })).statusCode).toBe(200);

    await app.server.inject({
      method: 'PATCH',
      url: `/api/auth/events/${event.id}/status`,
      headers: authHeaders(asUser(owner)),
      payload: { status: 'INACTIVE' },
    });
    expect((await app.server.inject({ url: `${url}?pin=2580` })).statusCode).toBe(404);
    expect((await app.server.inject({ url, headers: authHeaders(asUser(owner)) })).statusCode).toBe(200);
    expect((await app.server.inject({ url, headers: authHeaders(asUser(stranger)) })).statusCode).toBe(404);

    await app.server.inject({
      method: 'DELETE',
      url: `/api/auth/events/${event.id}`,
      headers: authHeaders(asUser(owner)),
    });
    expect((await app.server.inject({ url, headers: authHeaders(asUser(owner)) })).statusCode).toBe(404);
  });

  it('deleting an event removes its files from storage', async () => {
    const event = await createEvent(app, asUser(owner));
    const url = (await uploadCover(event.id, asUser(owner), await phoneJpeg())).json().event.coverImageUrl as string;
    const key = url.slice('/api/uploads/'.length);
    expect(await app.services.events['storage'].stat(key)).not.toBeNull();
    await app.server.inject({
      method: 'DELETE',
      url: `/api/auth/events/${event.id}`,
      headers: authHeaders(asUser(owner)),
    });
    expect(await app.services.events['storage'].stat(key)).toBeNull();
  });

  it('answers 404 for unknown or malicious paths', async () => {
    for (const url of [
      '/api/uploads/events/1/cover/nope.jpg',
      '/api/uploads/events%2F..%2F..%2Fpackage.json',
      '/api/uploads/events/1/cover/..%2F..%2F..%2Fpackage.json',
      '/api/uploads/incoming/covers/1/x',
    ]) {
      const response = await app.server.inject({ url });
      expect(response.statusCode, url).toBe(404);
    }
  });
});

describe('QR codes', () => {
  it('encode the public guest link, as a PNG members can view or download', async () => {
    const event = await createEvent(app, asUser(owner));
    const response = await app.server.inject({
      url: `/api/auth/events/${event.id}/qr.png?download=1`,
      headers: authHeaders(asUser(owner)),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${event.slug}-qr.png"`);
    const { data, info } = await sharp(response.rawPayload).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const decoded = jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height);
    expect(decoded?.data).toBe(`https://photos.example.com/e/${event.slug}`);

    const graphql = await app.graphql<{ hostedEvent: { shareUrl: string; qrCodeUrl: string } }>(
      `query($id: Int!) { hostedEvent(databaseId: $id) { shareUrl qrCodeUrl } }`,
      { id: event.id },
      asUser(owner),
    );
    expect(graphql.body.data!.hostedEvent).toEqual({
      shareUrl: `https://photos.example.com/e/${event.slug}`,
      qrCodeUrl: `/api/auth/events/${event.id}/qr.png`,
    });
  });
});
