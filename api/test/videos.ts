import { rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { videoTools } from '../src/media/video/binaries.ts';
import { runTool } from '../src/media/video/tool-process.ts';

/**
 * Test videos made by the bundled ffmpeg at run time from its built-in sources (a test pattern and a sine
 * tone), small and short so a test file stays within seconds. Nothing is stored in the repository.
 */

/** Where the phone clip was "taken": Istanbul, as ISO 6709 (what iPhones and Android write). */
export const ISO6709_LOCATION = '+41.0082+028.9784/';
export const APPLE_LOCATION_KEY = 'com.apple.quicktime.location.ISO6709';

export interface ClipOptions {
  seconds?: number;
  width?: number;
  height?: number;
  fps?: number;
  /** A 440 Hz tone; default true. */
  audio?: boolean;
  codec?: 'h264' | 'hevc' | 'vp8' | 'vp9';
  /** Default: by the file name's extension. */
  container?: 'mp4' | 'mov' | 'webm' | 'mkv';
  /**
   * A position as phones write it: `location` and `location-eng` (©xyz) in MP4 and MOV, plus Apple's
   * ISO 6709 key in MOV; in WebM/Matroska also on the video stream (Matroska keeps stream tags, MP4 cannot).
   */
  location?: boolean;
  /** Portrait as phones record it: landscape pixels and a display matrix turning them a quarter. */
  rotate?: 90 | 270;
  /** A second video stream (two pictures in one file). */
  secondVideo?: boolean;
  /** A flat colour instead of the moving pattern: long clips cost almost nothing to encode. */
  still?: boolean;
  /** 10-bit HDR (use codec 'hevc'): HLG as iPhones record it, or PQ (HDR10) as some Android phones do. */
  hdr?: 'hlg' | 'pq';
  /** Written to a pipe, as a browser's recorder does: a WebM without a duration in its header. */
  streamed?: boolean;
  /** The picture is this image (a PNG path), held for the whole clip, instead of the test pattern. */
  image?: string;
  /** The first seconds are black (a fade-in), as many phone clips start. */
  blackStartSeconds?: number;
}

const ENCODERS: Record<NonNullable<ClipOptions['codec']>, string[]> = {
  h264: ['-c:v', 'libx264', '-preset', 'ultrafast'],
  hevc: ['-c:v', 'libx265', '-preset', 'ultrafast', '-x265-params', 'log-level=error', '-tag:v', 'hvc1'],
  vp8: ['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '300k'],
  vp9: ['-c:v', 'libvpx-vp9', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '300k'],
};

function containerOf(name: string, options: ClipOptions): NonNullable<ClipOptions['container']> {
  if (options.container) return options.container;
  const extension = name.split('.').pop()?.toLowerCase();
  if (extension === 'mov' || extension === 'webm' || extension === 'mkv') return extension;
  return 'mp4';
}

async function ffmpeg(args: string[]): Promise<Buffer> {
  const { ffmpeg } = await videoTools();
  const { stdout } = await runTool(ffmpeg, ['-nostdin', '-hide_banner', '-v', 'error', ...args], {
    timeoutMs: 120_000,
    maxStdoutBytes: 64 * 1024 * 1024,
  });
  return stdout;
}

/** Makes a clip in `dir` and returns its path. */
export async function makeClip(dir: string, name: string, options: ClipOptions = {}): Promise<string> {
  const { seconds = 1, width = 320, height = 180, fps = 30, audio = true, location = false } = options;
  const container = containerOf(name, options);
  const codec = options.codec ?? (container === 'webm' ? 'vp9' : 'h264');
  const path = join(dir, name);
  const size = `${width}x${height}`;
  const picture = options.still
    ? `color=c=0x3366aa:s=${size}:r=${fps}:d=${seconds}`
    : `testsrc=s=${size}:r=${fps}:d=${seconds}`;
  const inputs = options.image
    ? ['-loop', '1', '-framerate', String(fps), '-t', String(seconds), '-i', options.image]
    : ['-f', 'lavfi', '-i', picture];
  const maps = ['-map', '0:v'];
  let input = 0;
  if (options.secondVideo) {
    inputs.push('-f', 'lavfi', '-i', `testsrc2=s=${size}:r=${fps}:d=${seconds}`);
    maps.push('-map', `${++input}:v`);
  }
  if (audio) {
    inputs.push('-f', 'lavfi', '-i', `sine=frequency=440:sample_rate=48000:duration=${seconds}`);
    maps.push('-map', `${++input}:a`);
  }
  const audioCodec = !audio ? [] : container === 'webm' ? ['-c:a', 'libopus', '-b:a', '48k'] : ['-c:a', 'aac'];
  const filters: string[] = [];
  if (options.blackStartSeconds) filters.push(`fade=t=in:st=${options.blackStartSeconds}:d=0.04`);
  const transfer = { hlg: 'arib-std-b67', pq: 'smpte2084' }[options.hdr ?? 'hlg'];
  if (options.hdr) {
    filters.push(`zscale=tin=bt709:min=bt709:pin=bt709:t=${transfer}:m=bt2020nc:p=bt2020:r=tv:npl=100`);
  }
  filters.push(options.hdr ? 'format=yuv420p10le' : 'format=yuv420p');
  const hdr = [
    '-filter:v:0',
    filters.join(','),
    ...(options.hdr ? ['-color_primaries', 'bt2020', '-color_trc', transfer, '-colorspace', 'bt2020nc'] : []),
  ];
  const tags = !location
    ? []
    : container === 'mov'
      ? ['-movflags', 'use_metadata_tags', '-metadata', `${APPLE_LOCATION_KEY}=${ISO6709_LOCATION}`]
      : [];
  if (location) {
    tags.push('-metadata', `location=${ISO6709_LOCATION}`, '-metadata', `location-eng=${ISO6709_LOCATION}`);
    tags.push('-metadata:s:v:0', `location=${ISO6709_LOCATION}`);
  }
  const format = { mp4: 'mp4', mov: 'mov', webm: 'webm', mkv: 'matroska' }[container];
  const encode = [...inputs, ...maps, ...hdr, ...ENCODERS[codec], ...audioCodec, ...tags, '-f', format];

  if (options.streamed) {
    // A pipe cannot be sought back into, so the muxer never writes the duration.
    await writeFile(path, await ffmpeg([...encode, 'pipe:1']));
    return path;
  }
  if (!options.rotate) {
    await ffmpeg([...encode, '-y', path]);
    return path;
  }
  // The display matrix is written when remuxing a stream tagged `rotate` (ffmpeg 4.1).
  const landscape = `${path}.landscape.${container}`;
  await ffmpeg([...encode, '-y', landscape]);
  await ffmpeg(['-i', landscape, '-c', 'copy', '-map', '0', '-metadata:s:v:0', `rotate=${options.rotate}`, '-y', path]);
  await rm(landscape);
  return path;
}
