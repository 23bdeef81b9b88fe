import { mkdtemp, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClip } from '../../../test/videos.ts';
import { videoTools, type VideoTools } from './binaries.ts';
import { probeVideo } from './probe.ts';
import { runTool } from './tool-process.ts';
import { VideoNotPlayableError } from './video-errors.ts';

let dir: string;
let tools: VideoTools;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'video-probe-'));
  tools = await videoTools();
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const probe = (path: string, filename = 'clip') => probeVideo(path, { ffprobe: tools.ffprobe, filename });

async function refusal(path: string, filename: string): Promise<VideoNotPlayableError> {
  const error: unknown = await probe(path, filename).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(VideoNotPlayableError);
  return error as VideoNotPlayableError;
}

describe('probeVideo reads what phones record', () => {
  it('an MP4 with a location: container, length, size, codecs, streams, and that it holds a position', async () => {
    const path = await makeClip(dir, 'phone.mp4', { seconds: 2, location: true });
    expect(await probe(path)).toEqual({
      type: 'video/mp4',
      container: 'mp4',
      durationSeconds: expect.closeTo(2, 1) as number,
      width: 320,
      height: 180,
      rotation: 0,
      pixelAspectRatio: 1,
      frameRate: 30,
      videoCodec: 'h264',
      audioCodec: 'aac',
      audioTrack: 0,
      videoStreams: 1,
      audioStreams: 1,
      hdr: null,
      hasLocation: true,
    });
  });

  it("a MOV with Apple's ISO 6709 location key", async () => {
    const path = await makeClip(dir, 'IMG_0042.MOV', { container: 'mov', location: true });
    expect(await probe(path)).toMatchObject({ type: 'video/quicktime', container: 'mov', hasLocation: true });
    expect((await readFile(path)).includes('com.apple.quicktime.location.ISO6709')).toBe(true);
  });

  it('a clip without a location says so', async () => {
    const path = await makeClip(dir, 'plain.mp4');
    expect((await probe(path)).hasLocation).toBe(false);
  });

  it('a portrait clip (landscape pixels turned by the display matrix) is taller than wide', async () => {
    const path = await makeClip(dir, 'portrait.mp4', { rotate: 90 });
    const facts = await probe(path);
    expect({ width: facts.width, height: facts.height }).toEqual({ width: 180, height: 320 });
    expect([90, 270]).toContain(facts.rotation);
  });

  it('HEVC recorded in HDR (HLG), as iPhones do', async () => {
    const path = await makeClip(dir, 'hdr.mov', { codec: 'hevc', hdr: 'hlg', audio: false });
    expect(await probe(path)).toMatchObject({ videoCodec: 'hevc', hdr: 'hlg', audioCodec: null, audioStreams: 0 });
  });

  it('WebM (VP9, Opus), with a location on its video stream', async () => {
    const path = await makeClip(dir, 'browser.webm', { location: true });
    expect(await probe(path)).toMatchObject({
      type: 'video/webm',
      container: 'webm',
      videoCodec: 'vp9',
      audioCodec: 'opus',
      hasLocation: true,
    });
  });

  it("a WebM recorded straight to a stream has no length in its header: the last frame's time is used", async () => {
    const path = await makeClip(dir, 'recorded.webm', { seconds: 2, streamed: true });
    expect((await probe(path)).durationSeconds).toBeCloseTo(2, 0);
  });

  it('two video streams and no video stream are counted, for the rules to refuse', async () => {
    expect((await probe(await makeClip(dir, 'two.mp4', { secondVideo: true }))).videoStreams).toBe(2);
    const soundOnly = join(dir, 'sound-only.mp4');
    await runTool(
      tools.ffmpeg,
      ['-v', 'error', '-f', 'lavfi', '-i', 'sine=d=1', '-c:a', 'aac', '-f', 'mp4', '-y', soundOnly],
      { timeoutMs: 60_000 },
    );
    expect(await probe(soundOnly)).toMatchObject({ videoStreams: 0, audioStreams: 1 });
  });
});

describe('probeVideo refuses what is not a video (415), with the file named', () => {
  it('a text file named .mp4', async () => {
    const path = join(dir, 'speech.mp4');
    await writeFile(path, 'Thank you all for coming. '.repeat(40));
    const error = await refusal(path, 'speech.mp4');
    expect(error.status).toBe(415);
    expect(error.reason).toBe('not-a-video');
    expect(error.message).toBe('speech.mp4 could not be read as a video.');
  });

  it('an empty file', async () => {
    const path = join(dir, 'empty.mov');
    await writeFile(path, '');
    expect((await refusal(path, 'empty.mov')).message).toBe('empty.mov could not be read as a video.');
  });

  it('an MP4 header followed by garbage', async () => {
    const path = join(dir, 'garbage.mp4');
    const header = Buffer.from('\0\0\0\x18ftypmp42\0\0\0\0mp42isom', 'latin1');
    await writeFile(path, Buffer.concat([header, Buffer.alloc(4096, 0x5a)]));
    expect((await refusal(path, 'garbage.mp4')).reason).toBe('not-a-video');
  });

  it('an MP4 cut off before its index (moov at the end, as cameras write it)', async () => {
    const path = await makeClip(dir, 'cut.mp4', { seconds: 2 });
    const { size } = await stat(path);
    await truncate(path, Math.floor(size / 2));
    expect((await refusal(path, 'cut.mp4')).message).toBe('cut.mp4 could not be read as a video.');
  });
});
