import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GB } from '../../../../common/upload-limits.ts';
import { makeClip } from '../../../test/videos.ts';
import { videoTools } from './binaries.ts';
import type { VideoFacts } from './probe.ts';
import { VideoNotPlayableError, VideoOverLimitError } from './video-errors.ts';
import { VideoPipeline } from './video-pipeline.ts';
import { assertVideoSize, DEFAULT_VIDEO_LIMITS, videoRefusal } from './video-rules.ts';

let dir: string;
let pipeline: VideoPipeline;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'video-rules-'));
  pipeline = new VideoPipeline({
    tools: await videoTools(),
    limits: DEFAULT_VIDEO_LIMITS,
    workDir: join(dir, 'work'),
    workers: 1,
    transcodeTimeoutMs: 60_000,
  });
});

afterAll(async () => {
  pipeline.close();
  await rm(dir, { recursive: true, force: true });
});

async function refused(path: string, filename: string): Promise<VideoNotPlayableError | VideoOverLimitError> {
  const error: unknown = await pipeline.inspect(path, { filename }).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error, `${filename} was accepted`).not.toBeNull();
  if (!(error instanceof VideoNotPlayableError || error instanceof VideoOverLimitError)) throw error;
  return error;
}

describe('videos refused when they are checked, with the reason the guest reads', () => {
  it("a 6-minute clip: 413, 'Videos can be up to 5 minutes long.'", async () => {
    // One frame a second of a flat colour, no sound: 6 minutes in a few kilobytes and milliseconds.
    const path = await makeClip(dir, 'speeches.mp4', {
      seconds: 360,
      fps: 1,
      width: 64,
      height: 64,
      still: true,
      audio: false,
    });
    const error = await refused(path, 'speeches.mp4');
    expect(error.status).toBe(413);
    expect(error.reason).toBe('too-long');
    expect(error.message).toBe('speeches.mp4 is 6 minutes long. Videos can be up to 5 minutes long.');
  });

  it('a 5000×5000 clip: 413, over 4K', async () => {
    const path = await makeClip(dir, 'square.mp4', {
      seconds: 0.1,
      fps: 10,
      width: 5000,
      height: 5000,
      still: true,
      audio: false,
    });
    const error = await refused(path, 'square.mp4');
    expect(error.status).toBe(413);
    expect(error.reason).toBe('resolution-too-high');
    expect(error.message).toBe(
      'square.mp4 is 5000 × 5000 pixels: videos can be at most 4096 × 2160 (4K). Please share a smaller copy.',
    );
  });

  it('two video streams in one file: 415', async () => {
    const error = await refused(await makeClip(dir, 'two.mp4', { secondVideo: true, seconds: 0.5 }), 'two.mp4');
    expect(error.status).toBe(415);
    expect(error.message).toBe(
      'two.mp4 is not a video we can play: it has 2 video tracks, and we take videos with one.',
    );
  });

  it('a short clip within every limit passes and gives its facts', async () => {
    const facts = await pipeline.inspect(await makeClip(dir, 'ok.mp4', { seconds: 0.5 }), { filename: 'ok.mp4' });
    expect(facts).toMatchObject({ videoCodec: 'h264', width: 320, height: 180 });
  });
});

describe('videoRefusal', () => {
  const facts: VideoFacts = {
    type: 'video/quicktime',
    container: 'mov',
    durationSeconds: 42,
    width: 2160,
    height: 3840,
    rotation: 90,
    pixelAspectRatio: 1,
    frameRate: 30,
    videoCodec: 'hevc',
    audioCodec: 'aac',
    audioTrack: 0,
    videoStreams: 1,
    audioStreams: 1,
    hdr: 'hlg',
    hasLocation: true,
  };
  const file = { filename: 'IMG_0042.MOV', bytes: 200 * 1024 * 1024 };
  const refusal = (changes: Partial<VideoFacts>, limits = DEFAULT_VIDEO_LIMITS, bytes = file.bytes) =>
    videoRefusal({ ...facts, ...changes }, limits, { ...file, bytes });

  it('takes a portrait 4K iPhone clip in HDR', () => {
    expect(refusal({})).toBeNull();
  });

  it('4K means 4096×2160 in either orientation', () => {
    for (const [width, height] of [
      [4096, 2160],
      [2160, 4096],
      [3840, 2160],
      [2160, 2160],
    ]) {
      expect(refusal({ width, height }), `${width}×${height}`).toBeNull();
    }
    for (const [width, height] of [
      [4097, 2160],
      [2160, 4097],
      [2161, 2161],
      [7680, 4320],
    ]) {
      expect(refusal({ width, height })?.reason, `${width}×${height}`).toBe('resolution-too-high');
    }
  });

  it('the length limit follows the configuration, with half a second of slack for the last frame', () => {
    expect(refusal({ durationSeconds: 300.4 })).toBeNull();
    expect(refusal({ durationSeconds: 300.6 })?.message).toBe(
      'IMG_0042.MOV is 5 minutes 1 second long. Videos can be up to 5 minutes long.',
    );
    const tenMinutes = { ...DEFAULT_VIDEO_LIMITS, maxSeconds: 600 };
    expect(refusal({ durationSeconds: 420 }, tenMinutes)).toBeNull();
    expect(refusal({ durationSeconds: 660 }, tenMinutes)?.message).toBe(
      'IMG_0042.MOV is 11 minutes long. Videos can be up to 10 minutes long.',
    );
  });

  it('too large: 413 in the words of the photo message, from the configured bytes', () => {
    const error = refusal({}, DEFAULT_VIDEO_LIMITS, GB + 1);
    expect(error?.status).toBe(413);
    expect(error?.message).toBe('IMG_0042.MOV is too large. Maximum video size is 1GB.');
    expect(() => assertVideoSize(2 * GB, GB, 'wedding.mp4')).toThrow(
      'wedding.mp4 is too large. Maximum video size is 1GB.',
    );
    expect(() => assertVideoSize(GB, GB, 'wedding.mp4')).not.toThrow();
  });

  it('codecs we do not decode, and files without a picture: 415', () => {
    expect(refusal({ videoCodec: 'mjpeg' })?.message).toBe(
      'IMG_0042.MOV is not a video we can play: its Motion JPEG video is not supported.',
    );
    expect(refusal({ videoCodec: 'mjpeg' })?.status).toBe(415);
    expect(refusal({ videoStreams: 0, videoCodec: '' })?.message).toBe(
      'IMG_0042.MOV is not a video we can play: it has no picture.',
    );
  });

  it('names the kind of file before the limits: nothing to trim in a file we cannot play', () => {
    expect(refusal({ videoStreams: 2, durationSeconds: 900 })?.reason).toBe('several-video-streams');
  });
});
