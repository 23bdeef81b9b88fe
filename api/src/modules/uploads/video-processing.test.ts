import { mkdtemp, readdir, readFile, rm, stat, truncate, utimes, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import yauzl from 'yauzl';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeaders, createTestApp, signupUser, type TestApp } from '../../../test/app.ts';
import { createEvent } from '../../../test/factories.ts';
import { truncatedJpeg } from '../../../test/images.ts';
import { multipart } from '../../../test/multipart.ts';
import { sendGuestPhoto } from '../../../test/photos.ts';
import type { SignedUpUser } from '../../../test/users.ts';
import { ISO6709_LOCATION, makeClip } from '../../../test/videos.ts';
import { createMediaWorkers, type MediaWorkers } from '../../jobs/media-workers.ts';
import { videoTools, type VideoTools } from '../../media/video/binaries.ts';
import { probeVideo } from '../../media/video/probe.ts';
import { runTool } from '../../media/video/tool-process.ts';
import { VideoPipeline } from '../../media/video/video-pipeline.ts';
import { DEFAULT_VIDEO_LIMITS, type VideoLimits } from '../../media/video/video-rules.ts';
import type { StorageDriver } from '../../storage/storage.ts';
import { reasonIn } from './processing-reason.ts';

// The refusals of a retry, in English (a host's own language: api/src/i18n/upload-words-language.test.ts).
const NOT_FAILED = 'Only photos and videos that could not be processed can be processed again.';
const ORIGINAL_GONE = 'This upload cannot be processed again: its original file is gone.';
import { VIDEO_TRANSCODE_JOB } from './video-processing-job.ts';
import { removeStaleVideoWork } from './video-processing.ts';

// Issue 30, item 3: videos are converted by media workers of their own (decision 051), with real ffmpeg on
// clips made here. The server converts none itself (VIDEO_WORKERS=0, as web servers beside `npm run worker`);
// each test runs a worker pool on the same database and storage, so a video's copies provably do not exist
// when its upload is answered, and a pool can be given another time limit. The last describe runs the
// server's own workers (VIDEO_WORKERS=1) beside its photo workers.

const PIN = '482913';
let app: TestApp;
let host: SignedUpUser;
let origin: string;
let storage: StorageDriver;
let tools: VideoTools;
let dir: string;
let pool: { jobs: MediaWorkers; videos: VideoPipeline } | null = null;

beforeAll(async () => {
  app = await createTestApp({ env: { VIDEO_WORKERS: '0' } });
  await app.server.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(app.server.server.address() as AddressInfo).port}`;
  host = await signupUser(app);
  storage = app.services.uploads['storage'];
  tools = await videoTools();
  dir = await mkdtemp(join(tmpdir(), 'video-processing-'));
});
afterAll(async () => {
  await stopPool();
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

/** A media worker process's video workers, sharing the app's database, storage and live feed. */
function startPool(options: { transcodeTimeoutMs?: number; limits?: VideoLimits } = {}): MediaWorkers {
  const transcodeTimeoutMs = options.transcodeTimeoutMs ?? 120_000;
  const workDir = join(dir, 'work');
  const videos = new VideoPipeline({
    tools,
    limits: options.limits ?? DEFAULT_VIDEO_LIMITS,
    workDir,
    workers: 1,
    transcodeTimeoutMs,
  });
  const jobs = createMediaWorkers({
    prisma: app.database.prisma,
    storage,
    // Photos are the app's own workers' to process.
    media: { process: () => Promise.reject(new Error('this pool converts videos only')) },
    feed: app.services.feed,
    log: { warn: () => undefined, error: () => undefined },
    concurrency: 0,
    video: { converter: videos, concurrency: 1, workDir, transcodeTimeoutMs },
  });
  jobs.start();
  pool = { jobs, videos };
  return jobs;
}

async function stopPool(graceMs = 5_000): Promise<void> {
  if (!pool) return;
  await pool.jobs.stop(graceMs);
  pool.videos.close();
  pool = null;
}

/** Converts every video uploaded so far with a pool of normal settings. */
async function videosConverted(): Promise<void> {
  const jobs = pool?.jobs ?? startPool();
  await jobs.videoWorkers.drain(120_000);
}

/** A guest's phone: it keeps the cookies the server sets (its guest key: My photos, its own files). */
class Phone {
  readonly cookies = new Map<string, string>();
  get headers(): Record<string, string> {
    return this.cookies.size ? { cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ') } : {};
  }
  keep(response: { cookies: { name: string; value: string }[] }) {
    for (const { name, value } of response.cookies) this.cookies.set(name, value);
  }
}

const TYPES: Record<string, string> = { mp4: 'video/mp4', mov: 'video/quicktime', webm: 'video/webm' };

/** Sends a clip through the direct REST path as a guest; resolves with its upload id. */
async function uploadClip(slug: string, path: string, options: { pin?: string; phone?: Phone } = {}) {
  const filename = path.slice(path.lastIndexOf('/') + 1);
  const { payload, headers } = multipart([
    { name: 'files', filename, contentType: TYPES[filename.split('.').pop()!]!, data: await readFile(path) },
  ]);
  const response = await app.server.inject({
    method: 'POST',
    url: `/api/events/${slug}/uploads/direct${options.pin ? `?pin=${options.pin}` : ''}`,
    headers: { ...headers, ...options.phone?.headers },
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  options.phone?.keep(response);
  return response.json<{ uploads: { id: number; mediaType: string }[] }>().uploads[0]!.id;
}

/** The upload's row, its processing failure in English as hosts reading English get it (kept as words). */
async function row(id: number) {
  const upload = await app.database.prisma.upload.findUniqueOrThrow({ where: { id } });
  return { ...upload, processingError: reasonIn(upload.processingError) };
}

/** An answer read to its end, over a real socket as players meet it. */
async function fetchFile(path: string, headers: Record<string, string> = {}, method = 'GET') {
  const response = await fetch(`${origin}${path}`, { method, headers });
  return { status: response.status, headers: response.headers, body: Buffer.from(await response.arrayBuffer()) };
}

type GalleryItem = {
  id: number;
  mediaType: string;
  url: string;
  thumbnailUrl: string;
  videoUrl: string | null;
  posterUrl: string | null;
  durationSeconds: number | null;
  width: number;
  height: number;
};

async function guestGallery(slug: string, pin?: string): Promise<GalleryItem[]> {
  const response = await fetchFile(`/api/events/${slug}/gallery${pin ? `?pin=${pin}` : ''}`);
  expect(response.status).toBe(200);
  return (JSON.parse(response.body.toString()) as { uploads: GalleryItem[] }).uploads;
}

async function filesOf(id: number) {
  const upload = await row(id);
  const keys = [upload.storageKey, upload.videoKey!, upload.displayKey, upload.thumbnailKey];
  return Promise.all(keys.map(async (key) => ({ key, stored: (await storage.stat(key)) !== null })));
}

/** Every tag of the file's container and streams, as ffprobe reads them. */
async function tagsOf(path: string): Promise<string> {
  const { stdout } = await runTool(
    tools.ffprobe,
    ['-v', 'error', '-show_format', '-show_streams', '-of', 'json', path],
    {
      timeoutMs: 30_000,
      maxStdoutBytes: 1024 * 1024,
    },
  );
  const probed = JSON.parse(stdout.toString()) as { format: { tags?: object }; streams: { tags?: object }[] };
  return JSON.stringify([probed.format.tags, ...probed.streams.map((stream) => stream.tags)]);
}

/** The conversion job of one video, if it has one. */
function jobOf(uploadId: number) {
  return app.database.prisma.job.findFirst({
    where: { kind: VIDEO_TRANSCODE_JOB, payload: { path: ['uploadId'], equals: uploadId } },
  });
}

async function pendingVideoJobs(): Promise<number> {
  return app.database.prisma.job.count({ where: { kind: VIDEO_TRANSCODE_JOB } });
}

describe('an MP4 and a MOV with a location', () => {
  it('convert to a web copy (H.264/AAC, at most 1080p, upright) without the location, a poster and a thumbnail', async () => {
    const event = await createEvent(app, { cookie: host.cookie }, { autoApprove: true });
    const wide = await makeClip(dir, 'wide.mp4', { seconds: 1, width: 2560, height: 1440, location: true });
    // Portrait as phones record it: landscape pixels and a quarter turn.
    const phone = await makeClip(dir, 'phone.mov', {
      seconds: 1.5,
      width: 320,
      height: 240,
      location: true,
      rotate: 90,
    });
    expect((await probeVideo(phone, { ffprobe: tools.ffprobe, filename: 'phone.mov' })).hasLocation).toBe(true);
    const wideId = await uploadClip(event.slug, wide);
    const phoneId = await uploadClip(event.slug, phone);
    // Answered before any conversion: nothing for guests yet.
    expect((await row(wideId)).processingState).toBe('PROCESSING');
    expect(await guestGallery(event.slug)).toEqual([]);

    await videosConverted();
    expect(await pendingVideoJobs()).toBe(0);
    const rows = { wide: await row(wideId), phone: await row(phoneId) };
    expect(rows.wide).toMatchObject({ processingState: 'READY', processingError: null, mediaType: 'VIDEO' });
    expect(rows.wide).toMatchObject({ width: 1920, height: 1080 });
    expect(rows.phone).toMatchObject({ processingState: 'READY', width: 240, height: 320 });
    expect(rows.phone.durationSeconds).toBeCloseTo(1.5, 0);

    const gallery = await guestGallery(event.slug);
    expect(gallery.map((item) => [item.id, item.mediaType])).toEqual([
      [phoneId, 'VIDEO'],
      [wideId, 'VIDEO'],
    ]);
    for (const item of gallery) {
      // What guests get, fetched as a guest (no cookie), read back with ffprobe.
      const video = await fetchFile(item.videoUrl!);
      expect(video.status).toBe(200);
      expect(video.headers.get('content-type')).toBe('video/mp4');
      const copy = join(dir, `guest-copy-${item.id}.mp4`);
      await writeFile(copy, video.body);
      const facts = await probeVideo(copy, { ffprobe: tools.ffprobe, filename: 'copy.mp4' });
      expect(facts).toMatchObject({ videoCodec: 'h264', audioCodec: 'aac', rotation: 0, hasLocation: false });
      expect(Math.min(facts.width, facts.height)).toBeLessThanOrEqual(1080);
      expect([facts.width, facts.height]).toEqual([item.width, item.height]);
      // No tag of any name holds it (container or stream), and the coordinates are nowhere in the bytes.
      expect(await tagsOf(copy)).not.toMatch(/location|ISO6709|xyz|41\.0082|28\.9784/i);
      expect(video.body.includes(ISO6709_LOCATION)).toBe(false);
      expect(video.body.includes('41.0082')).toBe(false);

      const poster = await fetchFile(item.posterUrl!);
      const thumbnail = await fetchFile(item.thumbnailUrl);
      expect(item.url).toBe(item.posterUrl);
      for (const [image, edge] of [
        [poster, 1600],
        [thumbnail, 400],
      ] as const) {
        expect(image.status).toBe(200);
        expect(image.headers.get('content-type')).toBe('image/jpeg');
        const metadata = await sharp(image.body).metadata();
        expect(metadata.format).toBe('jpeg');
        expect(Math.max(metadata.width, metadata.height)).toBeLessThanOrEqual(edge);
        expect(metadata.width > metadata.height).toBe(item.width > item.height);
        expect(metadata.exif).toBeUndefined();
        expect(image.body.includes('41.0082')).toBe(false);
      }
    }
  }, 120_000);

  it('serves the web copy in byte ranges as video/mp4, cached as photos are', async () => {
    const event = await createEvent(app, { cookie: host.cookie }, { autoApprove: true });
    await uploadClip(event.slug, await makeClip(dir, 'ranges.mp4', { seconds: 2 }));
    expect((await sendGuestPhoto(app, event.slug)).statusCode).toBe(201);
    await videosConverted();
    await app.mediaWorkers.drain();
    const [video, photo] = (await guestGallery(event.slug)).sort((a) => (a.mediaType === 'VIDEO' ? -1 : 1));
    const whole = await fetchFile(video!.videoUrl!);
    const size = whole.body.length;
    expect(size).toBeGreaterThan(2000);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');

    const part = await fetchFile(video!.videoUrl!, { range: 'bytes=1000-1999' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 1000-1999/${size}`);
    expect(part.headers.get('content-type')).toBe('video/mp4');
    expect(part.body.equals(whole.body.subarray(1000, 2000))).toBe(true);
    // Players start with this one (Safari asks for two bytes first).
    const start = await fetchFile(video!.videoUrl!, { range: 'bytes=0-1' });
    expect([start.status, start.body.length]).toEqual([206, 2]);

    const photoFile = await fetchFile(photo!.url);
    expect(photoFile.headers.get('content-type')).toBe('image/jpeg');
    expect(whole.headers.get('cache-control')).toBe(photoFile.headers.get('cache-control'));
    expect(part.headers.get('cache-control')).toBe(photoFile.headers.get('cache-control'));
    expect(whole.headers.get('x-content-type-options')).toBe('nosniff');
  }, 60_000);
});

describe("a video's files behind the event's rules", () => {
  it("on a PIN event the web copy needs the PIN or the gallery's token", async () => {
    const event = await createEvent(
      app,
      { cookie: host.cookie },
      { isPinRequired: true, pinCode: PIN, autoApprove: true },
    );
    await uploadClip(event.slug, await makeClip(dir, 'pin.mp4', { seconds: 1 }), { pin: PIN });
    await videosConverted();
    const [item] = await guestGallery(event.slug, PIN);
    expect(item!.videoUrl).toContain('?access=');
    const bare = item!.videoUrl!.split('?')[0]!;
    for (const refused of [bare, `${bare}?pin=000000`, `${bare}?access=9999999999.AAAAAAAAAAAAAAAAAAAAAA`]) {
      const answer = await fetchFile(refused, { range: 'bytes=0-99' });
      expect([refused, answer.status, answer.headers.get('content-range')]).toEqual([refused, 403, null]);
    }
    expect((await fetchFile(item!.posterUrl!.split('?')[0]!)).status).toBe(403);
    expect((await fetchFile(item!.videoUrl!, { range: 'bytes=0-99' })).status).toBe(206);
    expect((await fetchFile(`${bare}?pin=${PIN}`, { range: 'bytes=0-99' })).status).toBe(206);
    expect((await fetchFile(item!.videoUrl!)).status).toBe(200);
    expect((await fetchFile(item!.posterUrl!)).status).toBe(200);
  }, 60_000);

  it('never gives guests the original; a pending video only to the phone that sent it; hosts get everything', async () => {
    const event = await createEvent(app, { cookie: host.cookie });
    const phone = new Phone();
    const id = await uploadClip(event.slug, await makeClip(dir, 'IMG_0042.mov', { seconds: 1 }), { phone });
    await videosConverted();
    const upload = await row(id);
    expect(upload.processingState).toBe('READY');
    const original = `/api/uploads/${upload.storageKey}`;
    const web = `/api/uploads/${upload.videoKey}`;
    expect((await fetchFile(original)).status).toBe(404);
    expect((await fetchFile(original, phone.headers)).status).toBe(404);
    // Awaiting review: the sender sees it (My photos), nobody else.
    expect((await fetchFile(web)).status).toBe(404);
    expect((await fetchFile(web, phone.headers)).status).toBe(200);

    const hosts = await fetchFile(original, authHeaders({ cookie: host.cookie }));
    expect(hosts.status).toBe(200);
    expect(hosts.headers.get('content-type')).toBe('video/quicktime');
    expect(hosts.headers.get('content-disposition')).toContain('IMG_0042.mov');
    expect((await fetchFile(web, authHeaders({ cookie: host.cookie }))).status).toBe(200);

    const approved = await app.server.inject({
      method: 'POST',
      url: `/api/auth/uploads/${id}/approve`,
      headers: authHeaders({ cookie: host.cookie }),
      payload: { action: 'APPROVED' },
    });
    expect(approved.statusCode).toBe(200);
    expect((await fetchFile(web)).status).toBe(200);
    expect((await fetchFile(original)).status).toBe(404);
  }, 60_000);

  it('deleting a video removes all four of its files', async () => {
    const event = await createEvent(app, { cookie: host.cookie }, { autoApprove: true });
    const phone = new Phone();
    const id = await uploadClip(event.slug, await makeClip(dir, 'taken-back.mp4', { seconds: 1 }), { phone });
    await videosConverted();
    expect((await filesOf(id)).every((file) => file.stored)).toBe(true);
    const before = await filesOf(id);
    const deleted = await app.server.inject({
      method: 'DELETE',
      url: `/api/events/${event.slug}/my-uploads/${id}`,
      headers: phone.headers,
    });
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    for (const { key } of before) expect(await storage.stat(key), key).toBeNull();
  }, 60_000);
});

describe('everywhere photos go', () => {
  it("the hosts' ZIP carries the video's original, byte for byte, named with its extension", async () => {
    const event = await createEvent(app, { cookie: host.cookie }, { autoApprove: true });
    const clip = await makeClip(dir, 'speech.mov', { seconds: 1 });
    // Sent under a name without an extension (as some share sheets do).
    const { payload, headers } = multipart([
      { name: 'files', filename: 'speech', contentType: 'video/quicktime', data: await readFile(clip) },
    ]);
    const sent = await app.server.inject({
      method: 'POST',
      url: `/api/events/${event.slug}/uploads/direct`,
      headers,
      payload,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    expect((await sendGuestPhoto(app, event.slug, { filename: 'cake.png' })).statusCode).toBe(201);
    await videosConverted();
    await app.mediaWorkers.drain();

    const zip = await app.server.inject({
      url: `/api/auth/events/${event.id}/download.zip`,
      headers: authHeaders({ cookie: host.cookie }),
    });
    expect(zip.statusCode).toBe(200);
    const files = await readZip(zip.rawPayload);
    expect(files.map((file) => file.name).sort()).toEqual(['cake.png', 'speech.mov']);
    expect(files.find((file) => file.name === 'speech.mov')!.data.equals(await readFile(clip))).toBe(true);
  }, 60_000);

  it("a super-admin's takedown hides the video's files from guests at once", async () => {
    const event = await createEvent(app, { cookie: host.cookie }, { autoApprove: true });
    const id = await uploadClip(event.slug, await makeClip(dir, 'takedown.mp4', { seconds: 1 }));
    await videosConverted();
    const [item] = await guestGallery(event.slug);
    // Read once: the row is now kept in memory for the next ranges (decision 049).
    expect((await fetchFile(item!.videoUrl!, { range: 'bytes=0-99' })).status).toBe(206);
    const admin = await signupUser(app);
    await app.database.prisma.user.update({ where: { id: admin.id }, data: { isAdmin: true } });
    const takedown = await app.server.inject({
      method: 'POST',
      url: '/api/superadmin/uploads/moderate',
      headers: authHeaders({ cookie: admin.cookie }),
      payload: { ids: [id], action: 'REJECTED' },
    });
    expect(takedown.statusCode, takedown.body).toBe(200);
    for (const url of [item!.videoUrl!, item!.posterUrl!, item!.thumbnailUrl]) {
      expect((await fetchFile(url, { range: 'bytes=0-99' })).status).toBe(404);
    }
    expect(await guestGallery(event.slug)).toEqual([]);
  }, 60_000);
});

describe('videos that cannot be converted', () => {
  it('a file cut off after its index ends FAILED with the reason, keeps its original, and leaves no job', async () => {
    const event = await createEvent(app, { cookie: host.cookie }, { autoApprove: true });
    const whole = await makeClip(dir, 'whole.mp4', { seconds: 3 });
    // Index first (as many apps write it): ffprobe reads the full length from the header.
    const cut = join(dir, 'cut.mp4');
    await runTool(tools.ffmpeg, ['-v', 'error', '-i', whole, '-c', 'copy', '-movflags', '+faststart', '-y', cut], {
      timeoutMs: 30_000,
    });
    await truncate(cut, Math.floor((await stat(cut)).size * 0.4));
    const id = await uploadClip(event.slug, cut);
    await videosConverted();

    const failed = await row(id);
    expect(failed.processingState).toBe('FAILED');
    expect(failed.processingError).toMatch(/^This video could not be converted: .{10,}/);
    expect(failed.processingError).not.toContain(dir);
    expect(await pendingVideoJobs()).toBe(0);
    expect(await guestGallery(event.slug)).toEqual([]);
    // Hosts keep the original (to download, or to retry); no copy was made.
    const files = await filesOf(id);
    expect(files.map((file) => file.stored)).toEqual([true, false, false, false]);
    const hosts = await app.server.inject({
      url: `/api/auth/events/${event.id}/uploads`,
      headers: authHeaders({ cookie: host.cookie }),
    });
    expect(hosts.json<{ uploads: object[] }>().uploads).toEqual([
      expect.objectContaining({
        id,
        mediaType: 'VIDEO',
        processingState: 'FAILED',
        processingError: failed.processingError,
      }),
    ]);

    // A host deletes it: the original goes too.
    const deleted = await app.server.inject({
      method: 'DELETE',
      url: `/api/auth/uploads/${id}`,
      headers: authHeaders({ cookie: host.cookie }),
    });
    expect(deleted.statusCode).toBe(200);
    for (const { key } of files) expect(await storage.stat(key)).toBeNull();
  }, 60_000);

  it('a video the rules refuse when converted (a limit lowered since) ends FAILED with every file removed', async () => {
    const event = await createEvent(app, { cookie: host.cookie });
    // The earlier tests' pool (normal limits) must not be running when the clip arrives: it would convert it
    // before the stricter pool starts (CI saw READY).
    await stopPool();
    const id = await uploadClip(event.slug, await makeClip(dir, 'three-seconds.mp4', { seconds: 3, audio: false }));
    startPool({ limits: { ...DEFAULT_VIDEO_LIMITS, maxSeconds: 1 } });
    await videosConverted();
    await stopPool();
    const refused = await row(id);
    expect(refused.processingState).toBe('FAILED');
    expect(refused.processingError).toBe('three-seconds.mp4 is 3 seconds long. Videos can be up to 1 second long.');
    expect((await filesOf(id)).some((file) => file.stored)).toBe(false);
  }, 60_000);

  it('Retry brings a video whose conversion failed back to READY; refuses what cannot be processed again', async () => {
    const event = await createEvent(app, { cookie: host.cookie }, { autoApprove: true });
    // A pool of normal settings running when the clip arrives would convert it before the one below starts.
    await stopPool();
    const id = await uploadClip(
      event.slug,
      await makeClip(dir, 'retried.mp4', { seconds: 2, width: 640, height: 360 }),
    );
    // A worker with far too little time: the conversion is killed.
    startPool({ transcodeTimeoutMs: 1 });
    await videosConverted();
    await stopPool();
    const failed = await row(id);
    expect(failed.processingState).toBe('FAILED');
    expect(failed.processingError).toMatch(/^This video could not be converted: it took longer than/);

    const stranger = await signupUser(app);
    const photoId = await failedPhoto(event.slug);
    const retry = (uploadId: number, auth = { cookie: host.cookie }, eventId = event.id) =>
      app.server.inject({
        method: 'POST',
        url: `/api/auth/events/${eventId}/uploads/${uploadId}/retry`,
        headers: authHeaders(auth),
      });
    // Nobody else's to retry; nor through another event of the host.
    const otherEvent = await createEvent(app, { cookie: host.cookie });
    expect((await retry(id, { cookie: stranger.cookie })).statusCode).toBe(404);
    expect((await retry(id, { cookie: host.cookie }, otherEvent.id)).statusCode).toBe(404);
    // A photo that could not be read keeps no original.
    const photo = await retry(photoId);
    expect([photo.statusCode, photo.json()]).toEqual([409, { message: ORIGINAL_GONE, code: 'ConflictError' }]);

    const retried = await retry(id);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json()).toMatchObject({
      success: true,
      upload: { id, processingState: 'PROCESSING', processingError: null },
    });
    expect(await pendingVideoJobs()).toBe(1);
    // Asked twice: it is not FAILED any more.
    const again = await retry(id);
    expect([again.statusCode, again.json()]).toEqual([409, { message: NOT_FAILED, code: 'ConflictError' }]);

    await videosConverted();
    expect(await row(id)).toMatchObject({ processingState: 'READY', processingError: null });
    expect((await guestGallery(event.slug)).map((item) => item.id)).toEqual([id]);
    const audit = await app.database.prisma.auditLog.findMany({
      where: { targetType: 'Upload', targetId: String(id), action: 'upload.retry_processing' },
    });
    expect(audit).toHaveLength(1);
  }, 90_000);

  it('Mutation.retryUploadProcessing answers as the other moderation mutations do', async () => {
    const event = await createEvent(app, { cookie: host.cookie });
    // As in the tests above: no pool of normal settings may be running when the clip arrives (CI saw READY).
    await stopPool();
    const id = await uploadClip(
      event.slug,
      await makeClip(dir, 'graphql.mp4', { seconds: 1, width: 160, height: 120 }),
    );
    startPool({ transcodeTimeoutMs: 1 });
    await videosConverted();
    await stopPool();
    expect((await row(id)).processingState).toBe('FAILED');
    const RETRY = `mutation Retry($photoId: ID!) {
      retryUploadProcessing(input: { photoId: $photoId }) {
        __typename
        ... on RetryUploadProcessingSuccess { photo { databaseId processingState processingError mediaType } }
        ... on Error { message }
      }
    }`;
    const photoId = Buffer.from(`Photo:${id}`).toString('base64');
    const stranger = await signupUser(app);
    const refused = await app.graphql(RETRY, { photoId }, { cookie: stranger.cookie });
    expect(refused.body.data).toEqual({
      retryUploadProcessing: { __typename: 'NotFoundError', message: 'Photo not found' },
    });

    const done = await app.graphql(RETRY, { photoId }, { cookie: host.cookie });
    expect({ data: done.body.data }).toEqual({
      data: {
        retryUploadProcessing: {
          __typename: 'RetryUploadProcessingSuccess',
          photo: { databaseId: id, processingState: 'PROCESSING', processingError: null, mediaType: 'VIDEO' },
        },
      },
    });
    const twice = await app.graphql(RETRY, { photoId }, { cookie: host.cookie });
    expect(twice.body.data).toEqual({ retryUploadProcessing: { __typename: 'ConflictError', message: NOT_FAILED } });
    await videosConverted();
    expect((await row(id)).processingState).toBe('READY');
  }, 90_000);
});

describe('stopping', () => {
  it('removes at start what conversions cut short by a crash left in the work directory, and nothing else', async () => {
    const work = await mkdtemp(join(dir, 'stale-'));
    const old = new Date(Date.now() - 3 * 60 * 60_000);
    for (const name of ['original-crashed', 'video-crashed.mp4', 'video-running.mp4', 'notes.txt']) {
      await writeFile(join(work, name), 'x');
      if (name !== 'video-running.mp4') await utimes(join(work, name), old, old);
    }
    expect(await removeStaleVideoWork(work, 60 * 60_000)).toBe(2);
    expect((await readdir(work)).sort()).toEqual(['notes.txt', 'video-running.mp4']);
  });

  it('a conversion still running at the end of the grace is stopped and its job handed back, then done by the next worker', async () => {
    const event = await createEvent(app, { cookie: host.cookie });
    const id = await uploadClip(
      event.slug,
      // Long enough that no machine converts it before the stop comes half-way through the grace.
      await makeClip(dir, 'interrupted.mp4', { seconds: 90, width: 640, height: 360, audio: false }),
    );
    if (!pool) startPool();
    await until(async () => (await jobOf(id))?.lockedBy);
    await stopPool(1_500);
    // The stopped conversion's hand-back is a write of its own, which a loaded machine may finish just after
    // the grace: it must come, within seconds, not before the lease runs out.
    await until(async () => (await jobOf(id))?.lockedBy === null, 10_000);
    const job = (await jobOf(id))!;
    expect(job).toMatchObject({ lockedBy: null, attempts: 1 });
    expect(job.lastError).toMatch(/stopped/);
    expect((await row(id)).processingState).toBe('PROCESSING');
    await videosConverted();
    expect((await row(id)).processingState).toBe('READY');
    // 14 s alone; started, stopped and converted again, the 90-second clip took over 120 s at load 14.
  }, 240_000);
});

/** A photo whose file could not be read (FAILED, its files removed), made by the app's own photo workers. */
async function failedPhoto(slug: string): Promise<number> {
  const { payload, headers } = multipart([
    { name: 'files', filename: 'cut.jpg', contentType: 'image/jpeg', data: await truncatedJpeg() },
  ]);
  const response = await app.server.inject({
    method: 'POST',
    url: `/api/events/${slug}/uploads/direct`,
    headers,
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  await app.mediaWorkers.drain();
  const id = response.json<{ uploads: { id: number }[] }>().uploads[0]!.id;
  expect((await row(id)).processingState).toBe('FAILED');
  return id;
}

/** Every entry of a ZIP, read with yauzl (which refuses malformed archives). */
function readZip(buffer: Buffer): Promise<{ name: string; data: Buffer }[]> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true, strictFileNames: true, validateEntrySizes: true }, (error, zip) => {
      if (error || !zip) return reject(error ?? new Error('no zip'));
      const files: { name: string; data: Buffer }[] = [];
      zip.on('error', reject);
      zip.on('end', () => resolve(files));
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (streamError, stream) => {
          if (streamError || !stream) return reject(streamError ?? new Error('no stream'));
          const chunks: Buffer[] = [];
          stream.on('data', (chunk: Buffer) => chunks.push(chunk));
          stream.on('error', reject);
          stream.on('end', () => {
            files.push({ name: entry.fileName, data: Buffer.concat(chunks) });
            zip.readEntry();
          });
        });
      });
      zip.readEntry();
    });
  });
}

async function until(condition: () => Promise<unknown>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("the server's own workers", () => {
  let server: TestApp;
  beforeAll(async () => {
    server = await createTestApp({ env: { VIDEO_WORKERS: '1' } });
  });
  afterAll(() => server.close());

  it('process a photo sent while a video converts, without waiting for it', async () => {
    const owner = await signupUser(server);
    const event = await createEvent(server, { cookie: owner.cookie }, { autoApprove: true });
    const clip = await makeClip(dir, 'slow.mp4', { seconds: 12, width: 1280, height: 720 });
    const { payload, headers } = multipart([
      { name: 'files', filename: 'slow.mp4', contentType: 'video/mp4', data: await readFile(clip) },
    ]);
    const sent = await server.server.inject({
      method: 'POST',
      url: `/api/events/${event.slug}/uploads/direct`,
      headers,
      payload,
    });
    expect(sent.statusCode, sent.body).toBe(201);
    const videoId = sent.json<{ uploads: { id: number }[] }>().uploads[0]!.id;
    // The conversion has begun: its job is claimed by the server's video worker.
    await until(
      async () => (await server.database.prisma.job.findFirst({ where: { kind: VIDEO_TRANSCODE_JOB } }))?.lockedBy,
    );

    const photo = await sendGuestPhoto(server, event.slug);
    expect(photo.statusCode).toBe(201);
    const photoId = photo.json<{ uploads: { id: number }[] }>().uploads[0]!.id;
    await server.mediaWorkers.drain();
    const rows = await server.database.prisma.upload.findMany({ where: { id: { in: [photoId, videoId] } } });
    const state = Object.fromEntries(rows.map((upload) => [upload.mediaType, upload.processingState]));
    expect(state).toEqual({ PHOTO: 'READY', VIDEO: 'PROCESSING' });

    await server.videoWorkers.drain(120_000);
    expect((await server.database.prisma.upload.findUniqueOrThrow({ where: { id: videoId } })).processingState).toBe(
      'READY',
    );
  }, 120_000);
});
