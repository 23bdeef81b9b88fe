import { randomUUID } from 'node:crypto';
import { mkdir, rm, stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { duration } from '../../../../common/upload-limits.ts';
import { message } from '../../i18n/messages.ts';
import type { ErrorWords } from '../../lib/errors.ts';
import { DERIVATIVE_JPEG, DISPLAY_MAX_EDGE, THUMBNAIL_MAX_EDGE } from '../derivatives.ts';
import type { VideoTools } from './binaries.ts';
import { fileUrl, probeVideo, type VideoFacts } from './probe.ts';
import { runTool, ToolFailure } from './tool-process.ts';
import { VideoConversionError } from './video-errors.ts';

/**
 * The copies guests get of a video (docs/decisions/048): an MP4 every browser plays inline (H.264 High,
 * yuv420p, AAC stereo, at most 1080p, at most 30 frames a second, moov first), a poster frame at the photo
 * display size and a thumbnail at the photo thumbnail size. None of them carries the file's metadata:
 * no location (QuickTime ISO 6709 keys, `location`, ©xyz, GPS tags in any stream), no chapters, no
 * data or subtitle tracks (Apple's timed-metadata tracks can hold a moving position), and the copy is
 * probed afterwards to prove it.
 */

/** The web copy's box: 1920×1080 landscape, 1080×1920 portrait (the shorter side at most 1080). */
export const WEB_LONG_EDGE = 1920;
export const WEB_SHORT_EDGE = 1080;
/** Frame rate cap: 60 fps sources (and 120/240 fps slow motion) are converted to 30. */
export const WEB_MAX_FPS = 30;

/**
 * x264 settings. `veryfast` is about twice the speed of `medium` for ~10% more bytes at the same quality,
 * which keeps a 1080p30 clip converting faster than real time on 2 cores at nice 10; CRF 23 is x264's
 * default quality; the 8 Mbit/s cap (16 Mbit buffer) keeps noisy clips streamable on venue Wi-Fi and within
 * level 4.0 (High, 1080p30), which every phone and browser since 2012 decodes in hardware.
 */
const X264 = ['-c:v', 'libx264', '-preset', 'veryfast', '-crf', '23', '-maxrate', '8M', '-bufsize', '16M'];
const H264_PROFILE = ['-profile:v', 'high', '-level:v', '4.0', '-pix_fmt', 'yuv420p'];
/** Tagged BT.709: what the pixels are after conversion, so browsers do not guess. */
const BT709_TAGS = ['-color_primaries', 'bt709', '-color_trc', 'bt709', '-colorspace', 'bt709'];
const AAC = ['-c:a', 'aac', '-b:a', '128k', '-ac', '2', '-ar', '48000'];
/** Some phone files interleave audio far ahead of video; 4.1's default queue (128 packets) then fails. */
const MUXING_QUEUE = ['-max_muxing_queue_size', '4096'];

/** The poster is picked among this many frames from its moment on (ffmpeg's `thumbnail` filter). */
const POSTER_CANDIDATE_FRAMES = 15;
/** A 1080p PNG is ~3 MB; the bound only stops a runaway. */
const MAX_POSTER_PNG_BYTES = 32 * 1024 * 1024;
/** A copy shorter than this share of the original lost its end: the original is cut off. */
const MIN_COMPLETE_SHARE = 0.9;

export interface TranscodeOptions {
  tools: Pick<VideoTools, 'ffmpeg' | 'ffprobe' | 'hasZscale'>;
  /** The guest's name for the file, for messages only. */
  filename: string;
  /** Where the web copy is written; created when needed. */
  workDir: string;
  /** For the whole conversion (copy, check and poster); killed past it. */
  timeoutMs: number;
  /** Threads ffmpeg decodes and encodes with; default: the cores. */
  threads?: number;
  /** Default 10: below requests and photos, above idle. */
  niceness?: number;
  signal?: AbortSignal;
  /** Seconds of the original converted so far and the share of its length. */
  onProgress?: (progress: { seconds: number; fraction: number }) => void;
}

/** The web-playable MP4, on disk in `workDir` until `dispose()`. */
export interface WebCopy {
  path: string;
  bytes: number;
  width: number;
  height: number;
  durationSeconds: number;
  hasAudio: boolean;
  /** Deletes the file; safe to call more than once. */
  dispose(): Promise<void>;
}

export interface TranscodedVideo {
  webCopy: WebCopy;
  /** JPEG fitted inside 1600×1600 (the photos' display size), upright, no metadata. */
  poster: Buffer;
  /** JPEG fitted inside 400×400 (the photos' thumbnail size), upright, no metadata. */
  thumbnail: Buffer;
}

function even(value: number): number {
  return Math.max(2, 2 * Math.round(value / 2));
}

/**
 * The web copy's size: the picture as shown (rotation applied, non-square pixels made square) fitted
 * inside 1920×1080 or 1080×1920, never enlarged, in even numbers (4:2:0 needs them).
 */
export function webCopySize(facts: Pick<VideoFacts, 'width' | 'height' | 'rotation' | 'pixelAspectRatio'>): {
  width: number;
  height: number;
} {
  const turned = facts.rotation === 90 || facts.rotation === 270;
  const shownWidth = facts.width * (turned ? 1 : facts.pixelAspectRatio);
  const shownHeight = facts.height * (turned ? facts.pixelAspectRatio : 1);
  const scale = Math.min(
    1,
    WEB_LONG_EDGE / Math.max(shownWidth, shownHeight),
    WEB_SHORT_EDGE / Math.min(shownWidth, shownHeight),
  );
  return { width: even(shownWidth * scale), height: even(shownHeight * scale) };
}

/**
 * The filter chain after ffmpeg's own rotation (it turns the frames upright before these): frame-rate cap,
 * HDR to ordinary colours (HLG converts directly, it was made to; PQ needs tone mapping), scale, square
 * pixels, 8-bit 4:2:0.
 */
export function webCopyFilters(facts: VideoFacts, hasZscale: boolean): string {
  const { width, height } = webCopySize(facts);
  const filters: string[] = [];
  if (facts.frameRate !== null && facts.frameRate > WEB_MAX_FPS + 0.5) filters.push(`fps=${WEB_MAX_FPS}`);
  if (facts.hdr === 'hlg' && hasZscale) {
    filters.push(`zscale=w=${width}:h=${height}:t=bt709:m=bt709:p=bt709:r=tv`);
  } else if (facts.hdr === 'pq' && hasZscale) {
    filters.push(
      `zscale=w=${width}:h=${height}:t=linear:npl=100`,
      'format=gbrpf32le',
      'zscale=p=bt709',
      'tonemap=tonemap=hable:desat=0',
      'zscale=t=bt709:m=bt709:r=tv',
    );
  } else {
    filters.push(`scale=${width}:${height}:out_color_matrix=bt709:out_range=tv`);
  }
  filters.push('setsar=1', 'format=yuv420p');
  return filters.join(',');
}

/** ffmpeg's arguments for the web copy of `input` (a spooled original) into `output`. */
export function webCopyArguments(
  input: string,
  output: string,
  facts: VideoFacts,
  options: {
    hasZscale: boolean;
    threads: number;
  },
): string[] {
  const threads = String(options.threads);
  const fps = Math.min(facts.frameRate ?? WEB_MAX_FPS, WEB_MAX_FPS);
  const demuxer = facts.container === 'webm' || facts.container === 'matroska' ? 'matroska' : 'mov';
  return [
    ...['-nostdin', '-hide_banner', '-v', 'error', '-nostats', '-progress', 'pipe:1'],
    ...['-threads', threads, '-f', demuxer, '-i', fileUrl(input)],
    // One picture and at most one sound track; no data, subtitle or attachment streams, no chapters,
    // and no metadata at all (global or per stream: -map_metadata -1 drops both).
    ...['-map', '0:v:0', ...(facts.audioTrack !== null ? ['-map', `0:a:${facts.audioTrack}`] : []), '-sn', '-dn'],
    ...['-map_metadata', '-1', '-map_chapters', '-1'],
    ...['-vf', webCopyFilters(facts, options.hasZscale)],
    ...X264,
    ...H264_PROFILE,
    ...BT709_TAGS,
    // A keyframe every 2 seconds: seeking in the player lands close to where the guest tapped.
    ...['-g', String(Math.round(2 * fps)), '-threads', threads],
    ...(facts.audioTrack !== null ? AAC : ['-an']),
    ...MUXING_QUEUE,
    ...['-movflags', '+faststart', '-f', 'mp4', '-y', fileUrl(output)],
  ];
}

/** ffmpeg's `-progress` block: `out_time=00:00:01.234567`. */
function progressSeconds(line: string): number | null {
  const match = /^out_time=(\d+):(\d{2}):(\d{2}(?:\.\d+)?)$/.exec(line);
  if (!match) return null;
  return Number(match[1]) * 3600 + Number(match[2]) * 60 + Number(match[3]);
}

/** ffmpeg's complaint, without our temp paths (hosts read it) and short. */
function reasonFrom(detail: string, paths: string[]): ErrorWords {
  return ffmpegLine(detail, paths) || message('uploads.ffmpegFailed');
}

/** ffmpeg's last line as it wrote it (a developer's words, quoted as they are), without our paths. */
function ffmpegLine(detail: string, paths: string[]): string {
  let reason = detail;
  for (const path of paths)
    reason = reason
      .split(`${fileUrl(path)}: `)
      .join('')
      .split(fileUrl(path))
      .join('the file');
  reason = reason.replace(/\/[^\s:'"]+/g, '').trim();
  return reason.length > 160 ? `${reason.slice(0, 157)}…` : reason;
}

function asConversionError(error: unknown, timeoutMs: number, paths: string[]): unknown {
  if (!(error instanceof ToolFailure)) return error;
  switch (error.kind) {
    case 'timed-out':
      return new VideoConversionError(
        'timed-out',
        message('uploads.conversionTookLonger', { duration: duration(timeoutMs / 1000) }),
      );
    case 'aborted':
      return new VideoConversionError('aborted', message('uploads.conversionStopped'));
    case 'failed':
    case 'too-much-output':
      return new VideoConversionError('failed', reasonFrom(error.detail, paths));
    case 'not-started':
      // The server cannot run ffmpeg right now: not the video's fault, so not a conversion failure.
      return error;
  }
}

/**
 * Converts a checked original (`facts` from `probeVideo`, refusals already applied) into its guest copies.
 * Rejects with a VideoConversionError carrying a reason for hosts; nothing is left in `workDir` then.
 */
export async function transcodeVideo(
  input: string,
  facts: VideoFacts,
  options: TranscodeOptions,
): Promise<TranscodedVideo> {
  const { tools, filename, signal, onProgress } = options;
  const deadline = performance.now() + options.timeoutMs;
  const remaining = () => Math.max(1, deadline - performance.now());
  const threads = options.threads ?? availableParallelism();
  const niceness = options.niceness ?? 10;
  await mkdir(options.workDir, { recursive: true });
  const output = join(options.workDir, `video-${randomUUID()}.mp4`);
  const dispose = () => rm(output, { force: true });

  try {
    await runTool(tools.ffmpeg, webCopyArguments(input, output, facts, { hasZscale: tools.hasZscale, threads }), {
      timeoutMs: remaining(),
      signal,
      niceness,
      maxStdoutBytes: 4096,
      onStdoutLine: (line) => {
        const seconds = progressSeconds(line);
        if (seconds === null || !onProgress) return;
        onProgress({ seconds, fraction: facts.durationSeconds > 0 ? Math.min(1, seconds / facts.durationSeconds) : 0 });
      },
    });
    const copy = await probeVideo(output, { ffprobe: tools.ffprobe, filename, timeoutMs: remaining(), signal }).catch(
      (error: unknown) => {
        if (error instanceof ToolFailure) throw error;
        if (performance.now() >= deadline) throw new ToolFailure('timed-out', 'reading the copy back');
        throw new VideoConversionError('failed', message('uploads.copyUnreadable'));
      },
    );
    // Belt and braces: the arguments above drop every tag, and this proves it for each copy made.
    if (copy.hasLocation) throw new VideoConversionError('location-left', message('uploads.copyHasLocation'));
    if (copy.durationSeconds < facts.durationSeconds * MIN_COMPLETE_SHARE - 0.5) {
      throw new VideoConversionError(
        'incomplete',
        message('uploads.copyIncomplete', {
          read: duration(copy.durationSeconds),
          duration: duration(facts.durationSeconds),
        }),
      );
    }
    const posterPng = await posterFrame(tools.ffmpeg, output, copy.durationSeconds, {
      timeoutMs: remaining(),
      signal,
      niceness,
    });
    const poster = await sharp(posterPng)
      .resize({ width: DISPLAY_MAX_EDGE, height: DISPLAY_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .jpeg(DERIVATIVE_JPEG)
      .toBuffer();
    const thumbnail = await sharp(poster)
      .resize({ width: THUMBNAIL_MAX_EDGE, height: THUMBNAIL_MAX_EDGE, fit: 'inside', withoutEnlargement: true })
      .jpeg(DERIVATIVE_JPEG)
      .toBuffer();
    const { size } = await stat(output);
    return {
      webCopy: {
        path: output,
        bytes: size,
        width: copy.width,
        height: copy.height,
        durationSeconds: copy.durationSeconds,
        hasAudio: copy.audioStreams > 0,
        dispose,
      },
      poster,
      thumbnail,
    };
  } catch (error) {
    await dispose();
    throw asConversionError(error, options.timeoutMs, [input, output]);
  }
}

/** Seconds into the clip the poster is taken from. */
export function posterTime(durationSeconds: number): number {
  return Math.min(Math.max(1, durationSeconds * 0.1), durationSeconds / 2);
}

/**
 * The poster, as PNG: from the web copy (already upright, 8-bit, at most 1080p, so cheap to decode), a tenth
 * of the way in but at least 1 s (past the black frames of a fade-in and the shaky start), the middle of clips
 * under 2 s, and the most typical of the frames that follow (ffmpeg's `thumbnail` filter skips a flash or a
 * blink).
 */
async function posterFrame(
  ffmpeg: string,
  webCopy: string,
  durationSeconds: number,
  options: { timeoutMs: number; signal: AbortSignal | undefined; niceness: number },
): Promise<Buffer> {
  const frameAt = async (at: number) => {
    const { stdout } = await runTool(
      ffmpeg,
      [
        ...['-nostdin', '-hide_banner', '-v', 'error', '-threads', '1'],
        ...['-ss', at.toFixed(3), '-f', 'mov', '-i', fileUrl(webCopy)],
        ...['-map', '0:v:0', '-vf', `thumbnail=${POSTER_CANDIDATE_FRAMES}`, '-frames:v', '1'],
        ...['-map_metadata', '-1', '-f', 'image2pipe', '-c:v', 'png', 'pipe:1'],
      ],
      { ...options, maxStdoutBytes: MAX_POSTER_PNG_BYTES },
    );
    return stdout;
  };
  // A clip of a frame or two has no frame after its poster time: its first frame is the poster then.
  const poster = await frameAt(posterTime(durationSeconds));
  const png = poster.length > 0 ? poster : await frameAt(0);
  if (png.length === 0) throw new ToolFailure('failed', 'no frame could be taken for the poster');
  return png;
}
