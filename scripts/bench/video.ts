/**
 * Video transcode budget (ARCHITECTURE.md, issue 30): at least 1.0 s of 1080p30 phone video converted per wall
 * second on this machine, through the product's own conversion (transcodeVideo: web copy, read-back check,
 * poster and thumbnail) at its production priority (nice 10) and threads (every core).
 *
 * Not in index.ts's list yet: import `videoTranscodeBench` there and add it to `benches`.
 */
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { videoTools } from '../../api/src/media/video/binaries.ts';
import { probeVideo } from '../../api/src/media/video/probe.ts';
import { runTool } from '../../api/src/media/video/tool-process.ts';
import { transcodeVideo } from '../../api/src/media/video/transcode.ts';
import type { Bench, Measurement } from './bench.ts';

/** Long enough that ffmpeg's start and the poster are a small part, short enough for a bench run. */
const INPUT_SECONDS = 12;
/** What phones write for 1080p30 H.264 (iPhone "Most Compatible" ~16 Mbit/s, Android 12–17). */
const INPUT_BITRATE = '14M';

export const videoTranscodeBench: Bench = {
  name: 'Video transcode',
  async run() {
    const dir = await mkdtemp(join(tmpdir(), 'bench-video-'));
    try {
      const tools = await videoTools();
      const input = await phoneLikeClip(tools.ffmpeg, dir);
      const facts = await probeVideo(input, { ffprobe: tools.ffprobe, filename: 'bench.mp4' });
      const childCpuBefore = childCpuSeconds();
      const started = performance.now();
      const { webCopy } = await transcodeVideo(input, facts, {
        tools,
        filename: 'bench.mp4',
        workDir: join(dir, 'work'),
        timeoutMs: 30 * 60_000,
      });
      const seconds = (performance.now() - started) / 1000;
      const cpu = childCpuBefore === null ? null : childCpuSeconds()! - childCpuBefore;
      const speed = facts.durationSeconds / seconds;
      console.log(
        `   ${facts.durationSeconds.toFixed(1)} s of ${facts.width}×${facts.height}@${facts.frameRate} H.264 ` +
          `(${INPUT_BITRATE}bit/s) in ${seconds.toFixed(1)} s: ${speed.toFixed(2)}× real time` +
          (cpu === null ? '' : `, ${cpu.toFixed(1)} s of ffmpeg CPU`),
      );
      const measurements: Measurement[] = [
        {
          metric: 'transcode speed, 1080p30 H.264 in, web copy + poster out',
          value: speed,
          unit: 's of video per s',
          budget: { atLeast: 1.0 },
          note: `${INPUT_SECONDS} s clip, nice 10, ${availableParallelism()} threads`,
        },
        {
          metric: '  web copy size',
          value: (webCopy.bytes / 1024 / 1024 / facts.durationSeconds) * 60,
          unit: 'MB per minute',
          budget: null,
        },
      ];
      if (cpu !== null && cpu > 0) {
        measurements.push({
          metric: '  projected on idle cores (cores × video s / CPU s)',
          value: (availableParallelism() * facts.durationSeconds) / cpu,
          unit: 's of video per s',
          budget: null,
          note: 'other processes on a shared machine slow the wall-clock figure',
        });
      }
      await webCopy.dispose();
      return measurements;
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  },
};

/**
 * A 1080p30 clip with the motion and sensor noise of a phone video (a moving test pattern with grain) and
 * stereo sound, at a phone's bit rate; made once per run, not timed.
 */
async function phoneLikeClip(ffmpeg: string, dir: string): Promise<string> {
  const path = join(dir, 'phone-1080p30.mp4');
  await runTool(
    ffmpeg,
    [
      ...['-nostdin', '-v', 'error'],
      ...['-f', 'lavfi', '-i', `testsrc2=s=1920x1080:r=30:d=${INPUT_SECONDS},noise=alls=4:allf=t`],
      ...['-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${INPUT_SECONDS}`],
      ...['-c:v', 'libx264', '-preset', 'ultrafast', '-b:v', INPUT_BITRATE, '-maxrate', INPUT_BITRATE],
      ...['-bufsize', INPUT_BITRATE, '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-ac', '2', '-y', path],
    ],
    { timeoutMs: 10 * 60_000 },
  );
  return path;
}

/** CPU seconds of this process's finished children (ffmpeg), from /proc on Linux; null elsewhere. */
function childCpuSeconds(): number | null {
  try {
    // Fields after the command name (which may hold spaces): cutime and cstime are the 14th and 15th.
    const stat = readFileSync('/proc/self/stat', 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticksPerSecond = 100; // USER_HZ: 100 on every Linux architecture Node supports
    return (Number(fields[13]) + Number(fields[14])) / ticksPerSecond;
  } catch {
    return null;
  }
}
