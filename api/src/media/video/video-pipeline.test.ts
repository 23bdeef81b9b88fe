import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeClip } from '../../../test/videos.ts';
import { videoTools, type VideoTools } from './binaries.ts';
import { VideoConversionError, VideoOverLimitError } from './video-errors.ts';
import { VideoPipeline } from './video-pipeline.ts';
import { DEFAULT_VIDEO_LIMITS } from './video-rules.ts';

let dir: string;
let tools: VideoTools;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'video-pipeline-'));
  tools = await videoTools();
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

function pipelineWith(workers: number, limits = DEFAULT_VIDEO_LIMITS) {
  return new VideoPipeline({
    tools,
    limits,
    workDir: join(dir, 'work'),
    workers,
    transcodeTimeoutMs: 60_000,
    threads: 1,
  });
}

describe('VideoPipeline', () => {
  it('converts at most VIDEO_WORKERS videos at once; the others wait their turn, then run', async () => {
    const pipeline = pipelineWith(1);
    const clip = await makeClip(dir, 'clip.mp4', { seconds: 1 });
    const first = pipeline.process(clip, { filename: 'first.mp4' });
    const second = pipeline.process(clip, { filename: 'second.mp4' });
    await new Promise((resolve) => setImmediate(resolve));
    expect(pipeline.usage).toEqual({ running: 1, waiting: 1 });
    const done = await Promise.all([first, second]);
    expect(done.map((video) => video.facts.videoCodec)).toEqual(['h264', 'h264']);
    expect(pipeline.usage).toEqual({ running: 0, waiting: 0 });
    for (const video of done) await video.webCopy.dispose();
    pipeline.close();
  });

  it('checks the rules again when processing: a limit lowered since the upload refuses it', async () => {
    const pipeline = pipelineWith(1, { ...DEFAULT_VIDEO_LIMITS, maxSeconds: 1 });
    const clip = await makeClip(dir, 'three-seconds.mp4', { seconds: 3, width: 64, height: 64, audio: false });
    await expect(pipeline.process(clip, { filename: 'three-seconds.mp4' })).rejects.toBeInstanceOf(VideoOverLimitError);
    pipeline.close();
  });

  it('close() stops the running and the waiting conversions; each may run again later', async () => {
    const pipeline = pipelineWith(1);
    const clip = await makeClip(dir, 'longer.mp4', { seconds: 4, width: 640, height: 360 });
    const running = pipeline.process(clip, { filename: 'running.mp4' }).catch((error: unknown) => error);
    const waiting = pipeline.process(clip, { filename: 'waiting.mp4' }).catch((error: unknown) => error);
    await new Promise((resolve) => setTimeout(resolve, 100));
    pipeline.close();
    for (const outcome of await Promise.all([running, waiting])) {
      expect(outcome).toBeInstanceOf(VideoConversionError);
      expect((outcome as VideoConversionError).retryable).toBe(true);
    }
    expect(await readdir(join(dir, 'work')).catch(() => [])).toEqual([]);
  });
});
