import { mkdtemp, readdir, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { QUADRANTS, quadrantPixels } from '../../../test/images.ts';
import { APPLE_LOCATION_KEY, makeClip } from '../../../test/videos.ts';
import { videoTools, type VideoTools } from './binaries.ts';
import { probeVideo, type VideoFacts } from './probe.ts';
import { runTool } from './tool-process.ts';
import { posterTime, transcodeVideo, webCopySize, type TranscodeOptions } from './transcode.ts';
import { VideoConversionError } from './video-errors.ts';

let root: string;
/** Clips made for a test. */
let dir: string;
/** Where transcodeVideo writes: empty after every failure. */
let workDir: string;
let tools: VideoTools;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'video-transcode-'));
  tools = await videoTools();
});

beforeEach(async () => {
  dir = await mkdtemp(join(root, 'clips-'));
  workDir = join(dir, 'work');
});

afterAll(async () => {
  await rm(root, { recursive: true, force: true });
});

const probe = (path: string) => probeVideo(path, { ffprobe: tools.ffprobe, filename: 'clip' });

function convert(path: string, facts: VideoFacts, options: Partial<TranscodeOptions> = {}) {
  return transcodeVideo(path, facts, { tools, filename: 'clip', workDir, timeoutMs: 60_000, threads: 2, ...options });
}

async function convertClip(path: string, options: Partial<TranscodeOptions> = {}) {
  return convert(path, await probe(path), options);
}

/** Everything ffprobe says about a file, as JSON text: tags of the container and of every stream. */
async function ffprobeJson(path: string): Promise<string> {
  const { stdout } = await runTool(
    tools.ffprobe,
    ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', '-show_chapters', path],
    { timeoutMs: 30_000 },
  );
  return stdout.toString('utf8');
}

/** The tags of the container, of every stream and of every chapter, as ffprobe reads them. */
async function tagsOf(path: string): Promise<Record<string, string>[]> {
  const described = JSON.parse(await ffprobeJson(path)) as {
    format?: { tags?: Record<string, string> };
    streams?: { tags?: Record<string, string> }[];
    chapters?: { tags?: Record<string, string> }[];
  };
  return [described.format, ...(described.streams ?? []), ...(described.chapters ?? [])]
    .map((part) => part?.tags)
    .filter((tags): tags is Record<string, string> => tags !== undefined);
}

async function failure(promise: Promise<unknown>): Promise<VideoConversionError> {
  const error: unknown = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(VideoConversionError);
  return error as VideoConversionError;
}

async function colourAt(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (Math.floor(y * info.height) * info.width + Math.floor(x * info.width)) * 3;
  return [data[at]!, data[at + 1]!, data[at + 2]!];
}

function expectColour(actual: number[], expected: readonly number[]) {
  actual.forEach((value, channel) => expect(Math.abs(value - expected[channel]!)).toBeLessThan(40));
}

describe('the guest copy carries no location', () => {
  it.each([
    ['an MP4 (location, location-eng)', 'IMG_0001.mp4'],
    ["a MOV (Apple's ISO 6709 key)", 'IMG_0002.mov'],
    ['a WebM (a location on the video stream too)', 'VID_0003.webm'],
  ])('%s', async (_, name) => {
    const original = await makeClip(dir, name, { location: true });
    expect((await probe(original)).hasLocation).toBe(true);
    const { webCopy } = await convertClip(original);
    const described = await ffprobeJson(webCopy.path);
    const tags = await tagsOf(webCopy.path);
    expect(tags.length).toBeGreaterThan(0);
    expect(JSON.stringify(tags)).not.toMatch(/location|ISO6709|xyz|gps|41\.0082/i);
    // Not in any box ffprobe does not show either: the coordinates are nowhere in the file's bytes.
    const bytes = await readFile(webCopy.path);
    expect(bytes.includes('41.0082')).toBe(false);
    expect(bytes.includes(APPLE_LOCATION_KEY)).toBe(false);
    expect(described).toContain('"codec_name": "h264"');
    await webCopy.dispose();
  });
});

describe('the web copy plays in every browser', () => {
  it('H.264 High in yuv420p with AAC stereo 48 kHz, moov before the media data, the length kept', async () => {
    const { webCopy } = await convertClip(await makeClip(dir, 'clip.mov', { seconds: 2 }));
    const facts = await probe(webCopy.path);
    expect(facts).toMatchObject({ type: 'video/mp4', videoCodec: 'h264', audioCodec: 'aac', width: 320, height: 180 });
    expect(facts.durationSeconds).toBeCloseTo(2, 0);
    const described = JSON.parse(await ffprobeJson(webCopy.path)) as {
      streams: { codec_type: string; profile?: string; pix_fmt?: string; channels?: number; sample_rate?: string }[];
    };
    expect(described.streams.find((stream) => stream.codec_type === 'video')).toMatchObject({
      profile: 'High',
      pix_fmt: 'yuv420p',
    });
    expect(described.streams.find((stream) => stream.codec_type === 'audio')).toMatchObject({
      channels: 2,
      sample_rate: '48000',
    });
    // +faststart: the index comes first, so a browser starts playing before the whole file has arrived.
    const head = (await readFile(webCopy.path)).subarray(0, 4096).toString('latin1');
    expect(head.indexOf('moov')).toBeGreaterThan(-1);
    expect(head.indexOf('moov')).toBeLessThan(Math.max(head.indexOf('mdat'), 4096));
    expect(webCopy).toMatchObject({ width: 320, height: 180, hasAudio: true, bytes: (await stat(webCopy.path)).size });
  });

  it('a clip without sound gets no sound track', async () => {
    const { webCopy } = await convertClip(await makeClip(dir, 'silent.mp4', { audio: false }));
    expect((await probe(webCopy.path)).audioStreams).toBe(0);
    expect(webCopy.hasAudio).toBe(false);
  });

  it.each(['hlg', 'pq'] as const)('HEVC in HDR (%s) becomes 8-bit H.264 tagged BT.709', async (hdr) => {
    const original = await makeClip(dir, `${hdr}.mov`, { codec: 'hevc', hdr, audio: false });
    expect((await probe(original)).hdr).toBe(hdr);
    const { webCopy, poster } = await convertClip(original);
    const described = await ffprobeJson(webCopy.path);
    expect(described).toContain('"codec_name": "h264"');
    expect(described).toContain('"pix_fmt": "yuv420p"');
    expect(described).toContain('"color_transfer": "bt709"');
    expect((await probe(webCopy.path)).hdr).toBeNull();
    // The test pattern's green bar stays green: HDR read as ordinary video comes out washed out, about
    // (106, 153, 57) for HLG and (99, 123, 71) for PQ, where converted it is (54, 253, 0) and (1, 156, 0).
    const [red, green, blue] = await colourAt(poster, 0.69, 0.1);
    expect(green).toBeGreaterThan(2 * Math.max(red!, blue!));
  });

  it('WebM (VP8) is accepted and converted', async () => {
    const { webCopy } = await convertClip(await makeClip(dir, 'old.webm', { codec: 'vp8' }));
    expect(await probe(webCopy.path)).toMatchObject({ videoCodec: 'h264', audioCodec: 'aac' });
  });

  it('60 frames a second become 30', async () => {
    const { webCopy } = await convertClip(await makeClip(dir, 'sixty.mp4', { fps: 60, audio: false }));
    expect((await probe(webCopy.path)).frameRate).toBe(30);
  });
});

describe('portrait stays portrait, upright', () => {
  it('a phone clip stored sideways with a rotation: the copy, poster and thumbnail stand upright', async () => {
    // The picture as the guest saw it (180×320, red top-left), stored turned a quarter clockwise
    // (320×180) with a display matrix that turns it back, as phones write portrait video.
    const upright = quadrantPixels(180, 320);
    const stored = join(dir, 'stored.png');
    await sharp(await upright.png().toBuffer())
      .rotate(90)
      .toFile(stored);
    const original = await makeClip(dir, 'portrait.mp4', { image: stored, rotate: 90, seconds: 1, audio: false });
    expect(await probe(original)).toMatchObject({ width: 180, height: 320 });

    const { webCopy, poster, thumbnail } = await convertClip(original);
    const copy = await probe(webCopy.path);
    expect(copy).toMatchObject({ width: 180, height: 320, rotation: 0 });
    expect(await ffprobeJson(webCopy.path)).not.toContain('Display Matrix');
    for (const image of [poster, thumbnail]) {
      const { width = 0, height = 0 } = await sharp(image).metadata();
      expect(height).toBeGreaterThan(width);
      expectColour(await colourAt(image, 0.25, 0.25), QUADRANTS.topLeft);
      expectColour(await colourAt(image, 0.75, 0.25), QUADRANTS.topRight);
      expectColour(await colourAt(image, 0.25, 0.75), QUADRANTS.bottomLeft);
      expectColour(await colourAt(image, 0.75, 0.75), QUADRANTS.bottomRight);
    }
  });

  it('fits 1080p either way: 1920×1080 landscape, 1080×1920 portrait, never enlarged', () => {
    const size = (width: number, height: number, rotation: VideoFacts['rotation'] = 0, pixelAspectRatio = 1) =>
      webCopySize({ width, height, rotation, pixelAspectRatio });
    expect(size(3840, 2160)).toEqual({ width: 1920, height: 1080 });
    expect(size(2160, 3840, 90)).toEqual({ width: 1080, height: 1920 });
    expect(size(1080, 1920)).toEqual({ width: 1080, height: 1920 });
    expect(size(4096, 2160)).toEqual({ width: 1920, height: 1012 });
    expect(size(640, 360)).toEqual({ width: 640, height: 360 });
    // Anamorphic DV: 720×480 stored, shown 16:9.
    expect(size(720, 480, 0, 32 / 27)).toEqual({ width: 854, height: 480 });
  });
});

describe('poster and thumbnail', () => {
  it('JPEGs at the photo sizes, without metadata, past a black start', async () => {
    const original = await makeClip(dir, 'fade-in.mp4', {
      seconds: 3,
      width: 640,
      height: 360,
      blackStartSeconds: 0.8,
    });
    const { poster, thumbnail } = await convertClip(original);
    const posterInfo = await sharp(poster).metadata();
    const thumbnailInfo = await sharp(thumbnail).metadata();
    expect(posterInfo).toMatchObject({ format: 'jpeg', width: 640, height: 360 });
    expect(thumbnailInfo).toMatchObject({ format: 'jpeg', width: 400, height: 225 });
    for (const info of [posterInfo, thumbnailInfo]) {
      expect(info.exif).toBeUndefined();
      expect(info.xmp).toBeUndefined();
    }
    const { channels } = await sharp(poster).stats();
    expect(Math.max(...channels.map((channel) => channel.mean))).toBeGreaterThan(40);
  });

  it('is taken a tenth of the way in, at least 1 s, the middle of very short clips', () => {
    expect(posterTime(300)).toBe(30);
    expect(posterTime(3)).toBe(1);
    expect(posterTime(1)).toBe(0.5);
  });

  it('a clip of a single frame gets that frame as its poster', async () => {
    const { poster } = await convertClip(await makeClip(dir, 'one-frame.mp4', { seconds: 0.1, fps: 10, audio: false }));
    expect(await sharp(poster).metadata()).toMatchObject({ width: 320, height: 180 });
  });
});

describe('failures end with a reason, never a hang, and leave nothing behind', () => {
  it('a file cut off after its index: the copy is too short, and hosts are told why', async () => {
    const original = await makeClip(dir, 'cut.mp4', { seconds: 3 });
    // Index first (as our copies and many apps write it), so ffprobe still reads the full length.
    const indexed = join(dir, 'indexed.mp4');
    await runTool(
      tools.ffmpeg,
      ['-v', 'error', '-i', original, '-c', 'copy', '-movflags', '+faststart', '-y', indexed],
      {
        timeoutMs: 30_000,
      },
    );
    const facts = await probe(indexed);
    await truncate(indexed, Math.floor((await stat(indexed)).size * 0.4));
    const error = await failure(convert(indexed, facts));
    expect(['incomplete', 'failed']).toContain(error.failure);
    expect(error.message).toMatch(/^This video could not be converted: .{10,}/);
    expect(error.message).not.toContain(dir);
    expect(error.retryable).toBe(false);
    expect(await readdir(workDir)).toEqual([]);
  });

  it('a file whose media data is garbage fails with ffmpeg’s reason', async () => {
    const original = await makeClip(dir, 'broken.mp4', { seconds: 2 });
    const facts = await probe(original);
    const bytes = await readFile(original);
    // Keep the header boxes, overwrite everything after the first kilobyte.
    bytes.fill(0xff, 1024);
    await writeFile(original, bytes);
    const error = await failure(convert(original, facts));
    expect(error.message).toMatch(/^This video could not be converted: /);
    expect(await readdir(workDir)).toEqual([]);
  });

  it('the time limit kills ffmpeg', async () => {
    const original = await makeClip(dir, 'long.mp4', { seconds: 4, width: 640, height: 360 });
    const facts = await probe(original);
    const started = performance.now();
    const error = await failure(convert(original, facts, { timeoutMs: 300 }));
    expect(error.failure).toBe('timed-out');
    expect(error.message).toMatch(/^This video could not be converted: it took longer than/);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(await readdir(workDir)).toEqual([]);
  });

  it('an abort stops it, and says it may run again', async () => {
    const original = await makeClip(dir, 'stopped.mp4', { seconds: 4, width: 640, height: 360 });
    const facts = await probe(original);
    const stop = new AbortController();
    const progress: number[] = [];
    const running = convert(original, facts, {
      signal: stop.signal,
      onProgress: ({ seconds }) => {
        progress.push(seconds);
        stop.abort();
      },
    });
    setTimeout(() => stop.abort(), 3000);
    const error = await failure(running);
    expect(error.failure).toBe('aborted');
    expect(error.retryable).toBe(true);
    expect(await readdir(workDir)).toEqual([]);
  });

  it('reports progress as it converts', async () => {
    const progress: { seconds: number; fraction: number }[] = [];
    await convertClip(await makeClip(dir, 'progress.mp4', { seconds: 2 }), {
      onProgress: (step) => progress.push(step),
    });
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.at(-1)!.fraction).toBeCloseTo(1, 1);
  });
});
