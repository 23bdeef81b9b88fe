import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, signupUser, type TestApp } from '../../../test/app.ts';
import { createEvent } from '../../../test/factories.ts';
import { NOT_AN_IMAGE, pngImage } from '../../../test/images.ts';
import { multipart, type Part } from '../../../test/multipart.ts';
import { makeClip } from '../../../test/videos.ts';
import { eventFilesPrefix } from '../../storage/file-keys.ts';
import { MAX_DIRECT_VIDEO_BYTES, MAX_IMAGE_BYTES, MB } from '../../../../common/upload-limits.ts';
import { VIDEO_TRANSCODE_JOB } from './video-processing-job.ts';

// Issue 30, items 1 and 2: guests send videos on every upload path (here: direct REST, GraphQL multipart,
// presign + complete; tus in video-resumable.test.ts), each checked by its bytes and by ffprobe before
// anything is kept. VIDEO_WORKERS=0: nothing converts them here, so each row stays as the upload left it.

let app: TestApp;
let host: { cookie: string };
let clips: string;
let mp4: Buffer;
let mov: Buffer;
let webm: Buffer;
/** 6 minutes, 16×16 at 1 frame a second: a real clip over the 5-minute limit, made in milliseconds. */
let sixMinutes: Buffer;
/** One frame of 5000×5000 pixels: past 4K. */
let square5000: Buffer;

beforeAll(async () => {
  clips = await mkdtemp(join(tmpdir(), 'wp-video-uploads-'));
  const read = async (name: string, options: Parameters<typeof makeClip>[2]) =>
    readFile(await makeClip(clips, name, options));
  [mp4, mov, webm, sixMinutes, square5000] = await Promise.all([
    read('clip.mp4', { seconds: 2 }),
    read('clip.mov', { seconds: 1.5, location: true }),
    read('clip.webm', { seconds: 1, width: 160, height: 90 }),
    read('long.mp4', { seconds: 360, width: 16, height: 16, fps: 1, still: true, audio: false }),
    read('square.mp4', { seconds: 0.1, width: 5000, height: 5000, fps: 10, still: true, audio: false }),
  ]);
  app = await createTestApp({ env: { VIDEO_WORKERS: '0' } });
  host = { cookie: (await signupUser(app)).cookie };
});
afterAll(async () => {
  await app.close();
  await rm(clips, { recursive: true, force: true });
});

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

type Answer = {
  message: string;
  uploads: {
    id: number;
    originalFilename: string;
    status: string;
    duplicate: boolean;
    mediaType: string;
    processingState: string;
    durationSeconds: number | null;
  }[];
};

const file = (filename: string, data: Buffer, contentType: string): Part => ({
  name: 'files',
  filename,
  contentType,
  data,
});

function direct(slug: string, parts: Part[]) {
  const { payload, headers } = multipart(parts);
  return app.server.inject({ method: 'POST', url: `/api/events/${slug}/uploads/direct`, headers, payload });
}

const UPLOAD = `mutation($slug: String!, $files: [Upload!]!) {
  uploadPhotos(slug: $slug, files: $files) {
    __typename
    ... on UploadPhotosSuccess { uploads { originalFilename status duplicate mediaType processingState durationSeconds } }
    ... on Error { message }
  }
}`;

function graphqlUpload(slug: string, files: { filename: string; data: Buffer; contentType: string }[]) {
  const operations = JSON.stringify({ query: UPLOAD, variables: { slug, files: files.map(() => null) } });
  const map = JSON.stringify(Object.fromEntries(files.map((_, i) => [String(i), [`variables.files.${i}`]])));
  const { payload, headers } = multipart([
    { name: 'operations', value: operations },
    { name: 'map', value: map },
    ...files.map((item, i) => ({ name: String(i), ...item })),
  ]);
  return app.server.inject({ method: 'POST', url: '/graphql', headers, payload });
}

/** Every file stored for the event (originals, copies) and every presigned upload waiting under incoming/. */
async function storedFiles(eventId: number): Promise<string[]> {
  const root = join(app.dataDir, 'files');
  const events = await readdir(join(root, eventFilesPrefix(eventId)), { recursive: true }).catch(() => []);
  const incoming = await readdir(join(root, 'incoming', 'photos', String(eventId))).catch(() => []);
  return [...events, ...incoming].map(String).filter((name) => /\.\w+$|^[0-9a-f-]{36}$/.test(name));
}

/** Uploads in flight are spooled here; every refusal removes its file. */
async function spooled(): Promise<string[]> {
  return readdir(join(app.dataDir, 'tmp', 'uploads')).catch(() => []);
}

/** What the event holds after a refusal: nothing at all. */
async function expectNothingKept(eventId: number) {
  expect(await app.database.prisma.upload.count({ where: { eventId } })).toBe(0);
  expect(await storedFiles(eventId)).toEqual([]);
  expect(await spooled()).toEqual([]);
}

/** The event's one upload row with its conversion job, checked as an uploaded video must be. */
async function expectStoredVideo(id: number, expected: { mimeType: string; data: Buffer; seconds: number }) {
  const row = await app.database.prisma.upload.findUniqueOrThrow({ where: { id } });
  expect(row).toMatchObject({
    mediaType: 'VIDEO',
    mimeType: expected.mimeType,
    processingState: 'PROCESSING',
    bytes: expected.data.length,
    sha256: sha256(expected.data),
    width: null,
    height: null,
  });
  expect(row.durationSeconds).toBeCloseTo(expected.seconds, 1);
  const base = `events/${row.eventId}/videos/`;
  const extension = { 'video/mp4': 'mp4', 'video/quicktime': 'mov', 'video/webm': 'webm' }[expected.mimeType];
  expect(row.storageKey).toMatch(new RegExp(`^${base}[0-9a-f-]{36}/original\\.${extension}$`));
  const folder = row.storageKey.slice(0, row.storageKey.lastIndexOf('/'));
  expect([row.videoKey, row.displayKey, row.thumbnailKey]).toEqual([
    `${folder}/web.mp4`,
    `${folder}/poster.jpg`,
    `${folder}/thumb.jpg`,
  ]);
  // The original is stored byte for byte before the answer; its copies are the conversion job's to make.
  expect(await readFile(join(app.dataDir, 'files', row.storageKey))).toEqual(expected.data);
  const jobs = await app.database.prisma.job.findMany({ where: { payload: { equals: { uploadId: id } } } });
  expect(jobs.map((job) => job.kind)).toEqual([VIDEO_TRANSCODE_JOB]);
  return row;
}

describe('direct REST uploads take videos', () => {
  it('stores an MP4 and a MOV with their photos: 201, VIDEO, PROCESSING, the probed length, a conversion job', async () => {
    const event = await createEvent(app, host);
    const photo = await pngImage(64, 48);
    const response = await direct(event.slug, [
      file('first-dance.mp4', mp4, 'video/mp4'),
      file('IMG_0042.MOV', mov, 'video/quicktime'),
      file('table.png', photo, 'image/png'),
    ]);
    expect(response.statusCode).toBe(201);
    const answer = response.json<Answer>();
    expect(answer.message).toBe('1 photo(s) and 2 video(s) uploaded');
    expect(answer.uploads).toEqual([
      expect.objectContaining({
        originalFilename: 'first-dance.mp4',
        mediaType: 'VIDEO',
        processingState: 'PROCESSING',
      }),
      expect.objectContaining({ originalFilename: 'IMG_0042.MOV', mediaType: 'VIDEO', processingState: 'PROCESSING' }),
      expect.objectContaining({
        originalFilename: 'table.png',
        mediaType: 'PHOTO',
        status: 'PENDING',
        durationSeconds: null,
      }),
    ]);
    expect(answer.uploads[0]!.durationSeconds).toBeCloseTo(2, 1);
    expect(answer.uploads[1]!.durationSeconds).toBeCloseTo(1.5, 1);
    await expectStoredVideo(answer.uploads[0]!.id, { mimeType: 'video/mp4', data: mp4, seconds: 2 });
    await expectStoredVideo(answer.uploads[1]!.id, { mimeType: 'video/quicktime', data: mov, seconds: 1.5 });
    const photoRow = await app.database.prisma.upload.findUniqueOrThrow({ where: { id: answer.uploads[2]!.id } });
    expect(photoRow).toMatchObject({ mediaType: 'PHOTO', videoKey: null, durationSeconds: null });

    // The hosts see them at once, in the pending queue, as videos.
    const forHost = await app.server.inject({
      url: `/api/events/${event.slug}/gallery?status=PENDING`,
      headers: authHeaders(host),
    });
    const items = forHost.json<{ uploads: { id: number; mediaType: string; durationSeconds: number | null }[] }>();
    expect(items.uploads.filter((item) => item.mediaType === 'VIDEO').map((item) => item.id)).toEqual([
      answer.uploads[1]!.id,
      answer.uploads[0]!.id,
    ]);
  });

  it('takes a WebM, and keeps one copy of a clip sent twice', async () => {
    const event = await createEvent(app, host);
    const first = await direct(event.slug, [file('recording.webm', webm, 'video/webm')]);
    expect(first.statusCode).toBe(201);
    const again = await direct(event.slug, [file('same.webm', webm, 'video/webm')]);
    expect(again.json<Answer>().uploads[0]).toMatchObject({ id: first.json<Answer>().uploads[0]!.id, duplicate: true });
    await expectStoredVideo(first.json<Answer>().uploads[0]!.id, { mimeType: 'video/webm', data: webm, seconds: 1 });
    expect(await app.database.prisma.upload.count({ where: { eventId: event.id } })).toBe(1);
  });

  it('refuses what is not a video, or is over a limit, with its message, keeping nothing', async () => {
    const event = await createEvent(app, host);
    const cases: [Part, number, string, string][] = [
      [
        file('clip.mp4', NOT_AN_IMAGE, 'video/mp4'),
        415,
        'clip.mp4 is an invalid file type. Only JPEG, PNG, HEIC and WebP photos and MP4, MOV and WebM videos are accepted.',
        'UnsupportedMediaTypeError',
      ],
      [
        file('speech.mp4', sixMinutes, 'video/mp4'),
        413,
        'speech.mp4 is 6 minutes long. Videos can be up to 5 minutes long.',
        'VideoOverLimitError',
      ],
      [
        file('square.mp4', square5000, 'video/mp4'),
        413,
        'square.mp4 is 5000 × 5000 pixels: videos can be at most 4096 × 2160 (4K). Please share a smaller copy.',
        'VideoOverLimitError',
      ],
      // A real MP4's head, cut off: the container is there, the video is not readable.
      [
        file('cut.mp4', mp4.subarray(0, 2000), 'video/mp4'),
        415,
        'cut.mp4 could not be read as a video.',
        'VideoNotPlayableError',
      ],
    ];
    for (const [part, status, message, code] of cases) {
      const response = await direct(event.slug, [part]);
      expect([response.statusCode, response.json()], 'filename' in part ? part.filename : '').toEqual([
        status,
        { message, code },
      ]);
    }
    await expectNothingKept(event.id);
  });

  it(`refuses a video over ${MAX_DIRECT_VIDEO_BYTES / MB} MB in one request, pointing to the resumable upload`, async () => {
    const event = await createEvent(app, host);
    const boundary = '----videotest';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="vows.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const filler = Buffer.alloc(MB);
    // A real clip's bytes, then 100 MB more, streamed (never held): the answer comes when the limit is passed.
    function* body() {
      yield head;
      yield mp4;
      for (let sent = 0; sent <= MAX_DIRECT_VIDEO_BYTES; sent += filler.length) yield filler;
      yield tail;
    }
    const response = await app.server.inject({
      method: 'POST',
      url: `/api/events/${event.slug}/uploads/direct`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Readable.from(body()),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message:
        'vows.mp4 is too large to send in one request (videos up to 100MB). Use the resumable upload (tus) for larger videos; our apps do it for you.',
      code: 'PayloadTooLargeError',
    });
    await expectNothingKept(event.id);
  });

  it('still holds photos to 25 MB with the SPEC message', async () => {
    const event = await createEvent(app, host);
    const photo = await pngImage(64, 48);
    const huge = Buffer.concat([photo, Buffer.alloc(MAX_IMAGE_BYTES + 1 - photo.length, 7)]);
    const response = await direct(event.slug, [file('huge.png', huge, 'image/png')]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: 'huge.png is too large. Maximum file size is 25MB.',
      code: 'PayloadTooLargeError',
    });
    await expectNothingKept(event.id);
  });
});

describe('GraphQL uploadPhotos takes videos', () => {
  it('stores an MP4 and a MOV: VIDEO, PROCESSING, with their length', async () => {
    const event = await createEvent(app, host);
    const response = await graphqlUpload(event.slug, [
      { filename: 'toast.mp4', data: mp4, contentType: 'video/mp4' },
      { filename: 'cake.mov', data: mov, contentType: 'video/quicktime' },
    ]);
    const result = response.json<{
      data: { uploadPhotos: { __typename: string; uploads: { mediaType: string; durationSeconds: number }[] } };
    }>().data.uploadPhotos;
    expect(result).toEqual({
      __typename: 'UploadPhotosSuccess',
      uploads: [
        {
          originalFilename: 'toast.mp4',
          status: 'PENDING',
          duplicate: false,
          mediaType: 'VIDEO',
          processingState: 'PROCESSING',
          durationSeconds: expect.closeTo(2, 1),
        },
        {
          originalFilename: 'cake.mov',
          status: 'PENDING',
          duplicate: false,
          mediaType: 'VIDEO',
          processingState: 'PROCESSING',
          durationSeconds: expect.closeTo(1.5, 1),
        },
      ],
    });
    const rows = await app.database.prisma.upload.findMany({ where: { eventId: event.id }, orderBy: { id: 'asc' } });
    await expectStoredVideo(rows[0]!.id, { mimeType: 'video/mp4', data: mp4, seconds: 2 });
    await expectStoredVideo(rows[1]!.id, { mimeType: 'video/quicktime', data: mov, seconds: 1.5 });
  });

  it('answers refusals as data: not a video (415), too long (413), a photo over 25 MB (413)', async () => {
    const event = await createEvent(app, host);
    const refusal = async (filename: string, data: Buffer, contentType: string) => {
      const response = await graphqlUpload(event.slug, [{ filename, data, contentType }]);
      return response.json<{ data: { uploadPhotos: unknown } }>().data.uploadPhotos;
    };
    expect(await refusal('clip.mp4', NOT_AN_IMAGE, 'video/mp4')).toEqual({
      __typename: 'UnsupportedMediaTypeError',
      message:
        'clip.mp4 is an invalid file type. Only JPEG, PNG, HEIC and WebP photos and MP4, MOV and WebM videos are accepted.',
    });
    expect(await refusal('speech.mp4', sixMinutes, 'video/mp4')).toEqual({
      __typename: 'PayloadTooLargeError',
      message: 'speech.mp4 is 6 minutes long. Videos can be up to 5 minutes long.',
    });
    const photo = await pngImage(64, 48);
    const huge = Buffer.concat([photo, Buffer.alloc(MAX_IMAGE_BYTES + 1 - photo.length, 7)]);
    expect(await refusal('huge.png', huge, 'image/png')).toEqual({
      __typename: 'PayloadTooLargeError',
      message: 'huge.png is too large. Maximum file size is 25MB.',
    });
    await expectNothingKept(event.id);
  });
});

describe('presigned uploads take videos', () => {
  type Ticket = { presignedUrl: string; storageKey: string; headers: Record<string, string>; contentType: string };

  function presign(slug: string, payload: Record<string, unknown>) {
    return app.server.inject({ method: 'POST', url: `/api/events/${slug}/uploads/presign`, payload });
  }

  async function putAndComplete(slug: string, data: Buffer, contentType: string, originalFilename: string) {
    const presigned = await presign(slug, { mimeType: contentType, bytes: data.length, originalFilename });
    expect(presigned.statusCode, presigned.body).toBe(200);
    const ticket = presigned.json<Ticket>();
    const put = await app.server.inject({
      method: 'PUT',
      url: ticket.presignedUrl,
      headers: ticket.headers,
      payload: data,
    });
    expect(put.statusCode, put.body).toBe(200);
    return app.server.inject({
      method: 'POST',
      url: `/api/events/${slug}/uploads/complete`,
      payload: { storageKey: ticket.storageKey, originalFilename },
    });
  }

  it('stores an MP4 and a MOV sent to their links: 201, VIDEO, PROCESSING, the probed length', async () => {
    const event = await createEvent(app, host);
    for (const [name, data, type, seconds] of [
      ['vows.mp4', mp4, 'video/mp4', 2],
      ['IMG_0042.MOV', mov, 'video/quicktime', 1.5],
    ] as const) {
      const completed = await putAndComplete(event.slug, data, type, name);
      expect(completed.statusCode, completed.body).toBe(201);
      const [answer] = completed.json<Answer>().uploads;
      expect(answer).toMatchObject({ originalFilename: name, mediaType: 'VIDEO', processingState: 'PROCESSING' });
      expect(answer!.durationSeconds).toBeCloseTo(seconds, 1);
      await expectStoredVideo(answer!.id, { mimeType: type, data, seconds });
    }
    // The incoming copies are gone once stored.
    const incoming = await readdir(join(app.dataDir, 'files', 'incoming', 'videos', String(event.id)));
    expect(incoming).toEqual([]);
  });

  it('refuses a declared size over the limit at once, before a link is handed out', async () => {
    const event = await createEvent(app, host);
    const video = await presign(event.slug, {
      mimeType: 'video/mp4',
      bytes: 2 * 1024 ** 3,
      originalFilename: 'vows.mp4',
    });
    expect([video.statusCode, video.json()]).toEqual([
      413,
      { message: 'vows.mp4 is too large. Maximum video size is 1GB.', code: 'VideoOverLimitError' },
    ]);
    const photo = await presign(event.slug, {
      mimeType: 'image/jpeg',
      bytes: MAX_IMAGE_BYTES + 1,
      originalFilename: 'a.jpg',
    });
    expect([photo.statusCode, photo.json()]).toEqual([
      413,
      { message: 'a.jpg is too large. Maximum file size is 25MB.', code: 'PayloadTooLargeError' },
    ]);
    const other = await presign(event.slug, { mimeType: 'video/x-msvideo' });
    expect([other.statusCode, other.json()]).toEqual([
      415,
      {
        message: 'Only JPEG, PNG, HEIC and WebP photos and MP4, MOV and WebM videos are accepted.',
        code: 'UnsupportedMediaTypeError',
      },
    ]);
    const nonsense = await presign(event.slug, { mimeType: 'video/mp4', bytes: 'big' });
    expect(nonsense.statusCode).toBe(400);
    expect(await app.database.prisma.uploadTicket.count({ where: { eventId: event.id } })).toBe(0);
  });

  it('holds a video link to MAX_VIDEO_BYTES and a photo link to 25 MB', async () => {
    const event = await createEvent(app, host);
    const video = (await presign(event.slug, { mimeType: 'video/mp4' })).json<Ticket>();
    const photo = (await presign(event.slug, { mimeType: 'image/png' })).json<Ticket>();
    // Declared lengths only: the route answers before reading a byte (the body here is empty).
    const put = (ticket: Ticket, length: number) =>
      app.server.inject({
        method: 'PUT',
        url: ticket.presignedUrl,
        headers: { ...ticket.headers, 'content-length': String(length) },
        payload: Readable.from([]),
      });
    const tooLongVideo = await put(video, 1024 ** 3 + 1);
    expect([tooLongVideo.statusCode, tooLongVideo.json()]).toEqual([
      413,
      { message: 'This file is too large. Maximum video size is 1GB.', code: 'PayloadTooLargeError' },
    ]);
    const tooLargePhoto = await put(photo, MAX_IMAGE_BYTES + 1);
    expect([tooLargePhoto.statusCode, tooLargePhoto.json()]).toEqual([
      413,
      { message: 'This file is too large. Maximum file size is 25MB.', code: 'PayloadTooLargeError' },
    ]);
  });

  it('checks what arrived by its bytes and with ffprobe at complete, keeping nothing refused', async () => {
    const event = await createEvent(app, host);
    const text = await putAndComplete(event.slug, NOT_AN_IMAGE, 'video/mp4', 'clip.mp4');
    expect([text.statusCode, text.json()]).toEqual([
      415,
      {
        message:
          'clip.mp4 is an invalid file type. Only JPEG, PNG, HEIC and WebP photos and MP4, MOV and WebM videos are accepted.',
        code: 'UnsupportedMediaTypeError',
      },
    ]);
    const long = await putAndComplete(event.slug, sixMinutes, 'video/mp4', 'speech.mp4');
    expect([long.statusCode, long.json()]).toEqual([
      413,
      { message: 'speech.mp4 is 6 minutes long. Videos can be up to 5 minutes long.', code: 'VideoOverLimitError' },
    ]);
    const square = await putAndComplete(event.slug, square5000, 'video/mp4', 'square.mp4');
    expect(square.statusCode).toBe(413);
    // A photo sent through a video's link is held to a photo's 25 MB all the same.
    const png = await pngImage(64, 48);
    const hugePhoto = Buffer.concat([png, Buffer.alloc(MAX_IMAGE_BYTES + 1 - png.length, 7)]);
    const huge = await putAndComplete(event.slug, hugePhoto, 'video/mp4', 'huge.png');
    expect([huge.statusCode, huge.json()]).toEqual([
      413,
      { message: 'huge.png is too large. Maximum file size is 25MB.', code: 'PayloadTooLargeError' },
    ]);
    await expectNothingKept(event.id);
    const incoming = await readdir(join(app.dataDir, 'files', 'incoming', 'videos', String(event.id)));
    expect(incoming).toEqual([]);
  });
});

describe('an event that takes photos only (allowVideos false)', () => {
  it('refuses a video on every path before keeping it, and still takes photos', async () => {
    const event = await createEvent(app, host, { allowVideos: false });
    const guestView = await app.server.inject({ url: `/api/events/${event.slug}` });
    expect(guestView.json<{ event: { allowVideos: boolean } }>().event.allowVideos).toBe(false);

    const refused = await direct(event.slug, [file('first-dance.mp4', mp4, 'video/mp4')]);
    expect([refused.statusCode, refused.json()]).toEqual([
      415,
      { message: 'first-dance.mp4 is a video. This event takes photos only.', code: 'UnsupportedMediaTypeError' },
    ]);
    const overGraphql = await graphqlUpload(event.slug, [
      { filename: 'cake.mov', data: mov, contentType: 'video/quicktime' },
    ]);
    expect(overGraphql.json<{ data: { uploadPhotos: unknown } }>().data.uploadPhotos).toEqual({
      __typename: 'UnsupportedMediaTypeError',
      message: 'cake.mov is a video. This event takes photos only.',
    });
    const presigned = await app.server.inject({
      method: 'POST',
      url: `/api/events/${event.slug}/uploads/presign`,
      payload: { mimeType: 'video/mp4' },
    });
    expect([presigned.statusCode, presigned.json()]).toEqual([
      415,
      { message: 'This event takes photos only.', code: 'UnsupportedMediaTypeError' },
    ]);
    // A file of no type we take is told the SPEC's words: photos are all this event takes.
    const text = await direct(event.slug, [file('notes.jpg', NOT_AN_IMAGE, 'image/jpeg')]);
    expect(text.json()).toEqual({
      message: 'notes.jpg is an invalid file type. Only JPEG, PNG, HEIC and WebP files are accepted.',
      code: 'UnsupportedMediaTypeError',
    });
    await expectNothingKept(event.id);

    const photo = await direct(event.slug, [file('table.png', await pngImage(64, 48), 'image/png')]);
    expect(photo.statusCode).toBe(201);
    expect(photo.json<Answer>().uploads[0]).toMatchObject({ mediaType: 'PHOTO', durationSeconds: null });
  });

  it('is the hosts’ to turn off and on again: REST and GraphQL, default on', async () => {
    const created = await app.server.inject({
      method: 'POST',
      url: '/api/auth/events',
      headers: authHeaders(host),
      payload: {
        title: 'Deniz & Ece',
        dateTime: new Date(Date.now() + 864e5).toISOString(),
        slug: `videos-${Date.now()}`,
      },
    });
    const { event } = created.json<{ event: { id: number; slug: string; allowVideos: boolean } }>();
    expect(event.allowVideos).toBe(true);
    const patched = await app.server.inject({
      method: 'PATCH',
      url: `/api/auth/events/${event.id}`,
      headers: authHeaders(host),
      payload: { allowVideos: false },
    });
    expect(patched.json<{ event: { allowVideos: boolean } }>().event.allowVideos).toBe(false);
    expect((await direct(event.slug, [file('a.mp4', mp4, 'video/mp4')])).statusCode).toBe(415);
    const invalid = await app.server.inject({
      method: 'PATCH',
      url: `/api/auth/events/${event.id}`,
      headers: authHeaders(host),
      payload: { allowVideos: 'yes' },
    });
    expect([invalid.statusCode, invalid.json()]).toEqual([
      400,
      { message: 'Allow videos must be true or false', code: 'ValidationError' },
    ]);

    const globalId = Buffer.from(`Event:${event.id}`).toString('base64');
    const updated = await app.graphql<{ updateEvent: { event: { allowVideos: boolean } } }>(
      `mutation($id: ID!) { updateEvent(id: $id, input: { allowVideos: true }) {
        ... on UpdateEventSuccess { event { allowVideos } } } }`,
      { id: globalId },
      host,
    );
    expect(updated.body.data?.updateEvent.event.allowVideos).toBe(true);
    const publicEvent = await app.graphql<{ publicEvent: { event: { allowVideos: boolean } } }>(
      `query($slug: String!) { publicEvent(slug: $slug) { ... on PublicEventSuccess { event { allowVideos } } } }`,
      { slug: event.slug },
    );
    expect(publicEvent.body.data?.publicEvent.event.allowVideos).toBe(true);
    expect((await direct(event.slug, [file('a.mp4', mp4, 'video/mp4')])).statusCode).toBe(201);
  });
});

describe('videos count against the event’s storage quota', () => {
  let limited: TestApp;
  let owner: { cookie: string };
  beforeAll(async () => {
    // Room for the MP4, not for the MOV after it.
    const quotaBytes = mp4.length + mov.length - 1;
    limited = await createTestApp({
      env: { VIDEO_WORKERS: '0', EVENT_STORAGE_QUOTA_GB: String(quotaBytes / 1024 ** 3) },
    });
    owner = { cookie: (await signupUser(limited)).cookie };
  });
  afterAll(() => limited.close());

  it('refuses the file that would pass the quota, on every path, once a video holds the room', async () => {
    const event = await createEvent(limited, owner);
    const send = (name: string, data: Buffer, type: string) => {
      const { payload, headers } = multipart([file(name, data, type)]);
      return limited.server.inject({
        method: 'POST',
        url: `/api/events/${event.slug}/uploads/direct`,
        headers,
        payload,
      });
    };
    expect((await send('vows.mp4', mp4, 'video/mp4')).statusCode).toBe(201);
    const full = await send('cake.mov', mov, 'video/quicktime');
    expect(full.statusCode).toBe(413);
    expect(full.json<{ message: string }>().message).toMatch(/^This event's storage for photos and videos is full/);
    // Presign and tus check a declared length against the room left before a byte is sent.
    const presigned = await limited.server.inject({
      method: 'POST',
      url: `/api/events/${event.slug}/uploads/presign`,
      payload: { mimeType: 'video/quicktime', bytes: mov.length },
    });
    expect(presigned.statusCode).toBe(413);
    const tus = await limited.server.inject({
      method: 'POST',
      url: `/api/events/${event.slug}/tus`,
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': String(mov.length),
        'upload-metadata': `filename ${Buffer.from('cake.mov').toString('base64')},filetype ${Buffer.from('video/quicktime').toString('base64')}`,
      },
    });
    expect([tus.statusCode, tus.headers.location]).toEqual([413, undefined]);
    const rows = await limited.database.prisma.upload.findMany({ where: { eventId: event.id } });
    expect(rows.map((row) => [row.mediaType, row.bytes])).toEqual([['VIDEO', mp4.length]]);
  });
});
