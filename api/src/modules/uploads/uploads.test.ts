import { createHash } from 'node:crypto';
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, signupUser, type TestApp } from '../../../test/app.ts';
import { createEvent } from '../../../test/factories.ts';
import { NOT_AN_IMAGE, phoneJpegWithGps, pngImage } from '../../../test/images.ts';
import { multipart, type Part } from '../../../test/multipart.ts';
import { photosProcessed, putAndComplete, type PresignTicket } from '../../../test/photos.ts';
import { eventFilesPrefix } from '../../storage/file-keys.ts';

let app: TestApp;
let host: { cookie: string };
let jpeg: Buffer;
let png: Buffer;

beforeAll(async () => {
  app = await createTestApp();
  host = { cookie: (await signupUser(app)).cookie };
  jpeg = await phoneJpegWithGps({ width: 1200, height: 800 });
  png = await pngImage(640, 480);
});
afterAll(() => app.close());

const photo = (filename: string, data: Buffer, contentType = 'image/jpeg'): Part => ({
  name: 'files',
  filename,
  contentType,
  data,
});

function upload(slug: string, parts: Part[], options: { pin?: string; ip?: string } = {}) {
  const { payload, headers } = multipart(parts);
  return app.server.inject({
    method: 'POST',
    url: `/api/events/${slug}/uploads/direct`,
    headers: { ...headers, ...(options.pin ? { 'x-event-pin': options.pin } : {}) },
    remoteAddress: options.ip ?? '203.0.113.50',
    payload,
  });
}

type GalleryItem = {
  id: number;
  status: string;
  url: string;
  thumbnailUrl: string;
  originalUrl?: string;
  uploaderName: string | null;
};

async function gallery(slug: string, query = '', auth?: { cookie: string }) {
  const response = await app.server.inject({ url: `/api/events/${slug}/gallery${query}`, headers: authHeaders(auth) });
  expect(response.statusCode).toBe(200);
  return response.json<{ uploads: GalleryItem[]; nextCursor: string | null }>();
}

/** As a host does it, so guests' pages (and the public read cache) hear of it. */
async function approve(uploadId: number) {
  const response = await app.server.inject({
    method: 'POST',
    url: `/api/auth/uploads/${uploadId}/approve`,
    headers: authHeaders(host),
    payload: { action: 'APPROVED' },
  });
  expect(response.statusCode).toBe(200);
}

describe('a guest uploads photos', () => {
  it('stores them PENDING with their name; guests see nothing until approved, then only the stripped copies', async () => {
    const event = await createEvent(app, host);
    const response = await upload(event.slug, [
      { name: 'uploaderName', value: '  Aunt Selin ' },
      photo('IMG_0001.JPG', jpeg),
      photo('garden.png', png, 'image/png'),
    ]);
    expect(response.statusCode).toBe(201);
    const body = response.json<{ message: string; uploads: { id: number; status: string; duplicate: boolean }[] }>();
    expect(body.message).toBe('2 photo(s) uploaded');
    expect(body.uploads.map((u) => [u.status, u.duplicate])).toEqual([
      ['PENDING', false],
      ['PENDING', false],
    ]);

    // Guests: nothing yet, whatever status they ask for.
    expect((await gallery(event.slug)).uploads).toEqual([]);
    expect((await gallery(event.slug, '?status=PENDING')).uploads).toEqual([]);
    expect((await gallery(event.slug, '?status=ALL')).uploads).toEqual([]);

    // Hosts: both, pending, with the uploader's name and the original.
    const forHost = await gallery(event.slug, '?status=PENDING', host);
    expect(forHost.uploads.map((u) => [u.status, u.uploaderName])).toEqual([
      ['PENDING', 'Aunt Selin'],
      ['PENDING', 'Aunt Selin'],
    ]);
    const jpegUpload = forHost.uploads.find((u) => u.id === body.uploads[0]!.id)!;
    expect((await app.server.inject({ url: jpegUpload.url })).statusCode).toBe(404);

    await photosProcessed(app);
    await approve(jpegUpload.id);
    const forGuests = await gallery(event.slug);
    expect(forGuests.uploads.map((u) => u.id)).toEqual([jpegUpload.id]);
    expect(forGuests.uploads[0]).not.toHaveProperty('originalUrl');
    expect(forGuests.uploads[0]).not.toHaveProperty('storageKey');

    for (const url of [forGuests.uploads[0]!.url, forGuests.uploads[0]!.thumbnailUrl]) {
      const served = await app.server.inject({ url });
      expect(served.statusCode, url).toBe(200);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      const metadata = await sharp(served.rawPayload).metadata();
      expect(metadata.exif, url).toBeUndefined();
      expect(served.rawPayload.includes(Buffer.from('TestPhone'))).toBe(false);
    }
    // The original, GPS and all, is for hosts only, byte for byte.
    const original = await app.server.inject({ url: jpegUpload.originalUrl! });
    expect(original.statusCode).toBe(404);
    const forHostOriginal = await app.server.inject({
      url: `${jpegUpload.originalUrl!}?download=1`,
      headers: authHeaders(host),
    });
    expect(forHostOriginal.statusCode).toBe(200);
    expect(forHostOriginal.headers['content-disposition']).toBe(
      `attachment; filename="IMG_0001.JPG"; filename*=UTF-8''IMG_0001.JPG`,
    );
    expect(createHash('sha256').update(forHostOriginal.rawPayload).digest('hex')).toBe(
      createHash('sha256').update(jpeg).digest('hex'),
    );
  });

  it('stores exact duplicates once', async () => {
    const event = await createEvent(app, host);
    const first = await upload(event.slug, [photo('a.jpg', jpeg)]);
    const again = await upload(event.slug, [photo('copy-of-a.jpg', jpeg)]);
    expect(again.statusCode).toBe(201);
    expect(again.json().uploads[0]).toMatchObject({ id: first.json().uploads[0].id, duplicate: true });
    expect(await app.database.prisma.upload.count({ where: { eventId: event.id } })).toBe(1);
    // The copy's bytes were written before its row found the first one; they are gone again.
    await photosProcessed(app);
    const files = await readdir(join(app.dataDir, 'files', eventFilesPrefix(event.id)), { recursive: true });
    expect(files.filter((name) => /original\.\w+$/.test(name))).toHaveLength(1);
  });

  it('goes straight to the gallery when the event auto-approves', async () => {
    const event = await createEvent(app, host);
    await app.database.prisma.event.update({ where: { id: event.id }, data: { autoApprove: true } });
    expect((await upload(event.slug, [photo('a.png', png, 'image/png')])).json().uploads[0].status).toBe('APPROVED');
    await photosProcessed(app);
    expect((await gallery(event.slug)).uploads).toHaveLength(1);
  });

  it('refuses other types by their bytes (415) and files over 25 MB (413), storing nothing', async () => {
    const event = await createEvent(app, host);
    const text = await upload(event.slug, [photo('holiday.jpg', NOT_AN_IMAGE)]);
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({
      message:
        'holiday.jpg is an invalid file type. Only JPEG, PNG, HEIC and WebP photos and MP4, MOV and WebM videos are accepted.',
      code: 'UnsupportedMediaTypeError',
    });
    const huge = Buffer.concat([jpeg, Buffer.alloc(25 * 1024 * 1024 + 1 - jpeg.length + 10, 7)]);
    const tooBig = await upload(event.slug, [photo('huge.jpg', huge)]);
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toEqual({
      message: 'huge.jpg is too large. Maximum file size is 25MB.',
      code: 'PayloadTooLargeError',
    });
    const none = await upload(event.slug, [{ name: 'uploaderName', value: 'x' }]);
    expect(none.statusCode).toBe(400);
    expect(await app.database.prisma.upload.count({ where: { eventId: event.id } })).toBe(0);
  });

  it('needs the PIN, an active event and an existing one', async () => {
    const locked = await createEvent(app, host, { isPinRequired: true, pinCode: '2468' });
    expect((await upload(locked.slug, [photo('a.jpg', jpeg)])).statusCode).toBe(403);
    expect((await upload(locked.slug, [photo('a.jpg', jpeg)], { pin: '1357' })).statusCode).toBe(403);
    expect((await upload(locked.slug, [photo('a.jpg', jpeg)], { pin: '2468' })).statusCode).toBe(201);

    const inactive = await createEvent(app, host);
    await app.database.prisma.event.update({ where: { id: inactive.id }, data: { status: 'INACTIVE' } });
    expect((await upload(inactive.slug, [photo('a.jpg', jpeg)])).statusCode).toBe(423);
    const deleted = await createEvent(app, host);
    await app.server.inject({ method: 'DELETE', url: `/api/auth/events/${deleted.id}`, headers: authHeaders(host) });
    expect((await upload(deleted.slug, [photo('a.jpg', jpeg)])).statusCode).toBe(404);
    expect(await app.database.prisma.upload.count({ where: { eventId: { in: [inactive.id, deleted.id] } } })).toBe(0);
  });
});

describe('uploadPhotos over GraphQL (multipart request spec, streamed)', () => {
  const UPLOAD = `mutation($slug: String!, $pin: String, $files: [Upload!]!, $name: String) {
    uploadPhotos(slug: $slug, pin: $pin, files: $files, uploaderName: $name) {
      __typename
      ... on UploadPhotosSuccess { uploads { originalFilename status duplicate } }
      ... on Error { message }
    }
  }`;

  function graphqlUpload(variables: Record<string, unknown>, files: { filename: string; data: Buffer }[]) {
    const operations = JSON.stringify({ query: UPLOAD, variables: { ...variables, files: files.map(() => null) } });
    const map = JSON.stringify(Object.fromEntries(files.map((_, i) => [String(i), [`variables.files.${i}`]])));
    const { payload, headers } = multipart([
      { name: 'operations', value: operations },
      { name: 'map', value: map },
      ...files.map((file, i) => ({
        name: String(i),
        filename: file.filename,
        contentType: 'image/jpeg',
        data: file.data,
      })),
    ]);
    return app.server.inject({ method: 'POST', url: '/graphql', headers, payload });
  }

  it('stores each file, pending, with the PIN checked first', async () => {
    const event = await createEvent(app, host, { isPinRequired: true, pinCode: '4040' });
    const files = [
      { filename: 'one.jpg', data: jpeg },
      { filename: 'two.png', data: png },
    ];
    const denied = await graphqlUpload({ slug: event.slug, pin: '0000' }, files);
    expect(denied.json().data.uploadPhotos).toEqual({
      __typename: 'PinRequiredError',
      message: 'Incorrect PIN. Please try again.',
    });
    const stored = await graphqlUpload({ slug: event.slug, pin: '4040', name: 'Ece' }, files);
    expect(stored.json().data.uploadPhotos).toEqual({
      __typename: 'UploadPhotosSuccess',
      uploads: [
        { originalFilename: 'one.jpg', status: 'PENDING', duplicate: false },
        { originalFilename: 'two.png', status: 'PENDING', duplicate: false },
      ],
    });
    const rows = await app.database.prisma.upload.findMany({ where: { eventId: event.id } });
    expect(rows.map((row) => row.uploaderName)).toEqual(['Ece', 'Ece']);
  });

  it('answers 415 as data for a file that is not an image', async () => {
    const event = await createEvent(app, host);
    const response = await graphqlUpload({ slug: event.slug }, [{ filename: 'notes.jpg', data: NOT_AN_IMAGE }]);
    expect(response.json().data.uploadPhotos).toEqual({
      __typename: 'UnsupportedMediaTypeError',
      message:
        'notes.jpg is an invalid file type. Only JPEG, PNG, HEIC and WebP photos and MP4, MOV and WebM videos are accepted.',
    });
    expect(await app.database.prisma.upload.count({ where: { eventId: event.id } })).toBe(0);
  });
});

describe('presigned guest uploads (local storage)', () => {
  async function presign(slug: string, mimeType: string, pin?: string) {
    return app.server.inject({
      method: 'POST',
      url: `/api/events/${slug}/uploads/presign${pin ? `?pin=${pin}` : ''}`,
      payload: { mimeType, originalFilename: 'x' },
    });
  }

  it('presign → PUT → complete stores the photo through the same pipeline, then drops the incoming copy', async () => {
    const event = await createEvent(app, host);
    const ticket = (await presign(event.slug, 'image/jpeg')).json<PresignTicket>();
    const complete = await putAndComplete(app, event.slug, ticket, jpeg, {
      originalFilename: 'IMG_7.JPG',
      uploaderName: 'Mert',
    });
    expect(complete.statusCode).toBe(201);
    expect(complete.json().uploads[0]).toMatchObject({ originalFilename: 'IMG_7.JPG', status: 'PENDING' });
    expect(await app.services.uploads['storage'].stat(ticket.storageKey)).toBeNull();
    await photosProcessed(app);
    const row = await app.database.prisma.upload.findFirstOrThrow({ where: { eventId: event.id } });
    expect(row).toMatchObject({ uploaderName: 'Mert', mimeType: 'image/jpeg', width: 800, height: 1200 });
  });

  it("refuses other types, other events' keys, and a closed gate", async () => {
    const event = await createEvent(app, host);
    const other = await createEvent(app, host);
    const gif = await presign(event.slug, 'image/gif');
    expect(gif.statusCode).toBe(415);
    const ticket = (await presign(event.slug, 'image/png')).json<{ storageKey: string }>();
    const crossed = await app.server.inject({
      method: 'POST',
      url: `/api/events/${other.slug}/uploads/complete`,
      payload: { storageKey: ticket.storageKey },
    });
    expect(crossed.statusCode).toBe(400);
    const locked = await createEvent(app, host, { isPinRequired: true, pinCode: '1212' });
    expect((await presign(locked.slug, 'image/jpeg')).statusCode).toBe(403);
    expect((await presign(locked.slug, 'image/jpeg', '1212')).statusCode).toBe(200);
  });
});

describe('the gallery', () => {
  it('pages 20 at a time by cursor on REST and as a Relay connection on GraphQL', async () => {
    const event = await createEvent(app, host);
    await app.database.prisma.event.update({ where: { id: event.id }, data: { autoApprove: true } });
    const images = await Promise.all(
      Array.from({ length: 23 }, (_, i) =>
        sharp({ create: { width: 40, height: 30, channels: 3, background: { r: i * 10, g: 100, b: 50 } } })
          .png()
          .toBuffer(),
      ),
    );
    for (let i = 0; i < images.length; i += 1) {
      expect((await upload(event.slug, [photo(`p${i}.png`, images[i]!, 'image/png')])).statusCode).toBe(201);
    }
    await photosProcessed(app);
    const first = await gallery(event.slug);
    expect(first.uploads).toHaveLength(20);
    const second = await gallery(event.slug, `?cursor=${first.nextCursor}`);
    expect(second.uploads).toHaveLength(3);
    expect(second.nextCursor).toBeNull();
    expect(new Set([...first.uploads, ...second.uploads].map((u) => u.id)).size).toBe(23);

    const query = `query($slug: String!, $after: String) {
      eventGallery(slug: $slug, first: 20, after: $after) { edges { node { id url } } pageInfo { hasNextPage endCursor } } }`;
    type Page = { eventGallery: { edges: unknown[]; pageInfo: { hasNextPage: boolean; endCursor: string } } };
    const page1 = await app.graphql<Page>(query, { slug: event.slug });
    expect(page1.body.data!.eventGallery.edges).toHaveLength(20);
    expect(page1.body.data!.eventGallery.pageInfo.hasNextPage).toBe(true);
    const page2 = await app.graphql<Page>(query, {
      slug: event.slug,
      after: page1.body.data!.eventGallery.pageInfo.endCursor,
    });
    expect(page2.body.data!.eventGallery.edges).toHaveLength(3);
  });

  it('keeps PIN-protected photos behind the PIN, on REST, GraphQL and the image files', async () => {
    const event = await createEvent(app, host, { isPinRequired: true, pinCode: '9753' });
    const stored = await upload(event.slug, [photo('a.jpg', jpeg)], { pin: '9753' });
    await photosProcessed(app);
    await approve(stored.json<{ uploads: { id: number }[] }>().uploads[0]!.id);
    const denied = await app.server.inject({ url: `/api/events/${event.slug}/gallery` });
    expect(denied.statusCode).toBe(403);
    const listed = await gallery(event.slug, '?pin=9753');
    expect(listed.uploads).toHaveLength(1);
    // The listed address opens the image (it carries a file-access token); the bare one needs the PIN.
    expect((await app.server.inject({ url: listed.uploads[0]!.url })).statusCode).toBe(200);
    const bare = listed.uploads[0]!.url.split('?')[0]!;
    expect((await app.server.inject({ url: bare })).statusCode).toBe(403);
    expect((await app.server.inject({ url: `${bare}?pin=9753` })).statusCode).toBe(200);
    const graphql = await app.graphql(
      `query($slug: String!) { eventGallery(slug: $slug, first: 5) { edges { node { id } } } }`,
      {
        slug: event.slug,
      },
    );
    expect(graphql.body.errors?.[0]?.message).toBe('This event is protected');
  });

  it('answers 404 to photo paths that are not ours', async () => {
    for (const url of [
      '/api/uploads/events/1/photos/..%2F..%2F..%2Fpackage.json',
      '/api/uploads/events/1/photos/00000000-0000-4000-8000-000000000000/display.jpg',
      '/api/uploads/events/1/photos/00000000-0000-4000-8000-000000000000/original.exe',
    ]) {
      expect((await app.server.inject({ url })).statusCode, url).toBe(404);
    }
  });
});
