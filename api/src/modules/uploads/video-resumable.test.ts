import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signupUser, type TestApp } from '../../../test/app.ts';
import { createEvent } from '../../../test/factories.ts';
import { NOT_AN_IMAGE, pngImage } from '../../../test/images.ts';
import { makeClip } from '../../../test/videos.ts';
import { MAX_IMAGE_BYTES, MB } from '../../../../common/upload-limits.ts';
import { VIDEO_TRANSCODE_JOB } from './video-processing-job.ts';

// Issue 30, items 1 and 2, on the resumable path (tus, decision 029): the path large phone videos take, in
// chunks a proxy lets through. A declared length is judged at creation (a 2 GB clip is refused before a byte
// is sent), the first bytes decide the kind as they arrive (a photo stays within 25 MB), and the last PATCH
// hands the file to the same checks as a direct upload, ffprobe's included.

let app: TestApp;
let address: string;
let host: { cookie: string };
let clips: string;
let mp4: Buffer;
let mov: Buffer;
let sixMinutes: Buffer;

beforeAll(async () => {
  clips = await mkdtemp(join(tmpdir(), 'wp-video-tus-'));
  const read = async (name: string, options: Parameters<typeof makeClip>[2]) =>
    readFile(await makeClip(clips, name, options));
  [mp4, mov, sixMinutes] = await Promise.all([
    // Large enough to send in several chunks.
    read('clip.mp4', { seconds: 3, width: 640, height: 360 }),
    read('clip.mov', { seconds: 1.5, location: true }),
    read('long.mp4', { seconds: 360, width: 16, height: 16, fps: 1, still: true, audio: false }),
  ]);
  // Nothing converts here (VIDEO_WORKERS=0): each row stays as the upload left it.
  app = await createTestApp({ env: { VIDEO_WORKERS: '0' } });
  address = await app.start();
  host = { cookie: (await signupUser(app)).cookie };
});
afterAll(async () => {
  await app.close();
  await rm(clips, { recursive: true, force: true });
});

const TUS = { 'tus-resumable': '1.0.0' };
const json = <T>(response: LightMyRequestResponse) => response.json<T>();
const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

function metadataHeader(pairs: Record<string, string>): string {
  return Object.entries(pairs)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

/** A guest's browser: keeps the cookies the server sets, as a phone does. */
class Browser {
  private readonly cookies = new Map<string, string>();

  headers(extra: Record<string, string> = {}): Record<string, string> {
    const cookie = [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
    return { ...TUS, ...(cookie ? { cookie } : {}), ...extra };
  }

  async create(slug: string, length: number | 'deferred', metadata: { filename: string; filetype?: string }) {
    const response = await app.server.inject({
      method: 'POST',
      url: `/api/events/${slug}/tus`,
      headers: this.headers({
        ...(length === 'deferred' ? { 'upload-defer-length': '1' } : { 'upload-length': String(length) }),
        'upload-metadata': metadataHeader(metadata),
      }),
    });
    for (const { name, value } of response.cookies) this.cookies.set(name, value);
    return response;
  }

  patch(location: string, offset: number, bytes: Buffer) {
    return app.server.inject({
      method: 'PATCH',
      url: location,
      headers: this.headers({ 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' }),
      payload: bytes,
    });
  }

  head(location: string) {
    return app.server.inject({ method: 'HEAD', url: location, headers: this.headers() });
  }

  /** Sends `data` in chunks of `chunk` bytes, as the web app does; answers the last PATCH. */
  async send(location: string, data: Buffer, chunk: number) {
    let last: LightMyRequestResponse | undefined;
    for (let offset = 0; offset < data.length; offset += chunk) {
      last = await this.patch(location, offset, data.subarray(offset, offset + chunk));
      if (last.statusCode !== 204) break;
    }
    return last!;
  }
}

/** Resumable uploads waiting for their bytes (and, on local disk, their details). */
async function resumableFiles(): Promise<string[]> {
  return readdir(join(app.dataDir, 'files', 'incoming', 'resumable')).catch(() => []);
}

type Answer = {
  uploads: {
    id: number;
    originalFilename: string;
    mediaType: string;
    processingState: string;
    durationSeconds: number;
  }[];
};

describe('a video sent in chunks', () => {
  it.each([
    ['first-dance.mp4', 'video/mp4', () => mp4, 3],
    ['IMG_0042.MOV', 'video/quicktime', () => mov, 1.5],
  ] as const)(
    'stores %s: 200 on the last chunk, VIDEO, PROCESSING, its length, a conversion job',
    async (name, type, data, seconds) => {
      const event = await createEvent(app, host);
      const guest = new Browser();
      const created = await guest.create(event.slug, data().length, { filename: name, filetype: type });
      expect(created.statusCode).toBe(201);
      const location = created.headers.location as string;
      const last = await guest.send(location, data(), Math.ceil(data().length / 3));
      expect(last.statusCode, last.body).toBe(200);
      const [answer] = json<Answer>(last).uploads;
      expect(answer).toMatchObject({ originalFilename: name, mediaType: 'VIDEO', processingState: 'PROCESSING' });
      expect(answer!.durationSeconds).toBeCloseTo(seconds, 1);

      const row = await app.database.prisma.upload.findUniqueOrThrow({ where: { id: answer!.id } });
      expect(row).toMatchObject({ mediaType: 'VIDEO', mimeType: type, bytes: data().length, sha256: sha256(data()) });
      expect(row.durationSeconds).toBeCloseTo(seconds, 1);
      expect(row.videoKey).toMatch(/\/web\.mp4$/);
      expect(await readFile(join(app.dataDir, 'files', row.storageKey))).toEqual(data());
      const jobs = await app.database.prisma.job.findMany({ where: { payload: { equals: { uploadId: row.id } } } });
      expect(jobs.map((job) => job.kind)).toEqual([VIDEO_TRANSCODE_JOB]);
      // The resumable copy is gone once stored.
      expect((await resumableFiles()).filter((file) => file.startsWith(location.split('/').pop()!))).toEqual([]);
    },
  );
});

describe('declared lengths are judged at creation, before a byte is sent', () => {
  it('refuses a declared 2 GB video with 413 and its message; nothing is created', async () => {
    const event = await createEvent(app, host);
    const before = await resumableFiles();
    const refused = await new Browser().create(event.slug, 2 * 1024 ** 3, {
      filename: 'vows.mp4',
      filetype: 'video/mp4',
    });
    expect(refused.statusCode).toBe(413);
    expect(json(refused)).toEqual({
      message: 'vows.mp4 is too large. Maximum video size is 1GB.',
      code: 'VideoOverLimitError',
    });
    expect(refused.headers.location).toBeUndefined();
    expect(await resumableFiles()).toEqual(before);
  });

  it('takes more than 25 MB only for a video: a photo, or a file of no declared type, is refused', async () => {
    const event = await createEvent(app, host);
    const length = 30 * MB;
    const video = await new Browser().create(event.slug, length, { filename: 'vows.mp4', filetype: 'video/mp4' });
    expect(video.statusCode).toBe(201);
    const photo = await new Browser().create(event.slug, length, { filename: 'pano.jpg', filetype: 'image/jpeg' });
    expect([photo.statusCode, json(photo)]).toEqual([
      413,
      { message: 'pano.jpg is too large. Maximum file size is 25MB.', code: 'PayloadTooLargeError' },
    ]);
    const untyped = await new Browser().create(event.slug, length, { filename: 'vows.mp4' });
    expect(untyped.statusCode).toBe(413);
  });

  it('refuses a video where the event takes photos only (415), and takes its photos', async () => {
    const event = await createEvent(app, host, { allowVideos: false });
    const refused = await new Browser().create(event.slug, mp4.length, { filename: 'vows.mp4', filetype: 'video/mp4' });
    expect([refused.statusCode, json(refused)]).toEqual([
      415,
      { message: 'vows.mp4 is a video. This event takes photos only.', code: 'UnsupportedMediaTypeError' },
    ]);
    // A client that does not say it sends a video is stopped by the first bytes.
    const guest = new Browser();
    const sly = await guest.create(event.slug, mp4.length, { filename: 'vows.mp4', filetype: 'image/jpeg' });
    expect(sly.statusCode).toBe(201);
    const stopped = await guest.patch(sly.headers.location as string, 0, mp4.subarray(0, 4096));
    expect([stopped.statusCode, json(stopped)]).toEqual([
      415,
      { message: 'vows.mp4 is a video. This event takes photos only.', code: 'UnsupportedMediaTypeError' },
    ]);
    expect((await guest.head(sly.headers.location as string)).statusCode).toBe(404);

    const png = await pngImage(64, 48);
    const photo = new Browser();
    const location = (await photo.create(event.slug, png.length, { filename: 'a.png', filetype: 'image/png' })).headers
      .location as string;
    expect((await photo.patch(location, 0, png)).statusCode).toBe(200);
  });
});

describe('the bytes decide as they arrive', () => {
  it('refuses a text file named clip.mp4 at its first chunk (415) and removes it', async () => {
    const event = await createEvent(app, host);
    const guest = new Browser();
    const created = await guest.create(event.slug, NOT_AN_IMAGE.length, {
      filename: 'clip.mp4',
      filetype: 'video/mp4',
    });
    const location = created.headers.location as string;
    const refused = await guest.patch(location, 0, NOT_AN_IMAGE);
    expect([refused.statusCode, json(refused)]).toEqual([
      415,
      {
        message:
          'clip.mp4 is an invalid file type. Only JPEG, PNG, HEIC and WebP photos and MP4, MOV and WebM videos are accepted.',
        code: 'UnsupportedMediaTypeError',
      },
    ]);
    expect((await guest.head(location)).statusCode).toBe(404);
    expect(await app.database.prisma.upload.count({ where: { eventId: event.id } })).toBe(0);
  });

  it('holds a photo declared as a 30 MB video to 25 MB: refused when its first bytes arrive', async () => {
    const event = await createEvent(app, host);
    const guest = new Browser();
    const png = await pngImage(64, 48);
    const created = await guest.create(event.slug, 30 * MB, { filename: 'big.png', filetype: 'video/mp4' });
    const location = created.headers.location as string;
    const refused = await guest.patch(location, 0, png);
    expect([refused.statusCode, json(refused)]).toEqual([
      413,
      { message: 'big.png is too large. Maximum file size is 25MB.', code: 'PayloadTooLargeError' },
    ]);
    expect((await guest.head(location)).statusCode).toBe(404);
  });

  it('refuses a 6-minute clip once all of it arrived, with its message; nothing is kept', async () => {
    const event = await createEvent(app, host);
    const guest = new Browser();
    const created = await guest.create(event.slug, sixMinutes.length, {
      filename: 'speech.mp4',
      filetype: 'video/mp4',
    });
    const location = created.headers.location as string;
    const refused = await guest.patch(location, 0, sixMinutes);
    expect([refused.statusCode, json(refused)]).toEqual([
      413,
      { message: 'speech.mp4 is 6 minutes long. Videos can be up to 5 minutes long.', code: 'VideoOverLimitError' },
    ]);
    expect((await guest.head(location)).statusCode).toBe(404);
    expect(await app.database.prisma.upload.count({ where: { eventId: event.id } })).toBe(0);
    const files = await readdir(join(app.dataDir, 'files', 'events', String(event.id)), { recursive: true }).catch(
      () => [],
    );
    expect(files).toEqual([]);
  });
});

describe('a configured MAX_VIDEO_BYTES', () => {
  let small: TestApp;
  beforeAll(async () => {
    small = await createTestApp({ env: { VIDEO_WORKERS: '0', MAX_VIDEO_BYTES: String(MB) } });
  });
  afterAll(() => small.close());

  it('refuses a video of undeclared length at the byte past it, in its words, while photos keep 25 MB', async () => {
    const owner = { cookie: (await signupUser(small)).cookie };
    const event = await createEvent(small, owner);
    const created = await small.server.inject({
      method: 'POST',
      url: `/api/events/${event.slug}/tus`,
      headers: { ...TUS, 'upload-defer-length': '1', 'upload-metadata': metadataHeader({ filename: 'vows.mp4' }) },
    });
    expect(created.statusCode).toBe(201);
    const cookie = created.cookies.map(({ name, value }) => `${name}=${value}`).join('; ');
    const body = Buffer.concat([mp4, Buffer.alloc(MB + 1 - mp4.length)]);
    const refused = await small.server.inject({
      method: 'PATCH',
      url: created.headers.location as string,
      headers: { ...TUS, cookie, 'upload-offset': '0', 'content-type': 'application/offset+octet-stream' },
      payload: body,
    });
    expect([refused.statusCode, json(refused)]).toEqual([
      413,
      { message: 'vows.mp4 is too large. Maximum video size is 1MB.', code: 'PayloadTooLargeError' },
    ]);
    const declared = await small.server.inject({
      method: 'POST',
      url: `/api/events/${event.slug}/tus`,
      headers: {
        ...TUS,
        'upload-length': String(2 * MB),
        'upload-metadata': metadataHeader({ filename: 'vows.mp4', filetype: 'video/mp4' }),
      },
    });
    expect([declared.statusCode, json(declared)]).toEqual([
      413,
      { message: 'vows.mp4 is too large. Maximum video size is 1MB.', code: 'VideoOverLimitError' },
    ]);
    // Photos are the SPEC's 25 MB, whatever the video limit.
    const photo = await small.server.inject({
      method: 'POST',
      url: `/api/events/${event.slug}/tus`,
      headers: {
        ...TUS,
        'upload-length': String(MAX_IMAGE_BYTES),
        'upload-metadata': metadataHeader({ filename: 'pano.jpg', filetype: 'image/jpeg' }),
      },
    });
    expect(photo.statusCode).toBe(201);
  });
});

describe('memory', () => {
  it('streams one 300 MB PATCH to storage without holding it: resident memory grows by less than 100 MB', async () => {
    const event = await createEvent(app, host);
    const guest = new Browser();
    const total = 400 * MB;
    const sent = 300 * MB;
    const created = await guest.create(event.slug, total, { filename: 'long-speech.mp4', filetype: 'video/mp4' });
    const location = created.headers.location as string;
    global.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    // One request of 300 MB over a real socket (the clip's head, then filler), written as fast as the
    // server takes it: with any buffering of the body, memory would grow by the body's size.
    const status = await new Promise<number>((resolve, reject) => {
      const req = httpRequest(new URL(location, address), {
        method: 'PATCH',
        headers: guest.headers({
          'upload-offset': '0',
          'content-type': 'application/offset+octet-stream',
          'content-length': String(sent),
        }),
      });
      req.on('response', (response: IncomingMessage) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      });
      req.on('error', reject);
      const filler = Buffer.alloc(MB);
      let written = 0;
      const pump = () => {
        while (written < sent) {
          const chunk = written === 0 ? Buffer.concat([mp4, filler.subarray(mp4.length)]) : filler;
          written += chunk.length;
          if (!req.write(chunk)) return void req.once('drain', pump);
        }
        req.end();
      };
      pump();
    });
    clearInterval(sampler);
    expect(status).toBe(204);
    expect(Number((await guest.head(location)).headers['upload-offset'])).toBe(sent);
    expect(peak - before).toBeLessThan(100 * MB);
    const removed = await app.server.inject({ method: 'DELETE', url: location, headers: guest.headers() });
    expect(removed.statusCode).toBe(204);
  });
});
