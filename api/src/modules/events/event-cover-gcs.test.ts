import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { authHeaders, createTestApp, signupUser, type TestApp } from '../../../test/app.ts';
import { startFakeGcsForApp, type FakeGcsForApp } from '../../../test/fake-gcs-server.ts';
import { createEvent } from '../../../test/factories.ts';

// The same cover flow as event-files.test.ts, on STORAGE_DRIVER=gcs against a protocol-level fake GCS
// server (api/test/fake-gcs-server.ts) that checks v4 signatures: the browser PUTs straight to "GCS".

let gcs: FakeGcsForApp;
let app: TestApp;

beforeAll(async () => {
  gcs = await startFakeGcsForApp();
  app = await createTestApp({ env: gcs.env });
});
afterAll(async () => {
  await app.close();
  await gcs.close();
});

it('presign gives a v4 signed GCS URL; the PUT goes to GCS; complete stores a stripped cover there', async () => {
  const host = await signupUser(app);
  const auth = { cookie: host.cookie };
  const event = await createEvent(app, auth);
  const presign = await app.server.inject({
    method: 'POST',
    url: `/api/auth/events/${event.id}/cover/presign`,
    headers: authHeaders(auth),
    payload: { mimeType: 'image/png', originalFilename: 'us.png' },
  });
  expect(presign.statusCode).toBe(200);
  const ticket = presign.json<{ presignedUrl: string; storageKey: string; headers: Record<string, string> }>();
  expect(ticket.headers).toEqual({ 'Content-Type': 'image/png', 'x-goog-content-length-range': '0,26214400' });
  const url = new URL(ticket.presignedUrl);
  expect(url.origin).toBe(new URL(gcs.fake.url).origin);
  expect(url.searchParams.get('X-Goog-Algorithm')).toBe('GOOG4-RSA-SHA256');

  // The local upload route does not exist on GCS: the file never passes through our server.
  expect((await app.server.inject({ method: 'PUT', url: '/api/storage/uploads/x.y' })).statusCode).toBe(404);

  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c0506a' } })
    .withExif({ IFD0: { Make: 'TestPhone' } })
    .png()
    .toBuffer();
  const wrongType = await fetch(ticket.presignedUrl, {
    method: 'PUT',
    headers: { ...ticket.headers, 'Content-Type': 'image/jpeg' },
    body: png,
  });
  expect(wrongType.status).toBe(403);
  // Without the signed size range, GCS refuses the signature.
  const unbounded = await fetch(ticket.presignedUrl, {
    method: 'PUT',
    headers: { 'content-type': 'image/png' },
    body: png,
  });
  expect(unbounded.status).toBe(403);
  const put = await fetch(ticket.presignedUrl, { method: 'PUT', headers: ticket.headers, body: png });
  expect(put.status).toBe(200);
  expect(gcs.fake.objects.has(ticket.storageKey)).toBe(true);

  const complete = await app.server.inject({
    method: 'POST',
    url: `/api/auth/events/${event.id}/cover/complete`,
    headers: authHeaders(auth),
    payload: { storageKey: ticket.storageKey },
  });
  expect(complete.statusCode).toBe(200);
  const coverUrl = complete.json<{ event: { coverImageUrl: string } }>().event.coverImageUrl;
  const coverKey = coverUrl.slice('/api/uploads/'.length);
  expect(gcs.fake.objects.get(coverKey)?.contentType).toBe('image/jpeg');
  expect(gcs.fake.objects.has(ticket.storageKey)).toBe(false);

  // Served straight from the bucket (decision 063): a redirect to a signed URL, after the event's rules ran.
  const served = await app.server.inject({ url: coverUrl });
  expect(served.statusCode).toBe(302);
  const fromBucket = await fetch(String(served.headers.location));
  expect(fromBucket.status).toBe(200);
  const metadata = await sharp(Buffer.from(await fromBucket.arrayBuffer())).metadata();
  expect([metadata.format, metadata.width, metadata.height, metadata.exif]).toEqual(['jpeg', 800, 600, undefined]);

  await app.server.inject({ method: 'DELETE', url: `/api/auth/events/${event.id}`, headers: authHeaders(auth) });
  expect([...gcs.fake.objects.keys()].filter((key) => key.startsWith(`events/${event.id}/`))).toEqual([]);
});
